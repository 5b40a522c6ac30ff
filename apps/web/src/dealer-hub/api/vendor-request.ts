// The dealer panel's one way to call the API: the dealer's token (session.ts) and never the buyer's,
// every answer parsed with the contract's schema, failures as ApiError with the server's message. A
// 401 means the server no longer takes this token as a dealer's: the panel signs the dealer out.
import type { z } from 'zod/mini';
import { ApiError } from '../../lib/api-client';
import * as schemas from '../../lib/contract-schemas';
import { getVendorSession, signOutVendor } from '../session';

type Schemas = typeof schemas;

export interface VendorRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  query?: Record<string, string | number | undefined>;
  /** Paging (D29): sent as the x-limit and x-offset headers. */
  page?: { limit: number; offset: number };
  body?: unknown;
  /** A multipart body (photos); the browser writes its content type and boundary. */
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sign-in and public calls send no token. */
  anonymous?: boolean;
}

const UNREACHABLE = 'We could not reach Luxe Wheels. Please check your connection and try again.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

export async function vendorRequest<S extends z.ZodMiniType>(
  path: string,
  pick: (all: Schemas) => S,
  options: VendorRequestOptions = {},
): Promise<z.output<S>> {
  const session = options.anonymous ? null : getVendorSession();
  if (!options.anonymous && !session) throw new ApiError('Please sign in as a dealer to continue.', 401);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (session) headers['x-access-token'] = session.token;
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
  const body: unknown = await response.json().catch(() => undefined);
  const failed = !response.ok || (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false);
  if (failed) {
    // The token is no longer a dealer's (expired, revoked, or never one): this browser signs the dealer out.
    if (response.status === 401 && session && getVendorSession()?.token === session.token)
      signOutVendor('Your session has ended, or it was not a dealer’s. Please sign in with your dealer phone.');
    const parsed = schemas.ErrorResponseSchema.safeParse(body);
    const message = parsed.success
      ? parsed.data.message || parsed.data.msg
      : response.status === 429
        ? 'Too many requests. Please wait a moment and try again.'
        : UNEXPECTED;
    throw new ApiError(message, response.status);
  }
  const parsed = pick(schemas).safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error);
    throw new ApiError(UNEXPECTED, response.status);
  }
  return parsed.data;
}
