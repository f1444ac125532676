import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REPORT_REASONS, reportSchema } from '../../../shared/schemas/members';
import { zodResolver } from '../../components/zodResolver';
import { translateMsg } from '../../i18n';
import { useReport } from './api';
import { MemberFormDialog, useDialogSubmit } from './MemberFormDialog';

/** The form is the server's own schema (docs/architecture.md#where-rules-live: no limit or message written twice). */
const form = reportSchema.pick({ reason: true, details: true });
type Form = z.output<typeof form>;

/** Report a profile with a reason and optional details (docs/member-area.md#profile-changes; staff review reports). */
export function ReportDialog({
  open,
  onClose,
  registrationNo,
  name,
}: {
  open: boolean;
  onClose: () => void;
  registrationNo: string;
  name: string;
}) {
  const { t } = useTranslation('member');
  const report = useReport();
  // The select starts empty; the shared schema answers 'Please choose a reason' until one is chosen.
  const f = useForm<{ reason: string; details?: string }, unknown, Form>({
    resolver: zodResolver(form) as never,
    defaultValues: { reason: '', details: '' },
  });
  const { error, close, submit } = useDialogSubmit(
    f,
    (v) => report.mutateAsync({ registration_no: registrationNo, reason: v.reason, details: v.details }),
    onClose,
    ['reason', 'details'],
  );
  return (
    <MemberFormDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      pending={report.isPending}
      titleId="report-title"
      title={t('reportDialog.title', { name })}
      intro={t('reportDialog.intro', { name })}
      submitLabel={t('reportDialog.send')}
      submitColor="error"
      refusal={error?.message}
    >
      <Controller
        name="reason"
        control={f.control}
        render={({ field, fieldState }) => (
          <>
            <RadioGroup {...field} aria-label={t('reportDialog.reason')}>
              {REPORT_REASONS.map((r) => (
                <FormControlLabel
                  key={r}
                  value={r}
                  control={<Radio />}
                  label={t(`reportDialog.reasons.${r}`)}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
            {fieldState.error && (
              <FormHelperText error>{translateMsg(fieldState.error.message ?? '')}</FormHelperText>
            )}
          </>
        )}
      />
      <TextField
        {...f.register('details')}
        label={t('reportDialog.details')}
        multiline
        minRows={3}
        sx={{ mt: 2 }}
        error={!!f.formState.errors.details}
        helperText={f.formState.errors.details?.message && translateMsg(f.formState.errors.details.message)}
      />
    </MemberFormDialog>
  );
}
