import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Button,
  Checkbox,
  Skeleton,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { mayApprove, mayReverse } from '../../../shared/policies/promoters';
import { REVERSE_REASON_MAX } from '../../../shared/schemas/payouts';
import { DateField } from '../../components/DateField';
import { ScrollTable } from '../../components/ScrollTable';
import { PageHeader } from '../../features/admin/PageHeader';
import {
  type CommissionRow,
  downloadCsv,
  useApproveCommissions,
  useCommissions,
  useReverseCommission,
} from '../../features/payouts/api';
import {
  CommissionStatusChip,
  FilterBox,
  Filters,
  KIND_LABEL,
  MoneyCards,
  OptionSelect,
  PromoterSelect,
  STATUS_LABEL,
} from '../../features/payouts/parts';
import { ReasonDialog } from '../../features/photos/ReasonDialog';
import { formatDate, formatRupees } from '../../format';

const facts = (c: CommissionRow) => ({ status: c.status, amountPaise: c.amount_paise });

/**
 * /admin/promoterearn (decision 030): every promoter's commissions with status, filterable by promoter, status,
 * kind and date range (server-paged), totals by status and by month, approve (single and bulk), reverse
 * with a reason, and the CSV of exactly the filtered rows.
 */
export default function PromoterEarnPage() {
  const [f, setF] = useState({
    promoter: '',
    status: 'all',
    kind: 'all',
    from: '',
    to: '',
    page: 1,
    pageSize: 25,
  });
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, page: 1, ...patch }));
  const list = useCommissions(f);
  const approve = useApproveCommissions();
  const reverse = useReverseCommission();
  const [selected, setSelected] = useState<number[]>([]);
  const [reversing, setReversing] = useState<CommissionRow | null>(null);
  const rows = list.data?.commissions ?? [];
  const approvable = rows.filter((c) => mayApprove(facts(c)));
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const doApprove = (ids: number[]) =>
    approve.mutate(ids, {
      onSuccess: (r) => {
        toast.success(r.message);
        setSelected([]);
      },
      onError: (e) => toast.error(e.message),
    });
  const totals = list.data?.totals;
  return (
    <>
      <PageHeader
        title="Promoter earnings"
        subtitle="Commissions of every promoter: approve them for payout, reverse with a reason"
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() => downloadCsv('commissions', f).catch((e) => toast.error((e as Error).message))}
          >
            CSV
          </Button>
        }
      />
      <Filters>
        <PromoterSelect
          value={f.promoter}
          allLabel="All promoters"
          onChange={(promoter) => set({ promoter })}
        />
        <OptionSelect
          label="Status"
          value={f.status}
          onChange={(status) => set({ status })}
          options={[['all', 'All statuses'], ...Object.entries(STATUS_LABEL)]}
        />
        <OptionSelect
          label="Kind"
          value={f.kind}
          onChange={(kind) => set({ kind })}
          options={[['all', 'All kinds'], ...Object.entries(KIND_LABEL)]}
        />
        <FilterBox>
          <DateField label="From" name="from" value={f.from} onChange={(from) => set({ from })} />
        </FilterBox>
        <FilterBox>
          <DateField label="To" name="to" value={f.to} onChange={(to) => set({ to })} />
        </FilterBox>
      </Filters>
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {list.error.message}
        </Alert>
      )}
      {totals ? (
        <MoneyCards
          items={[
            { label: 'Pending', paise: totals.by_status.pending },
            { label: 'Approved (to pay)', paise: totals.by_status.approved },
            { label: 'Paid', paise: totals.by_status.paid },
            { label: 'Reversed', paise: totals.by_status.reversed },
          ]}
        />
      ) : (
        <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} />
      )}
      {totals && totals.by_month.length > 0 && (
        <ScrollTable label="Totals by month" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">Registration</TableCell>
              <TableCell align="right">Renewal</TableCell>
              <TableCell align="right">Assistance</TableCell>
              <TableCell align="right">Total (not reversed)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {totals.by_month.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{formatDate(`${m.month}-01`).replace(/^1 /, '')}</TableCell>
                <TableCell align="right">{formatRupees(m.registration)}</TableCell>
                <TableCell align="right">{formatRupees(m.renewal)}</TableCell>
                <TableCell align="right">{formatRupees(m.assistance)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatRupees(m.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', minHeight: 44 }}>
        <Button
          variant="contained"
          disabled={selected.length === 0 || approve.isPending}
          onClick={() => doApprove(selected)}
          sx={{ minHeight: 44 }}
        >
          Approve selected ({selected.length})
        </Button>
      </Stack>
      <ScrollTable
        label="Commissions"
        footer={
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={f.page - 1}
            rowsPerPage={f.pageSize}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, page) => setF((x) => ({ ...x, page: page + 1 }))}
            onRowsPerPageChange={(ev) => set({ pageSize: Number(ev.target.value) })}
          />
        }
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                slotProps={{ input: { 'aria-label': 'Select every pending commission on this page' } }}
                checked={approvable.length > 0 && approvable.every((c) => selected.includes(c.id))}
                indeterminate={selected.length > 0 && !approvable.every((c) => selected.includes(c.id))}
                disabled={approvable.length === 0}
                onChange={(e) => setSelected(e.target.checked ? approvable.map((c) => c.id) : [])}
              />
            </TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Promoter</TableCell>
            <TableCell>Member</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.isPending &&
            [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={8}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {!list.isPending && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  No commissions match these filters.
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  slotProps={{ input: { 'aria-label': `Select commission ${c.id}` } }}
                  checked={selected.includes(c.id)}
                  disabled={!mayApprove(facts(c))}
                  onChange={() => toggle(c.id)}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at)}</TableCell>
              <TableCell>
                {c.promoter_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {c.promo_code}
                </Typography>
              </TableCell>
              <TableCell>
                {c.member_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {c.member_registration_no}
                  {c.receipt_no ? ` · ${c.receipt_no}` : ''}
                </Typography>
              </TableCell>
              <TableCell>{c.amount_paise < 0 ? 'Correction' : KIND_LABEL[c.kind]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(c.amount_paise)}
              </TableCell>
              <TableCell>
                <CommissionStatusChip status={c.status} />
                {c.voucher_no && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {c.voucher_no}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {mayApprove(facts(c)) && (
                  <Button size="small" onClick={() => doApprove([c.id])} disabled={approve.isPending}>
                    Approve
                  </Button>
                )}
                {mayReverse(facts(c)) && (
                  <Button size="small" color="error" onClick={() => setReversing(c)}>
                    Reverse
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <ReasonDialog
        open={reversing !== null}
        title={`Reverse commission #${reversing?.id ?? ''}?`}
        max={REVERSE_REASON_MAX}
        explain={
          reversing?.status === 'paid'
            ? 'It was already paid: a correction of the same amount is deducted from the next payout.'
            : 'It will not be paid. This cannot be undone.'
        }
        suggestions={['Payment refunded', 'Payment reversed by the bank', 'Recorded in error']}
        busy={reverse.isPending}
        onCancel={() => setReversing(null)}
        onSubmit={(reason, setError) =>
          reversing &&
          reverse.mutate(
            { id: reversing.id, reason },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                setReversing(null);
              },
              onError: (err) => setError(err.message),
            },
          )
        }
      />
    </>
  );
}
