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
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import type { AdminUserRow } from '../../../shared/schemas/admin';
import { ApiError } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { zodResolver } from '../../components/zodResolver';
import { type NewStatus, useChangeUserStatus } from './api';
import { fullName } from './format';

/** What staff can do to a registration, by its current status (issue #2 transitions). */
export type ActionKind = 'activate' | 'reject' | 'deactivate' | 'reactivate';

/** An action's words are `actions.<kind>.label|title|explain` in the `admin` catalogue. */
type ActionSpec = {
  kind: ActionKind;
  status: NewStatus;
  needsReason: boolean;
  color: 'primary' | 'error' | 'success' | 'warning';
};

export const ACTIONS: Record<ActionKind, ActionSpec> = {
  activate: { kind: 'activate', status: 'active', needsReason: false, color: 'success' },
  reject: { kind: 'reject', status: 'rejected', needsReason: true, color: 'error' },
  deactivate: { kind: 'deactivate', status: 'inactive', needsReason: true, color: 'error' },
  reactivate: { kind: 'reactivate', status: 'active', needsReason: false, color: 'primary' },
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

/** The reason form; its messages are `admin` catalogue keys, shown through t(). */
const reasonForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'actions.reasonRequired' })
    .max(500, { error: 'actions.reasonTooLong' }),
});
type ReasonForm = z.infer<typeof reasonForm>;
const REASON_ERRORS = ['actions.reasonRequired', 'actions.reasonTooLong'] as const;

function ReasonDialog(props: {
  spec: ActionSpec;
  row: AdminUserRow;
  busy: boolean;
  onCancel(): void;
  onSubmit(reason: string, setFieldError: (msg: string) => void): void;
}) {
  const { spec, row, busy } = props;
  const { t } = useTranslation('admin');
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });
  const raw = form.formState.errors.reason?.message;
  // Client-side messages are catalogue keys; the server's arrive already translated.
  const err = REASON_ERRORS.find((k) => k === raw) ? t(raw as (typeof REASON_ERRORS)[number]) : raw;
  return (
    <Dialog open onClose={busy ? undefined : props.onCancel} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          props.onSubmit(v.reason, (message) => form.setError('reason', { message })),
        )}
      >
        <DialogTitle>
          {t(`actions.${spec.kind}.title`, { name: `${fullName(row)} (${row.registration_no})` })}
        </DialogTitle>
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
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={spec.color}
            disabled={busy}
            startIcon={busy ? <Spinner size={18} color="inherit" /> : undefined}
          >
            {t(`actions.${spec.kind}.label`)}
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
  const { t } = useTranslation('admin');
  return (
    <Dialog open onClose={busy ? undefined : props.onCancel} fullWidth maxWidth="xs">
      <DialogTitle>
        {t(`actions.${spec.kind}.title`, { name: `${fullName(row)} (${row.registration_no})` })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`actions.${spec.kind}.explain`)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={spec.color}
          onClick={props.onConfirm}
          disabled={busy}
          autoFocus
          startIcon={busy ? <Spinner size={18} color="inherit" /> : undefined}
        >
          {t(`actions.${spec.kind}.label`)}
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
