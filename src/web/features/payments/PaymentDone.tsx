import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import type { Payment } from '../../../shared/schemas/payments';
import { formatDate, formatRupees } from '../../format';
import { useMe } from '../auth';
import { downloadReceipt } from './api';

/** What a member sees once a payment is confirmed: receipt number, plan, validity, receipt download. */
export function PaymentDone({ payment }: { payment: Payment }) {
  const me = useMe();
  const [busy, setBusy] = useState(false);
  const pending = me.data?.status !== 'active';
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(payment.id, payment.receipt_no);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
      <CheckCircleRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        Payment received
      </Typography>
      {payment.test && (
        <Alert severity="warning" sx={{ textAlign: 'left' }}>
          Test payment — no money moved. The receipt is marked as a test.
        </Alert>
      )}
      <Typography>
        {formatRupees(payment.amount_paise)} for the <strong>{payment.plan_name}</strong> plan. Receipt{' '}
        <strong>{payment.receipt_no}</strong>.
      </Typography>
      <Typography color="text.secondary">
        Your plan runs from {formatDate(payment.period_start)} to{' '}
        <strong>{formatDate(payment.period_end)}</strong>.
      </Typography>
      {pending && (
        <Alert severity="info" sx={{ textAlign: 'left' }}>
          Your account is still being verified by our team. Your plan starts working as soon as it is
          activated.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download} disabled={busy}>
          Download receipt
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={pending ? '/activation-pending' : '/user/payments'}
        >
          {pending ? 'Continue' : 'My payments'}
        </Button>
      </Stack>
    </Stack>
  );
}
