import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '../../components/DateField';

/**
 * The one date field (components/DateField) bound to a react-hook-form field of a staff form: the field's
 * value, its error and the error's message under it, else `help`. `nullable`: an empty date is stored as
 * null (an open-ended date). `message`: how an error's message reads (default as it stands, e.g. already
 * translated by the zodResolver).
 */
export function FormDateField<T extends FieldValues>(p: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  help?: string;
  nullable?: boolean;
  message?: (m: string | undefined) => string | undefined;
}) {
  return (
    <Controller
      control={p.control}
      name={p.name}
      render={({ field, fieldState }) => (
        <DateField
          label={p.label}
          name={field.name}
          value={field.value ?? ''}
          onChange={p.nullable ? (v) => field.onChange(v || null) : field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={(p.message ?? ((m) => m))(fieldState.error?.message) ?? p.help}
        />
      )}
    />
  );
}
