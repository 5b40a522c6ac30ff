// One way to call the API: sends the access token when signed in, parses every answer with the
// contract's schema, and turns failures into an ApiError carrying the server's message (see docs/product/every-call.md).
import type { z } from 'zod/mini';
import { getAccessToken, signOut } from './auth';
import { loadOnce } from './load-once';
import type * as ContractSchemas from './contract-schemas';

type Schemas = typeof ContractSchemas;
/**
 * Names the schema of an answer, e.g. `(schemas) => schemas.FilterListResponseSchema`; or loads it from
 * a module of its own (`{ load }`), for a call a tap waits on: the whole contract's module takes a
 * fifth of a second to run on a slow phone (features/cars/api/get-cars.ts).
 */
export type SchemaPick<S extends z.ZodMiniType> = ((schemas: Schemas) => S) | { load: () => Promise<S> };

/** The schemas (and zod) load with the first call, alongside its request. */
const loadSchemas: () => Promise<Schemas> = loadOnce(() => import('./contract-schemas'));

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The field a 400 answer names, e.g. 'gstin'. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as JSON; a FormData (a file upload) is sent as multipart, as the browser encodes it. */
  body?: unknown;
  signal?: AbortSignal;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renderer answers the app's API calls in-process instead of over the network. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

const UNREACHABLE = 'We could not reach Luxe Wheels. Please check your connection and try again.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

function loadSchema<S extends z.ZodMiniType>(pick: SchemaPick<S>): Promise<S> {
  return (typeof pick === 'function' ? loadSchemas().then(pick) : pick.load()).catch(() => {
    throw new ApiError(UNREACHABLE, 0);
  });
}

function urlFor(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A failure answer carries `message` (and `msg`); read by hand, so a failure waits on no schema. */
function failureMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, msg } = body as { message?: unknown; msg?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof msg === 'string' && msg) return msg;
  }
  if (status === 413) return 'The file is too large to send.';
  return status === 429 ? 'Too many requests. Please wait a moment and try again.' : UNEXPECTED;
}

export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  pickSchema: SchemaPick<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const token = getAccessToken();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers['x-access-token'] = token;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';

  async function send() {
    let response: Response;
    try {
      response = await transport(urlFor(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(UNREACHABLE, 0);
    }
    const body: unknown = await response.json().catch(() => undefined);
    return { response, body };
  }
  const schema = loadSchema(pickSchema);
  schema.catch(() => undefined); // a failed answer does not wait on it
  const { response, body } = await send();

  const failed = !response.ok || (body !== null && typeof body === 'object' && (body as { success?: unknown }).success === false);
  if (failed) {
    // The server no longer accepts this token (expired, revoked): the user is signed out here too.
    if (response.status === 401 && token !== null && getAccessToken() === token) signOut();
    throw new ApiError(failureMessage(body, response.status), response.status, (body as { field?: string } | undefined)?.field);
  }

  const parsed = (await schema).safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error);
    throw new ApiError(UNEXPECTED, response.status);
  }
  return parsed.data;
}

/** The text to show for any error a request may raise. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED;
}
