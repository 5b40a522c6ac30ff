import { z } from 'zod/mini';
import { OkMessageSchema } from './envelope';
import { documented } from './fields';
import { hasControlCharacter, NAME_CHARACTERS, NAME_PATTERN, normalizeName } from './names';

const text = (field: string, max: number, min = 1) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${field} is required` : `${field} must be text`) })
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
    );

/** A person's name in any script India writes, never control characters or only digits. */
const NameSchema = text('name', 100, 2).check(
  z.overwrite(normalizeName),
  z.refine((s) => !hasControlCharacter(s), 'name must not contain control characters'),
  z.refine((s) => !/^[\p{N}\s+().-]+$/u.test(s), 'name must be a name, not a number'),
  z.regex(NAME_PATTERN, `name may contain only ${NAME_CHARACTERS}`),
);

export const ContactBodySchema = z.strictObject({
  name: NameSchema,
  description: documented(
    text('description', 2000, 5).check(
      // Line breaks typed on any system are line feeds; the team reads the message in a terminal too.
      z.overwrite((s) => s.replace(/\r\n?/g, '\n')),
      z.refine((s) => !hasControlCharacter(s, true), 'description must not contain control characters (line breaks and tabs are fine)'),
    ),
    // For the document: at least 5 characters between the first and last that are not space, no control characters but line breaks and tabs.
    { pattern: '^[\\t\\n\\r ]*[^\\s\\p{Cc}](?:[^\\p{Cc}]|[\\t\\n\\r]){3,}[^\\s\\p{Cc}][\\t\\n\\r ]*$' },
  ),
  // A check of the string (not a pipe), so that the OpenAPI document tells the format.
  email: text('email', 254).check(z.email({ error: 'Please enter a valid email address' })),
  phone_number: z
    .string({ error: (i) => (i.input === undefined ? 'phone_number is required' : 'phone_number must be text') })
    .check(z.trim(), z.regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Phone number must be 10 digits starting with 6, 7, 8 or 9')),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactResponseSchema = OkMessageSchema;
