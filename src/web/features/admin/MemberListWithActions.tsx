import { useCallback, useState } from 'react';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { AdminUserList, type AdminUserListProps } from './AdminUserList';
import { type ActionKind, useMemberActions } from './MemberActions';
import { MemberDetailsDialog } from './MemberDetailsDialog';

/**
 * A staff member list (AdminUserList, /admin/pendingdata and /admin/user-table) with what both pages
 * put around it: a row's details (MemberDetailsDialog) and its status changes with their dialogs
 * (useMemberActions); the details close once a change succeeds. Takes AdminUserList's props but the
 * row handlers, which it supplies.
 */
export function MemberListWithActions(props: Omit<AdminUserListProps, 'onOpen' | 'onAction' | 'busyFor'>) {
  const [open, setOpen] = useState<AdminUserRow | null>(null);
  const actions = useMemberActions({ onDone: () => setOpen(null) });
  const { start } = actions;
  const onAction = useCallback((kind: ActionKind, row: AdminUserRow) => start(kind, row), [start]);
  return (
    <>
      <AdminUserList {...props} onOpen={setOpen} onAction={onAction} busyFor={actions.busyFor} />
      <MemberDetailsDialog row={open} onClose={() => setOpen(null)} onAction={onAction} />
      {actions.dialog}
    </>
  );
}
