// Client-side checks before any call; the server checks again (see docs/product/every-call.md). The forms
// load this module (and zod) the first time they check.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../lib/zod';

/** 10 digits, the first 6 to 9. */
const PHONE_PATTERN = /^[6-9]\d{9}$/;

const phone = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your mobile number'),
    z.regex(PHONE_PATTERN, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
  );

/** For the login's phone step: the first problem with the number, or ''. */
export function phoneProblem(value: string): string {
  const result = phone.safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? 'Please check your mobile number');
}

export const SignUpFormSchema = z.object({
  full_name: z.string().check(z.trim(), z.minLength(1, 'Please enter your full name')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address')),
    z.email('Please enter a valid email address'),
  ),
  phone,
});
export type SignUpFormValues = z.infer<typeof SignUpFormSchema>;
export const signUpResolver = zodResolver(SignUpFormSchema);
