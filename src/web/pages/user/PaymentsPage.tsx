import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { formatDate, formatRupees } from '../../../shared/dates';
import { isInRenewWindow } from '../../../shared/policies/payments';
import type { MyPlan } from '../../../shared/schemas/members';
import type { Payment } from '../../../shared/schemas/payments';
import { apiGet } from '../../api/client';
import { usePageTitle } from '../../components/usePageTitle';
import { MemberUpgradeDialog } from '../../features/members';
import { checkoutPath, downloadReceipt, PaymentStatusChip, useMyPayments } from '../../features/payments';

function ReceiptButton({ p }: { p: Payment }) {
  const [busy, setBusy] = useState(false);
  if (p.status !== 'paid') return null;
  return (
    <Tooltip title={`Download receipt ${p.receipt_no}`}>
      <IconButton
        aria-label={`Download receipt ${p.receipt_no}`}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await downloadReceipt(p.id, p.receipt_no);
          } catch (e) {
            toast.error((e as Error).message);
          } finally {
            setBusy(false);
          }
        }}
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
  const [upgrade, setUpgrade] = useState(false);
  if (!q.data) return <Skeleton variant="rounded" height={96} />;
  const p = q.data;
  const expires = p.expires_at ? new Date(p.expires_at) : null;
  const renewable = p.code !== 'FreeUser' && isInRenewWindow(expires);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {p.name} plan
            </Typography>
            <Typography color="text.secondary">
              {p.expired
                ? 'Your paid plan has expired; renew to get its benefits back.'
                : expires
                  ? `Valid till ${formatDate(expires)}`
                  : 'Upgrade to express interest and see contact details.'}
            </Typography>
          </Box>
          {renewable && (
            <Button variant="contained" component={RouterLink} to={checkoutPath(p.code)}>
              Renew
            </Button>
          )}
          {p.expired && (
            <Button variant="contained" onClick={() => setUpgrade(true)}>
              Renew
            </Button>
          )}
          {p.code === 'FreeUser' && !p.expired && (
            <Button variant="contained" color="secondary" onClick={() => setUpgrade(true)}>
              Upgrade
            </Button>
          )}
        </Stack>
      </CardContent>
      <MemberUpgradeDialog open={upgrade} onClose={() => setUpgrade(false)} />
    </Card>
  );
}

/** /user/payments (issue #10): my plan with Renew/Upgrade, and every payment with its receipt. */
export default function PaymentsPage() {
  usePageTitle('My payments');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const q = useMyPayments();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        My payments
      </Typography>
      <PlanCard />
      {q.isPending && <Skeleton variant="rounded" height={160} />}
      {q.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => q.refetch()}>
              Retry
            </Button>
          }
        >
          {q.error.message}
        </Alert>
      )}
      {q.data && q.data.length === 0 && (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <ReceiptLongOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
            <Typography color="text.secondary">No payments yet. Your receipts will appear here.</Typography>
          </CardContent>
        </Card>
      )}
      {q.data && q.data.length > 0 && wide && (
        <Card variant="outlined">
          <Table aria-label="Payments">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Receipt</TableCell>
                <TableCell>Valid till</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {q.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{formatDate(p.paid_at ?? p.created_at)}</TableCell>
                  <TableCell>
                    {p.plan_name}
                    {p.test ? ' (test)' : ''}
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
          </Table>
        </Card>
      )}
      {q.data && q.data.length > 0 && !wide && (
        <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Payments">
          {q.data.map((p) => (
            <Card variant="outlined" component="li" key={p.id}>
              <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {p.plan_name} · {formatRupees(p.amount_paise)}
                    {p.test ? ' (test)' : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(p.paid_at ?? p.created_at)}
                    {p.receipt_no ? ` · ${p.receipt_no}` : ''}
                  </Typography>
                  {p.period_end && (
                    <Typography variant="body2" color="text.secondary">
                      Valid till {formatDate(p.period_end)}
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
