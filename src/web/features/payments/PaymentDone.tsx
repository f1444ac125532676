import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mayUseArea } from '../../../shared/policies/account';
import type { Payment } from '../../../shared/schemas/payments';
import { useBusyTask } from '../../components/useBusyTask';
import { formatDate, formatRupees } from '../../format';
import { useMe } from '../auth';
import { downloadReceipt } from './api';

/** What a member sees once a payment is confirmed: receipt number, plan, validity, receipt download. */
export function PaymentDone({ payment }: { payment: Payment }) {
  const { t } = useTranslation('auth');
  const me = useMe();
  const [busy, run] = useBusyTask();
  const pending = !me.data || !mayUseArea(me.data.status);
  // Where the member goes next: the activation page while the account waits, else their payments.
  const onward = (
    <Button
      variant="contained"
      component={RouterLink}
      to={pending ? '/activation-pending' : '/user/payments'}
    >
      {pending ? t('paymentDone.continue') : t('paymentDone.myPayments')}
    </Button>
  );
  // decision 110: money received but not applied; staff refund it or apply it as credit.
  if (payment.status === 'credited') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
        <Typography variant="h4" component="h1">
          {t('paymentDone.creditedTitle')}
        </Typography>
        <Alert severity="info" sx={{ textAlign: 'left' }}>
          {t('paymentDone.credited')}
        </Alert>
        {onward}
      </Stack>
    );
  }
  const download = () => run(() => downloadReceipt(payment.id, payment.receipt_no));
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
      <CheckCircleRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('paymentDone.title')}
      </Typography>
      {payment.test && (
        <Alert severity="warning" sx={{ textAlign: 'left' }}>
          {t('paymentDone.test')}
        </Alert>
      )}
      <Typography>
        <Trans
          t={t}
          i18nKey="paymentDone.summary"
          values={{
            amount: formatRupees(payment.amount_paise),
            plan: payment.plan_name,
            receipt: payment.receipt_no,
          }}
          components={{ b: <strong /> }}
        />
      </Typography>
      <Typography color="text.secondary">
        {payment.period_start
          ? t('paymentDone.period', {
              from: formatDate(payment.period_start),
              to: formatDate(payment.period_end),
            })
          : t('paymentDone.periodAtActivation')}
      </Typography>
      {pending && (
        <Alert severity="info" sx={{ textAlign: 'left' }}>
          {t('paymentDone.pending')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download} disabled={busy}>
          {t('paymentDone.download')}
        </Button>
        {onward}
      </Stack>
    </Stack>
  );
}
