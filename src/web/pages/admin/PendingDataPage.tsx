import { Box } from '@mui/material';
import { useCallback, useState } from 'react';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { AdminUserList } from '../../features/admin/AdminUserList';
import { type ActionKind, useMemberActions } from '../../features/admin/MemberActions';
import { MemberDetailsDialog } from '../../features/admin/MemberDetailsDialog';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';

/**
 * /admin/pendingdata (SPEC §2, issue #2): registrations awaiting verification, oldest first, with every
 * registration detail; Activate (after a confirmation) or Reject (with a reason). Either mails the member.
 */
export default function PendingDataPage() {
  const [q, setQ] = useState('');
  const [total, setTotal] = useState<number | null>(null);
  const [open, setOpen] = useState<AdminUserRow | null>(null);
  const actions = useMemberActions({ onDone: () => setOpen(null) });
  const { start } = actions;
  const onAction = useCallback((kind: ActionKind, row: AdminUserRow) => start(kind, row), [start]);

  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const subtitle =
    total === null
      ? 'Check each registration, then activate it or reject it with a reason. The member is emailed either way.'
      : total === 0 && !q
        ? 'Nothing to review right now.'
        : q
          ? `${plural(total, 'pending registration matches', 'pending registrations match')} your search.`
          : `${plural(total, 'registration is', 'registrations are')} waiting, oldest first. The member is emailed when you activate or reject.`;

  return (
    <Box>
      <PageHeader
        title="Pending verification"
        subtitle={subtitle}
        actions={
          <Box sx={{ width: { xs: '100%', sm: 340 } }}>
            <SearchField value={q} onChange={setQ} />
          </Box>
        }
      />
      <AdminUserList
        status="pending"
        q={q}
        emptyTitle={
          q ? 'No pending registration matches your search' : 'No registrations are waiting for verification'
        }
        emptyText={
          q
            ? 'Try another name, registration number, email or mobile number.'
            : 'New registrations appear here.'
        }
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
