import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { ApiError } from '../../api/client';
import { type NewStatus, useChangeUserStatus } from './api';
import { fullName } from './format';

/** What staff can do to a registration, by its current status (issue #2 transitions). */
export type ActionKind = 'activate' | 'reject' | 'deactivate' | 'reactivate';

type ActionSpec = {
  label: string;
  status: NewStatus;
  needsReason: boolean;
  color: 'primary' | 'error' | 'success' | 'warning';
  title: (name: string) => string;
  explain: string;
};

export const ACTIONS: Record<ActionKind, ActionSpec> = {
  activate: {
    label: 'Activate',
    status: 'active',
    needsReason: false,
    color: 'success',
    title: (n) => `Activate ${n}?`,
    explain:
      'The profile becomes visible to other members and the member gets an email that the account is active.',
  },
  reject: {
    label: 'Reject',
    status: 'rejected',
    needsReason: true,
    color: 'error',
    title: (n) => `Reject ${n}?`,
    explain: 'The member cannot use the service and gets an email with the reason you give here.',
  },
  deactivate: {
    label: 'Deactivate',
    status: 'inactive',
    needsReason: true,
    color: 'error',
    title: (n) => `Deactivate ${n}?`,
    explain:
      'The member is signed out, the profile is hidden from others, and the member gets an email with the reason.',
  },
  reactivate: {
    label: 'Reactivate',
    status: 'active',
    needsReason: false,
    color: 'primary',
    title: (n) => `Reactivate ${n}?`,
    explain:
      'The profile becomes visible to other members again and the member gets an email that the account is active.',
  },
};

/** The actions allowed from a status: pending → activate/reject, active → deactivate, inactive/rejected → reactivate. */
export function actionsFor(status: string | undefined): ActionKind[] {
  switch (status) {
    case 'pending':
      return ['activate', 'reject'];
    case 'active':
      return ['deactivate'];
    case 'inactive':
    case 'rejected':
      return ['reactivate'];
    default:
      return [];
  }
}

const reasonForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please give a reason' })
    .max(500, { error: 'At most 500 characters' }),
});
type ReasonForm = z.infer<typeof reasonForm>;

function ReasonDialog(props: {
  spec: ActionSpec;
  row: AdminUserRow;
  busy: boolean;
  onCancel(): void;
  onSubmit(reason: string, setFieldError: (msg: string) => void): void;
}) {
  const { spec, row, busy } = props;
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });
  const err = form.formState.errors.reason?.message;
  return (
    <Dialog open onClose={busy ? undefined : props.onCancel} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          props.onSubmit(v.reason, (message) => form.setError('reason', { message })),
        )}
      >
        <DialogTitle>{spec.title(`${fullName(row)} (${row.registration_no})`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{spec.explain}</DialogContentText>
          <TextField
            {...form.register('reason')}
            label="Reason"
            required
            autoFocus
            multiline
            minRows={3}
            error={!!err}
            helperText={err ?? 'The member reads this in the email.'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={spec.color}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {spec.label}
          </Button>
        </DialogActions>
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
  return (
    <Dialog open onClose={busy ? undefined : props.onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{spec.title(`${fullName(row)} (${row.registration_no})`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{spec.explain}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={spec.color}
          onClick={props.onConfirm}
          disabled={busy}
          autoFocus
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {spec.label}
        </Button>
      </DialogActions>
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
  const [open, setOpen] = useState<{ kind: ActionKind; row: AdminUserRow } | null>(null);
  const change = useChangeUserStatus();
  const busy = change.isPending;

  const run = (reason?: string, setFieldError?: (m: string) => void) => {
    if (!open) return;
    const { kind, row } = open;
    change.mutate(
      { registrationNo: row.registration_no, status: ACTIONS[kind].status, reason },
      {
        onSuccess: (data) => {
          toast.success(data.message);
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
