import ScienceRounded from '@mui/icons-material/ScienceRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Payment } from '../../../shared/schemas/payments';
import { apiGet, apiPost } from '../../api/client';
import { usePageTitle } from '../../components/usePageTitle';
import { checkoutPath, PaymentDone, useVerifyPayment } from '../../features/payments';
import { formatRupees } from '../../format';

type TestOrder = { order_id: string; plan_name: string; amount_paise: number; status: string };

/**
 * The built-in test gateway (docs/payments.md#gateways): on only while no Razorpay keys are configured. Says plainly that
 * no money moves; Pay returns a signed callback that goes through the same verification and confirmation
 * as a real gateway's; Fail marks the order failed.
 */
export default function TestGatewayPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('testGateway.pageTitle'));
  const { orderId = '' } = useParams();
  const order = useQuery({
    queryKey: ['payments', 'test-order', orderId],
    queryFn: ({ signal }) =>
      apiGet<{ order: TestOrder }>(`/api/payments/test-gateway/${encodeURIComponent(orderId)}`, signal).then(
        (r) => r.order,
      ),
    retry: false,
  });
  const verify = useVerifyPayment();
  const [done, setDone] = useState<Payment | null>(null);
  const [failedPlan, setFailedPlan] = useState<string | null>(null);
  const payMut = useMutation({
    mutationFn: async () => {
      const cb = await apiPost<{ order_id: string; payment_id: string; signature: string }>(
        `/api/payments/test-gateway/${encodeURIComponent(orderId)}/pay`,
      );
      return verify.mutateAsync({
        order_id: cb.order_id,
        payment_id: cb.payment_id,
        signature: cb.signature,
      });
    },
    onSuccess: (r) => setDone(r.payment),
  });
  const failMut = useMutation({
    mutationFn: () =>
      apiPost<{ payment: Payment }>(`/api/payments/orders/${encodeURIComponent(orderId)}/fail`).then(
        (r) => r.payment,
      ),
    onSuccess: (p) => setFailedPlan(p.plan),
  });
  const busy = payMut.isPending || failMut.isPending;

  return (
    <Box sx={{ py: { xs: 3, md: 6 }, bgcolor: '#fffaf0', minHeight: '70vh' }}>
      <Container maxWidth="sm">
        <Paper
          sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, border: '3px dashed', borderColor: 'warning.main' }}
        >
          {done ? (
            <PaymentDone payment={done} />
          ) : (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ScienceRounded color="warning" aria-hidden />
                <Typography variant="h5" component="h1">
                  {t('testGateway.title')}
                </Typography>
              </Stack>
              <Alert severity="warning">{t('testGateway.intro')}</Alert>
              {order.isPending && <Skeleton height={80} />}
              {order.isError && <Alert severity="error">{order.error.message}</Alert>}
              {order.data && (
                <>
                  <Box>
                    <Typography color="text.secondary">
                      {t('testGateway.order', { id: order.data.order_id })}
                    </Typography>
                    <Typography variant="h4" component="p" sx={{ my: 1 }}>
                      {formatRupees(order.data.amount_paise)}
                    </Typography>
                    <Typography>{t('checkout.planName', { plan: order.data.plan_name })}</Typography>
                  </Box>
                  {failedPlan ? (
                    <Stack spacing={2}>
                      <Alert severity="error">{t('testGateway.failed')}</Alert>
                      <Button variant="contained" component={RouterLink} to={checkoutPath(failedPlan)}>
                        {t('testGateway.tryAgain')}
                      </Button>
                    </Stack>
                  ) : order.data.status !== 'created' ? (
                    <Alert severity="info">{t('testGateway.closed', { status: order.data.status })}</Alert>
                  ) : (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                      <Button
                        variant="contained"
                        color="success"
                        size="large"
                        disabled={busy}
                        onClick={() => payMut.mutate()}
                      >
                        {t('checkout.payAmount', { amount: formatRupees(order.data.amount_paise) })}
                      </Button>
                      <Button
                        variant="outlined"
                        color="error"
                        size="large"
                        disabled={busy}
                        onClick={() => failMut.mutate()}
                      >
                        {t('testGateway.fail')}
                      </Button>
                    </Stack>
                  )}
                  {(payMut.isError || failMut.isError) && (
                    <Alert severity="error">{(payMut.error ?? failMut.error)?.message}</Alert>
                  )}
                </>
              )}
            </Stack>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
