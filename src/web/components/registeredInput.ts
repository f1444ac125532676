import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { translateMsg } from '../i18n';

/**
 * The MUI input props of a field registered with react-hook-form's `register` (an uncontrolled
 * TextField or PasswordField), the counterpart of boundInput (components/FormInputs) for Controller
 * fields. In: the form, the field's `name`, and `help`, the helper text shown while the field has no
 * error. Out: `{ name, onChange, onBlur, inputRef, error, helperText }`, the error message in the
 * reader's language (translateMsg, docs/i18n.md).
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
