import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { todayIST } from '../../../shared/dates';
import { isPayablePlan, OFFLINE_MODES } from '../../../shared/policies/payments';
import { offlinePaymentSchema } from '../../../shared/schemas/payments';
import { setServerFieldErrors } from '../../components/FormInputs';
import { zodResolver } from '../../components/zodResolver';
import { FormDateField } from '../staff/FormDateField';
import { useRecordOffline, useStaffPlans } from './api';

/**
 * The form: mode, reference and note are the server's own fields (offlinePaymentSchema: the same modes and
 * limits); the amount is typed in rupees (the server holds paise), and plan and date carry the form's own
 * words. Those messages are `admin` catalogue keys (FORM_ERRORS), shown through t().
 */
const form = offlinePaymentSchema.pick({ mode: true, reference: true, note: true }).extend({
  plan: z.string().min(1, 'offline.choosePlan'),
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'offline.amountFormat'),
  paid_on: z.iso.date('offline.chooseDate'),
});
const FORM_ERRORS = ['offline.choosePlan', 'offline.amountFormat', 'offline.chooseDate'] as const;
type Form = z.input<typeof form>;

/**
 * Record offline payment (docs/payments.md#staff, userData): plan, amount (₹), mode, reference and date. The server applies
 * the plan exactly as a gateway payment does and issues the same receipt. Asks for confirmation by its button.
 */
export function OfflinePaymentDialog(props: {
  regNo: string;
  name: string;
  open: boolean;
  onClose: () => void;
  plan?: string;
}) {
  const { t } = useTranslation('admin');
  // A client-side message is a catalogue key; a server message arrives translated.
  const msg = (m: string | undefined) =>
    m && (FORM_ERRORS as readonly string[]).includes(m) ? t(m as (typeof FORM_ERRORS)[number]) : m;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const plans = useStaffPlans();
  const record = useRecordOffline(props.regNo);
  const payable = (plans.data?.plans ?? []).filter((p) => isPayablePlan(p.code));
  const f = useForm<Form, unknown, z.output<typeof form>>({
    resolver: zodResolver(form),
    defaultValues: {
      plan: props.plan ?? '',
      amount: '',
      mode: 'cash',
      reference: '',
      paid_on: todayIST(),
      note: '',
    },
  });
  const submit = f.handleSubmit((v) => {
    record.mutate(
      {
        plan: v.plan,
        amount_paise: Math.round(Number(v.amount) * 100),
        mode: v.mode,
        reference: v.reference,
        paid_on: v.paid_on,
        note: v.note,
      },
      {
        onSuccess: (r) => {
          toast.success(t('offline.recorded', { message: r.message, receipt: r.payment.receipt_no ?? '' }));
          f.reset();
          props.onClose();
        },
        onError: (e) =>
          setServerFieldErrors(e, f.setError, {
            fieldOf: (k) => (k === 'amount_paise' ? 'amount' : undefined),
          }),
      },
    );
  });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{t('offline.title', { name: props.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="offline-form" spacing={2} onSubmit={submit} noValidate>
          <Controller
            control={f.control}
            name="plan"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('common.plan')}
                {...field}
                onChange={(e) => {
                  field.onChange(e);
                  const p = payable.find((x) => x.code === e.target.value);
                  if (p && !f.getValues('amount')) f.setValue('amount', String(p.price_paise / 100));
                }}
                error={!!fieldState.error}
                helperText={msg(fieldState.error?.message)}
              >
                {payable.map((p) => (
                  <MenuItem key={p.code} value={p.code}>
                    {p.name} · {p.duration_text}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={f.control}
            name="amount"
            render={({ field, fieldState }) => (
              <TextField
                label={t('offline.amount')}
                inputMode="decimal"
                {...field}
                error={!!fieldState.error}
                helperText={msg(fieldState.error?.message) ?? t('common.includingGst')}
              />
            )}
          />
          <Controller
            control={f.control}
            name="mode"
            render={({ field }) => (
              <TextField select label={t('common.mode')} {...field}>
                {OFFLINE_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {t(`offline.modes.${m}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField label={t('offline.reference')} {...f.register('reference')} />
          <FormDateField control={f.control} name="paid_on" label={t('offline.paidOn')} message={msg} />
          <TextField label={t('common.note')} multiline minRows={2} {...f.register('note')} />
          {record.isError && <Alert severity="error">{record.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="offline-form" variant="contained" disabled={record.isPending}>
          {t('offline.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
