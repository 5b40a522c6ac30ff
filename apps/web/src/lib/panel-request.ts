// A panel's one way to call the API (the dealer's, the operator's): its own token and never the buyer's,
// every answer parsed with the contract's schema, failures as ApiError with the server's message. A 401
// means the server no longer takes the token: the panel signs its user out, saying why.
import type { z } from 'zod/mini';
import { ApiError } from './api-client';
import { ErrorResponseSchema } from './contract-schemas';

export interface PanelRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  query?: Record<string, string | number | undefined>;
  /** Paging: sent as the x-limit and x-offset headers. */
  page?: { limit: number; offset: number };
  body?: unknown;
  /** A multipart body (photos); the browser writes its content type and boundary. */
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sign-in and public calls send no token. */
  anonymous?: boolean;
  /** A token of its own instead of the session's (a sign-in's step between two calls). */
  token?: string;
}

export interface PanelSessionAccess {
  get: () => { token: string } | null;
  signOut: (notice: string) => void;
  /** Said when a call needs a session and there is none. */
  signInFirst: string;
  /** Said on the sign-in screen after the server refused the token. */
  refused: string;
}

const UNREACHABLE = 'We could not reach Luxe Wheels. Please check your connection and try again.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

/** Sends the request and answers the raw response, once it is known to have succeeded. */
export async function panelFetch(path: string, access: PanelSessionAccess, options: PanelRequestOptions = {}): Promise<Response> {
  const session = options.anonymous || options.token ? null : access.get();
  const token = options.token ?? session?.token;
  if (!options.anonymous && !token) throw new ApiError(access.signInFirst, 401);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token && !options.anonymous) headers['x-access-token'] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.page) {
    headers['x-limit'] = String(options.page.limit);
    headers['x-offset'] = String(options.page.offset);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) params.set(key, String(value));
  const url = params.size > 0 ? `${path}?${params}` : path;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(UNREACHABLE, 0);
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const failed = !response.ok || (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false);
  if (failed) {
    // The token is no longer taken (expired, revoked, or never this panel's): this browser signs its user out.
    if (response.status === 401 && session && access.get()?.token === session.token) access.signOut(access.refused);
    const parsed = ErrorResponseSchema.safeParse(body);
    const message = parsed.success
      ? parsed.data.message || parsed.data.msg
      : response.status === 429
        ? 'Too many requests. Please wait a moment and try again.'
        : UNEXPECTED;
    throw new ApiError(message, response.status, parsed.success ? parsed.data.field : undefined);
  }
  return response;
}

export async function panelRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  access: PanelSessionAccess,
  options: PanelRequestOptions = {},
): Promise<z.output<S>> {
  const response = await panelFetch(path, access, options);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error);
    throw new ApiError(UNEXPECTED, response.status);
  }
  return parsed.data;
}
