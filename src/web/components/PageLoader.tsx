import { Box, CircularProgress } from '@mui/material';

/** A centred spinner for lazy pages and first loads. */
export function PageLoader() {
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
      role="progressbar"
      aria-label="Loading"
    >
      <CircularProgress />
    </Box>
  );
}
