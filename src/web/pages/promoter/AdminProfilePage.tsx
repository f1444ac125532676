import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../components/usePageTitle';
import { usePromoterProfile } from '../../features/promoter-area/api';
import { ProfileCard } from '../../features/promoter-area/ProfileCard';

/** /PromotAdmin/admin-profile (SPEC §2): the profile dialog's content as a page — name, phone, email, avatar. */
export default function AdminProfilePage() {
  const { t } = useTranslation('promoter');
  usePageTitle(t('profile.dialogTitle'));
  const profile = usePromoterProfile();
  if (profile.isPending) return <PageLoader />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('profile.dialogTitle')}
      </Typography>
      <ProfileCard />
    </Paper>
  );
}
