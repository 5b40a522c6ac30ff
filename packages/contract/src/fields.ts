// Field schemas several domains share.
import { z } from 'zod/mini';

/** An id as a number or its digits, at most 9 digits, as car ids are read everywhere. */
export const idField = (field: string, what: string, message = `${field} must be ${what} (a whole number)`) => {
  return z
    .pipe(
      z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{1,9}$/, message))], {
        error: (issue) => (issue.input === undefined ? `${field} is required` : message),
      }),
      z.transform(Number),
    )
    .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 999_999_999, message));
};

/** The same id in a header or query string, where it is always text. */
export const idText = (field: string, what: string) =>
  z.pipe(
    z
      .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be given once`) })
      .check(z.trim(), z.regex(/^0*[1-9]\d{0,8}$/, `${field} must be ${what} (a whole number)`)),
    z.transform(Number),
  );
