import { Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { planLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { downloadCsv, type FiguresList, usePromoterFigures } from '../../features/payouts/api';
import { type StaffColumn, type StaffFilter, StaffList } from '../../features/staff/StaffList';
import { formatRupees } from '../../format';

type Figures = FiguresList['promoters'][number];

const FILTERS: StaffFilter[] = [
  { kind: 'text', name: 'q', label: 'Search promoter', placeholder: 'Name or promo code' },
  {
    kind: 'select',
    name: 'active',
    label: 'Promoters',
    options: [
      ['all', 'All'],
      ['active', 'Active'],
      ['inactive', 'Inactive'],
    ],
  },
];

const money = (render: (p: Figures) => number) => (p: Figures) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(render(p))}</span>
);

const COLUMNS: StaffColumn<Figures>[] = [
  {
    key: 'promoter',
    header: 'Promoter',
    render: (p) => (
      <>
        {p.name}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {p.promo_code} · {p.promoter_type}
          {p.active ? '' : ' · inactive'}
        </Typography>
      </>
    ),
  },
  { key: 'registered', header: 'Registered', align: 'right', render: (p) => p.registered },
  { key: 'verified', header: 'Verified', align: 'right', render: (p) => p.verified },
  { key: 'paid', header: 'Paid', align: 'right', render: (p) => p.paid },
  {
    key: 'by_plan',
    header: 'By plan',
    render: (p) => (
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {Object.entries(p.by_plan).map(([plan, n]) => (
          <Chip key={plan} size="small" variant="outlined" label={`${planLabel(plan)}: ${n}`} />
        ))}
      </Stack>
    ),
  },
  { key: 'pending', header: 'Pending', align: 'right', render: money((p) => p.earnings_paise.pending) },
  { key: 'approved', header: 'Approved', align: 'right', render: money((p) => p.earnings_paise.approved) },
  { key: 'paid_out', header: 'Paid out', align: 'right', render: money((p) => p.earnings_paise.paid) },
];

/**
 * /admin/promotersdata (decision 022): figures per promoter — referrals registered, verified and paid, members
 * by plan, and earnings pending, approved, paid and reversed (sums of the ledger); server-paged, CSV of
 * the same filters; on the one staff list (decision 157).
 */
export default function PromotersDataPage() {
  const [f, setF] = useState({ q: '', active: 'all', page: 1, pageSize: 25 });
  const list = usePromoterFigures(f);
  return (
    <>
      <PageHeader title="Promoter figures" subtitle="Referrals and earnings of each promoter" />
      <StaffList
        label="Promoter figures"
        columns={COLUMNS}
        rows={list.data?.promoters ?? []}
        rowKey={(p) => p.promoter_id}
        total={list.data?.total ?? 0}
        page={f.page}
        pageSize={f.pageSize}
        pageSizes={[25, 50, 100]}
        onPage={(page) => setF((x) => ({ ...x, page }))}
        onPageSize={(pageSize) => setF((x) => ({ ...x, page: 1, pageSize }))}
        loading={list.isPending}
        error={list.error}
        empty="No promoter matches these filters."
        filters={FILTERS}
        values={{ q: f.q, active: f.active }}
        onFilters={(patch) => setF((x) => ({ ...x, page: 1, ...patch }))}
        onCsv={() => downloadCsv('promoter-figures', f)}
      />
    </>
  );
}
