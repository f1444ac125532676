import { Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { planLabel, useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { downloadCsv, type ReferredList, useReferred } from '../../features/payouts/api';
import { PromoterSelect } from '../../features/payouts/parts';
import { type StaffColumn, type StaffFilter, StaffList } from '../../features/staff/StaffList';
import { formatDate, formatRupees } from '../../format';

type Referred = ReferredList['members'][number];

const STAGES: [string, string][] = [
  ['all', 'Every stage'],
  ['registered', 'Registered'],
  ['verified', 'Verified'],
  ['paid', 'Paid'],
];
const PLANS: [string, string][] = [
  ['', 'Every plan'],
  ...['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'].map((p): [string, string] => [p, planLabel(p)]),
];

/**
 * /admin/promotersusers (decision 022): the members each promoter referred, by plan, account status and stage
 * (registered, verified, paid), with the commission earned from each; server-paged, filterable, CSV of
 * the same filters; on the one staff list (decision 157).
 */
export default function PromotersUsersPage() {
  const [f, setF] = useState({
    promoter: '',
    plan: '',
    status: 'all',
    stage: 'all',
    q: '',
    page: 1,
    pageSize: 25,
  });
  const list = useReferred(f);
  const statusLabel = useStatusLabel();
  const filters: StaffFilter[] = [
    {
      kind: 'custom',
      name: 'promoter',
      render: (value, set) => <PromoterSelect value={value} allLabel="All promoters" onChange={set} />,
    },
    { kind: 'select', name: 'plan', label: 'Plan', options: PLANS },
    {
      kind: 'select',
      name: 'status',
      label: 'Account',
      options: [
        ['all', 'Every status'],
        ['pending', statusLabel('pending')],
        ['active', statusLabel('active')],
        ['inactive', statusLabel('inactive')],
      ],
    },
    { kind: 'select', name: 'stage', label: 'Stage', options: STAGES },
    { kind: 'text', name: 'q', label: 'Search member', placeholder: 'Name or registration number' },
  ];
  const columns: StaffColumn<Referred>[] = [
    {
      key: 'member',
      header: 'Member',
      render: (m) => (
        <>
          {m.member_name}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {m.registration_no}
          </Typography>
        </>
      ),
    },
    {
      key: 'promoter',
      header: 'Promoter',
      render: (m) => (
        <>
          {m.promoter_name}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {m.promo_code}
          </Typography>
        </>
      ),
    },
    { key: 'plan', header: 'Plan', render: (m) => planLabel(m.plan) },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <Stack direction="row" spacing={0.5}>
          <Chip size="small" label={statusLabel(m.status)} />
          <Chip
            size="small"
            variant="outlined"
            color={m.stage === 'paid' ? 'success' : 'default'}
            label={STAGES.find(([v]) => v === m.stage)?.[1]}
          />
        </Stack>
      ),
    },
    {
      key: 'registered',
      header: 'Registered',
      render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(m.registered_at)}</span>,
    },
    {
      key: 'earned',
      header: 'Earned',
      align: 'right',
      render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(m.earned_paise)}</span>,
    },
  ];
  const { page: _page, pageSize: _size, ...values } = f;
  return (
    <>
      <PageHeader
        title="Promoters' members"
        subtitle="Every member a promoter referred, by plan and status"
      />
      <StaffList
        label="Referred members"
        columns={columns}
        rows={list.data?.members ?? []}
        rowKey={(m) => m.registration_no}
        total={list.data?.total ?? 0}
        page={f.page}
        pageSize={f.pageSize}
        pageSizes={[25, 50, 100]}
        onPage={(page) => setF((x) => ({ ...x, page }))}
        onPageSize={(pageSize) => setF((x) => ({ ...x, page: 1, pageSize }))}
        loading={list.isPending}
        error={list.error}
        empty="No referred member matches these filters."
        filters={filters}
        values={values}
        onFilters={(patch) => setF((x) => ({ ...x, page: 1, ...patch }))}
        onCsv={() => downloadCsv('promoter-referrals', f)}
      />
    </>
  );
}
