import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PAID_PLANS, usePlanName } from './words';

/**
 * The plan filter of the payments grid and the renewals list (docs/payments.md#staff): "All plans" (the
 * empty value) or one paid plan by its shown name. `onChange` gets the chosen code, '' for all.
 */
export function PaidPlanSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('admin');
  const planName = usePlanName();
  return (
    <TextField
      select
      size="small"
      label={t('common.plan')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // 'All plans' is the empty value: show it, not an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{t('common.allPlans')}</MenuItem>
      {PAID_PLANS.map((code) => (
        <MenuItem key={code} value={code}>
          {planName(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
