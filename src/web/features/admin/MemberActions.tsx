import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { reasonRequired, STATUS_TRANSITIONS } from '../../../shared/policies/account';
import { ACCOUNT_STATUSES, type AccountStatus } from '../../../shared/roles';
import { type AdminUserRow, STATUS_REASON_MAX, userStatusChangeSchema } from '../../../shared/schemas/admin';
import { ApiError } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { zodResolver } from '../../components/zodResolver';
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

/** The reason form is the server's own body (userStatusChangeSchema): its length limit and "reason required" rule. */
type ReasonForm = z.input<typeof userStatusChangeSchema>;
const reasonResolver = zodResolver(userStatusChangeSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ReasonForm>;

/** A status dialog's title: the action's title naming the member and their registration number. */
function ActionTitle({ spec, row }: { spec: ActionSpec; row: AdminUserRow }) {
  const { t } = useTranslation('admin');
  return (
    <DialogTitle>
      {t(`actions.${spec.kind}.title`, { name: `${fullName(row)} (${row.registration_no})` })}
    </DialogTitle>
  );
}

/**
 * A status dialog's buttons: Cancel, then the action's own (its label and colour, a spinner while `busy`,
 * both disabled then). With `onConfirm` the action button runs it and takes the focus; without, it
 * submits the reason form around it.
 */
function ActionButtons(props: { spec: ActionSpec; busy: boolean; onCancel(): void; onConfirm?: () => void }) {
  const { spec, busy } = props;
  const { t } = useTranslation('admin');
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={props.onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button
        type={props.onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={spec.color}
        onClick={props.onConfirm}
        disabled={busy}
        autoFocus={!!props.onConfirm}
        startIcon={busy ? <Spinner size={18} color="inherit" /> : undefined}
      >
        {t(`actions.${spec.kind}.label`)}
      </Button>
    </DialogActions>
  );
}

function ReasonDialog(props: {
  spec: ActionSpec;
  row: AdminUserRow;
  busy: boolean;
  onCancel(): void;
  onSubmit(reason: string, setFieldError: (msg: string) => void): void;
}) {
  const { spec, row, busy } = props;
  const { t } = useTranslation('admin');
  const form = useForm<ReasonForm>({
    resolver: reasonResolver,
    defaultValues: { status: spec.status, reason: '' },
  });
  // The schema's messages arrive translated through zodResolver; the server's arrive translated too.
  const err = form.formState.errors.reason?.message;
  return (
    <Dialog open onClose={busy ? undefined : props.onCancel} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          props.onSubmit(v.reason ?? '', (message) => form.setError('reason', { message })),
        )}
      >
        <ActionTitle spec={spec} row={row} />
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(`actions.${spec.kind}.explain`)}</DialogContentText>
          <TextField
            {...form.register('reason')}
            label={t('actions.reason')}
            required
            autoFocus
            multiline
            minRows={3}
            error={!!err}
            helperText={err ?? t('actions.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: STATUS_REASON_MAX } }}
          />
        </DialogContent>
        <ActionButtons spec={spec} busy={busy} onCancel={props.onCancel} />
      </form>
    </Dialog>
  );
}

function ConfirmDialog(props: {
  spec: ActionSpec;
  row: AdminUserRow;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { spec, row, busy } = props;
  const { t } = useTranslation('admin');
  return (
    <Dialog open onClose={busy ? undefined : props.onCancel} fullWidth maxWidth="xs">
      <ActionTitle spec={spec} row={row} />
      <DialogContent>
        <DialogContentText>{t(`actions.${spec.kind}.explain`)}</DialogContentText>
      </DialogContent>
      <ActionButtons spec={spec} busy={busy} onCancel={props.onCancel} onConfirm={props.onConfirm} />
    </Dialog>
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

  let dialog: ReactNode = null;
  if (open) {
    const spec = ACTIONS[open.kind];
    dialog = spec.needsReason ? (
      <ReasonDialog
        key={`${open.kind}-${open.row.registration_no}`}
        spec={spec}
        row={open.row}
        busy={busy}
        onCancel={() => setOpen(null)}
        onSubmit={run}
      />
    ) : (
      <ConfirmDialog
        spec={spec}
        row={open.row}
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={() => run()}
      />
    );
  }
  return {
    start: (kind, row) => setOpen({ kind, row }),
    busyFor: busy ? (change.variables?.registrationNo ?? null) : null,
    dialog,
  };
}
