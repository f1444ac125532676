import LockRounded from '@mui/icons-material/LockRounded';
import {
  Alert,
  Box,
  Button,
  Container,
  Divider,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PAY_MSG } from '../../../shared/payment-messages';
import type { Payment } from '../../../shared/schemas/payments';
import { useSession } from '../../auth/useSession';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useOpenLogin } from '../../features/auth';
import {
  openRazorpay,
  PaymentDone,
  useCreateOrder,
  useGateway,
  useQuote,
  useVerifyPayment,
} from '../../features/payments';
import { usePlans } from '../../features/plans';
import { useSite } from '../../features/site';
import { formatDuration, formatRupees } from '../../format';
import { translateMsg } from '../../i18n';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}

/**
 * Checkout (/payment/checkout?plan=PremiumUser, issue #10): where every upgrade entry point leads. Shows
 * the plan and the server's price, takes a promo code, and opens the gateway: Razorpay Checkout, or the
 * app's test gateway page while no Razorpay keys are configured.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('checkout.pageTitle'));
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const openLogin = useOpenLogin();
  const { site } = useSite();
  const plans = usePlans();
  const gateway = useGateway();
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState('');
  const quote = useQuote(loggedIn ? plan : null, promo);
  const create = useCreateOrder();
  const verify = useVerifyPayment();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Payment | null>(null);
  const planInfo = plans.data?.find((p) => p.code === plan);

  const pay = async () => {
    if (!plan) return;
    setError(null);
    try {
      const c = await create.mutateAsync({ plan, promo_code: promo || null });
      if (c.gateway === 'test') {
        navigate(`/payment/test/${encodeURIComponent(c.order_id)}`);
        return;
      }
      const cb = await openRazorpay(c, site.site_name);
      if (!cb) return;
      const res = await verify.mutateAsync(cb);
      setDone(res.payment);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const promoError = quote.isError && promo ? quote.error.message : null;
  const busy = create.isPending || verify.isPending;

  let body: React.ReactNode;
  if (done) body = <PaymentDone payment={done} />;
  else if (!plan) body = <Alert severity="error">{t('checkout.choosePlan')}</Alert>;
  else if (!loggedIn) {
    body = (
      <Stack spacing={2}>
        <Alert severity="info">{t('checkout.signInToBuy', { plan: planInfo?.name ?? plan })}</Alert>
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" onClick={openLogin}>
            {t('checkout.login')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={`/register?type=${encodeURIComponent(plan)}`}>
            {t('checkout.register')}
          </Button>
        </Stack>
      </Stack>
    );
  } else if (quote.isPending || gateway.isPending) {
    body = (
      <Stack spacing={1} aria-busy>
        <Skeleton height={40} />
        <Skeleton height={120} />
      </Stack>
    );
  } else if (quote.isError && !promo) {
    body = (
      <Stack spacing={2}>
        <Alert severity="warning">{quote.error.message}</Alert>
        <Button
          component={RouterLink}
          to="/user/payments"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('checkout.myPayments')}
        </Button>
      </Stack>
    );
  } else {
    const q = quote.data;
    body = (
      <Stack spacing={2}>
        <Box>
          <Typography variant="h5" component="h2">
            {t('checkout.planName', { plan: q?.plan_name ?? planInfo?.name })}
          </Typography>
          <Typography color="text.secondary">
            {q ? formatDuration(q.duration_months) : ''}
            {planInfo ? ` · ${planInfo.features.slice(0, 3).join(' · ')}` : ''}
          </Typography>
        </Box>
        {gateway.data?.gateway === 'test' && (
          <Alert severity="warning">
            <Trans t={t} i18nKey="checkout.testMode" components={{ b: <strong /> }} />
          </Alert>
        )}
        {gateway.data?.gateway === null && <Alert severity="info">{translateMsg(PAY_MSG.noGateway)}</Alert>}
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            setPromo(promoInput.trim());
          }}
        >
          <TextField
            label={t('checkout.promo')}
            size="small"
            value={promoInput}
            onChange={(e) => setPromoInput(e.target.value.toUpperCase())}
            error={!!promoError}
            helperText={promoError ?? (q?.promo_code ? t('checkout.applied', { code: q.promo_code }) : ' ')}
            slotProps={{ htmlInput: { maxLength: 40, 'aria-label': t('checkout.promo') } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" sx={{ height: 40 }}>
            {t('checkout.apply')}
          </Button>
        </Stack>
        {q && (
          <Box>
            <Line label={t('checkout.planPrice')} value={formatRupees(q.list_price_paise)} />
            {q.discount_paise > 0 && (
              <Line
                label={t('checkout.promoLine', { code: q.promo_code })}
                value={`− ${formatRupees(q.discount_paise)}`}
              />
            )}
            <Divider sx={{ my: 1 }} />
            <Line label={t('checkout.total')} value={formatRupees(q.amount_paise)} strong />
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Button
          variant="contained"
          size="large"
          startIcon={busy ? <Spinner size={18} color="inherit" /> : <LockRounded />}
          disabled={busy || !q || !!promoError || !gateway.data?.gateway}
          onClick={pay}
        >
          {q ? t('checkout.payAmount', { amount: formatRupees(q.amount_paise) }) : t('checkout.pay')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box sx={{ py: { xs: 3, md: 6 } }}>
      <Container maxWidth="sm">
        <Paper sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} elevation={3}>
          {!done && (
            <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {t('checkout.title')}
            </Typography>
          )}
          {body}
        </Paper>
      </Container>
    </Box>
  );
}
