import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * An icon centred in a round disc of the brand's colours, as the public pages set their points and
 * contact cards: `tone` primary (a light crimson tint) or secondary (marigold);
 * `size` in px, 44 by default (docs/accessibility.md); `sx` adds spacing around it.
 */
export function IconDisc({
  children,
  tone = 'primary',
  size = 44,
  sx,
}: {
  children: ReactNode;
  tone?: 'primary' | 'secondary';
  size?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={[
        (t) => ({
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor:
            tone === 'primary' ? alpha(t.palette.primary.main, 0.08) : alpha(t.palette.secondary.main, 0.22),
          color: tone === 'primary' ? 'primary.main' : 'secondary.dark',
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
