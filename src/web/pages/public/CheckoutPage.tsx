import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PAY_MSG } from '../../../shared/payment-messages';
import type { Payment, Quote } from '../../../shared/schemas/payments';
import { ApiError } from '../../api/client';
import { useSession } from '../../auth/useSession';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useOpenLogin } from '../../features/auth';
import {
  checkoutPath,
  openRazorpay,
  PaymentDone,
  useCreateOrder,
  useGateway,
  useQuote,
  useVerifyPayment,
} from '../../features/payments';
import { usePlans } from '../../features/plans';
import { useSite } from '../../features/site';
import { formatDate, formatDuration, formatRupees } from '../../format';
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
 * Checkout (/payment/checkout?plan=PremiumUser, docs/payments.md#who-may-pay-for-what): where every upgrade entry point leads. Shows
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
  // The plan's own quote (with the referring promoter's code, decision 113) stays on screen whatever
  // is typed; a typed code is quoted on its own and only replaces it when valid (decision 112).
  const quote = useQuote(loggedIn ? plan : null, '');
  const promoQuote = useQuote(loggedIn && promo ? plan : null, promo);
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

  const promoError = promo && promoQuote.isError ? promoQuote.error.message : null;
  const upgradeTo = quote.error instanceof ApiError ? quote.error.errors.upgrade_to : undefined;
  const upgradePlan = plans.data?.find((p) => p.code === upgradeTo);
  const busy = create.isPending || verify.isPending;

  /** When the quoted plan starts and ends (decision 112), in words. */
  const periodText = (q: Quote) => {
    const plan = q.plan_name;
    if (!q.period_start || !q.period_end)
      return t('checkout.periodAtActivation', { duration: formatDuration(q.duration_months) });
    const from = formatDate(q.period_start);
    const to = formatDate(q.period_end);
    if (q.kind === 'upgrade') return t('checkout.periodUpgrade', { plan, from, to });
    if (q.kind === 'renewal') return t('checkout.periodRenewal', { from, to });
    return t('checkout.periodFromTo', { plan, from, to });
  };

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
  } else if (quote.isError) {
    body = (
      <Stack spacing={2}>
        <Alert severity="warning">{quote.error.message}</Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {upgradePlan && (
            <Button component={RouterLink} to={checkoutPath(upgradePlan.code)} variant="contained">
              {t('checkout.upgradeTo', { plan: upgradePlan.name })}
            </Button>
          )}
          <Button component={RouterLink} to="/user/payments" variant="outlined">
            {t('checkout.myPayments')}
          </Button>
        </Stack>
      </Stack>
    );
  } else {
    const q = (promo && promoQuote.data) || quote.data;
    const period = q ? periodText(q) : '';
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
            onChange={(e) => {
              const v = e.target.value.toUpperCase();
              setPromoInput(v);
              // Clearing the field drops the refused code and restores Pay (decision 112).
              if (!v.trim()) setPromo('');
            }}
            error={!!promoError}
            helperText={
              promoError ??
              (q?.promo_code
                ? `${t('checkout.applied', { code: q.promo_code })}${q.promo_auto ? ` · ${t('checkout.promoAuto')}` : ''}`
                : ' ')
            }
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
                value={`−${formatRupees(q.discount_paise)}`}
              />
            )}
            <Divider sx={{ my: 1 }} />
            <Line label={t('checkout.total')} value={formatRupees(q.amount_paise)} strong />
            {period && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="period">
                {period}
              </Typography>
            )}
          </Box>
        )}
        {promoError && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('checkout.promoClear')}
          </Typography>
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
