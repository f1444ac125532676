import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { ActionDialog } from '../../components/ActionDialog';
import { zodResolver } from '../../components/zodResolver';

/** The form for a reason of at most `max` characters: the limit of the server's body schema. */
const reasonForm = (max: number) =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, { error: MSG.reasonRequired })
      .max(max, { error: MSG.tooManyCharacters.replace('{max}', String(max)) }),
  });
type ReasonForm = z.infer<ReturnType<typeof reasonForm>>;

/**
 * Asks staff for the reason of a rejection (required; the member reads it); its words come from the
 * `admin` catalogue (every caller is a staff page). `max`: the longest reason
 * the server's body schema accepts (REVIEW_REASON_MAX, BANK_CHANGE_REASON_MAX ...), in characters.
 * `suggestions` fill the field with one tap. `onSubmit` gets the reason and a setter for a server
 * field message. Drawn by ActionDialog (Escape and the backdrop cancel unless `busy`).
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  explain: string;
  max: number;
  suggestions?: string[];
  /** The submit button's words (default `admin:review.reject`, Reject). */
  submitLabel?: string;
  /** The line under the field (default `admin:review.reasonHelp`: where the member reads the reason). */
  help?: string;
  busy: boolean;
  onCancel(): void;
  onSubmit(reason: string, setError: (message: string) => void): void;
}) {
  const { t } = useTranslation('admin');
  const resolver = useMemo(() => zodResolver(reasonForm(props.max)), [props.max]);
  const form = useForm<ReasonForm>({ resolver, defaultValues: { reason: '' } });
  const err = form.formState.errors.reason?.message;
  const close = () => {
    form.reset();
    props.onCancel();
  };
  const titleId = useId();
  return (
    <ActionDialog
      open={props.open}
      titleId={titleId}
      title={props.title}
      maxWidth="sm"
      pending={props.busy}
      onClose={close}
      cancelLabel={t('common.cancel')}
      onCancel={close}
      actionLabel={props.submitLabel ?? t('review.reject')}
      actionColor="error"
      onSubmit={form.handleSubmit((v) =>
        props.onSubmit(v.reason, (message) => form.setError('reason', { message })),
      )}
      actionsSx={{ px: 3, pb: 2 }}
    >
      <DialogContentText sx={{ mb: 2 }}>{props.explain}</DialogContentText>
      {props.suggestions && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {props.suggestions.map((s) => (
            <Chip
              key={s}
              label={s}
              variant="outlined"
              onClick={() => form.setValue('reason', s, { shouldValidate: true })}
            />
          ))}
        </Stack>
      )}
      <TextField
        {...form.register('reason')}
        label={t('review.reason')}
        required
        autoFocus
        multiline
        minRows={3}
        error={!!err}
        helperText={err ?? props.help ?? t('review.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: props.max } }}
      />
    </ActionDialog>
  );
}
