// A small JSON-Schema-to-fast-check translation for the OpenAPI 3.0 schemas our document serves: values
// that the schema accepts, and values that break it. Every value is checked against the
// schema itself with Ajv, so the generators may be loose and the verdict stays exact.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc, { type Arbitrary } from 'fast-check';

export interface Schema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  $ref?: string;
}

const ajv = new Ajv({ strict: false, allErrors: false, unicodeRegExp: true });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

/** Whether a value satisfies a (dereferenced) schema. */
export function satisfies(schema: Schema, value: unknown): boolean {
  return mismatch(schema, value) === undefined;
}

/** Why a value does not satisfy a schema (Ajv's first error), or undefined when it does. */
export function mismatch(schema: Schema, value: unknown): string | undefined {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return undefined;
  const error = validate.errors?.[0];
  return `${error?.instancePath || '/'} ${error?.message ?? 'is invalid'}`;
}

/** The schema with every `#/components/schemas/...` reference replaced by its target (our document has no cycles). */
export function dereference<T>(value: T, components: Record<string, Schema>): T {
  if (Array.isArray(value)) return value.map((v) => dereference(v, components)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as Schema).$ref;
  if (typeof ref === 'string') return dereference(components[ref.replace('#/components/schemas/', '')] as T, components);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, dereference(v, components)])) as T;
}

/** Where a value goes decides which characters it can hold: a header only visible ASCII. */
export type Place = 'json' | 'query' | 'header';

const SMALL_TEXT = 24;

function stringArbitrary(schema: Schema, place: Place): Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? SMALL_TEXT, min + SMALL_TEXT));
  let text: Arbitrary<string>;
  if (schema.pattern) text = matching(schema.pattern);
  else if (place === 'header') text = fc.string({ minLength: min, maxLength: max });
  else text = fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }));
  // A header cannot carry control or non-ASCII characters: those become spaces (and the value is checked again below).
  if (place === 'header') text = text.map((v) => v.replace(/[^\x20-\x7e]/g, ' '));
  return text;
}

/**
 * Strings matching a pattern. fast-check cannot generate from lookarounds: those are left out of the
 * generator (the values are checked against the whole pattern afterwards).
 */
function matching(pattern: string): Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    const plain = pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.|\([^()]*\))*\)/g, '');
    return fc.stringMatching(new RegExp(plain, 'u'));
  }
}

function numberArbitrary(schema: Schema): Arbitrary<number> {
  const integer = schema.type === 'integer';
  const lowest = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : (schema.minimum ?? -1e9);
  const highest = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : (schema.maximum ?? 1e10);
  const min = Math.max(lowest, -1e12);
  const max = Math.min(highest, 1e12);
  // Small values find the rows a test made (ids 1, 2, 3...) far more often than the whole range would.
  const small = fc.integer({ min: Math.max(Math.ceil(min), 0), max: Math.max(Math.min(Math.floor(max), 12), Math.max(Math.ceil(min), 0)) });
  const whole = fc.integer({
    min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)),
    max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)),
  });
  if (integer) return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: whole, weight: 1 });
  return fc.oneof(small, whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values the schema accepts. */
export function valid(schema: Schema, place: Place = 'json'): Arbitrary<unknown> {
  return filtered(raw(schema, place), (value) => satisfies(schema, value), schema);
}

/**
 * An arbitrary's values that pass a check. fast-check retries a filter for ever: a check that (almost)
 * nothing passes is a fault of this generator, told at once with its schema.
 */
function filtered<T>(arbitrary: Arbitrary<T>, check: (value: T) => boolean, schema: Schema): Arbitrary<T> {
  const tried = fc.sample(arbitrary, { seed: 1, numRuns: 200 });
  if (!tried.some(check)) throw new Error(`cannot generate values for ${JSON.stringify(schema).slice(0, 300)}`);
  return arbitrary.filter(check);
}

function raw(schema: Schema, place: Place): Arbitrary<unknown> {
  const plain = rawNotNull(schema, place);
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

function rawNotNull(schema: Schema, place: Place): Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf ?? schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => raw(s, place)));
  if (schema.allOf) return raw(schema.allOf[0]!, place);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, place);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(raw(schema.items ?? {}, place), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, raw(s, place)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of the wrong kind for a schema, or the right kind out of its bounds; undefined when nothing breaks it. */
export function breaking(schema: Schema, place: Place = 'json'): Arbitrary<unknown> | undefined {
  const constants: unknown[] = ['', ' ', '-1', '0', 'abc', '1.5', '9'.repeat(30), '%', place === 'header' ? '~' : '\u0000'];
  if (place === 'json') constants.push(null, true, -1, 0, 1.5, 1e15, [], {}, ['a'], { a: 1 });
  if (schema.type === 'string' && schema.maxLength !== undefined) constants.push('x'.repeat(schema.maxLength + 1));
  const breakers = constants.filter((value) => !satisfies(schema, value));
  const wrongKinds: Arbitrary<unknown>[] = breakers.length ? [fc.constantFrom(...breakers)] : [];
  if (schema.type === 'object' && schema.properties) {
    const good = valid(schema, place) as Arbitrary<Record<string, unknown>>;
    const keys = Object.keys(schema.properties);
    // One field broken, dropped (when required) or added (when none may be).
    wrongKinds.push(
      fc
        .tuple(good, fc.constantFrom(...keys), fc.constantFrom<unknown>(null, 'abc', -1, 1.5, {}, [], '', true, '9'.repeat(20)))
        .map(([body, key, value]) => ({ ...body, [key]: value })),
    );
    if (schema.required?.length) wrongKinds.push(fc.tuple(good, fc.constantFrom(...schema.required)).map(([body, key]) => drop(body, key)));
    if (schema.additionalProperties === false) wrongKinds.push(good.map((body) => ({ ...body, not_a_field: 'x' })));
  }
  if (wrongKinds.length === 0) return undefined;
  return filtered(fc.oneof(...wrongKinds), (value) => !satisfies(schema, value), schema);
}

function drop(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...body };
  delete copy[key];
  return copy;
}
