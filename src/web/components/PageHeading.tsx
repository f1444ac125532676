import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A member page's heading: its one h1 `title` and an `intro` line under it (docs/member-area.md). */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </Box>
  );
}
