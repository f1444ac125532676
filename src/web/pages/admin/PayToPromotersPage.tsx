import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { todayIST } from '../../../shared/dates';
import { PAYOUT_MODES, payoutTotalValid } from '../../../shared/policies/promoters';
import type { ApiError } from '../../api/client';
import { DateField } from '../../components/DateField';
import { NoWrap } from '../../components/NoWrap';
import { EmptyRow, ScrollTable } from '../../components/ScrollTable';
import { SectionHeading } from '../../components/SectionHeading';
import { PageHeader } from '../../features/admin/PageHeader';
import {
  downloadVoucher,
  type PayoutForm,
  type PayoutRow,
  usePayable,
  usePayouts,
  useRecordPayout,
} from '../../features/payouts/api';
import { CommissionStatusChip, PromoterSelect } from '../../features/payouts/parts';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { listPaging } from '../../features/staff/listPaging';
import { type StaffColumn, StaffList } from '../../features/staff/StaffList';
import { formatDate, formatRupees } from '../../format';

/** A payout mode's words (`promoters.modes`), the code itself when unknown. */
function useModeLabel() {
  const { t } = useTranslation('admin');
  return (mode: string) =>
    (PAYOUT_MODES as readonly string[]).includes(mode)
      ? t(`promoters.modes.${mode as (typeof PAYOUT_MODES)[number]}`)
      : mode;
}

function VoucherButton({ p }: { p: PayoutRow }) {
  const { t } = useTranslation('admin');
  return (
    <IconButton
      aria-label={t('promoters.pay.downloadVoucher', { voucherNo: p.voucher_no })}
      onClick={() => downloadVoucher(p, 'admin').catch((e) => toast.error((e as Error).message))}
      sx={{ width: 44, height: 44 }}
    >
      <DownloadRounded />
    </IconButton>
  );
}

/** The payouts already recorded (all, or the chosen promoter's), newest first, with voucher downloads; on the staff list. */
function PayoutHistory({ promoter }: { promoter: string }) {
  const { t } = useTranslation('admin');
  const modeLabel = useModeLabel();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = usePayouts({ promoter, ...paging });
  const columns: StaffColumn<PayoutRow>[] = [
    {
      key: 'voucher',
      header: t('promoters.pay.voucher'),
      render: (p) => <NoWrap>{p.voucher_no}</NoWrap>,
    },
    { key: 'promoter', header: t('promoters.promoter'), render: (p) => p.promoter_name },
    {
      key: 'paid',
      header: t('promoters.pay.paidOn'),
      render: (p) => <NoWrap>{formatDate(p.paid_on)}</NoWrap>,
    },
    {
      key: 'mode',
      header: t('common.mode'),
      render: (p) => (
        <>
          {modeLabel(p.mode)}
          {p.reference && <CaptionLine>{p.reference}</CaptionLine>}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('common.amount'),
      align: 'right',
      render: (p) => <NoWrap>{formatRupees(p.amount_paise)}</NoWrap>,
    },
    { key: 'pdf', header: t('promoters.pay.pdf'), align: 'right', render: (p) => <VoucherButton p={p} /> },
  ];
  return (
    <>
      <SectionHeading sx={{ mt: 4, mb: 1 }}>{t('promoters.pay.history')}</SectionHeading>
      <StaffList
        label={t('promoters.pay.history')}
        columns={columns}
        rows={list.data?.payouts ?? []}
        rowKey={(p) => String(p.id)}
        {...listPaging(paging, setPaging, list)}
        pageSizes={[10, 25, 50]}
        empty={t('promoters.pay.noPayouts')}
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
  const { t } = useTranslation('admin');
  const modeLabel = useModeLabel();
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
      <PageHeader title={t('promoters.pay.title')} subtitle={t('promoters.pay.subtitle')} />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 2 }}>
        <PromoterSelect
          value={promoter}
          label={t('promoters.pay.choose')}
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
              {t('promoters.pay.voucherPdf')}
            </Button>
          }
        >
          {t('promoters.pay.done', {
            voucherNo: done.voucher_no,
            amount: formatRupees(done.amount_paise),
            name: done.promoter_name,
          })}
        </Alert>
      )}
      {!promoter && <Alert severity="info">{t('promoters.pay.chooseHint')}</Alert>}
      {payable.isError && <Alert severity="error">{payable.error.message}</Alert>}
      {promoter && payable.isPending && <Skeleton variant="rounded" height={120} />}
      {payable.data && (
        <>
          {bank && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('promoters.pay.payTo', {
                name: bank.account_name || '—',
                account: bank.account_no_masked || t('promoters.pay.noAccountNo'),
                bank: [bank.bank_name, bank.ifsc].filter(Boolean).join(' · ') || t('promoters.pay.noBank'),
              })}
            </Typography>
          )}
          <ScrollTable label={t('promoters.pay.payable')} sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': t('promoters.pay.selectAll') } }}
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
                <TableCell>{t('common.date')}</TableCell>
                <TableCell>{t('common.member')}</TableCell>
                <TableCell>{t('promoters.earn.kind')}</TableCell>
                <TableCell>{t('common.status')}</TableCell>
                <TableCell align="right">{t('common.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && <EmptyRow colSpan={6}>{t('promoters.pay.nothing')}</EmptyRow>}
              {rows.map((c) => (
                <TableRow key={c.id} hover>
                  <TableCell padding="checkbox">
                    <Checkbox
                      slotProps={{ input: { 'aria-label': t('promoters.pay.selectOne', { id: c.id }) } }}
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
                    <CaptionLine>{c.member_registration_no}</CaptionLine>
                  </TableCell>
                  <TableCell>
                    {c.amount_paise < 0
                      ? t('promoters.correction')
                      : t(`promoters.kinds.${c.kind as 'registration' | 'renewal' | 'assistance'}`)}
                  </TableCell>
                  <TableCell>
                    <CommissionStatusChip
                      status={c.status}
                      label={t(`promoters.statuses.${c.status as 'approved'}`)}
                    />
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
                label={t('common.mode')}
                value={form.mode}
                onChange={(e) => setForm((x) => ({ ...x, mode: e.target.value }))}
                sx={{ minWidth: 170 }}
              >
                {PAYOUT_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {modeLabel(m)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('promoters.pay.reference')}
                value={form.reference}
                onChange={(e) => setForm((x) => ({ ...x, reference: e.target.value }))}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <DateField
                label={t('promoters.pay.paidOn')}
                name="paid_on"
                value={form.paid_on}
                onChange={(paid_on) => setForm((x) => ({ ...x, paid_on }))}
                required
              />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>
                {t('promoters.pay.total', { amount: formatRupees(total), count: chosen.length })}
              </Typography>
              <Button
                variant="contained"
                disabled={!valid || record.isPending}
                onClick={() => setConfirming(true)}
                sx={{ minHeight: 44 }}
              >
                {t('promoters.pay.record')}
              </Button>
            </Stack>
            {chosen.length > 0 && !payoutTotalValid(chosen.map((c) => c.amount_paise)) && (
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                {t('promoters.pay.totalTooSmall')}
              </Typography>
            )}
          </Paper>
        </>
      )}
      <Dialog open={confirming} onClose={record.isPending ? undefined : () => setConfirming(false)}>
        <DialogTitle>{t('promoters.pay.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('promoters.pay.confirm', {
              count: chosen.length,
              amount: formatRupees(total),
              name: payable.data?.promoter.name,
              mode: modeLabel(form.mode),
              date: formatDate(form.paid_on),
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={record.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={record.isPending}>
            {t('promoters.pay.record')}
          </Button>
        </DialogActions>
      </Dialog>
      <PayoutHistory promoter={promoter} />
    </>
  );
}
