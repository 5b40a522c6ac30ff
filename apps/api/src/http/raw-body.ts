// For routes that must see the bytes they were sent (a payment provider signs the raw body of its
// webhooks): JSON parsed as everywhere, with the bytes kept as request.rawBody. Registered in the
// webhook's own plugin scope, so no other route pays for it.
import type { FastifyInstance } from 'fastify';
import { parseJsonBody } from './json-body';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received; only in a scope that called keepRawJsonBody. */
    rawBody?: Buffer;
  }
}

export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.decorateRequest('rawBody', undefined);
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    parseJsonBody(request, body, done);
  });
}
