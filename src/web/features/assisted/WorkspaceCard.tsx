import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled card of the relationship manager's workspace (/admin/assisted and its member page, decision
 * 171): an outlined card whose heading (an h2) stands over `children`; `tight` drops the space under the
 * heading, for a card that holds only a list (the list's own padding spaces it).
 */
export function WorkspaceCard({
  title,
  tight,
  children,
}: {
  title: ReactNode;
  tight?: boolean;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={tight ? undefined : { mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A workspace list (due follow-ups, candidates, notes): `empty` in grey when `items` has none, else a
 * List of `children(item)` (each a ListItem with its key).
 */
export function ListOrEmpty<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return <List>{items.map(children)}</List>;
}
