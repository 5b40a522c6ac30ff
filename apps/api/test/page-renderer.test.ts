// The server renderer's thread (http/page-renderer.ts, render-worker.ts) with a stand-in for the web
// app's built entry-server: where it runs, whose API calls it makes, and what a failing one costs.
import { ACCESS_TOKEN_COOKIE, wishlistPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { standInBuild } from './helpers/stand-in-renderer';

const STAND_IN = `
import { threadId } from 'node:worker_threads';
export async function renderPage({ url, api, signedIn }) {
  if (url.startsWith('/stop')) process.exit(3);
  if (url.startsWith('/throw')) throw new Error('the renderer broke');
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 150));
  const wishlist = await api(${JSON.stringify(wishlistPaths.read)}, { headers: { accept: 'application/json' } });
  return { status: 200, html: '<p id="rendered">' + url + ' thread=' + threadId + ' signed-in=' + signedIn + ' wishlist=' + wishlist.status + '</p>', head: '' };
}
`;

const builds: (() => void)[] = [];
afterAll(() => builds.forEach((remove) => remove()));

function standIn(): string {
  const build = standInBuild(STAND_IN);
  builds.push(build.remove);
  return build.webDist;
}

describe('server rendering on its own thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: standIn() });
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

  it('puts a small stylesheet into the page itself, so the first paint waits for no other request, and links a large one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cars' });
    expect(res.body).toContain('<style>@font-face{font-family:Stand In}</style>');
    expect(res.body).not.toContain('/assets/fonts.css');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/large.css">');
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

describe('several render threads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: standIn(), env: { RENDER_THREADS: '2' } });
  }, 60_000);
  afterAll(() => t.close());

  it('renders pages side by side on every thread, and queues more pages than threads rather than answering the shell', async () => {
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/slow?page=${i}`, headers: { 'accept-encoding': 'identity' } }),
      ),
    );
    const rendered = pages.map((res) => /<p id="rendered">([^<]*)<\/p>/.exec(res.body)?.[1] ?? null);
    expect(pages.map((res) => res.headers['x-page'])).toEqual(Array(8).fill('rendered'));
    const threads = new Set(rendered.map((page) => /thread=(\d+)/.exec(page!)![1]));
    expect(threads.size).toBe(2);
  });
});
