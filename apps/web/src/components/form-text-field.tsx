// A text field of a react-hook-form form: registered under its name (the form's ref on the input
// itself, so a failed submit can focus it) and showing the field's error, or a hint, beneath it.
// The blank default hint keeps the form from shifting when an error appears.
import { InputField, type InputFieldProps } from './input-field';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<InputFieldProps, 'name' | 'error' | 'helperText' | 'inputRef'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  hint?: string;
};

export function FormTextField<T extends FieldValues>({ form, name, hint = ' ', ...props }: FormTextFieldProps<T>) {
  const { ref, ...field } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return <InputField {...props} {...field} inputRef={ref} error={message !== undefined} helperText={message ?? hint} />;
}
