import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { todayIST } from '../../../shared/dates';
import { OFFLINE_MODES } from '../../../shared/policies/payments';
import { useRecordOffline, useStaffPlans } from './api';

const MODE_LABEL: Record<(typeof OFFLINE_MODES)[number], string> = {
  cash: 'Cash',
  upi: 'UPI',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
};

const form = z.object({
  plan: z.string().min(1, 'Choose a plan'),
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter the amount in rupees, e.g. 599 or 599.50'),
  mode: z.enum(OFFLINE_MODES),
  reference: z.string().trim().max(100),
  paid_on: z.iso.date('Choose the date'),
  note: z.string().trim().max(500),
});
type Form = z.infer<typeof form>;

/**
 * Record offline payment (issue #10 userData): plan, amount (₹), mode, reference and date. The server applies
 * the plan exactly as a gateway payment does and issues the same receipt. Asks for confirmation by its button.
 */
export function OfflinePaymentDialog(props: {
  regNo: string;
  name: string;
  open: boolean;
  onClose: () => void;
  plan?: string;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const plans = useStaffPlans();
  const record = useRecordOffline(props.regNo);
  const payable = (plans.data?.plans ?? []).filter((p) => p.code !== 'FreeUser');
  const f = useForm<Form>({
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
          toast.success(`${r.message}: receipt ${r.payment.receipt_no}`);
          f.reset();
          props.onClose();
        },
        onError: (e) => {
          const errs = (e as { errors?: Record<string, string> }).errors ?? {};
          if (errs.amount_paise) f.setError('amount', { message: errs.amount_paise });
        },
      },
    );
  });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>Record offline payment · {props.name}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="offline-form" spacing={2} onSubmit={submit} noValidate>
          <Controller
            control={f.control}
            name="plan"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Plan"
                {...field}
                onChange={(e) => {
                  field.onChange(e);
                  const p = payable.find((x) => x.code === e.target.value);
                  if (p && !f.getValues('amount')) f.setValue('amount', String(p.price_paise / 100));
                }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
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
                label="Amount (₹)"
                inputMode="decimal"
                {...field}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'Including GST'}
              />
            )}
          />
          <Controller
            control={f.control}
            name="mode"
            render={({ field }) => (
              <TextField select label="Mode" {...field}>
                {OFFLINE_MODES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {MODE_LABEL[m]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField label="Reference (UPI id, cheque or transfer no.)" {...f.register('reference')} />
          <TextField
            label="Paid on"
            type="date"
            {...f.register('paid_on')}
            error={!!f.formState.errors.paid_on}
            helperText={f.formState.errors.paid_on?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Note" multiline minRows={2} {...f.register('note')} />
          {record.isError && <Alert severity="error">{record.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button type="submit" form="offline-form" variant="contained" disabled={record.isPending}>
          Record payment and apply plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
