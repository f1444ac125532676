import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { completenessKey } from '../../../shared/completeness';
import type { Completeness } from '../../../shared/schemas/member';
import { SectionHeading } from '../../components/SectionHeading';

/** Where each missing item is edited on the profile page (section anchors). */
const WHERE: Record<string, string> = {
  'A profile photo': 'photos',
  'Partner preferences': 'preferences',
  Height: 'about',
  'Mother tongue': 'about',
  'A few lines about yourself': 'about',
  'Parent / guardian': 'family',
  "Parent's name": 'family',
  Siblings: 'family',
  Caste: 'family',
  Gotra: 'family',
  Rashi: 'family',
  Nakshatra: 'family',
  Qualification: 'career',
  Occupation: 'career',
  Income: 'career',
  Country: 'location',
  State: 'location',
  'City / district': 'location',
  Diet: 'lifestyle',
  Smoking: 'lifestyle',
  Drinking: 'lifestyle',
  Address: 'contact',
};

/** A missing item's label in the shown language (the server sends the English label). */
export function missingLabel(t: ReturnType<typeof useTranslation<'member'>>['t'], label: string): string {
  const key = completenessKey(label);
  return key ? t(`completeness.${key}`) : label;
}

/** Profile completeness: a ring with the percent and chips for what is missing (each jumps to its section). */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const { t } = useTranslation('member');
  const { percent, missing } = completeness;
  const done = missing.length === 0;
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
            <CircularProgress
              variant="determinate"
              value={100}
              size={72}
              thickness={5}
              aria-hidden
              sx={{ color: 'grey.200', position: 'absolute' }}
            />
            <CircularProgress
              variant="determinate"
              value={percent}
              size={72}
              thickness={5}
              color={done ? 'success' : 'secondary'}
              aria-label={t('profile.meter.percent', { percent })}
            />
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <Typography variant="h6" component="span">
                {percent}%
              </Typography>
            </Box>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <SectionHeading>
              {done ? t('profile.meter.doneTitle') : t('profile.meter.missingTitle')}
            </SectionHeading>
            <Typography variant="body2" color="text.secondary">
              {done ? t('profile.meter.doneBody') : t('profile.meter.missingBody')}
            </Typography>
          </Box>
          {done && <CheckCircle color="success" sx={{ ml: 'auto' }} />}
        </Stack>
        {!done && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
            {missing.map((m) => (
              <Chip
                key={m}
                label={missingLabel(t, m)}
                variant="outlined"
                component="a"
                href={`#${WHERE[m] ?? 'about'}`}
                clickable
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
