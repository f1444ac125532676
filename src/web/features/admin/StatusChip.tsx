import Chip from '@mui/material/Chip';
import { STATUS_COLOR, useStatusLabel } from './format';

/** An account status as a small coloured chip (pending, active, inactive, rejected), in the shown language. */
export function StatusChip({ status }: { status: string | undefined }) {
  const label = useStatusLabel();
  if (!status) return null;
  return <Chip size="small" label={label(status)} color={STATUS_COLOR[status] ?? 'default'} />;
}
