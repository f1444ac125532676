import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { DigestSetting } from '../../features/conversations/DigestSetting';
import { DataRightsPanel } from '../../features/privacy';
import { PushSettingsCard } from '../../features/push';
import { MatchesMailChoice } from '../../features/saved-searches';

/**
 * /user/privacy (docs/data-rights.md): emails about messages (docs/conversations.md#notifications), the
 * MyMatches mail choice (docs/member-area.md#saved-searches), notifications on this device
 * (docs/installable-app.md#push), download my data, recent sign-ins, consents, delete my account.
 */
export default function PrivacySettingsPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('page.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('page.title')}
      </Typography>
      <DigestSetting />
      <MatchesMailChoice />
      <PushSettingsCard />
      <DataRightsPanel />
    </Stack>
  );
}
