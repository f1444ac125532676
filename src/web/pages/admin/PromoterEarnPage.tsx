import {
  Button,
  Checkbox,
  Skeleton,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { mayApprove, mayReverse } from '../../../shared/policies/promoters';
import { REVERSE_REASON_MAX } from '../../../shared/schemas/payouts';
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
  KIND_LABEL,
  MoneyCards,
  PromoterSelect,
  STATUS_LABEL,
} from '../../features/payouts/parts';
import { ReasonDialog } from '../../features/photos/ReasonDialog';
import { type StaffColumn, type StaffFilter, StaffList } from '../../features/staff/StaffList';
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
  const allSelected = approvable.length > 0 && approvable.every((c) => selected.includes(c.id));
  const filters: StaffFilter[] = [
    {
      kind: 'custom',
      name: 'promoter',
      render: (value, setValue) => (
        <PromoterSelect value={value} allLabel="All promoters" onChange={setValue} />
      ),
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: [['all', 'All statuses'], ...Object.entries(STATUS_LABEL)],
    },
    {
      kind: 'select',
      name: 'kind',
      label: 'Kind',
      options: [['all', 'All kinds'], ...Object.entries(KIND_LABEL)],
    },
    { kind: 'dates', from: 'from', to: 'to' },
  ];
  const columns: StaffColumn<CommissionRow>[] = [
    {
      key: 'select',
      header: 'Select',
      padding: 'checkbox',
      head: (
        <Checkbox
          slotProps={{ input: { 'aria-label': 'Select every pending commission on this page' } }}
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          disabled={approvable.length === 0}
          onChange={(e) => setSelected(e.target.checked ? approvable.map((c) => c.id) : [])}
        />
      ),
      render: (c) => (
        <Checkbox
          slotProps={{ input: { 'aria-label': `Select commission ${c.id}` } }}
          checked={selected.includes(c.id)}
          disabled={!mayApprove(facts(c))}
          onChange={() => toggle(c.id)}
        />
      ),
    },
    {
      key: 'date',
      header: 'Date',
      render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(c.created_at)}</span>,
    },
    {
      key: 'promoter',
      header: 'Promoter',
      render: (c) => (
        <>
          {c.promoter_name}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {c.promo_code}
          </Typography>
        </>
      ),
    },
    {
      key: 'member',
      header: 'Member',
      render: (c) => (
        <>
          {c.member_name}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {c.member_registration_no}
            {c.receipt_no ? ` · ${c.receipt_no}` : ''}
          </Typography>
        </>
      ),
    },
    { key: 'kind', header: 'Kind', render: (c) => (c.amount_paise < 0 ? 'Correction' : KIND_LABEL[c.kind]) },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(c.amount_paise)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (c) => (
        <>
          <CommissionStatusChip status={c.status} />
          {c.voucher_no && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {c.voucher_no}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (c) => (
        <span style={{ whiteSpace: 'nowrap' }}>
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
        </span>
      ),
    },
  ];
  const summary = (
    <>
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
        !list.isError && <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} />
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
    </>
  );
  const { page: _page, pageSize: _size, ...values } = f;
  return (
    <>
      <PageHeader
        title="Promoter earnings"
        subtitle="Commissions of every promoter: approve them for payout, reverse with a reason"
      />
      <StaffList
        label="Commissions"
        columns={columns}
        rows={rows}
        rowKey={(c) => String(c.id)}
        total={list.data?.total ?? 0}
        page={f.page}
        pageSize={f.pageSize}
        pageSizes={[25, 50, 100]}
        onPage={(page) => setF((x) => ({ ...x, page }))}
        onPageSize={(pageSize) => set({ pageSize })}
        loading={list.isPending}
        error={list.error}
        empty="No commissions match these filters."
        filters={filters}
        values={values}
        onFilters={(patch) => setF((x) => ({ ...x, page: 1, ...patch }))}
        onCsv={() => downloadCsv('commissions', f)}
        summary={summary}
        actions={
          <Button
            variant="contained"
            disabled={selected.length === 0 || approve.isPending}
            onClick={() => doApprove(selected)}
            sx={{ minHeight: 40 }}
          >
            Approve selected ({selected.length})
          </Button>
        }
      />
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
