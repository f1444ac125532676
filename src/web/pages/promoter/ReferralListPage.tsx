import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { REFERRAL_LISTS, type ReferralList } from '../../../shared/policies/promoter-area';
import { EmptyRow, ScrollTable, TableHeadRow } from '../../components/ScrollTable';
import { usePageTitle } from '../../components/usePageTitle';
import { usePlanName } from '../../components/usePlanName';
import { SearchField } from '../../features/admin/SearchField';
import { useReferrals } from '../../features/promoter-area/api';
import { formatDate } from '../../format';

/** The chip colour of a referral's account status: active green, invited (not registered yet) blue. */
const REFERRAL_STATUS_COLOR: Record<string, 'success' | 'info'> = { active: 'success', invited: 'info' };

const STATUS_KEY = {
  invited: 'lists.statusInvited',
  pending: 'lists.statusPending',
  active: 'lists.statusActive',
  inactive: 'lists.statusInactive',
  rejected: 'lists.statusRejected',
} as const;
const statusKey = (s: string) => (s in STATUS_KEY ? STATUS_KEY[s as keyof typeof STATUS_KEY] : null);

/**
 * The referral lists of the drawer (docs/promoter-area.md): pending, success, expired, inactive, team-users and the
 * Assistance Services lists, chosen by the last part of the path. Server-paged, searched by name or
 * registration number; name, registration number, plan, status and dates of the promoter's own referrals.
 */
export default function ReferralListPage() {
  const { t } = useTranslation('promoter');
  const planName = usePlanName();
  const { pathname } = useLocation();
  const last = pathname.split('/').pop() ?? '';
  const list: ReferralList = (REFERRAL_LISTS as readonly string[]).includes(last)
    ? (last as ReferralList)
    : 'team-users';
  usePageTitle(t(`lists.${list}`));
  const [paging, setPaging] = useState({ page: 1, pageSize: 20, q: '' });
  const [forList, setForList] = useState(list);
  if (forList !== list) {
    setForList(list);
    setPaging({ page: 1, pageSize: 20, q: '' });
  }
  const q = useReferrals(list, paging);
  const rows = q.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t(`lists.${list}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`lists.${list}Hint`)}
          </Typography>
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 320 }, flexShrink: 0 }}>
          <SearchField
            key={list}
            value={paging.q}
            label={t('lists.search')}
            placeholder={t('lists.searchPlaceholder')}
            onChange={(text) => setPaging((p) => ({ ...p, q: text, page: 1 }))}
          />
        </Box>
      </Stack>
      {q.isError && <Alert severity="error">{q.error.message}</Alert>}
      <ScrollTable label={t(`lists.${list}`)}>
        <TableHeadRow
          cells={[
            t('lists.member'),
            t('lists.plan'),
            t('lists.status'),
            t('lists.registered'),
            t('lists.planUntil'),
          ]}
        />
        <TableBody>
          {q.isPending && (
            <TableRow>
              <TableCell colSpan={5}>
                <Skeleton />
                <Skeleton />
              </TableCell>
            </TableRow>
          )}
          {!q.isPending && !q.isError && rows.length === 0 && (
            <EmptyRow colSpan={5} py={3}>
              {paging.q ? t('lists.noMatch') : t('lists.empty')}
            </EmptyRow>
          )}
          {rows.map((r, i) => (
            <TableRow key={r.registration_no ?? `invite-${i}-${r.name}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.name || '—'}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.registration_no ??
                    (r.invited_at ? t('lists.invited', { date: formatDate(r.invited_at) }) : '')}
                </Typography>
              </TableCell>
              <TableCell>{r.plan ? planName(r.plan) : '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={(() => {
                    const k = statusKey(r.status);
                    return k ? t(k) : r.status;
                  })()}
                  color={REFERRAL_STATUS_COLOR[r.status] ?? 'default'}
                  variant={r.status === 'invited' ? 'outlined' : 'filled'}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.registered_at ? formatDate(r.registered_at) : '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.plan_expires_at ? formatDate(r.plan_expires_at) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <TablePagination
        component="div"
        count={q.data?.total ?? 0}
        page={paging.page - 1}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[20, 50, 100]}
        labelRowsPerPage={t('lists.rowsPerPage')}
        onPageChange={(_, page) => setPaging((p) => ({ ...p, page: page + 1 }))}
        onRowsPerPageChange={(ev) => setPaging((p) => ({ ...p, pageSize: Number(ev.target.value), page: 1 }))}
      />
    </Paper>
  );
}
