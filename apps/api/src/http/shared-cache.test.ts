import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendAnswer, SharedCache, type Answer, type CacheLimits } from './shared-cache';

/** A cache over a version and a clock the test moves by hand. */
function cacheWith(limits: Partial<CacheLimits> = {}) {
  const state = { version: '1', now: 1_000_000 };
  const cache = new SharedCache(
    { maxEntries: 100, maxBytes: 10 * 1024 * 1024, maxAgeMs: 5000, ...limits },
    async () => state.version,
    () => state.now,
  );
  return { cache, state };
}

const page = (text: string, status = 200, extra: Partial<Answer> = {}): Answer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', vary: 'cookie' },
  body: Buffer.from(text),
  ...extra,
});

/** Counts how often the cache asked for the answer. */
function maker(text: () => string, status = 200) {
  const made = { count: 0 };
  return { made, make: async () => (made.count++, page(text(), status)) };
}

describe('the shared cache', () => {
  it('answers a kept page until the version changes, then makes it again', async () => {
    const { cache, state } = cacheWith();
    let price = '50 lakh';
    const { made, make } = maker(() => `<p>${price}</p>`);
    expect((await cache.answer('page /car-details/1', make)).source).toBe('made');
    expect((await cache.answer('page /car-details/1', make)).source).toBe('kept');
    expect(made.count).toBe(1);
    price = '45 lakh';
    state.version = '2';
    const again = await cache.answer('page /car-details/1', make);
    expect([again.source, again.answer.body.toString()]).toEqual(['made', '<p>45 lakh</p>']);
    expect(cache.counts()).toMatchObject({ hits: 1, misses: 2, expired: 1, entries: 1 });
  });

  it('serves nothing older than its age limit, and makes a busy page again in the background before that', async () => {
    const { cache, state } = cacheWith();
    let n = 0;
    const { made, make } = maker(() => `<p>${++n}</p>`);
    await cache.answer('page /', make);
    state.now += 3000;
    // Past three fifths of its life: still served, and made again meanwhile.
    const kept = await cache.answer('page /', make);
    expect([kept.source, kept.answer.body.toString()]).toEqual(['kept', '<p>1</p>']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made.count).toBe(2);
    expect((await cache.answer('page /', make)).answer.body.toString()).toBe('<p>2</p>');
    // 5 s after the last make began, it is too old: made before it is served.
    state.now += 5000;
    const late = await cache.answer('page /', make);
    expect([late.source, late.answer.body.toString()]).toEqual(['made', '<p>3</p>']);
    // A clock moved back (tests, or a clock corrected) does not make an entry young.
    state.now -= 60_000;
    expect((await cache.answer('page /', make)).source).toBe('made');
  });

  it('makes a page once for every guest who asks while it is being made', async () => {
    const { cache } = cacheWith();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let count = 0;
    const make = async () => {
      count += 1;
      await gate;
      return page('<p>slow</p>');
    };
    const asks = Array.from({ length: 20 }, () => cache.answer('page /cars', make));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const answers = await Promise.all(asks);
    expect(count).toBe(1);
    expect(answers.filter((a) => a.source === 'joined')).toHaveLength(19);
    expect(new Set(answers.map((a) => a.entry!.etag)).size).toBe(1);
  });

  it('never hands a guest a make that began before the catalogue changed', async () => {
    const { cache, state } = cacheWith();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let price = 'old';
    const make = async () => {
      const seen = price;
      await gate;
      return page(`<p>${seen}</p>`);
    };
    const first = cache.answer('page /car-details/2', make);
    await new Promise((resolve) => setTimeout(resolve, 5));
    price = 'new';
    state.version = '2';
    const second = cache.answer('page /car-details/2', make);
    release();
    expect((await first).answer.body.toString()).toBe('<p>old</p>');
    expect((await second).answer.body.toString()).toBe('<p>new</p>');
    // The old make was kept under its own version: not served now.
    expect((await cache.answer('page /car-details/2', make)).answer.body.toString()).toBe('<p>new</p>');
  });

  it('keeps no error, no app shell and no answer that sets a cookie; keeps a page that says what is not there', async () => {
    const { cache } = cacheWith();
    const tries: [string, Answer][] = [
      ['error', page('<p>oops</p>', 500)],
      ['shell', page('<div id="root"></div>', 200, { keep: false })],
      ['cookie', page('<p>hi</p>', 200, { headers: { 'set-cookie': 'a=b' } })],
      ['bad request', page('{}', 400)],
    ];
    for (const [name, answer] of tries) {
      const made = await cache.answer(`page /${name}`, async () => answer);
      expect(made.entry, name).toBeUndefined();
      expect(made.answer.status, name).toBe(answer.status);
      expect((await cache.answer(`page /${name}`, async () => answer)).source, name).toBe('made');
    }
    expect(cache.counts()).toMatchObject({ refused: 8, entries: 0 });
    const missing = await cache.answer('page /car-details/999', async () => page('<p>Car not found</p>', 404));
    expect(missing.entry?.status).toBe(404);
  });

  it('stays within its bounds on entries and bytes, dropping the least recently used first', async () => {
    const { cache } = cacheWith({ maxEntries: 3 });
    const make = (key: string) => async () => page(`<p>${key}</p>`);
    for (const key of ['a', 'b', 'c']) await cache.answer(key, make(key));
    await cache.answer('a', make('a'));
    await cache.answer('d', make('d'));
    expect(cache.counts()).toMatchObject({ entries: 3, evictions: 1 });
    // 'b' was used least recently: it went; 'a' stayed.
    expect((await cache.answer('a', make('a'))).source).toBe('kept');
    expect((await cache.answer('b', make('b'))).source).toBe('made');

    // Incompressible bodies of 40 KB each, each asked for compressed (three encodings kept): four fit in 500 KB, not five.
    const { cache: small } = cacheWith({ maxBytes: 500 * 1024 });
    for (let i = 0; i < 6; i++) {
      const made = await small.answer(`page /${i}`, async () => ({ status: 200, headers: {}, body: randomBytes(40_000) }));
      expect(small.counts().bytes).toBeLessThanOrEqual(500 * 1024);
      await made.entry?.encoded();
    }
    const counts = small.counts();
    expect(counts.bytes).toBeLessThanOrEqual(500 * 1024);
    expect(counts.entries).toBeLessThan(6);
    expect(counts.evictions).toBe(6 - counts.entries);
    // An answer larger than the whole cache is sent but not kept.
    const huge = await small.answer('page /huge', async () => ({ status: 200, headers: {}, body: randomBytes(40_000) }));
    expect(huge.answer.body.length).toBe(40_000);
    const { cache: tiny } = cacheWith({ maxBytes: 10_000 });
    expect((await tiny.answer('page /huge', async () => ({ status: 200, headers: {}, body: randomBytes(40_000) }))).entry).toBeUndefined();
  });
});

describe('sending a kept answer', () => {
  it('sends Brotli, gzip or the plain body by Accept-Encoding, with one ETag, and 304 to If-None-Match', async () => {
    const { cache } = cacheWith();
    const html = `<html><body>${'<p>A pre-owned luxury car</p>'.repeat(200)}</body></html>`;
    const app = Fastify();
    app.get('/page', async (request, reply) => {
      const made = await cache.answer('page /page', async () => page(html));
      return sendAnswer(request, reply, made.entry!, made.source === 'made' ? 'miss' : 'hit');
    });
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/page', headers });
    const plain = await get({});
    expect([plain.statusCode, plain.body, plain.headers['content-encoding'], plain.headers['x-cache']]).toEqual([
      200,
      html,
      undefined,
      'miss',
    ]);
    expect(plain.headers.vary).toBe('cookie, accept-encoding');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    // Nothing is compressed until a request takes an encoding (a server render's own calls take none); then once.
    const plainBytes = cache.counts().bytes;
    expect(plainBytes).toBeLessThan(html.length + 1024);
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const compressedBytes = cache.counts().bytes;
    expect(compressedBytes).toBeGreaterThan(plainBytes);
    expect([br.headers['content-encoding'], br.headers.etag, br.headers['x-cache']]).toEqual(['br', etag, 'hit']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(br.rawPayload.length).toBeLessThan(html.length / 10);
    const gz = await get({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    expect((await get({ 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    expect((await get({ 'accept-encoding': 'identity' })).body).toBe(html);
    expect(cache.counts().bytes).toBe(compressedBytes);

    const fresh = await get({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect([fresh.statusCode, fresh.body, fresh.headers.etag]).toEqual([304, '', etag]);
    expect((await get({ 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
    await app.close();
  });
});
