import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { DataRightsPanel } from '../../features/privacy';
import { MatchesMailChoice } from '../../features/saved-searches';

/**
 * /user/privacy (docs/data-rights.md): the MyMatches mail choice (docs/member-area.md#saved-searches), download my
 * data, recent sign-ins, consents, delete my account.
 */
export default function PrivacySettingsPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('page.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('page.title')}
      </Typography>
      <MatchesMailChoice />
      <DataRightsPanel />
    </Stack>
  );
}
