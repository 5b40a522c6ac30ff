// A route that asks for its raw body gets the exact bytes (a provider's signature is over them); the
// other routes are parsed as before and carry none.
import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/http/error-handler';
import { parseJsonBody } from '../src/http/json-body';
import { keepRawJsonBody } from '../src/http/raw-body';

async function buildServer() {
  const app = Fastify();
  registerErrorHandler(app);
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  await app.register(async (scope) => {
    keepRawJsonBody(scope);
    scope.post('/webhook', async (request) => ({
      signature: createHmac('sha256', 'secret').update(request.rawBody!).digest('hex'),
      parsed: request.body,
    }));
  });
  app.post('/plain', async (request) => ({ hasRaw: request.rawBody !== undefined, parsed: request.body }));
  await app.ready();
  return app;
}

describe('raw bodies', () => {
  it('keeps the bytes as sent, whitespace and escapes included, only in the scope that asks', async () => {
    const app = await buildServer();
    // Key order, spacing and a \u escape that JSON.stringify would write differently.
    const sent = '{ "event":"payment.captured",  "amount" : 50000, "note":"\\u20b9 token" }';
    const hook = await app.inject({ method: 'POST', url: '/webhook', headers: { 'content-type': 'application/json' }, payload: sent });
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({
      signature: createHmac('sha256', 'secret').update(sent).digest('hex'),
      parsed: { event: 'payment.captured', amount: 50000, note: '₹ token' },
    });
    const plain = await app.inject({ method: 'POST', url: '/plain', headers: { 'content-type': 'application/json' }, payload: sent });
    expect(plain.json()).toEqual({ hasRaw: false, parsed: { event: 'payment.captured', amount: 50000, note: '₹ token' } });
    await app.close();
  });

  it('refuses broken or poisoned JSON there as everywhere', async () => {
    const app = await buildServer();
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect((await post('{"event":')).json().message).toBe('Request body is not valid JSON');
    expect((await post('{"__proto__":{"x":1}}')).json().message).toBe(
      'Request body contains a forbidden property name (__proto__ or constructor).',
    );
    await app.close();
  });
});
