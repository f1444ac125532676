import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * PLACEHOLDER so the promoter-area branch builds: the real page (earnings by kind, payouts and vouchers)
 * comes from the payouts branch (task A) and replaces this file at merge.
 */
export default function EarningsPage() {
  const { t } = useTranslation('promoter');
  usePageTitle(t('nav.myEarnings'));
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        {t('nav.myEarnings')}
      </Typography>
    </Paper>
  );
}
