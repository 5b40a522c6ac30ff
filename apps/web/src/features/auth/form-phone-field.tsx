// The mobile number field of a react-hook-form form (the sign-up form's).
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { InputFieldProps } from '../../components/input-field';
import { PhoneField } from './phone-field';

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
