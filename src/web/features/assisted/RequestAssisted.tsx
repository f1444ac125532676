import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { CALL_LANGUAGES, CALL_TIMES } from '../../../shared/policies/assisted';
import { isUserAreaRole } from '../../../shared/roles';
import { getToken, readClaims } from '../../auth/session';
import { formatDuration, formatRupees } from '../../format';
import { AssistedDialog } from './AssistedDialog';
import { useAssistedOffer, useMemberAssisted, useRequestAssisted } from './api';

/** The call-back form (decision 170): preferred time and language, an optional note; keeps what was typed on a refusal. */
export function RequestAssistedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('assisted');
  const [time, setTime] = useState<string>('evening');
  const [lang, setLang] = useState<string>('kn');
  const [note, setNote] = useState('');
  const send = useRequestAssisted();
  return (
    <AssistedDialog
      open={open}
      title={t('request.title')}
      maxWidth="sm"
      onClose={onClose}
      error={send.isError ? send.error.message : null}
      pending={send.isPending}
      actionLabel={t('request.send')}
      onAction={() =>
        send.mutate(
          { preferred_time: time, language: lang, note: note.trim() },
          {
            onSuccess: (r) => {
              toast.success(r.message);
              onClose();
            },
          },
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('request.intro')}
      </Typography>
      <TextField select label={t('request.time')} value={time} onChange={(e) => setTime(e.target.value)}>
        {CALL_TIMES.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`time.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('request.language')} value={lang} onChange={(e) => setLang(e.target.value)}>
        {CALL_LANGUAGES.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`lang.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('request.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </AssistedDialog>
  );
}

/**
 * "Request assisted service": opens the call-back form for a signed-in member whose abilities allow a
 * request (memberAssistedAbilities, decision 170); a member whose request is open or who has the service
 * is sent to the dashboard's panel instead; anyone else is led to sign in.
 */
export function RequestAssistedButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation('assisted');
  const [open, setOpen] = useState(false);
  const member = isUserAreaRole(readClaims().role ?? '');
  const mine = useMemberAssisted(member);
  if (member && mine.data && !mine.data.abilities.request)
    return (
      <Button
        variant={variant}
        component={RouterLink}
        to="/user/userDashboard"
        startIcon={<SupportAgentOutlined />}
      >
        {t('request.seeYours')}
      </Button>
    );
  if (!getToken())
    return (
      <Button variant={variant} component={RouterLink} to="/login" startIcon={<SupportAgentOutlined />}>
        {t('request.signIn')}
      </Button>
    );
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} startIcon={<SupportAgentOutlined />}>
        {t('request.button')}
      </Button>
      <RequestAssistedDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The Assisted Service offer on /membership and /service: what it is, the price range, the request button. */
export function AssistedOfferCard() {
  const { t } = useTranslation('assisted');
  const offer = useAssistedOffer();
  return (
    <Card variant="outlined" sx={{ borderColor: 'secondary.main', borderWidth: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h5" component="h2">
            {offer.data?.name ?? t('panel.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('request.intro')}
          </Typography>
          {offer.data && (
            <Typography sx={{ fontWeight: 600 }}>
              {t('request.range', {
                min: formatRupees(offer.data.min_paise),
                max: formatRupees(offer.data.max_paise),
                duration: formatDuration(offer.data.duration_months),
              })}
            </Typography>
          )}
          <div>
            <RequestAssistedButton />
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
