import { InputField, type InputFieldProps } from '../../components/input-field';

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

/** A mobile number: digits only, at most 10, with the +91 placeholder. */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  return (
    <InputField
      {...props}
      value={value}
      onChange={(event) => onChange(normalizePhoneInput(event.target.value))}
      type="tel"
      placeholder="+91 98765 43210"
      autoComplete="tel-national"
      inputMode="numeric"
      pattern="[6-9][0-9]{9}"
    />
  );
}
