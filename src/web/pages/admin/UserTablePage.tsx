import { Box, Tab, Tabs } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { AdminUserList } from '../../features/admin/AdminUserList';
import { USER_FILTERS, type UserFilter } from '../../features/admin/api';
import { useStatusLabel } from '../../features/admin/format';
import { type ActionKind, useMemberActions } from '../../features/admin/MemberActions';
import { MemberDetailsDialog } from '../../features/admin/MemberDetailsDialog';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';

/**
 * /admin/user-table (SPEC §2): every member with status tabs and search, paged on the server, and the
 * status changes each status allows: Deactivate (with a reason) an active member; Reactivate an
 * inactive or rejected one; Activate or Reject a pending one. The filter and search live in the URL.
 */
export default function UserTablePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'all';
  const status: UserFilter = (USER_FILTERS as readonly string[]).includes(raw) ? (raw as UserFilter) : 'all';
  const q = params.get('q') ?? '';
  const [total, setTotal] = useState<number | null>(null);
  const [open, setOpen] = useState<AdminUserRow | null>(null);
  const actions = useMemberActions({ onDone: () => setOpen(null) });
  const { start } = actions;
  const onAction = useCallback((kind: ActionKind, row: AdminUserRow) => start(kind, row), [start]);

  const update = (next: { status?: UserFilter; q?: string }) => {
    const s = next.status ?? status;
    const text = next.q ?? q;
    const p = new URLSearchParams();
    if (s !== 'all') p.set('status', s);
    if (text) p.set('q', text);
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
      <Tabs
        value={status}
        onChange={(_e, v: UserFilter) => update({ status: v })}
        variant="scrollable"
        allowScrollButtonsMobile
        scrollButtons="auto"
        aria-label={t('userTable.filter')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48 } }}
      >
        {USER_FILTERS.map((f) => (
          <Tab key={f} value={f} label={statusLabel(f)} />
        ))}
      </Tabs>
      <AdminUserList
        status={status}
        q={q}
        showStatus
        emptyTitle={q ? t('userTable.emptySearch') : t(`userTable.empty.${status}`)}
        emptyText={q ? t('pending.emptySearchHelp') : undefined}
        onOpen={setOpen}
        onAction={onAction}
        busyFor={actions.busyFor}
        onTotal={setTotal}
      />
      <MemberDetailsDialog row={open} onClose={() => setOpen(null)} onAction={onAction} />
      {actions.dialog}
    </Box>
  );
}
