import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { expressInterestSchema, INTEREST_MESSAGE_MAX } from '../../../shared/schemas/members';
import { zodResolver } from '../../components/zodResolver';
import { translateMsg } from '../../i18n';
import { useExpressInterest } from './api';
import { MemberFormDialog, useDialogSubmit } from './MemberFormDialog';

/** The form is the server's own schema (docs/architecture.md#where-rules-live: no limit or message written twice). */
const form = expressInterestSchema.pick({ message: true });
type Form = z.output<typeof form>;

/**
 * Express interest with an optional message (docs/member-area.md#interests). On a server refusal (monthly limit 402, a rule
 * 409) the message is shown in the dialog and what was typed stays; `onRefused(402)` lets the page offer
 * the upgrade.
 */
export function ExpressInterestDialog({
  open,
  onClose,
  registrationNo,
  name,
  onPlanLimit,
}: {
  open: boolean;
  onClose: () => void;
  registrationNo: string;
  name: string;
  onPlanLimit?: () => void;
}) {
  const { t } = useTranslation('member');
  const send = useExpressInterest();
  const f = useForm<z.input<typeof form>, unknown, Form>({
    resolver: zodResolver(form),
    defaultValues: { message: '' },
  });
  const { error, close, submit } = useDialogSubmit(
    f,
    (v) => send.mutateAsync({ registration_no: registrationNo, message: v.message }),
    onClose,
    ['message'],
  );
  const count = (f.watch('message') ?? '').length;
  return (
    <MemberFormDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      pending={send.isPending}
      titleId="express-title"
      title={t('interestDialog.title', { name })}
      intro={t('interestDialog.intro', { name })}
      submitLabel={t('interestDialog.send')}
      alert={
        error && (
          <Alert
            severity={error.status === 402 ? 'warning' : 'error'}
            sx={{ mb: 2 }}
            action={
              error.status === 402 && onPlanLimit ? (
                <Button color="inherit" size="small" onClick={onPlanLimit}>
                  {t('interestDialog.seePlans')}
                </Button>
              ) : undefined
            }
          >
            {error.message}
          </Alert>
        )
      }
    >
      <TextField
        {...f.register('message')}
        label={t('interestDialog.message')}
        placeholder={t('interestDialog.placeholder')}
        multiline
        minRows={3}
        error={!!f.formState.errors.message}
        helperText={
          f.formState.errors.message?.message
            ? translateMsg(f.formState.errors.message.message)
            : `${count}/${INTEREST_MESSAGE_MAX}`
        }
        autoFocus
      />
    </MemberFormDialog>
  );
}
