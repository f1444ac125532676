import { Chip } from '@mui/material';
import { STATUS_COLOR, STATUS_LABEL } from './format';

/** An account status as a small coloured chip (pending, active, inactive, rejected). */
export function StatusChip({ status }: { status: string | undefined }) {
  if (!status) return null;
  return (
    <Chip size="small" label={STATUS_LABEL[status] ?? status} color={STATUS_COLOR[status] ?? 'default'} />
  );
}
