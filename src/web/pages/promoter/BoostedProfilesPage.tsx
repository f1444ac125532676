import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { BoostedList } from '../../features/plan-features/BoostedList';

/** /PromotAdmin/boosted (SPEC §2 promoter drawer "Boosted Profiles"): the promoter's referrals boosted now. */
export default function BoostedProfilesPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('promises.boosted.title'));
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {t('promises.boosted.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('promises.boosted.promoterIntro')}
      </Typography>
      <BoostedList who="promoter" />
    </Box>
  );
}
