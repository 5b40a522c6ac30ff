import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'luxe-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe('the HTTP shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: fakeWebBuild() });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a 404 in the envelope', async () => {
    for (const url of ['/api/nope', '/api/public/app-landing-page/cars/v1/read/nothing?x=1', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('No such API endpoint'),
        msg: expect.any(String),
      });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });

  it('reports health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: { ok: true } } });
  });

  it('gives every answer a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('serves the app for deep links, with no-cache HTML', async () => {
    for (const url of ['/', '/car-details/12', '/cars?search=bmw', '/profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long-lived caching and a 404 for missing ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-000.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('User-agent');
  });

  it('compresses responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
    const html = await t.app.inject({ method: 'GET', url: '/cars', headers: { 'accept-encoding': 'gzip' } });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document and its browsable docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the HTTP shell without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says how to build the app instead of failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cars' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('npm run build');
  });
});

describe('unexpected errors', () => {
  it('answer a generic 500 with the request id, no SQL, and health says 503', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toMatchObject({ success: false, request_id: res.headers['x-request-id'] });
      expect(body.message).toBe(`Something went wrong on our side. Please try again. (request id ${res.headers['x-request-id']})`);
      expect(res.body).not.toMatch(/select|from cars|stack/i);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ success: false, data: { status: 'unavailable', database: { ok: false } } });
    } finally {
      await t.app.close();
      await t.database.destroy();
    }
  });
});
