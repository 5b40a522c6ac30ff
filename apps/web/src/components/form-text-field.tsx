// A text field of a react-hook-form form: registered under its name (the form's ref on the input
// itself, so a failed submit can focus it) and showing the field's error, or a hint, beneath it.
// The blank default hint keeps the form from shifting when an error appears.
// A form the server rendered can be typed in (or filled by the browser) before its code is there; the
// text then in the input becomes the field's value, rather than the form's empty default.
import { InputField, type InputFieldProps } from './input-field';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, Sent extends FieldValues> = Omit<
  InputFieldProps,
  'form' | 'name' | 'error' | 'helperText' | 'inputRef'
> & {
  /** A form whose resolver may hand on values of another shape (`Sent`): only its fields are used here. */
  form: UseFormReturn<T, unknown, Sent>;
  name: Path<T>;
  hint?: string;
  /** Fields checked again whenever this one changes (their messages depend on it). */
  deps?: Path<T>[];
};

/** Inputs whose first text has been taken: after that, only the form sets their value (a reset empties them). */
const adopted = new WeakSet<Element>();

export function FormTextField<T extends FieldValues, Sent extends FieldValues = T>({
  form,
  name,
  hint = ' ',
  deps,
  ...props
}: FormTextFieldProps<T, Sent>) {
  const { ref, ...field } = form.register(name, { deps });
  const message = form.getFieldState(name, form.formState).error?.message;
  const inputRef = (input: HTMLInputElement | HTMLTextAreaElement | null) => {
    const typed = input && !adopted.has(input) ? input.value : '';
    if (input) adopted.add(input);
    ref(input);
    if (typed !== '' && input?.value !== typed) form.setValue(name, typed as PathValue<T, Path<T>>);
  };
  return <InputField {...props} {...field} inputRef={inputRef} error={message !== undefined} helperText={message ?? hint} />;
}
