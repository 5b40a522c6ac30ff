// D8: one guard for every authenticated route. The x-access-token header is hashed and looked up;
// a missing, malformed, unknown, expired or revoked token is a 401 in the envelope.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app';
import { sessions } from '../db/schema';
import { unauthorized } from './errors';

export interface Principal {
  kind: 'buyer' | 'vendor';
  id: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export const TOKEN_HEADER = 'x-access-token';
/** 32 random bytes in base64url. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function readToken(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The signed-in principal of a request, or null when the token is absent or not valid. */
export function findPrincipal(app: AppInstance, request: FastifyRequest): Promise<Principal | null> {
  return principalOfToken(app, readToken(request));
}

/** The principal an access token stands for, or null when it is absent, malformed, unknown, expired or revoked. */
export async function principalOfToken(app: AppInstance, token: string | undefined): Promise<Principal | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  const [row] = await app.deps.database.db
    .select({ id: sessions.id, buyerId: sessions.buyerId, vendorId: sessions.vendorId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, app.deps.clock.now())))
    .limit(1);
  if (!row) return null;
  if (row.buyerId !== null) return { kind: 'buyer', id: row.buyerId, sessionId: row.id };
  if (row.vendorId !== null) return { kind: 'vendor', id: row.vendorId, sessionId: row.id };
  return null;
}

/** An onRequest hook that admits only principals of one kind (a buyer token is refused on vendor routes and vice versa, D21). */
export function requirePrincipal(app: AppInstance, kind: Principal['kind']) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = readToken(request);
    if (!token) throw unauthorized('Please log in to continue.');
    if (!TOKEN_FORMAT.test(token)) throw unauthorized('Your access token is not valid. Please log in again.');
    const principal = await findPrincipal(app, request);
    if (!principal) throw unauthorized('Your session has expired or was signed out. Please log in again.');
    if (principal.kind !== kind)
      throw unauthorized(kind === 'buyer' ? 'This call needs a buyer sign-in.' : 'This call needs a dealer sign-in.');
    request.principal = principal;
  };
}

/** The buyer id of a request that passed requirePrincipal(app, 'buyer'). */
export function buyerId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'buyer') throw unauthorized('Please log in to continue.');
  return request.principal.id;
}
