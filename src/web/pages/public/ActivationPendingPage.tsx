import EmailRounded from '@mui/icons-material/EmailRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import UpgradeRounded from '@mui/icons-material/UpgradeRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { NavigationType, Link as RouterLink, useBlocker, useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages';
import { awaitsVerification, mayUseArea } from '../../../shared/policies/account';
import { planWaitsForActivation } from '../../../shared/policies/payments';
import { upgradeOfferedWhilePending } from '../../../shared/policies/plan';
import { ROLE_LANDING } from '../../../shared/roles';
import { clearToken } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { usePageTitle } from '../../components/usePageTitle';
import { useMe } from '../../features/auth';
import { checkoutPath } from '../../features/payments';
import { SELECTED_PLAN_KEY, UpgradeDialog, usePlans } from '../../features/plans';
import { primaryEmail, useSite } from '../../features/site';
import { formatRupees } from '../../format';
import { translateMsg } from '../../i18n';

/** A drawn envelope with an hourglass: "we are checking, an email will follow". */
function PendingArt() {
  const p = useTheme().palette;
  return (
    <svg width="150" height="120" viewBox="0 0 150 120" aria-hidden="true" focusable="false">
      <circle cx="75" cy="60" r="56" fill={alpha(p.secondary.main, 0.2)} />
      <rect
        x="25"
        y="34"
        width="84"
        height="58"
        rx="8"
        fill={p.common.white}
        stroke={p.primary.main}
        strokeWidth="3"
      />
      <path
        d="M27 38 L67 68 L107 38"
        fill="none"
        stroke={p.primary.main}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="108" cy="86" r="22" fill={p.secondary.main} stroke={p.common.white} strokeWidth="3" />
      <path
        d="M99 74 h18 M99 98 h18 M101 74 q0 10 7 12 q-7 2 -7 12 M115 74 q0 10 -7 12 q7 2 7 12"
        fill="none"
        stroke={p.primary.dark}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M104 94 h8 l-4 -5z" fill={p.primary.dark} />
    </svg>
  );
}

/**
 * Activation pending (SPEC §2): the account is under verification, the application is being
 * reviewed, an email follows once activated, in 1-2 business days; a help mail link. A FreeUser who
 * named no paid plan also gets 'Upgrade Your Membership' (the plan dialog; the choice is stored
 * locally only, SPEC §4). 'Return to Home Page' and the browser's back button both clear the token.
 */
export default function ActivationPendingPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('activation.pageTitle'));
  const navigate = useNavigate();
  const { role, registrationNo, loggedIn } = useSession();
  const me = useMe();
  const plans = usePlans();
  const { site } = useSite();
  const help = primaryEmail(site);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  // SPEC §2: the browser's back button also clears the token. The router sees a back/forward move
  // (a POP) before the page unmounts, so ask it rather than listening to popstate ourselves (React
  // renders a popstate update synchronously, unmounting this page before a later listener could run).
  useBlocker(
    useCallback(({ historyAction }: { historyAction: NavigationType }) => {
      if (historyAction === NavigationType.Pop) clearToken();
      return false;
    }, []),
  );

  const status = me.data?.status;
  // The account as the server has it now (a payment changes the role after the token was issued).
  const accountRole = me.data?.user_role ?? role;
  const intended = me.data?.intended_plan ?? null;
  const intendedPlan = plans.data?.find((p) => p.code === intended);
  // decision 111: a plan paid while pending waits for activation; nothing more is offered.
  const paidPlan =
    me.data && planWaitsForActivation({ role: me.data.user_role, status: me.data.status })
      ? (plans.data?.find((p) => p.code === me.data.user_role)?.name ?? me.data.user_role)
      : null;
  const showUpgrade =
    !!accountRole &&
    me.isSuccess &&
    upgradeOfferedWhilePending({ role: accountRole, status: status ?? 'pending', intendedPlan: intended });

  const home = () => {
    clearToken();
    navigate('/');
  };

  const title =
    status === 'rejected'
      ? t('activation.titleRejected')
      : status === 'inactive'
        ? t('activation.titleInactive')
        : mayUseArea(status)
          ? t('activation.titleActive')
          : t('activation.titlePending');

  return (
    <Box
      sx={(t) => ({
        py: { xs: 4, md: 8 },
        background: `linear-gradient(180deg, ${alpha(t.palette.primary.main, 0.06)}, transparent 60%)`,
      })}
    >
      <Container maxWidth="sm">
        <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 4 }} elevation={3}>
          <PendingArt />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.2rem' }, mt: 1, mb: 2 }}>
            {title}
          </Typography>
          {paidPlan && (
            <Alert severity="success" sx={{ textAlign: 'left', mb: 2 }} data-testid="paid-plan">
              <Typography sx={{ fontWeight: 700 }}>
                {t('activation.paidWaiting', { plan: paidPlan })}
              </Typography>
              {t('activation.paidWaitingText')}
            </Alert>
          )}
          {!paidPlan && intendedPlan && awaitsVerification(status) && (
            <Box
              data-testid="pay-first"
              sx={(th) => ({
                textAlign: 'left',
                mb: 3,
                p: { xs: 2, sm: 2.5 },
                borderRadius: 3,
                border: `2px solid ${th.palette.secondary.main}`,
                bgcolor: alpha(th.palette.secondary.main, 0.12),
              })}
            >
              <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.4rem' }, mb: 0.5 }}>
                {t('activation.payFirstTitle', { plan: intendedPlan.name })}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
                {t('activation.payFirstText', {
                  price: formatRupees(intendedPlan.price_paise),
                  duration: intendedPlan.duration_text,
                })}
              </Typography>
              <Button
                variant="contained"
                size="large"
                fullWidth
                component={RouterLink}
                to={checkoutPath(intendedPlan.code)}
                sx={{ minHeight: 48 }}
              >
                {t('activation.payFirstButton', { plan: intendedPlan.name })}
              </Button>
            </Box>
          )}
          {me.isPending && loggedIn ? (
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Skeleton width="90%" />
              <Skeleton width="80%" />
            </Stack>
          ) : status === 'rejected' || status === 'inactive' ? (
            <Typography sx={{ color: 'text.secondary', mb: 1 }}>
              {translateMsg(status === 'rejected' ? MSG.accountRejected : MSG.accountInactive)}
            </Typography>
          ) : mayUseArea(status) ? (
            <>
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('activation.activeText')}</Typography>
              {role && (
                <Button
                  component={RouterLink}
                  to={ROLE_LANDING[role]}
                  variant="contained"
                  size="large"
                  sx={{ mb: 1 }}
                >
                  {t('activation.toAccount')}
                </Button>
              )}
            </>
          ) : (
            <>
              <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
                {me.data?.first_name
                  ? t('activation.thanksName', { name: me.data.first_name })
                  : t('activation.thanks')}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>
                <Trans t={t} i18nKey="activation.emailFollows" components={{ b: <strong /> }} />
              </Typography>
            </>
          )}
          {registrationNo && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              <Trans
                t={t}
                i18nKey="activation.registrationNo"
                values={{ no: registrationNo }}
                components={{ b: <strong /> }}
              />
            </Typography>
          )}
          <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
            {showUpgrade && (
              <Button
                variant="contained"
                color="secondary"
                size="large"
                startIcon={<UpgradeRounded />}
                onClick={() => setUpgradeOpen(true)}
              >
                {t('activation.upgrade')}
              </Button>
            )}
            <Button variant="outlined" size="large" startIcon={<HomeRounded />} onClick={home}>
              {t('activation.home')}
            </Button>
          </Stack>
          {help && (
            <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
              {t('activation.help')}{' '}
              <Link
                href={`mailto:${help}?subject=${encodeURIComponent(`Account verification${registrationNo ? ` ${registrationNo}` : ''}`)}`}
              >
                <EmailRounded sx={{ fontSize: 16, verticalAlign: 'text-bottom', mr: 0.5 }} aria-hidden />
                {help}
              </Link>
            </Typography>
          )}
        </Paper>
      </Container>
      <UpgradeDialog
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        selectLabel={(plan) => t('activation.buy', { plan: plan.name })}
        onSelect={(plan) => {
          localStorage.setItem(SELECTED_PLAN_KEY, plan.code);
          navigate(checkoutPath(plan.code));
        }}
        intro={
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('activation.pickPlan')}
          </Typography>
        }
      />
    </Box>
  );
}
