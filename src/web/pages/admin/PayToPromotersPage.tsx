import DownloadRounded from '@mui/icons-material/DownloadRounded';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { todayIST } from '../../../shared/dates';
import { PAYOUT_MODES, payoutTotalValid } from '../../../shared/policies/promoters';
import type { ApiError } from '../../api/client';
import { DateField } from '../../components/DateField';
import { ScrollTable } from '../../components/ScrollTable';
import { PageHeader } from '../../features/admin/PageHeader';
import {
  downloadVoucher,
  type PayoutForm,
  type PayoutRow,
  usePayable,
  usePayouts,
  useRecordPayout,
} from '../../features/payouts/api';
import { CommissionStatusChip, KIND_LABEL, MODE_LABEL, PromoterSelect } from '../../features/payouts/parts';
import { type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { formatDate, formatRupees } from '../../format';

function VoucherButton({ p }: { p: PayoutRow }) {
  return (
    <IconButton
      aria-label={`Download voucher ${p.voucher_no}`}
      onClick={() => downloadVoucher(p, 'admin').catch((e) => toast.error((e as Error).message))}
      sx={{ width: 44, height: 44 }}
    >
      <DownloadRounded />
    </IconButton>
  );
}

/** The payouts already recorded (all, or the chosen promoter's), newest first, with voucher downloads; on the staff list. */
function PayoutHistory({ promoter }: { promoter: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = usePayouts({ promoter, ...paging });
  const columns: StaffColumn<PayoutRow>[] = [
    {
      key: 'voucher',
      header: 'Voucher',
      render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{p.voucher_no}</span>,
    },
    { key: 'promoter', header: 'Promoter', render: (p) => p.promoter_name },
    {
      key: 'paid',
      header: 'Paid on',
      render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(p.paid_on)}</span>,
    },
    {
      key: 'mode',
      header: 'Mode',
      render: (p) => (
        <>
          {MODE_LABEL[p.mode] ?? p.mode}
          {p.reference && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {p.reference}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(p.amount_paise)}</span>,
    },
    { key: 'pdf', header: 'PDF', align: 'right', render: (p) => <VoucherButton p={p} /> },
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Payouts recorded
      </Typography>
      <StaffList
        label="Payouts recorded"
        columns={columns}
        rows={list.data?.payouts ?? []}
        rowKey={(p) => String(p.id)}
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={[10, 25, 50]}
        onPage={(page) => setPaging((x) => ({ ...x, page }))}
        onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
        loading={list.isPending}
        error={list.error}
        empty="No payouts yet."
      />
    </>
  );
}

/**
 * /admin/paytopromoters (decision 030): choose a promoter, select their approved unpaid commissions (and any
 * correction to deduct), record the payout (mode, reference, date) after a confirmation; the server pays
 * them in one transaction, issues the voucher and notifies the promoter.
 */
export default function PayToPromotersPage() {
  const [promoter, setPromoter] = useState('');
  const payable = usePayable(promoter || null);
  const record = useRecordPayout();
  const [selected, setSelected] = useState<number[]>([]);
  const [form, setForm] = useState({ mode: 'bank_transfer', reference: '', paid_on: todayIST() });
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<PayoutRow | null>(null);
  const rows = payable.data?.commissions ?? [];
  // Every payable commission is selected when the promoter's list arrives.
  useEffect(() => {
    setSelected((payable.data?.commissions ?? []).map((c) => c.id));
  }, [payable.data]);
  const chosen = rows.filter((c) => selected.includes(c.id));
  const total = chosen.reduce((a, c) => a + c.amount_paise, 0);
  const valid = payoutTotalValid(chosen.map((c) => c.amount_paise)) && form.paid_on !== '';
  const submit = () =>
    record.mutate(
      { promoter_id: promoter, commission_ids: selected, ...form, mode: form.mode as PayoutForm['mode'] },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          setDone(r.payout);
          setConfirming(false);
          setForm((x) => ({ ...x, reference: '' }));
        },
        onError: (e) => {
          setConfirming(false);
          toast.error((e as ApiError).message);
        },
      },
    );
  const bank = payable.data?.promoter.bank;
  return (
    <>
      <PageHeader
        title="Pay promoters"
        subtitle="Pay a promoter's approved commissions and issue the voucher"
      />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 2 }}>
        <PromoterSelect
          value={promoter}
          label="Choose a promoter"
          onChange={(id) => {
            setPromoter(id);
            setDone(null);
          }}
        />
      </Stack>
      {done && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              onClick={() => downloadVoucher(done, 'admin').catch((e) => toast.error(e.message))}
            >
              Voucher PDF
            </Button>
          }
        >
          Payout {done.voucher_no} of {formatRupees(done.amount_paise)} recorded; {done.promoter_name} was
          notified.
        </Alert>
      )}
      {!promoter && (
        <Alert severity="info">Choose a promoter to see their approved, unpaid commissions.</Alert>
      )}
      {payable.isError && <Alert severity="error">{payable.error.message}</Alert>}
      {promoter && payable.isPending && <Skeleton variant="rounded" height={120} />}
      {payable.data && (
        <>
          {bank && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Pay to: {bank.account_name || '—'} · {bank.account_no_masked || 'no account number'} ·{' '}
              {[bank.bank_name, bank.ifsc].filter(Boolean).join(' · ') || 'no bank details'}
            </Typography>
          )}
          <ScrollTable label="Commissions payable" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': 'Select every commission' } }}
                    checked={rows.length > 0 && selected.length === rows.length}
                    indeterminate={selected.length > 0 && selected.length < rows.length}
                    disabled={rows.length === 0}
                    onChange={(e) =>
                      setSelected(
                        (e.target.checked ? rows : rows.filter((c) => c.amount_paise < 0)).map((c) => c.id),
                      )
                    }
                  />
                </TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Member</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      Nothing to pay: no approved, unpaid commissions. Approve them on Promoter earnings.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {rows.map((c) => (
                <TableRow key={c.id} hover>
                  <TableCell padding="checkbox">
                    <Checkbox
                      slotProps={{ input: { 'aria-label': `Pay commission ${c.id}` } }}
                      checked={selected.includes(c.id)}
                      // A pending correction is always deducted (decision 115): it cannot be left out.
                      disabled={c.amount_paise < 0}
                      onChange={() =>
                        setSelected((s) => (s.includes(c.id) ? s.filter((x) => x !== c.id) : [...s, c.id]))
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at)}</TableCell>
                  <TableCell>
                    {c.member_name}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {c.member_registration_no}
                    </Typography>
                  </TableCell>
                  <TableCell>{c.amount_paise < 0 ? 'Correction' : KIND_LABEL[c.kind]}</TableCell>
                  <TableCell>
                    <CommissionStatusChip status={c.status} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(c.amount_paise)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                select
                label="Mode"
                value={form.mode}
                onChange={(e) => setForm((x) => ({ ...x, mode: e.target.value }))}
                sx={{ minWidth: 170 }}
              >
                {PAYOUT_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {MODE_LABEL[m]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Reference (UTR, UPI id, cheque no.)"
                value={form.reference}
                onChange={(e) => setForm((x) => ({ ...x, reference: e.target.value }))}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <DateField
                label="Paid on"
                name="paid_on"
                value={form.paid_on}
                onChange={(paid_on) => setForm((x) => ({ ...x, paid_on }))}
                required
              />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>
                Total: {formatRupees(total)} ({chosen.length} selected)
              </Typography>
              <Button
                variant="contained"
                disabled={!valid || record.isPending}
                onClick={() => setConfirming(true)}
                sx={{ minHeight: 44 }}
              >
                Record payout
              </Button>
            </Stack>
            {chosen.length > 0 && !payoutTotalValid(chosen.map((c) => c.amount_paise)) && (
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                The total must be more than ₹0.
              </Typography>
            )}
          </Paper>
        </>
      )}
      <Dialog open={confirming} onClose={record.isPending ? undefined : () => setConfirming(false)}>
        <DialogTitle>Record this payout?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {formatRupees(total)} to {payable.data?.promoter.name} for {chosen.length} commission
            {chosen.length === 1 ? '' : 's'}, by {MODE_LABEL[form.mode]} on {formatDate(form.paid_on)}. They
            become paid, a voucher is issued and the promoter is notified. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={record.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={submit} disabled={record.isPending}>
            Record payout
          </Button>
        </DialogActions>
      </Dialog>
      <PayoutHistory promoter={promoter} />
    </>
  );
}
