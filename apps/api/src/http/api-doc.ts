// The OpenAPI document tells what the server enforces, no less (a client trusts it), worked out in one place for
// every route, those added later included: the error answers a route can give by its traits, the signed-in
// side its token belongs to, the upload's multipart body, and a 405 with Allow for a wrong method on a
// real API path.
import { ErrorResponseSchema, opsPaths } from '@luxe/contract';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { failure } from './envelope';

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart/form-data request body, for the document only: the handler reads the parts itself. */
    multipartBody?: unknown;
  }
}

/** A 400 always names the field at fault. */
const BadRequestResponseSchema = z
  .extend(ErrorResponseSchema, { field: z.string() })
  .register(z.globalRegistry, { id: 'BadRequestResponse' });
/** A 500 gives the request id under which the server logged it. */
const ServerErrorResponseSchema = z
  .extend(ErrorResponseSchema, { request_id: z.string() })
  .register(z.globalRegistry, { id: 'ServerErrorResponse' });

export const securitySchemes = {
  buyerToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-access-token',
    description: "A buyer's access token, from POST /api/login/v1/verify-otp",
  },
  dealerToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-access-token',
    description: "A dealer's access token, from POST /api/vendor/login/v1/verify-otp",
  },
  operatorToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-access-token',
    description: "An operator's access token (8 hours), from POST /api/ops/login/v1/verify-otp with both factors",
  },
  operatorEnrolmentToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-access-token',
    description: "An operator's first token, from their first verify-otp: good only to confirm their authenticator",
  },
} as const;

/** The scheme of a signed-in route, by the side its path belongs to. */
function schemeOf(url: string): keyof typeof securitySchemes {
  if (url === opsPaths.confirmTotp) return 'operatorEnrolmentToken';
  if (url.startsWith('/api/ops/')) return 'operatorToken';
  return url.startsWith('/api/vendor/') ? 'dealerToken' : 'buyerToken';
}

const WHY: Record<number, string> = {
  400: 'The request is not valid: the message says why and `field` names the field at fault.',
  401: 'No access token, or one that is not valid, has expired, was signed out or belongs to the other side.',
  403: 'Signed in, but not allowed to do this.',
  404: 'No such car, dealer, offer, booking, test drive or account.',
  409: 'The request conflicts with the current state (already done, taken by another, or changed meanwhile).',
  413: 'The request body (or the file) is too large.',
  415: 'The body is not of the content type this call takes.',
  429: 'Too many requests: the message says when to try again.',
  500: 'An unexpected error on our side; it was logged under the request id.',
  502: 'The payment provider did not answer. Nothing was charged; please try again.',
};

/**
 * Answers the traits cannot tell, for routes whose modules do not declare them in their own response
 * schema (a route may declare `409: ErrorResponseSchema` itself). Every one is raised by the route's service.
 */
const DECLARED_ELSEWHERE: Record<string, number[]> = {
  'POST /api/sign-up/v1/form': [409, 429],
  'POST /api/login/v1/send-otp': [429],
  'POST /api/login/v1/verify-otp': [429],
  'POST /api/vendor/login/v1/send-otp': [429],
  'POST /api/vendor/login/v1/verify-otp': [429],
  'POST /api/public/contact-us/v1/create/contact-us': [429],
  'POST /api/auth/offer/v1/create/mack-an-offer': [409],
  'PATCH /api/auth/offer/v1/update/offer-status-update': [409],
  'POST /api/vendor/offer/v1/create/counter-offer': [409],
  'PATCH /api/vendor/offer/v1/update/offer-status': [409],
  'POST /api/auth/test-drive/V1/create/create-order': [409, 502],
  'POST /api/auth/test-drive/V1/create/verify-payment': [409, 502],
  'PATCH /api/auth/test-drive/V1/update/cancel': [409, 502],
  'POST /api/auth/booking/V1/direct-booking/create/create-order': [409, 502],
  'POST /api/auth/booking/V1/post-offer/create/create-booking': [409, 502],
  'POST /api/auth/booking/V1/post-test-drive/create/create-booking': [409, 502],
  'POST /api/auth/booking/V1/direct-booking/create/verify-payment': [409, 502],
  'POST /api/auth/booking/V1/post-offer/create/verify-payment': [409, 502],
  'POST /api/auth/booking/V1/post-test-drive/create/verify-payment': [409, 502],
  'PATCH /api/auth/booking/V1/update/cancel': [409, 502],
  'PATCH /api/vendor/booking/v1/update/cancel': [409, 502],
  'PATCH /api/vendor/booking/v1/update/mark-sold': [409],
  'PATCH /api/vendor/test-drive/v1/update/outcome': [409],
  'POST /api/auth/rating/V1/create/rate-vendor': [403, 409],
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function answer(status: number) {
  const schema = status === 400 ? BadRequestResponseSchema : status === 500 ? ServerErrorResponseSchema : ErrorResponseSchema;
  return { description: WHY[status] ?? 'Refused', content: { 'application/json': { schema } } };
}

const isApiPath = (url: string) => url.startsWith('/api/');

/**
 * An onRoute hook: gives every documented API route the error answers it can give, by its traits (a token
 * → 401; inputs → 400 and 404; a body → 400, 413 and 415; 500 for all), plus those declared above; keeps
 * what the route declares itself. A route with a token names the side it belongs to (a dealer's under /api/vendor/).
 */
export function documentAnswers(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide || !isApiPath(route.url)) return;
  const methods = ([] as string[]).concat(route.method);
  const security = schema.security as { [name: string]: string[] }[] | undefined;
  const signedIn = Array.isArray(security) && security.length > 0;
  if (signedIn) schema.security = [{ [schemeOf(route.url)]: [] }];
  const takesBody = methods.some((m) => WITH_BODY.has(m));
  const inputs = Boolean(schema.body || schema.querystring || schema.params || schema.headers || schema.multipartBody);
  const statuses = new Set<number>([500]);
  if (signedIn) statuses.add(401);
  if (inputs) [400, 404].forEach((s) => statuses.add(s));
  if (takesBody) [400, 413, 415].forEach((s) => statuses.add(s));
  for (const method of methods) for (const s of DECLARED_ELSEWHERE[`${method} ${route.url}`] ?? []) statuses.add(s);
  // A copy: routes of one module may share one response object, and their traits differ.
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of statuses) if (!(status in response)) response[status] = answer(status);
  schema.response = response;
}

/** @fastify/swagger's transform: zod to JSON Schema, with a multipart body documented as the route's request body. */
export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const { multipartBody, ...schema } = input.schema ?? {};
  const transformed = jsonSchemaTransform({ ...input, schema: multipartBody ? { ...schema, body: multipartBody } : schema });
  nullableBranches(transformed.schema);
  const parts = transformed.schema as Record<string, unknown>;
  for (const part of ['body', 'querystring', 'headers', 'params']) trimmedLengths(parts[part]);
  return transformed;
};
export const documentComponents: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  nullableBranches((document as { components?: unknown }).components);
  return document;
};

/**
 * OpenAPI 3.0 reads `nullable` only next to a `type` (3.0.3, Schema Object), so `{ anyOf, nullable }` (a
 * nullable union, as the zod transform writes it) would say null is refused: each branch says it instead.
 */
function nullableBranches(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach(nullableBranches);
  const schema = node as { nullable?: boolean; type?: unknown; anyOf?: object[]; oneOf?: object[] };
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.nullable === true && schema.type === undefined && branches) {
    branches.forEach((branch) => Object.assign(branch, { nullable: true }));
    delete schema.nullable;
  }
  // Likewise an enum allows null only if it lists it (3.0.3's clarification of nullable).
  const options = (schema as { enum?: unknown[] }).enum;
  if (schema.nullable === true && options && !options.includes(null)) options.push(null);
  Object.values(node).forEach(nullableBranches);
}

/**
 * Request strings are trimmed before their length is checked (the contract's z.trim()), which minLength
 * cannot say: a string with a minimum length and no pattern of its own gets one that asks for that many
 * characters between the first and the last that are not white space.
 */
function trimmedLengths(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach(trimmedLengths);
  const schema = node as { type?: unknown; minLength?: number; pattern?: string; format?: string };
  if (schema.type === 'string' && schema.minLength && !schema.pattern && !schema.format)
    schema.pattern = schema.minLength === 1 ? '\\S' : `^\\s*\\S[\\s\\S]{${schema.minLength - 2},}\\S\\s*$`;
  Object.values(node).forEach(trimmedLengths);
}

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A wrong method on a real API path is a 405 that names the right ones (RFC 9110 section 15.5.6), not a 404.
 * Call `collect` from an onRoute hook and `register` once every API route is in.
 */
export function methodNotAllowed() {
  const allowed = new Map<string, Set<string>>();
  return {
    collect(route: RouteOptions): void {
      if (!isApiPath(route.url) || route.config?.methodNotAllowed) return;
      const methods = allowed.get(route.url) ?? new Set<string>();
      for (const m of ([] as string[]).concat(route.method)) methods.add(m);
      if (methods.has('GET')) methods.add('HEAD');
      allowed.set(route.url, methods);
    },
    register(app: FastifyInstance): void {
      for (const [url, methods] of allowed) {
        const others = METHODS.filter((m) => !methods.has(m));
        if (others.length === 0) continue;
        const allow = METHODS.filter((m) => methods.has(m)).join(', ');
        app.route({
          method: others,
          url,
          schema: { hide: true },
          config: { methodNotAllowed: true },
          // Answered before any body is read: a wrong method is the answer whatever the body holds.
          onRequest: (request, reply, done) => {
            reply
              .status(405)
              .header('allow', allow)
              .send(failure(`${request.method} is not allowed on ${url}: use ${allow}.`));
            done();
          },
          handler: async () => undefined,
        });
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 405 answer of a wrong method (not collected as a real route). */
    methodNotAllowed?: boolean;
  }
}
