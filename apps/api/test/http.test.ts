import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { wishlistPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar, type Car } from './helpers/cars';
import { createDealer, type Dealer } from './helpers/dealers';

const fakeBuilds: string[] = [];
afterAll(() => fakeBuilds.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'luxe-web-'));
  fakeBuilds.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="description" content="default" /><title>Default</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`,
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

  it('keeps a page answered for a signed-in buyer (their token in the cookie) out of every cache', async () => {
    const { token } = await signInBuyer(t);
    const page = (cookie: string) => t.app.inject({ method: 'GET', url: '/wishlist', headers: { cookie } });
    const buyers = await page(`theme=dark; luxe_token=${token}`);
    expect(buyers.statusCode).toBe(200);
    expect(buyers.headers['cache-control']).toBe('private, no-store');
    expect(buyers.headers['vary']).toMatch(/cookie/i);
    // Not a buyer's valid token: a guest's page, and never an error.
    for (const cookie of [
      'luxe_token=',
      'luxe_token=%zz;',
      `luxe_token=${'a'.repeat(43)}`,
      `luxe_token="${token}"`,
      `other_luxe_token=${token}`,
    ]) {
      const guests = await page(cookie);
      expect(guests.statusCode, cookie).toBe(200);
      expect(guests.headers['cache-control'], cookie).toBe('no-cache');
    }
    // The cookie is the page renderer's alone: an API call needs the token in its header.
    const api = await t.app.inject({ method: 'GET', url: wishlistPaths.read, headers: { cookie: `luxe_token=${token}` } });
    expect(api.statusCode).toBe(401);
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

  it("gives every kind of answer helmet's headers and a request id: page, JSON, error, unknown API path, file", async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const documents = [await get('/cars'), await get('/robots.txt'), await get('/api/docs/')];
    const calls = [
      await get('/api/health'),
      await get('/api/public/app-landing-page/cars/v1/read/car-view-details?car_id=x'),
      await get('/api/nope'),
    ];
    expect([...documents, ...calls].map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 400, 404]);
    const documentOnly = {
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const res of [...documents, ...calls]) {
      expect(res.headers, res.body.slice(0, 80)).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'permissions-policy': expect.stringMatching(
          /^accelerometer=\(\), .*camera=\(\), .*geolocation=\(\), .*microphone=\(\), .*payment=\(self\), /,
        ),
      });
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    // A JSON answer is no document: the headers only a page obeys stay off it.
    for (const res of documents) expect(res.headers, res.body.slice(0, 80)).toMatchObject(documentOnly);
    for (const res of calls) for (const name of Object.keys(documentOnly)) expect(res.headers[name], name).toBeUndefined();
    // No cache may keep an API answer (tokens, buyers' data); the pages and files have their own rules.
    for (const res of calls) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /media with a Content-Security-Policy that lets an image run and load nothing', async () => {
    for (const url of ['/media/fallback-car.svg', '/media/cars/sedan/1a2b3c/front-quarter.svg', '/media/uploads/nothing.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
    }
    // The pages keep theirs.
    expect((await t.app.inject({ method: 'GET', url: '/cars' })).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('writes its own address in absolute links, never one a request gives', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: evil });
    const page = await t.app.inject({ method: 'GET', url: '/cars?search=bmw', headers: evil });
    expect(sitemap.body).toContain('<loc>http://127.0.0.1:3000/cars</loc>');
    expect(page.body).toContain('<meta property="og:url" content="http://127.0.0.1:3000/cars?search=bmw" />');
    for (const res of [sitemap, page]) expect(res.body).not.toContain('evil.example');
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact-us/v1/create/contact-us',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'A', email: 'a@example.com', message: 'hello' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
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
      await t.close();
    }
  });
});

describe('pages as shared links and crawlers see them', () => {
  let t: TestApp;
  let dealer: Dealer;
  let car: Car;
  beforeAll(async () => {
    // Behind one proxy, which passes X-Forwarded-Host on: the links still use PUBLIC_ORIGIN alone.
    t = await createTestApp({
      webDist: fakeWebBuild(),
      env: { PUBLIC_ORIGIN: 'https://cars.example.in/', TRUST_PROXY: '1', ALLOW_CONSOLE_SMS: '1' },
    });
    dealer = await createDealer(t.database.db);
    car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 7_450_000, registrationYear: 2022, odometerReading: 18_500 });
  }, 60_000);
  afterAll(() => t.close());

  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it("puts the car's title, description, share card and Vehicle data in the HTML of its page", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/car-details/${car.id}`, headers: { 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    const html = head(res.body);
    expect(html).toContain(`<title>2022 ${car.carName} for ₹74,50,000 in Pune · Luxe Wheels</title>`);
    expect(html).toMatch(/<meta name="description" content="\d{4} .+ 18,500 km, .+Offered by .+" \/>/);
    expect(html).toContain(`Offered by ${dealer.name}, a verified dealer in Pune.`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/cars\.example\.in\/media\/cars\/[a-z]+\/[0-9a-f]{6}\/front-quarter\.png" \/>/,
    );
    expect(html).toContain(`<meta property="og:url" content="https://cars.example.in/car-details/${car.id}" />`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*)<\/script>/)![1]!);
    expect(ld).toMatchObject({ '@type': 'Vehicle', offers: { '@type': 'Offer', priceCurrency: 'INR', price: 7_450_000 } });
    expect(ld.url).toBe(`https://cars.example.in/car-details/${car.id}`);
    expect(res.body).not.toContain('evil.example');
    expect(html).not.toContain('<title>Default</title>');
    const image = await t.app.inject({ method: 'GET', url: new URL(html.match(/og:image" content="([^"]+)"/)![1]!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('escapes a hostile car name everywhere in the head', async () => {
    const { id } = await createCar(t.database.db, {
      vendorId: dealer.id,
      carName: 'Evil </script><script>alert(1)</script> "quoted" & <b>',
    });
    const html = head((await t.app.inject({ method: 'GET', url: `/car-details/${id}` })).body);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('marks unknown cars and signed-in pages noindex, and gives static pages their own title', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/car-details/999999' })).body).toContain('<meta name="robots" content="noindex" />');
    expect((await t.app.inject({ method: 'GET', url: '/profile' })).body).toContain('<meta name="robots" content="noindex" />');
    expect((await t.app.inject({ method: 'GET', url: '/faq' })).body).toContain('<title>Frequently asked questions · Luxe Wheels</title>');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('noindex');
  });

  it('answers a sitemap with the public pages and the cars', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://cars.example.in/cars</loc>');
    expect(res.body).toMatch(/<loc>https:\/\/cars\.example\.in\/car-details\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(res.body).not.toContain('evil.example');
  });
});
