import { Chip } from '@mui/material';
import type { Payment } from '../../../shared/schemas/payments';

const LOOK: Record<
  Payment['status'],
  { label: string; color: 'success' | 'default' | 'error' | 'warning' | 'info' }
> = {
  paid: { label: 'Paid', color: 'success' },
  created: { label: 'Not completed', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
  incomplete: { label: 'Checking', color: 'warning' },
  resolved: { label: 'Resolved', color: 'info' },
  credited: { label: 'Credited', color: 'warning' },
  refunded: { label: 'Refunded', color: 'info' },
};

/** A payment's status as a coloured chip. */
export function PaymentStatusChip({ status }: { status: Payment['status'] }) {
  const l = LOOK[status];
  return (
    <Chip size="small" label={l.label} color={l.color} variant={status === 'paid' ? 'filled' : 'outlined'} />
  );
}
