import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_PRIVACY, type PhotoPrivacy } from '../../../shared/schemas/member';
import { Spinner } from '../../components/Spinner';
import { toastAnswer } from '../../components/toastAnswer';
import { useSavePrivacy } from './api';
import { SectionCard } from './SectionCard';

/**
 * Privacy (docs/member-area.md#photos): who sees my photos (all members, paid members, members I accepted, nobody) and
 * whether my whole profile is hidden from every list, and whether I appear on the public home page
 * (off by default, decision 125). Saved with one button; the server decides.
 */
export function PrivacySettings({
  photoPrivacy,
  hidden,
  showOnHome,
}: {
  photoPrivacy: string;
  hidden: boolean;
  showOnHome: boolean;
}) {
  const { t } = useTranslation('member');
  const [privacy, setPrivacy] = useState<PhotoPrivacy>(
    (PHOTO_PRIVACY as readonly string[]).includes(photoPrivacy) ? (photoPrivacy as PhotoPrivacy) : 'members',
  );
  const [hide, setHide] = useState(hidden);
  const [onHome, setOnHome] = useState(showOnHome);
  const save = useSavePrivacy();
  const dirty = privacy !== photoPrivacy || hide !== hidden || onHome !== showOnHome;

  return (
    <SectionCard id="privacy" title={t('privacy.title')}>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
          {t('privacy.whoPhotos')}
        </FormLabel>
        <RadioGroup value={privacy} onChange={(e) => setPrivacy(e.target.value as PhotoPrivacy)}>
          {PHOTO_PRIVACY.map((v) => (
            <FormControlLabel
              key={v}
              value={v}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.5 } }}
              label={
                <Box>
                  <Typography>{t(`privacy.option.${v}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`privacy.help.${v}`)}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Divider sx={{ my: 2 }} />
      <FormControlLabel
        sx={{ alignItems: 'flex-start', ml: 0, gap: 1 }}
        control={<Switch checked={hide} onChange={(e) => setHide(e.target.checked)} sx={{ mt: -0.5 }} />}
        label={
          <Box>
            <Typography>{t('privacy.hide')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('privacy.hideHelp')}
            </Typography>
          </Box>
        }
      />
      <FormControlLabel
        sx={{ alignItems: 'flex-start', ml: 0, gap: 1, mt: 2 }}
        control={<Switch checked={onHome} onChange={(e) => setOnHome(e.target.checked)} sx={{ mt: -0.5 }} />}
        label={
          <Box>
            <Typography>{t('privacy.showOnHome')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('privacy.showOnHomeHelp')}
            </Typography>
          </Box>
        }
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }} spacing={1.5}>
        {dirty && (
          <Button
            onClick={() => {
              setPrivacy(photoPrivacy as PhotoPrivacy);
              setHide(hidden);
              setOnHome(showOnHome);
            }}
            disabled={save.isPending}
          >
            {t('actions.undo')}
          </Button>
        )}
        <Button
          variant="contained"
          disabled={!dirty || save.isPending}
          startIcon={save.isPending ? <Spinner size={18} color="inherit" /> : undefined}
          onClick={() =>
            save.mutate({ photo_privacy: privacy, hidden: hide, show_on_home: onHome }, toastAnswer)
          }
        >
          {t('privacy.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
