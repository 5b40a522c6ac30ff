// Who may be answered from the shared cache (http/shared-cache.ts), and its hooks for the public
// catalogue reads: a guest's GET only. A request that carries a sign-in (a token header, or the
// cookie the page renderer reads) is never answered from it nor kept in it, whether the sign-in is
// valid or not: its answer may be that person's.
import { ACCESS_TOKEN_COOKIE } from '@luxe/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from './auth-guard';
import { byServerRender } from './server-render-mark';
import { sendAnswer, type Answer, type Made, type SharedCache } from './shared-cache';

export function carriesSignIn(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers[TOKEN_HEADER] !== undefined || headers.authorization !== undefined) return true;
  return typeof headers.cookie === 'string' && headers.cookie.includes(`${ACCESS_TOKEN_COOKIE}=`);
}

/** The request headers a cached catalogue read answers by (paging, the dealer's id): part of its address. */
const ADDRESSING_HEADERS = ['x-limit', 'x-offset', 'vendor_id', 'limit', 'offset'] as const;

function apiAddress(request: FastifyRequest): string {
  const headers = ADDRESSING_HEADERS.flatMap((name) => {
    const value = request.headers[name];
    return value === undefined ? [] : [`${name}=${String(value)}`];
  });
  return `api ${request.url} ${headers.join('&')}`;
}

/**
 * Route hooks that answer a guest's GET from the cache, and keep a good answer of the route for the
 * next guests. `onHit` runs for each answer from the cache (what the route would have recorded).
 */
export function cachedForGuests(cache: SharedCache, onHit?: (request: FastifyRequest) => void) {
  const finishing = new WeakMap<FastifyRequest, (answer: Answer | null) => Promise<Made | null>>();
  const finish = (request: FastifyRequest, answer: Answer | null) => {
    const done = finishing.get(request);
    finishing.delete(request);
    void done?.(answer);
  };
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' || carriesSignIn(request)) return;
      const key = apiAddress(request);
      // A server render's call is made afresh (and kept for the guests after it): the page it renders counts
      // its age from its own start, which an older answer inside it would belie.
      const kept = byServerRender(request) ? undefined : await cache.lookup(key);
      // A make of the same address under way (and begun since the catalogue's last change) is waited for.
      const joined = kept || byServerRender(request) || !cache.busy(key) ? undefined : await cache.join(key);
      const entry = kept ?? joined?.entry;
      if (entry) {
        onHit?.(request);
        return sendAnswer(request, reply, entry, 'hit');
      }
      // It gave an answer not worth keeping, or gave up: answer as the route does.
      if (joined !== undefined) return;
      cache.missed();
      finishing.set(request, await cache.begin(key));
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!finishing.has(request)) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
      const good = reply.statusCode === 200 && body !== undefined && reply.getHeader('set-cookie') === undefined;
      finish(request, good ? { status: 200, headers: { 'content-type': String(reply.getHeader('content-type')) }, body } : null);
      if (good) reply.header('x-cache', 'miss');
      return payload;
    },
    // An answer that never reached onSend (the connection went first) still lets waiting guests go on.
    onResponse: async (request: FastifyRequest) => finish(request, null),
  };
}
