import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Button,
  Chip,
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
import { ScrollTable } from '../../components/ScrollTable';
import { planLabel, useStatusLabel } from '../../features/admin/format';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';
import { downloadCsv, useReferred } from '../../features/payouts/api';
import { FilterBox, Filters, OptionSelect, PromoterSelect } from '../../features/payouts/parts';
import { formatDate, formatRupees } from '../../format';

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
 * (registered, verified, paid), with the commission earned from each; server-paged, filterable, CSV.
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
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, page: 1, ...patch }));
  const list = useReferred(f);
  const statusLabel = useStatusLabel();
  const rows = list.data?.members ?? [];
  return (
    <>
      <PageHeader
        title="Promoters' members"
        subtitle="Every member a promoter referred, by plan and status"
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={() =>
              downloadCsv('promoter-referrals', f).catch((e) => toast.error((e as Error).message))
            }
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
        <OptionSelect label="Plan" value={f.plan} options={PLANS} onChange={(plan) => set({ plan })} />
        <OptionSelect
          label="Account"
          value={f.status}
          options={[
            ['all', 'Every status'],
            ['pending', statusLabel('pending')],
            ['active', statusLabel('active')],
            ['inactive', statusLabel('inactive')],
          ]}
          onChange={(status) => set({ status })}
        />
        <OptionSelect label="Stage" value={f.stage} options={STAGES} onChange={(stage) => set({ stage })} />
        <FilterBox wide>
          <SearchField
            value={f.q}
            label="Search member"
            placeholder="Name or registration number"
            onChange={(q) => set({ q })}
          />
        </FilterBox>
      </Filters>
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      <ScrollTable
        label="Referred members"
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
            <TableCell>Member</TableCell>
            <TableCell>Promoter</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Registered</TableCell>
            <TableCell align="right">Earned</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.isPending &&
            [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={6}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {!list.isPending && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  No referred member matches these filters.
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((m) => (
            <TableRow key={m.registration_no} hover>
              <TableCell>
                {m.member_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {m.registration_no}
                </Typography>
              </TableCell>
              <TableCell>
                {m.promoter_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {m.promo_code}
                </Typography>
              </TableCell>
              <TableCell>{planLabel(m.plan)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  <Chip size="small" label={statusLabel(m.status)} />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={m.stage === 'paid' ? 'success' : 'default'}
                    label={STAGES.find(([v]) => v === m.stage)?.[1]}
                  />
                </Stack>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.registered_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(m.earned_paise)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </>
  );
}
