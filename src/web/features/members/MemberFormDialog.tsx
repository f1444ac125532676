import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ActionDialog } from '../../components/ActionDialog';
import { setServerFieldErrors } from '../../components/FormInputs';

/** A server refusal as a member's form dialog shows it: the message and the HTTP status (0: no answer). */
export type DialogRefusal = { message: string; status: number };

/**
 * The submit and close of a member's form dialog (docs/member-area.md#interests): `submit` validates
 * `form` and hands its values to `send`; once sent the form is reset and `onClose` runs. A refusal is kept
 * as `error` for the dialog's alert, the server's messages for `fields` land on those fields, and what was
 * typed stays. `close` forgets the refusal and runs `onClose`.
 */
export function useDialogSubmit<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  send: (values: O) => Promise<unknown>,
  onClose: () => void,
  fields: readonly FieldPath<V>[],
) {
  const { t } = useTranslation('member');
  const [error, setError] = useState<DialogRefusal | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await send(v);
      form.reset();
      onClose();
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      setError({ message: err instanceof Error ? err.message : t('actions.somethingWrong'), status });
      setServerFieldErrors(err, form.setError, { fieldOf: (key) => fields.find((f) => f === key) });
    }
  });
  return { error, close, submit };
}

/**
 * The shell of a member's form dialog (express interest, report a profile; docs/member-area.md#interests):
 * a title naming the dialog (`titleId` labels it), an intro line, an optional alert (`refusal`, a
 * server's refusal as an error alert, or any `alert`), the fields, and
 * Cancel / submit buttons: submit shows `pending` as loading while Cancel is disabled. Escape and the
 * backdrop are ignored while `pending`, so a request in flight is never orphaned. Drawn by ActionDialog.
 */
export function MemberFormDialog({
  open,
  onClose,
  onSubmit,
  pending,
  titleId,
  title,
  intro,
  refusal,
  alert,
  submitLabel,
  submitColor,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  titleId: string;
  title: string;
  intro: string;
  /** A server refusal's message, shown above the fields as an error alert; nothing when empty. */
  refusal?: string | null;
  /** Any other alert shown above the fields (a refusal with an action), or nothing. */
  alert?: ReactNode;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  return (
    <ActionDialog
      open={open}
      titleId={titleId}
      title={title}
      maxWidth="sm"
      pending={pending}
      onClose={onClose}
      cancelLabel={t('actions.cancel')}
      onCancel={onClose}
      actionLabel={submitLabel}
      actionColor={submitColor}
      onSubmit={onSubmit}
      actionsSx={{ px: 3, pb: 2 }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {alert}
      {children}
    </ActionDialog>
  );
}
