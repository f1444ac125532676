import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { DataRightsPanel } from '../../features/privacy';

/** /PromotAdmin/privacy (docs/data-rights.md): a promoter downloads their data and sees their sign-ins. */
export default function PromoterPrivacyPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('page.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Button
          component={RouterLink}
          to="/PromotAdmin"
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start', minHeight: 44 }}
        >
          {t('page.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('page.title')}
        </Typography>
        <DataRightsPanel />
      </Stack>
    </Container>
  );
}
