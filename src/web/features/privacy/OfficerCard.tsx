import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePrivacyNotice } from './api';

/** The grievance officer's name and contact (docs/data-rights.md: configuration, shown on /privacy-policy and /contact). */
export function OfficerCard() {
  const { t } = useTranslation('privacy');
  const q = usePrivacyNotice();
  if (q.isError) return <Alert severity="error">{q.error.message}</Alert>;
  const o = q.data?.officer;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} aria-labelledby="officer-title">
      <Typography id="officer-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('grievance.officer')}
      </Typography>
      {!o ? (
        <Skeleton width="70%" />
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }} data-testid="officer-name">
            {o.name}
          </Typography>
          <Typography>
            <Link href={`mailto:${o.email}`}>{o.email}</Link>
          </Typography>
          <Typography>
            <Link href={`tel:${o.phone.replace(/\s/g, '')}`}>{o.phone}</Link>
          </Typography>
          <Typography color="text.secondary">{o.address}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('grievance.answerWithin', { days: q.data?.grievance_days })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
