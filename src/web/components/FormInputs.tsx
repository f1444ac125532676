import type { AutocompleteProps } from '@mui/material/Autocomplete';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../api/client';
import { translateMsg } from '../i18n';

/**
 * The MUI input props of a react-hook-form Controller's field, the one adapter every form's fields use
 * (the shape a form library's field components share).
 * In: `field` and `fieldState` as the Controller's render gives them; `help`, the helper text shown while
 * the field has no error. Out: `{ name, value, onBlur, inputRef, error, helperText }`, the error message
 * in the reader's language (translateMsg, docs/i18n.md). `onChange` stays with the caller: each field
 * converts what the input gives in its own way.
 */
export function boundInput<V>(
  field: { name: string; value: V; onBlur: () => void; ref: Ref<HTMLInputElement> },
  fieldState: ControllerFieldState,
  help?: string,
) {
  const message = fieldState.error?.message;
  return {
    name: field.name,
    value: field.value,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: !!fieldState.error,
    helperText: message ? translateMsg(message) : help,
  };
}

/**
 * The MUI input props of a field registered with react-hook-form's `register` (an uncontrolled
 * TextField or PasswordField), the counterpart of boundInput for Controller fields. In: the form, the
 * field's `name`, and `help`, the helper text shown while the field has no error. Out:
 * `{ name, onChange, onBlur, inputRef, error, helperText }`, the error message in the reader's language
 * (translateMsg, docs/i18n.md).
 */
export function registeredInput<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'register' | 'getFieldState' | 'formState'>,
  name: FieldPath<V>,
  help?: string,
) {
  const { ref, ...bound } = form.register(name);
  const { error } = form.getFieldState(name, form.formState);
  return {
    ...bound,
    inputRef: ref,
    error: !!error,
    helperText: error?.message ? translateMsg(error.message) : help,
  };
}

/**
 * Puts a refusal's field messages (an ApiError's `errors`, field name → message in the reader's
 * language: docs/api.md) under the form's fields. In: the mutation's `error` (anything: only an ApiError
 * has field messages), the form's `setError`, and options: `fieldOf`, the form field a server field
 * belongs to (undefined: none, the message is skipped; by default the field of the same name), and
 * `focus`, to focus the first field that took one. Out: true when any message landed on a field, so the
 * caller can show the refusal elsewhere when none did.
 */
export function setServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  { fieldOf = (key) => key as FieldPath<V>, focus = false }: ServerFieldOptions<V> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let landed = false;
  for (const [key, message] of Object.entries(error.errors)) {
    const field = fieldOf(key);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus });
    landed = true;
  }
  return landed;
}

/**
 * Whether a mutation's `error` is a refusal with field messages (an ApiError with any `errors`), that is
 * one setServerFieldErrors puts under the fields; a form shows its refusal alert only when it is not.
 */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.errors).length > 0;
}

type ServerFieldOptions<V extends FieldValues> = {
  fieldOf?: (key: string) => FieldPath<V> | undefined;
  focus?: boolean;
};

/** One choice of a SelectInput: the stored value and what the reader sees. */
export type Choice = { value: string | number; label: ReactNode };

/**
 * A select over `options`: a MUI TextField with `select` and every other TextField prop passed on.
 * `empty`, when given, is a first item with the value '' (for example "Not specified" or "Any").
 */
export function SelectInput({
  options,
  empty,
  ...props
}: Omit<TextFieldProps, 'select' | 'children'> & { options: readonly Choice[]; empty?: ReactNode }) {
  return (
    <TextField select {...props}>
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type ComboProps = {
  /** The bound input (boundInput) whose value is the text typed or chosen. */
  input: ReturnType<typeof boundInput<string>>;
  onChange: (value: string) => void;
  label: string;
  options: readonly string[];
  placeholder?: string;
  /** What an option reads as in the list (and what typing matches); the field keeps the stored value. */
  optionText?: (option: string) => string;
  /** The label stays above the field (a placeholder such as "Any" shows while it is empty). */
  shrinkLabel?: boolean;
  id?: string;
} & Pick<AutocompleteProps<string, false, false, true>, 'getOptionLabel'>;

/**
 * A free-text autocomplete over a long option list (SPEC §5: option fields also accept free text): the
 * field holds what is typed or chosen, '' when cleared. With `optionText` the list shows each option's
 * label and typing matches the label or the stored value.
 */
export function ComboInput({
  input,
  onChange,
  label,
  options,
  placeholder,
  optionText,
  shrinkLabel,
  id,
  getOptionLabel,
}: ComboProps) {
  const { name, value, onBlur, inputRef, error, helperText } = input;
  return (
    <Autocomplete
      id={id}
      freeSolo
      forcePopupIcon
      options={options as string[]}
      getOptionLabel={getOptionLabel}
      value={value || null}
      inputValue={value}
      onChange={(_, v) => onChange(v ?? '')}
      onInputChange={(_, v) => onChange(v)}
      onBlur={onBlur}
      filterOptions={
        optionText &&
        ((opts, { inputValue }) => {
          const q = inputValue.trim().toLowerCase();
          if (!q || opts.includes(inputValue)) return opts;
          return opts.filter((o) => `${o} ${optionText(o)}`.toLowerCase().includes(q));
        })
      }
      renderOption={
        optionText &&
        (({ key, ...props }, o) => (
          <li key={key} {...props}>
            {optionText(o)}
          </li>
        ))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          slotProps={
            shrinkLabel
              ? { ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }
              : params.slotProps
          }
          inputRef={inputRef}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}

/**
 * An on/off switch bound to the boolean field `name` of `control`, with its label. `whenUnset` is what
 * shows while the form holds no value (default off).
 */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  whenUnset = false,
  sx,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  disabled?: boolean;
  whenUnset?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          disabled={disabled}
          control={
            <Switch
              name={field.name}
              checked={Boolean(field.value ?? whenUnset)}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
          label={label}
          sx={sx}
        />
      )}
    />
  );
}
