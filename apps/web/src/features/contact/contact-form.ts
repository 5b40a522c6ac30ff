// The contact form's checks, before any call; the server checks again and
// rate-limits. The API takes one `name`: first and last name joined by a space.
import type { ContactBody } from '@luxe/contract';
import { NAME_CHARACTERS, NAME_PATTERN } from '@luxe/contract/constants';
import { z } from '../../lib/zod';

// The server's rule; empty is left to the 'Please enter' message.
const NAME_OR_EMPTY = new RegExp(`^$|${NAME_PATTERN.source}`, 'u');
const namePart = (field: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${field.toLowerCase()}`),
      z.maxLength(48, `${field} must be at most 48 characters`),
      z.regex(NAME_OR_EMPTY, `${field} may contain only ${NAME_CHARACTERS}`),
    );

export const ContactFormSchema = z.object({
  firstName: namePart('First name'),
  lastName: namePart('Last name'),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address'), z.maxLength(254)),
    z.email('Please enter a valid email address'),
  ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your phone number'),
      z.regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Phone number must be 10 digits starting with 6, 7, 8 or 9'),
    ),
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please tell us how we can help'),
      z.minLength(5, 'Your message must be at least 5 characters'),
      z.maxLength(2000, 'Your message must be at most 2000 characters'),
    ),
});
export type ContactFormValues = z.infer<typeof ContactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { firstName: '', lastName: '', email: '', phone: '', comment: '' };

export function contactBodyOf(values: ContactFormValues): ContactBody {
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    description: values.comment.trim(),
    email: values.email.trim(),
    phone_number: values.phone.trim(),
  };
}
