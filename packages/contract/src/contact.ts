import { z } from 'zod';
import { OkMessageSchema } from './envelope';

export const contactPaths = { create: '/api/public/contact-us/v1/create/contact-us' } as const;

const text = (field: string, max: number, min = 1) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

export const ContactBodySchema = z.strictObject({
  name: text('name', 100, 2),
  description: text('description', 2000, 5),
  email: text('email', 254).pipe(z.email({ error: 'Please enter a valid email address' })),
  phone_number: z
    .string({ error: (i) => (i.input === undefined ? 'phone_number is required' : 'phone_number must be text') })
    .trim()
    .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Phone number must be 10 digits starting with 6, 7, 8 or 9'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactResponseSchema = OkMessageSchema;
