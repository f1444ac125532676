import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MatchTab } from '../../features/members/MatchTabs';

/** My Matches' heading and the introduction of `tab` (the page and its served shell, decision 085). */
export function MatchesHeading({ tab }: { tab: MatchTab }) {
  const { t } = useTranslation('member');
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
        {t('matches.title')}
      </Typography>
      <Typography color="text.secondary">{t(`matches.intro.${tab}`)}</Typography>
    </Box>
  );
}
