import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoWrap } from '../../components/NoWrap';
import { downloadListCsv } from '../../download';
import { planLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { type FiguresList, usePromoterFigures } from '../../features/payouts/api';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { type StaffColumn, type StaffFilter, StaffList } from '../../features/staff/StaffList';
import { formatRupees } from '../../format';

type Figures = FiguresList['promoters'][number];

/** The filter bar: a search and active / inactive, worded from `admin`. */
const filters = (t: TFunction<'admin'>): StaffFilter[] => [
  {
    kind: 'text',
    name: 'q',
    label: t('promoters.figures.search'),
    placeholder: t('promoters.figures.searchPlaceholder'),
  },
  {
    kind: 'select',
    name: 'active',
    label: t('promoters.figures.which'),
    options: (['all', 'active', 'inactive'] as const).map((s): [string, string] => [s, t(`status.${s}`)]),
  },
];

const money = (render: (p: Figures) => number) => (p: Figures) => <NoWrap>{formatRupees(render(p))}</NoWrap>;

/** The table's columns, headed from `admin`. */
const columns = (t: TFunction<'admin'>): StaffColumn<Figures>[] => [
  {
    key: 'promoter',
    header: t('promoters.promoter'),
    render: (p) => (
      <>
        {p.name}
        <CaptionLine>
          {p.promo_code} · {p.promoter_type}
          {p.active ? '' : t('promoters.figures.inactive')}
        </CaptionLine>
      </>
    ),
  },
  {
    key: 'registered',
    header: t('promoters.figures.registered'),
    align: 'right',
    render: (p) => p.registered,
  },
  { key: 'verified', header: t('promoters.figures.verified'), align: 'right', render: (p) => p.verified },
  { key: 'paid', header: t('promoters.figures.paid'), align: 'right', render: (p) => p.paid },
  {
    key: 'by_plan',
    header: t('promoters.figures.byPlan'),
    render: (p) => (
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {Object.entries(p.by_plan).map(([plan, n]) => (
          <Chip key={plan} size="small" variant="outlined" label={`${planLabel(plan)}: ${n}`} />
        ))}
      </Stack>
    ),
  },
  {
    key: 'pending',
    header: t('promoters.statuses.pending'),
    align: 'right',
    render: money((p) => p.earnings_paise.pending),
  },
  {
    key: 'approved',
    header: t('promoters.statuses.approved'),
    align: 'right',
    render: money((p) => p.earnings_paise.approved),
  },
  {
    key: 'paid_out',
    header: t('promoters.figures.paidOut'),
    align: 'right',
    render: money((p) => p.earnings_paise.paid),
  },
];

/**
 * /admin/promotersdata (decision 022): figures per promoter — referrals registered, verified and paid, members
 * by plan, and earnings pending, approved, paid and reversed (sums of the ledger); server-paged, CSV of
 * the same filters; on the one staff list (decision 157).
 */
export default function PromotersDataPage() {
  const { t } = useTranslation('admin');
  const [f, setF] = useState({ q: '', active: 'all', page: 1, pageSize: 25 });
  const list = usePromoterFigures(f);
  return (
    <>
      <PageHeader title={t('promoters.figures.title')} subtitle={t('promoters.figures.subtitle')} />
      <StaffList
        label={t('promoters.figures.title')}
        columns={columns(t)}
        rows={list.data?.promoters ?? []}
        rowKey={(p) => p.promoter_id}
        {...listPaging(f, setF, list)}
        pageSizes={[25, 50, 100]}
        empty={t('promoters.figures.empty')}
        filters={filters(t)}
        values={{ q: f.q, active: f.active }}
        onFilters={filterSetter(setF)}
        onCsv={() => downloadListCsv('/api/admin/promoter-figures.csv', f, 'promoter-figures')}
      />
    </>
  );
}
