import DialogContentText from '@mui/material/DialogContentText';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { reasonRequired, STATUS_TRANSITIONS } from '../../../shared/policies/account';
import { ACCOUNT_STATUSES, type AccountStatus } from '../../../shared/roles';
import { type AdminUserRow, STATUS_REASON_MAX } from '../../../shared/schemas/admin';
import { ApiError } from '../../api/client';
import { ActionDialog } from '../../components/ActionDialog';
import { ReasonDialog } from '../photos/ReasonDialog';
import { type NewStatus, useChangeUserStatus } from './api';
import { fullName } from './format';

/** What staff can do to a registration, by its current status (docs/accounts.md#registration, transitions). */
export type ActionKind = 'activate' | 'reject' | 'deactivate' | 'reactivate';

/** An action's words are `actions.<kind>.label|title|explain` in the `admin` catalogue. */
type ActionSpec = {
  kind: ActionKind;
  status: NewStatus;
  needsReason: boolean;
  color: 'primary' | 'error' | 'success' | 'warning';
};

/** An action's spec: it sets `status`, asks a reason where the rule wants one (reasonRequired), in `color`. */
const action = (kind: ActionKind, status: NewStatus, color: ActionSpec['color']): ActionSpec => ({
  kind,
  status,
  needsReason: reasonRequired(status),
  color,
});

export const ACTIONS: Record<ActionKind, ActionSpec> = {
  activate: action('activate', 'active', 'success'),
  reject: action('reject', 'rejected', 'error'),
  deactivate: action('deactivate', 'inactive', 'error'),
  reactivate: action('reactivate', 'active', 'primary'),
};

/**
 * The actions allowed from a status, read from the rule the server enforces (STATUS_TRANSITIONS in
 * src/shared/policies/account.ts): pending → activate/reject, active → deactivate, inactive/rejected →
 * reactivate.
 */
export function actionsFor(status: string | undefined): ActionKind[] {
  if (!status || !(ACCOUNT_STATUSES as readonly string[]).includes(status)) return [];
  const from = status as AccountStatus;
  return STATUS_TRANSITIONS[from].map((to): ActionKind => {
    if (to === 'active') return from === 'pending' ? 'activate' : 'reactivate';
    return to === 'rejected' ? 'reject' : 'deactivate';
  });
}

/**
 * A status change's question: the reason form of ReasonDialog where the action needs one (its length
 * limit is the server's, STATUS_REASON_MAX), else a confirmation whose action button (the action's label
 * and colour) takes the focus. The title names the member and their registration number.
 */
function StatusDialog(props: {
  spec: ActionSpec;
  row: AdminUserRow;
  busy: boolean;
  onCancel(): void;
  onSubmit(reason?: string, setFieldError?: (msg: string) => void): void;
}) {
  const { spec, row, busy } = props;
  const { t } = useTranslation('admin');
  const titleId = useId();
  const title = t(`actions.${spec.kind}.title`, { name: `${fullName(row)} (${row.registration_no})` });
  const explain = t(`actions.${spec.kind}.explain`);
  if (spec.needsReason)
    return (
      <ReasonDialog
        open
        title={title}
        explain={explain}
        max={STATUS_REASON_MAX}
        submitLabel={t(`actions.${spec.kind}.label`)}
        help={t('actions.reasonHelp')}
        busy={busy}
        onCancel={props.onCancel}
        onSubmit={props.onSubmit}
      />
    );
  return (
    <ActionDialog
      titleId={titleId}
      title={title}
      pending={busy}
      onClose={props.onCancel}
      cancelLabel={t('common.cancel')}
      onCancel={props.onCancel}
      actionLabel={t(`actions.${spec.kind}.label`)}
      actionColor={spec.color}
      actionAutoFocus
      onAction={() => props.onSubmit()}
      actionsSx={{ px: 3, pb: 2 }}
    >
      <DialogContentText>{explain}</DialogContentText>
    </ActionDialog>
  );
}

/**
 * Status changes with their dialogs: `start(kind, row)` asks first (a confirmation, or a reason for
 * reject/deactivate), then calls PATCH /api/admin/users/{registrationNo}; on success it toasts the
 * server's message and calls `onDone`. Render `dialog` once in the page.
 */
export function useMemberActions(opts: { onDone?: (row: AdminUserRow, kind: ActionKind) => void } = {}): {
  start(kind: ActionKind, row: AdminUserRow): void;
  busyFor: string | null;
  dialog: ReactNode;
} {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<{ kind: ActionKind; row: AdminUserRow } | null>(null);
  const change = useChangeUserStatus();
  const busy = change.isPending;

  const run = (reason?: string, setFieldError?: (m: string) => void) => {
    if (!open) return;
    const { kind, row } = open;
    change.mutate(
      { registrationNo: row.registration_no, status: ACTIONS[kind].status, reason },
      {
        onSuccess: () => {
          toast.success(t(`actions.${kind}.done`, { name: row.first_name, regNo: row.registration_no }));
          setOpen(null);
          opts.onDone?.(row, kind);
        },
        onError: (e) => {
          const apiErr = e instanceof ApiError ? e : null;
          if (apiErr?.errors.reason && setFieldError) {
            setFieldError(apiErr.errors.reason);
            return;
          }
          toast.error(e.message);
          // 409 (someone else changed it first) or 404: the dialog no longer applies.
          if (apiErr && (apiErr.status === 409 || apiErr.status === 404)) setOpen(null);
        },
      },
    );
  };

  const dialog: ReactNode = open && (
    <StatusDialog
      key={`${open.kind}-${open.row.registration_no}`}
      spec={ACTIONS[open.kind]}
      row={open.row}
      busy={busy}
      onCancel={() => setOpen(null)}
      onSubmit={run}
    />
  );
  return {
    start: (kind, row) => setOpen({ kind, row }),
    busyFor: busy ? (change.variables?.registrationNo ?? null) : null,
    dialog,
  };
}
