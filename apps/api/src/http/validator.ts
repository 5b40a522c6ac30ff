// The request validator: fastify-type-provider-zod's, with an answer known in advance for the commonest input.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

interface ObjectDef {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
}

/**
 * Validates a route's query string, headers, params or body with its zod schema. Most requests give
 * none of an object schema's fields (the home page's car list has no query string, and nobody sends
 * paging headers): a schema that drops unknown keys then answers what it answers for `{}`, worked out
 * once per route, instead of running a parser per field on every request (docs/decisions/010).
 * A schema that fills defaults, or refuses `{}`, is run every time.
 */
export const requestValidator: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const def = (route.schema as { _zod?: { def?: ObjectDef } })._zod?.def;
  if (def?.type !== 'object' || !def.shape || def.catchall !== undefined) return validate;
  const fields = Object.keys(def.shape);
  const nothing = validate({}) as { value?: object };
  if (!nothing.value || Object.keys(nothing.value).length > 0) return validate;
  // NOTE: headers given none of their fields are left as they came: Fastify answers `request.headers` with
  // a merged copy of the raw and the validated ones on every read once a validator gives it a value.
  // Any other part gets an empty object of its own: it becomes the request's, and a handler may change it.
  const givenNone = route.httpPart === 'headers' ? () => KEEP_AS_GIVEN : () => ({ value: {} });
  return (data: unknown) => (typeof data === 'object' && data !== null && !givesAny(data, fields) ? givenNone() : validate(data));
};

/** A validator's answer that a part is valid as it is (Fastify replaces a part only by an answer's `value`). */
const KEEP_AS_GIVEN = Object.freeze({});

function givesAny(data: object, fields: string[]): boolean {
  for (const field of fields) if (field in data) return true;
  return false;
}
