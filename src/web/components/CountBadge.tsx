import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';

/**
 * An icon with a count badge (the bells of the member and promoter areas). At zero there is no badge at
 * all: MUI's Badge still renders a hidden "0", which axe reads as text missing from the button's name
 * (label-content-name-mismatch, serious). The number shown is left out of the accessibility tree: the
 * button's own name says the count in words. `count`: the unread count; shown as `99+` above 99.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  if (count <= 0) return children;
  return (
    <Badge badgeContent={count} color="secondary" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  );
}
