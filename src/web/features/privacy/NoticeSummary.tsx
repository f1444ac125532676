import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE } from '../../../shared/privacy';
import { SectionHeading } from '../../components/SectionHeading';
import { formatDate } from '../../format';

/**
 * The privacy notice in force (docs/data-rights.md): its version and effective date, and the notice in short, in the
 * reader's language. Shown at the top of /privacy-policy; registration and the consent dialog point to it.
 */
export function NoticeSummary() {
  const { t } = useTranslation('privacy');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 4 }} data-testid="notice-version">
      <Typography sx={{ fontWeight: 600 }}>
        {t('notice.version', {
          version: PRIVACY_NOTICE.version,
          date: formatDate(PRIVACY_NOTICE.effectiveDate),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('notice.law')}
      </Typography>
      <SectionHeading sx={{ fontSize: '1.05rem', mb: 0.5 }}>{t('notice.summaryTitle')}</SectionHeading>
      <Box component="ul" sx={{ pl: 2.5, my: 0, '& li': { mb: 0.5 } }}>
        <li>{t('notice.summary1')}</li>
        <li>{t('notice.summary2')}</li>
        <li>{t('notice.summary3')}</li>
      </Box>
    </Paper>
  );
}
