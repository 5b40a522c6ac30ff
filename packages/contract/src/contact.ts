import { z } from 'zod/mini';
import { OkMessageSchema } from './envelope';

const text = (field: string, max: number, min = 1) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be text`) })
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
    );

export const ContactBodySchema = z.strictObject({
  name: text('name', 100, 2),
  description: text('description', 2000, 5),
  email: z.pipe(text('email', 254), z.email({ error: 'Please enter a valid email address' })),
  phone_number: z
    .string({ error: (i) => (i.input === undefined ? 'phone_number is required' : 'phone_number must be text') })
    .check(z.trim(), z.regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Phone number must be 10 digits starting with 6, 7, 8 or 9')),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactResponseSchema = OkMessageSchema;
