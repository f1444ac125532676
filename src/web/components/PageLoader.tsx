import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * A centred spinner for lazy pages and first loads: one progress bar named "Loading the page" (axe
 * aria-progressbar-name; the catalogue is `common`, bundled with the first script).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label={t('pageLoader.label')} />
    </Box>
  );
}
