// Every error answer stays in the envelope and every 400 names its field (docs/product/every-call.md), also for
// what Fastify or Node's HTTP parser refuse before any route runs, and a wrong method is a 405.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { accountPaths, cataloguePaths, wishlistPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';

/** The envelope of a failure, with the field for a 400. */
const envelope = (status: number) =>
  expect.objectContaining({
    success: false,
    message: expect.any(String),
    msg: expect.any(String),
    ...(status === 400 ? { field: expect.any(String) } : {}),
  });

describe('error answers in the envelope', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signInBuyer(t));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends bytes as they are (inject cannot send what Node's parser refuses) and parses the answer. */
  function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let out = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => (out += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = out.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    });
  }

  it.each([
    ['a NUL in the URL', `GET /api/health?x=\0 HTTP/1.1\r\nHost: localhost\r\n\r\n`, 400, 'url'],
    ['a NUL in a header', `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Limit: 1\0 2\r\n\r\n`, 400, 'x-limit'],
    ['a URL over 16 KB', `GET /api/health?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 431, undefined],
    ['a header over 16 KB', `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, 431, undefined],
  ])('answers %s in the envelope, with the API headers', async (_what, request, status, field) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(res.body);
    expect(body).toEqual(envelope(status));
    expect(body.field).toBe(field);
    expect(body).not.toHaveProperty('statusCode');
  });

  it('answers a URL whose %-escape does not decode in the envelope, naming the url', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(400));
    expect(res.json().field).toBe('url');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a wrong method on a real path with a 405 that names the right ones in Allow', async () => {
    const cases = [
      ['GET', accountPaths.sendOtp, 'POST'],
      ['DELETE', accountPaths.getProfile, 'GET, HEAD'],
      ['PUT', wishlistPaths.add, 'POST, DELETE'],
      ['POST', cataloguePaths.carList, 'GET, HEAD'],
    ] as const;
    for (const [method, url, allow] of cases) {
      // A body the route could not parse changes nothing: the method is wrong whatever it holds.
      const res = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual(envelope(405));
      expect(res.json().message).toContain(allow);
    }
    // A path that does not exist is still a 404.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/nothing-here' })).statusCode).toBe(404);
  });

  it('says a query parameter given twice must be given once, whatever its schema', async () => {
    for (const [url, field] of [
      [`${cataloguePaths.carDetails}?car_id=1&car_id=2`, 'car_id'],
      [`${cataloguePaths.carList}?car_brand=BMW&car_brand=Audi`, 'car_brand'],
      [`${cataloguePaths.carList}?year=2020&year=2021`, 'year'],
      [`${cataloguePaths.headerMenu}?cities_limit=1&cities_limit=2`, 'cities_limit'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message: `${field} must be given once`, field });
    }
  });

  it('names the field of every 400: a NUL in a JSON string, an unknown field, a body that is not an object or not JSON', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'PATCH',
        url: accountPaths.updateProfile,
        headers: { 'x-access-token': token, 'content-type': 'application/json' },
        payload,
      });
    for (const [payload, field] of [
      ['{"personal_data":{"full_name":"Asha\\u0000 Rao"}}', 'personal_data.full_name'],
      ['{"address":{"city":"Pune"},"personal_data":{"email":["a","b\\u0000"]}}', 'personal_data.email.1'],
      ['{"personal_data":{"role":"admin"}}', 'personal_data.role'],
      ['{"nickname":"A"}', 'nickname'],
      ['[1]', 'body'],
      ['{', 'body'],
      [' ', 'body'],
    ] as const) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual(envelope(400));
      expect(res.json().field, payload).toBe(field);
    }
  });
});
