import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TitledCard } from '../../components/SectionHeading';

/**
 * A titled card of the relationship manager's workspace (/admin/assisted and its member page, decision
 * 171): a `TitledCard` whose heading has 1.5 of space under it; `tight` drops the space under the
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
    <TitledCard title={title} headingSx={tight ? undefined : { mb: 1.5 }}>
      {children}
    </TitledCard>
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
