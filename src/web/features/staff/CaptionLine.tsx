import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A small grey line of its own under a staff list's main text (a registration number or promo code under
 * a name, a voucher under a status, a reason under a state): MUI's caption type in the secondary colour.
 */
export function CaptionLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}
