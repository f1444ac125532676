import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoWrap } from '../../components/NoWrap';
import { downloadListCsv } from '../../download';
import { planLabel, useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { type ReferredList, useReferred } from '../../features/payouts/api';
import { promoterFilter } from '../../features/payouts/promoterFilter';
import { CaptionLine } from '../../features/staff/CaptionLine';
import { filterSetter, listPaging } from '../../features/staff/listPaging';
import { type StaffColumn, type StaffFilter, StaffList } from '../../features/staff/StaffList';
import { formatDate, formatRupees } from '../../format';

type Referred = ReferredList['members'][number];

/** A referral's stages, worded under `promoters.referred.stages`. */
const STAGES = ['all', 'registered', 'verified', 'paid'] as const;
const PLANS = ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'];

/**
 * /admin/promotersusers (decision 022): the members each promoter referred, by plan, account status and stage
 * (registered, verified, paid), with the commission earned from each; server-paged, filterable, CSV of
 * the same filters; on the one staff list (decision 157).
 */
export default function PromotersUsersPage() {
  const { t } = useTranslation('admin');
  const stage = (s: string) => t(`promoters.referred.stages.${s as (typeof STAGES)[number]}`);
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
    promoterFilter(t('promoters.allPromoters')),
    {
      kind: 'select',
      name: 'plan',
      label: t('common.plan'),
      options: [
        ['', t('promoters.referred.everyPlan')],
        ...PLANS.map((p): [string, string] => [p, planLabel(p)]),
      ],
    },
    {
      kind: 'select',
      name: 'status',
      label: t('promoters.referred.account'),
      options: [
        ['all', t('promoters.referred.everyStatus')],
        ['pending', statusLabel('pending')],
        ['active', statusLabel('active')],
        ['inactive', statusLabel('inactive')],
      ],
    },
    {
      kind: 'select',
      name: 'stage',
      label: t('promoters.referred.stage'),
      options: STAGES.map((s): [string, string] => [s, stage(s)]),
    },
    {
      kind: 'text',
      name: 'q',
      label: t('promoters.referred.search'),
      placeholder: t('promoters.referred.searchPlaceholder'),
    },
  ];
  const columns: StaffColumn<Referred>[] = [
    {
      key: 'member',
      header: t('common.member'),
      render: (m) => (
        <>
          {m.member_name}
          <CaptionLine>{m.registration_no}</CaptionLine>
        </>
      ),
    },
    {
      key: 'promoter',
      header: t('promoters.promoter'),
      render: (m) => (
        <>
          {m.promoter_name}
          <CaptionLine>{m.promo_code}</CaptionLine>
        </>
      ),
    },
    { key: 'plan', header: t('common.plan'), render: (m) => planLabel(m.plan) },
    {
      key: 'status',
      header: t('common.status'),
      render: (m) => (
        <Stack direction="row" spacing={0.5}>
          <Chip size="small" label={statusLabel(m.status)} />
          <Chip
            size="small"
            variant="outlined"
            color={m.stage === 'paid' ? 'success' : 'default'}
            label={stage(m.stage)}
          />
        </Stack>
      ),
    },
    {
      key: 'registered',
      header: t('promoters.referred.registered'),
      render: (m) => <NoWrap>{formatDate(m.registered_at)}</NoWrap>,
    },
    {
      key: 'earned',
      header: t('promoters.referred.earned'),
      align: 'right',
      render: (m) => <NoWrap>{formatRupees(m.earned_paise)}</NoWrap>,
    },
  ];
  const { page: _page, pageSize: _size, ...values } = f;
  return (
    <>
      <PageHeader title={t('promoters.referred.title')} subtitle={t('promoters.referred.subtitle')} />
      <StaffList
        label={t('promoters.referred.label')}
        columns={columns}
        rows={list.data?.members ?? []}
        rowKey={(m) => m.registration_no}
        {...listPaging(f, setF, list)}
        pageSizes={[25, 50, 100]}
        empty={t('promoters.referred.empty')}
        filters={filters}
        values={values}
        onFilters={filterSetter(setF)}
        onCsv={() => downloadListCsv('/api/admin/promoter-referrals.csv', f, 'promoter-referrals')}
      />
    </>
  );
}
