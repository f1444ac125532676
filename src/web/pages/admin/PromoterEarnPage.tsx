import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayApprove, mayReverse } from '../../../shared/policies/promoters';
import { REVERSE_REASON_MAX } from '../../../shared/schemas/payouts';
import { NoWrap } from '../../components/NoWrap';
import { ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { toastAnswer } from '../../components/toastAnswer';
import { downloadListCsv } from '../../download';
import { PageHeader } from '../../features/admin/PageHeader';
import {
  type CommissionRow,
  useApproveCommissions,
  useCommissions,
  useReverseCommission,
} from '../../features/payouts/api';
import { CommissionStatusChip, MoneyCards } from '../../features/payouts/parts';
import { promoterFilter } from '../../features/payouts/promoterFilter';
import { ReasonDialog } from '../../features/photos/ReasonDialog';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { type StaffColumn, type StaffFilter, StaffList } from '../../features/staff/StaffList';
import { formatDate, formatRupees } from '../../format';

const facts = (c: CommissionRow) => ({ status: c.status, amountPaise: c.amount_paise });
/** A commission's statuses and kinds (decision 030), worded under `promoters.statuses` and `promoters.kinds`. */
const STATUSES = ['pending', 'approved', 'paid', 'reversed'] as const;
const KINDS = ['registration', 'renewal', 'assistance'] as const;
/** The reasons offered with one tap when reversing (words under `promoters.earn.reasons`). */
const REASONS = ['refunded', 'bank', 'error'] as const;

/**
 * /admin/promoterearn (decision 030): every promoter's commissions with status, filterable by promoter, status,
 * kind and date range (server-paged), totals by status and by month, approve (single and bulk), reverse
 * with a reason, and the CSV of exactly the filtered rows.
 */
export default function PromoterEarnPage() {
  const { t } = useTranslation('admin');
  const statusLabel = (s: string) => t(`promoters.statuses.${s as (typeof STATUSES)[number]}`);
  const kindLabel = (c: CommissionRow) =>
    c.amount_paise < 0 ? t('promoters.correction') : t(`promoters.kinds.${c.kind as (typeof KINDS)[number]}`);
  const [f, setF] = useState({
    promoter: '',
    status: 'all',
    kind: 'all',
    from: '',
    to: '',
    page: 1,
    pageSize: 25,
  });
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
    approve.mutate(
      ids,
      toastAnswer.andThen(() => setSelected([])),
    );
  const totals = list.data?.totals;
  const allSelected = approvable.length > 0 && approvable.every((c) => selected.includes(c.id));
  const filters: StaffFilter[] = [
    promoterFilter(t('promoters.allPromoters')),
    {
      kind: 'select',
      name: 'status',
      label: t('common.status'),
      options: [
        ['all', t('promoters.earn.allStatuses')],
        ...STATUSES.map((s): [string, string] => [s, statusLabel(s)]),
      ],
    },
    {
      kind: 'select',
      name: 'kind',
      label: t('promoters.earn.kind'),
      options: [
        ['all', t('promoters.earn.allKinds')],
        ...KINDS.map((k): [string, string] => [k, t(`promoters.kinds.${k}`)]),
      ],
    },
    { kind: 'dates', from: 'from', to: 'to' },
  ];
  const columns: StaffColumn<CommissionRow>[] = [
    {
      key: 'select',
      header: t('promoters.earn.select'),
      padding: 'checkbox',
      head: (
        <Checkbox
          slotProps={{ input: { 'aria-label': t('promoters.earn.selectAll') } }}
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          disabled={approvable.length === 0}
          onChange={(e) => setSelected(e.target.checked ? approvable.map((c) => c.id) : [])}
        />
      ),
      render: (c) => (
        <Checkbox
          slotProps={{ input: { 'aria-label': t('promoters.earn.selectOne', { id: c.id }) } }}
          checked={selected.includes(c.id)}
          disabled={!mayApprove(facts(c))}
          onChange={() => toggle(c.id)}
        />
      ),
    },
    {
      key: 'date',
      header: t('common.date'),
      render: (c) => <NoWrap>{formatDate(c.created_at)}</NoWrap>,
    },
    {
      key: 'promoter',
      header: t('promoters.promoter'),
      render: (c) => (
        <>
          {c.promoter_name}
          <CaptionLine>{c.promo_code}</CaptionLine>
        </>
      ),
    },
    {
      key: 'member',
      header: t('common.member'),
      render: (c) => (
        <>
          {c.member_name}
          <CaptionLine>
            {c.member_registration_no}
            {c.receipt_no ? ` · ${c.receipt_no}` : ''}
          </CaptionLine>
        </>
      ),
    },
    { key: 'kind', header: t('promoters.earn.kind'), render: kindLabel },
    {
      key: 'amount',
      header: t('common.amount'),
      align: 'right',
      render: (c) => <NoWrap>{formatRupees(c.amount_paise)}</NoWrap>,
    },
    {
      key: 'status',
      header: t('common.status'),
      render: (c) => (
        <>
          <CommissionStatusChip status={c.status} label={statusLabel(c.status)} />
          {c.voucher_no && <CaptionLine>{c.voucher_no}</CaptionLine>}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      align: 'right',
      render: (c) => (
        <NoWrap>
          {mayApprove(facts(c)) && (
            <Button size="small" onClick={() => doApprove([c.id])} disabled={approve.isPending}>
              {t('review.approve')}
            </Button>
          )}
          {mayReverse(facts(c)) && (
            <Button size="small" color="error" onClick={() => setReversing(c)}>
              {t('promoters.earn.reverse')}
            </Button>
          )}
        </NoWrap>
      ),
    },
  ];
  const summary = (
    <>
      {totals ? (
        <MoneyCards
          items={[
            { label: statusLabel('pending'), paise: totals.by_status.pending },
            { label: t('promoters.earn.approvedToPay'), paise: totals.by_status.approved },
            { label: statusLabel('paid'), paise: totals.by_status.paid },
            { label: statusLabel('reversed'), paise: totals.by_status.reversed },
          ]}
        />
      ) : (
        !list.isError && <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} />
      )}
      {totals && totals.by_month.length > 0 && (
        <ScrollTable label={t('promoters.earn.byMonth')} sx={{ mb: 2 }}>
          <TableHeadRow
            cells={[
              t('promoters.earn.month'),
              ...KINDS.map((k) => ({ label: t(`promoters.kinds.${k}`), align: 'right' as const })),
              { label: t('promoters.earn.totalNotReversed'), align: 'right' },
            ]}
          />
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
      <PageHeader title={t('promoters.earn.title')} subtitle={t('promoters.earn.subtitle')} />
      <StaffList
        label={t('promoters.earn.label')}
        columns={columns}
        rows={rows}
        rowKey={(c) => String(c.id)}
        {...listPaging(f, setF, list)}
        pageSizes={[25, 50, 100]}
        empty={t('promoters.earn.empty')}
        filters={filters}
        values={values}
        onFilters={filterSetter(setF)}
        onCsv={() => downloadListCsv('/api/admin/commissions.csv', f, 'commissions')}
        summary={summary}
        actions={
          <Button
            variant="contained"
            disabled={selected.length === 0 || approve.isPending}
            onClick={() => doApprove(selected)}
            sx={{ minHeight: 40 }}
          >
            {t('promoters.earn.approveSelected', { count: selected.length })}
          </Button>
        }
      />
      <ReasonDialog
        open={reversing !== null}
        title={t('promoters.earn.reverseTitle', { id: reversing?.id ?? '' })}
        max={REVERSE_REASON_MAX}
        explain={
          reversing?.status === 'paid' ? t('promoters.earn.reversePaid') : t('promoters.earn.reverseUnpaid')
        }
        suggestions={REASONS.map((r) => t(`promoters.earn.reasons.${r}`))}
        busy={reverse.isPending}
        onCancel={() => setReversing(null)}
        onSubmit={(reason, setError) =>
          reversing &&
          reverse.mutate(
            { id: reversing.id, reason },
            { ...toastAnswer.andThen(() => setReversing(null)), onError: (err) => setError(err.message) },
          )
        }
      />
    </>
  );
}
