import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../shared/schemas/payments';

const COLOR: Record<Payment['status'], 'success' | 'default' | 'error' | 'warning' | 'info'> = {
  paid: 'success',
  created: 'default',
  failed: 'error',
  incomplete: 'warning',
  resolved: 'info',
  credited: 'warning',
  refunded: 'info',
};

/** A payment's status as a coloured chip, in the language shown (`common` catalogue `paymentStatus`). */
export function PaymentStatusChip({ status }: { status: Payment['status'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`paymentStatus.${status}`)}
      color={COLOR[status]}
      variant={status === 'paid' ? 'filled' : 'outlined'}
    />
  );
}
