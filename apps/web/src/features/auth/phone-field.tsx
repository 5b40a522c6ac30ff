import { InputField, type InputFieldProps } from '../../components/input-field';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * Keeps digits only, at most 10. A pasted number written with the country code (+91 98765 43210) or
 * a trunk zero (098765 43210) keeps its 10 digits rather than losing the last ones.
 */
export function normalizePhoneInput(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

type PhoneFieldProps = Omit<InputFieldProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

/** A mobile number: digits only, at most 10 (spec 01 section 5), with the +91 placeholder. */
export function PhoneField({ value, onChange, slotProps, ...props }: PhoneFieldProps) {
  return (
    <InputField
      {...props}
      value={value}
      onChange={(event) => onChange(normalizePhoneInput(event.target.value))}
      type="tel"
      placeholder="+91 98765 43210"
      autoComplete="tel-national"
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', pattern: '[6-9][0-9]{9}' } }}
    />
  );
}

type FormPhoneFieldProps<T extends FieldValues> = Omit<
  InputFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  control: Control<T>;
  name: Path<T>;
};

/** The PhoneField of a react-hook-form form, with the field's error beneath it. */
export function FormPhoneField<T extends FieldValues>({ control, name, ...props }: FormPhoneFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <PhoneField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
        />
      )}
    />
  );
}
