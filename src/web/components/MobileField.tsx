import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nationalDigits } from '../../shared/phone';
import { translateMsg } from '../i18n';

type Props = {
  label?: string;
  name: string;
  /** What the form holds: a stored '+919876543210', or the digits typed so far. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Fill the width of its box (grid cells). */
  fullWidth?: boolean;
};

/**
 * A mobile number as a +91 number (decision 016): '+91' is shown before the field, the member types the 10
 * digits (a pasted '+91 98765 43210' or '098765 43210' is taken down to them). The server stores +91.
 */
export function MobileField(p: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={p.label ?? t('mobileField.label')}
      type="tel"
      required={p.required}
      fullWidth={p.fullWidth}
      autoComplete="tel-national"
      name={p.name}
      value={nationalDigits(p.value)}
      onChange={(e) => p.onChange(nationalDigits(e.target.value))}
      onBlur={p.onBlur}
      inputRef={p.inputRef}
      error={p.error}
      helperText={p.helperText ?? t('mobileField.help')}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
        htmlInput: { inputMode: 'numeric', maxLength: 14 },
      }}
    />
  );
}

/**
 * A MobileField bound to the react-hook-form field `name` of `control` (the one +91 setup of every form
 * with a mobile number): value, change, blur and focus follow the form; the field's error message shows
 * in the reader's language (translateMsg), else `help` (default: the common mobile help).
 */
export function FormMobileField<T extends FieldValues>(p: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  help?: string;
  required?: boolean;
  fullWidth?: boolean;
}) {
  return (
    <Controller
      control={p.control}
      name={p.name}
      render={({ field, fieldState }) => (
        <MobileField
          label={p.label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={p.required}
          fullWidth={p.fullWidth}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? translateMsg(fieldState.error.message) : p.help}
        />
      )}
    />
  );
}
