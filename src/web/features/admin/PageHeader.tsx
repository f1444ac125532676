import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** An admin page's heading, optional sub-line and actions; also sets the document title. */
export function PageHeader(props: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('admin');
  const documentTitle = t('shell.documentTitle', { title: props.title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {props.title}
        </Typography>
        {props.subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {props.subtitle}
          </Typography>
        )}
      </Box>
      {props.actions}
    </Stack>
  );
}
