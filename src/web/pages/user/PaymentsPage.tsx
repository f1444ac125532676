import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { renewalOffered } from '../../../shared/policies/payments';
import { upgradeOffered } from '../../../shared/policies/plan';
import type { MyPlan } from '../../../shared/schemas/members';
import type { Payment } from '../../../shared/schemas/payments';
import { apiGet } from '../../api/client';
import { QueryError } from '../../components/QueryError';
import { ScrollTable } from '../../components/ScrollTable';
import { SectionHeading } from '../../components/SectionHeading';
import { useBusyTask } from '../../components/useBusyTask';
import { usePageTitle } from '../../components/usePageTitle';
import { usePlanName } from '../../components/usePlanName';
import { MemberUpgradeDialog } from '../../features/members';
import { checkoutPath, downloadReceipt, PaymentStatusChip, useMyPayments } from '../../features/payments';
import { formatDate, formatRupees } from '../../format';

function ReceiptButton({ p }: { p: Payment }) {
  const { t } = useTranslation('member');
  const [busy, run] = useBusyTask();
  if (p.status !== 'paid') return null;
  return (
    <Tooltip title={t('payments.downloadReceipt', { receiptNo: p.receipt_no })}>
      <IconButton
        aria-label={t('payments.downloadReceipt', { receiptNo: p.receipt_no })}
        disabled={busy}
        onClick={() => run(() => downloadReceipt(p.id, p.receipt_no))}
      >
        <DownloadRounded />
      </IconButton>
    </Tooltip>
  );
}

/** My plan with Renew (within 30 days of expiry or after) or Upgrade (Free plan). */
function PlanCard() {
  const q = useQuery({
    queryKey: ['plan'],
    queryFn: ({ signal }) => apiGet<{ plan: MyPlan }>('/api/user/plan', signal).then((r) => r.plan),
  });
  const { t } = useTranslation('member');
  const planName = usePlanName();
  const [upgrade, setUpgrade] = useState(false);
  if (!q.data) return <Skeleton variant="rounded" height={96} />;
  const p = q.data;
  const expires = p.expires_at ? new Date(p.expires_at) : null;
  const renewable = renewalOffered(p.code, expires);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <SectionHeading>{t('payments.plan', { plan: planName(p.code) })}</SectionHeading>
            <Typography color="text.secondary">
              {p.expired
                ? t('payments.expired')
                : expires
                  ? t('payments.validTill', { date: formatDate(expires) })
                  : t('payments.upgradeHint')}
            </Typography>
          </Box>
          {renewable && (
            <Button variant="contained" component={RouterLink} to={checkoutPath(p.code)}>
              {t('payments.renew')}
            </Button>
          )}
          {p.expired && (
            <Button variant="contained" onClick={() => setUpgrade(true)}>
              {t('payments.renew')}
            </Button>
          )}
          {upgradeOffered(p.code) && !p.expired && (
            <Button variant="contained" color="secondary" onClick={() => setUpgrade(true)}>
              {t('payments.upgrade')}
            </Button>
          )}
        </Stack>
      </CardContent>
      <MemberUpgradeDialog open={upgrade} onClose={() => setUpgrade(false)} />
    </Card>
  );
}

/** /user/payments (docs/payments.md#prices-periods-receipts): my plan with Renew/Upgrade, and every payment with its receipt. */
export default function PaymentsPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('payments.title'));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const q = useMyPayments();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('payments.title')}
      </Typography>
      <PlanCard />
      {q.isPending && <Skeleton variant="rounded" height={160} />}
      {q.isError && <QueryError query={q} />}
      {q.data && q.data.length === 0 && (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <ReceiptLongOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography color="text.secondary">{t('payments.none')}</Typography>
          </CardContent>
        </Card>
      )}
      {q.data && q.data.length > 0 && wide && (
        <ScrollTable label={t('payments.list')} size="medium">
          <TableHead>
            <TableRow>
              <TableCell>{t('payments.date')}</TableCell>
              <TableCell>{t('payments.planCol')}</TableCell>
              <TableCell align="right">{t('payments.amount')}</TableCell>
              <TableCell>{t('payments.status')}</TableCell>
              <TableCell>{t('payments.receipt')}</TableCell>
              <TableCell>{t('payments.validTillCol')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDate(p.paid_at ?? p.created_at)}</TableCell>
                <TableCell>
                  {p.plan_name}
                  {p.test ? t('payments.test') : ''}
                </TableCell>
                <TableCell align="right">{formatRupees(p.amount_paise)}</TableCell>
                <TableCell>
                  <PaymentStatusChip status={p.status} />
                </TableCell>
                <TableCell>{p.receipt_no ?? '—'}</TableCell>
                <TableCell>{formatDate(p.period_end) || '—'}</TableCell>
                <TableCell padding="checkbox">
                  <ReceiptButton p={p} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {q.data && q.data.length > 0 && !wide && (
        <Stack
          spacing={1.5}
          component="ul"
          sx={{ p: 0, m: 0, listStyle: 'none' }}
          aria-label={t('payments.list')}
        >
          {q.data.map((p) => (
            <Card variant="outlined" component="li" key={p.id}>
              <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {p.plan_name} · {formatRupees(p.amount_paise)}
                    {p.test ? t('payments.test') : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(p.paid_at ?? p.created_at)}
                    {p.receipt_no ? ` · ${p.receipt_no}` : ''}
                  </Typography>
                  {p.period_end && (
                    <Typography variant="body2" color="text.secondary">
                      {t('payments.validTill', { date: formatDate(p.period_end) })}
                    </Typography>
                  )}
                  <Box sx={{ mt: 0.5 }}>
                    <PaymentStatusChip status={p.status} />
                  </Box>
                </Box>
                <ReceiptButton p={p} />
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
