// Field schemas several domains share.
import { z } from 'zod/mini';

/**
 * What the OpenAPI document says of a schema whose checks it cannot read (refinements, transforms): JSON
 * Schema keywords merged into what is emitted for it. They must say no less than the checks enforce
 * (stricter is fine, looser is a lie to clients).
 */
export function documented<T extends z.ZodMiniType>(schema: T, jsonSchema: Record<string, unknown>): T {
  (z.globalRegistry as unknown as { add(schema: T, meta: Record<string, unknown>): void }).add(schema, jsonSchema);
  return schema;
}

/** An id in JSON Schema: 1 to 999,999,999, as a number or as its digits (leading zeros allowed). */
export const ID_NUMBER = { type: 'integer', minimum: 1, maximum: 999_999_999 } as const;
export const ID_DIGITS = '^(?=\\d{1,9}$)0*[1-9]\\d*$';

/** An id as a number or its digits, at most 9 digits, as car ids are read everywhere. */
export const idField = (field: string, what: string, message = `${field} must be ${what} (a whole number)`) => {
  return z
    .pipe(
      z.union(
        [documented(z.number(), ID_NUMBER), documented(z.string().check(z.trim(), z.regex(/^\d{1,9}$/, message)), { pattern: ID_DIGITS })],
        {
          error: (issue) => (issue.input === undefined ? `${field} is required` : message),
        },
      ),
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
