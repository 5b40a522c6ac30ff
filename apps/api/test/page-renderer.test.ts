// The server renderer's thread (http/page-renderer.ts, render-worker.ts) with a stand-in for the web
// app's built entry-server: where it runs, whose API calls it makes, and what a failing one costs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_TOKEN_COOKIE, wishlistPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';

const STAND_IN = `
import { threadId } from 'node:worker_threads';
export async function renderPage({ url, api, signedIn }) {
  if (url.startsWith('/stop')) process.exit(3);
  if (url.startsWith('/throw')) throw new Error('the renderer broke');
  const wishlist = await api(${JSON.stringify(wishlistPaths.read)}, { headers: { accept: 'application/json' } });
  return { status: 200, html: '<p id="rendered">' + url + ' thread=' + threadId + ' signed-in=' + signedIn + ' wishlist=' + wishlist.status + '</p>', head: '' };
}
`;

const standIns: string[] = [];
afterAll(() => standIns.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function standInBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'luxe-render-'));
  standIns.push(root);
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), STAND_IN);
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
  return path.join(root, 'dist');
}

describe('server rendering on its own thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: standInBuild() });
  }, 60_000);
  afterAll(() => t.close());

  const rendered = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
    return /<p id="rendered">([^<]*)<\/p>/.exec(res.body)?.[1] ?? null;
  };

  it("renders a guest's page off the API's thread, its API calls answered as a guest's", async () => {
    const page = await rendered('/cars');
    expect(page).toMatch(/^\/cars thread=(\d+) signed-in=false wishlist=401$/);
    expect(Number(/thread=(\d+)/.exec(page!)![1])).toBeGreaterThan(0);
  });

  it("renders a buyer's page with the buyer's API answers; the token is added by the API's thread", async () => {
    const { token } = await signInBuyer(t);
    expect(await rendered('/wishlist', `${ACCESS_TOKEN_COOKIE}=${token}`)).toMatch(/^\/wishlist thread=\d+ signed-in=true wishlist=200$/);
  });

  it("never renders the dealer's panel, for a guest or a buyer, and marks it noindex", async () => {
    const { token } = await signInBuyer(t);
    for (const cookie of [undefined, `${ACCESS_TOKEN_COOKIE}=${token}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/vendor/offers', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).not.toContain('id="rendered"');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<title>Vendor&#39;s Hub · Luxe Wheels</title>');
    }
    // Only /vendor and below: a page whose path merely starts with the word renders as usual.
    expect(await rendered('/vendors-of-the-year')).toMatch(/^\/vendors-of-the-year /);
  });

  it("never renders the operators' console, for a guest or a buyer, and marks it noindex", async () => {
    const { token } = await signInBuyer(t);
    for (const url of ['/ops', '/ops/reports?status=open', '/ops/dealers/3'])
      for (const cookie of [undefined, `${ACCESS_TOKEN_COOKIE}=${token}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-robots-tag'], url).toBe('noindex');
        expect(res.body).not.toContain('id="rendered"');
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
        expect(res.body).toContain('<title>Operations · Luxe Wheels</title>');
      }
    expect(await rendered('/opsware')).toMatch(/^\/opsware /);
  });

  it('answers the app shell when the renderer throws or its thread stops, and renders again after', async () => {
    expect(await rendered('/throw')).toBeNull();
    expect(await rendered('/cars?after=throw')).toMatch(/signed-in=false wishlist=401$/);
    expect(await rendered('/stop')).toBeNull();
    expect(await rendered('/cars?after=stop')).toMatch(/^\/cars\?after=stop thread=\d+ /);
  });
});
