import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { defaultMemberOrder } from '../../../shared/policies';
import { USER_SORT_KEYS, type UserSortKey } from '../../../shared/schemas/admin';
import { USER_FILTERS, type UserFilter, type UserSort } from '../../features/admin/api';
import { useStatusLabel } from '../../features/admin/format';
import { MemberListWithActions } from '../../features/admin/MemberListWithActions';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';

/** The sorts offered by name (decision 155); the grid's headers can set the others. */
const SORTS: Record<string, UserSort> = {
  newest: { key: 'created_at', dir: 'desc' },
  oldest: { key: 'created_at', dir: 'asc' },
  name: { key: 'name', dir: 'asc' },
  plan: { key: 'plan', dir: 'asc' },
  expirySoonest: { key: 'plan_expires_at', dir: 'asc' },
  expiryLatest: { key: 'plan_expires_at', dir: 'desc' },
};

/** The sort named in the URL (`sort`, `dir`), when it is one the server allows; null otherwise. */
function sortFrom(params: URLSearchParams): UserSort | null {
  const key = params.get('sort');
  if (!key || !(USER_SORT_KEYS as readonly string[]).includes(key)) return null;
  return { key: key as UserSortKey, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' };
}

/**
 * /admin/user-table (SPEC §2): every member with status tabs and search, their plan and its end,
 * sorted and paged on the server (decision 155), and the status changes each status allows: Deactivate
 * (with a reason) an active member; Reactivate an inactive or rejected one; Activate or Reject a
 * pending one. The filter, search and sort live in the URL.
 */
export default function UserTablePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'all';
  const status: UserFilter = (USER_FILTERS as readonly string[]).includes(raw) ? (raw as UserFilter) : 'all';
  const q = params.get('q') ?? '';
  const sort = sortFrom(params);
  const sortName =
    Object.keys(SORTS).find((k) => SORTS[k].key === sort?.key && SORTS[k].dir === sort?.dir) ??
    (sort ? '' : defaultMemberOrder(status));
  const onSort = useCallback(
    (next: UserSort | null) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.delete('sort');
          p.delete('dir');
          if (next) {
            p.set('sort', next.key);
            p.set('dir', next.dir);
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const [total, setTotal] = useState<number | null>(null);

  const update = (next: { status?: UserFilter; q?: string }) => {
    const s = next.status ?? status;
    const text = next.q ?? q;
    const p = new URLSearchParams();
    if (s !== 'all') p.set('status', s);
    if (text) p.set('q', text);
    if (sort) {
      p.set('sort', sort.key);
      p.set('dir', sort.dir);
    }
    setParams(p, { replace: true });
  };
  const onSearch = useCallback(
    (text: string) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (text) p.set('q', text);
          else p.delete('q');
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const count = (n: number) => {
    const s = statusLabel(status).toLowerCase();
    if (status === 'all')
      return q ? t('userTable.membersSearch', { count: n }) : t('userTable.members', { count: n });
    return q
      ? t('userTable.statusMembersSearch', { count: n, status: s })
      : t('userTable.statusMembers', { count: n, status: s });
  };
  return (
    <Box>
      <PageHeader
        title={t('userTable.title')}
        subtitle={total === null ? t('userTable.intro') : count(total)}
        actions={
          <Box sx={{ width: { xs: '100%', sm: 340 } }}>
            <SearchField value={q} onChange={onSearch} placeholder={t('common.searchPlaceholder')} />
          </Box>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1.5, md: 2 }}
        sx={{ mb: 2, alignItems: { md: 'flex-end' }, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tabs
          value={status}
          onChange={(_e, v: UserFilter) => update({ status: v })}
          variant="scrollable"
          allowScrollButtonsMobile
          scrollButtons="auto"
          aria-label={t('userTable.filter')}
          sx={{ flex: 1, minWidth: 0, '& .MuiTab-root': { minHeight: 48 } }}
        >
          {USER_FILTERS.map((f) => (
            <Tab key={f} value={f} label={statusLabel(f)} />
          ))}
        </Tabs>
        <TextField
          select
          size="small"
          label={t('userTable.sortBy')}
          value={sortName}
          onChange={(e) => onSort(SORTS[e.target.value] ?? null)}
          sx={{ width: { xs: '100%', md: 240 }, pb: { md: 1 }, order: { xs: -1, md: 0 } }}
        >
          {Object.keys(SORTS).map((k) => (
            <MenuItem key={k} value={k}>
              {t(`userTable.sorts.${k as 'newest'}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <MemberListWithActions
        status={status}
        q={q}
        showStatus
        showPlan
        sort={sort}
        onSort={onSort}
        emptyTitle={q ? t('userTable.emptySearch') : t(`userTable.empty.${status}`)}
        emptyText={q ? t('pending.emptySearchHelp') : undefined}
        onTotal={setTotal}
      />
    </Box>
  );
}
