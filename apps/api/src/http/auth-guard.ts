// One guard for every authenticated route (docs/product/accounts.md). The x-access-token header is looked up by
// the sessions module; a missing, malformed, unknown, expired or revoked token is a 401 in the envelope.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../deps';
import { principalOfToken, TOKEN_FORMAT, type Principal } from '../modules/sessions';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export const TOKEN_HEADER = 'x-access-token';

function readToken(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The signed-in principal of a request, or null when the token is absent or not valid. */
export function findPrincipal(app: AppInstance, request: FastifyRequest): Promise<Principal | null> {
  return principalOfToken(app.deps, readToken(request));
}

const NEEDS: Record<Principal['kind'], string> = {
  buyer: 'This call needs a buyer sign-in.',
  vendor: 'This call needs a dealer sign-in.',
  operator: 'This call needs an operator sign-in.',
};

/**
 * An onRequest hook that admits only principals of one kind (each kind's token is refused on the others'
 * routes), and only full sessions unless `purpose` names another: an operator's enrolment token opens
 * nothing but the call that confirms their authenticator.
 */
export function requirePrincipal(app: AppInstance, kind: Principal['kind'], purpose: Principal['purpose'] = 'full') {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = readToken(request);
    if (!token) throw unauthorized('Please log in to continue.');
    if (!TOKEN_FORMAT.test(token)) throw unauthorized('Your access token is not valid. Please log in again.');
    const principal = await principalOfToken(app.deps, token);
    if (!principal) throw unauthorized('Your session has expired or was signed out. Please log in again.');
    if (principal.kind !== kind) throw unauthorized(NEEDS[kind]);
    if (principal.purpose !== purpose)
      throw unauthorized(
        purpose === 'full'
          ? 'Confirm your authenticator app with its code first: this token opens nothing else.'
          : 'This call is only for confirming an authenticator.',
      );
    request.principal = principal;
  };
}

/** The buyer id of a request that passed requirePrincipal(app, 'buyer'). */
export function buyerId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'buyer') throw unauthorized('Please log in to continue.');
  return request.principal.id;
}

/** The operator id of a request that passed requirePrincipal(app, 'operator'). */
export function operatorId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'operator') throw unauthorized('Please log in to continue.');
  return request.principal.id;
}

/** The dealer id of a request that passed requirePrincipal(app, 'vendor'). */
export function vendorId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'vendor') throw unauthorized('Please log in to continue.');
  return request.principal.id;
}
