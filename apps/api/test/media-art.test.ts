// The generated pictures over HTTP (docs/decisions/012): each demo car's four views of its own model, and the
// makers' tiles, with their types and caching.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, carImages } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { seedCatalogue } from './helpers/catalogue';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('generated car pictures and brand tiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.database.db, 12);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("serves a demo car's four views as four different SVG pictures, cached for good", async () => {
    const urls = (await t.database.db.select().from(carImages).where(eq(carImages.carId, 1)).orderBy(asc(carImages.position))).map(
      (i) => i.url,
    );
    expect(urls).toHaveLength(4);
    expect(urls.map((u) => u.split('/').at(-1))).toEqual(['front-quarter.svg', 'side.svg', 'rear-quarter.svg', 'interior.svg']);
    const bodies: string[] = [];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/cars\/[a-z-]+\/[a-z0-9-]+\/[0-9a-f]{6}\/[a-z-]+\.svg$/);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body.startsWith('<svg')).toBe(true);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(4);
    // The same URL always gives the same bytes, which is what lets it be cached forever.
    expect((await get(urls[0]!)).body).toBe(bodies[0]);
  });

  it('draws each model as itself: a Jeep Compass, a BMW X1 and an X7 are three pictures', async () => {
    const bodies = await Promise.all(
      ['jeep/compass', 'bmw/x1', 'bmw/x7'].map(async (m) => (await get(`/media/cars/${m}/1a1a1a/side.svg`)).body),
    );
    expect(new Set(bodies).size).toBe(3);
    expect(bodies[0]).toContain('<title>Jeep Compass, side view</title>');
  });

  it('serves a PNG of a view for share cards', async () => {
    const res = await get('/media/cars/audi/a4/f5f5f5/front-quarter.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 for an unknown model, maker, view or a bad colour', async () => {
    for (const url of [
      '/media/cars/bmw/no-such-model/1a1a1a/side.svg',
      '/media/cars/no-such-brand/x1/1a1a1a/side.svg',
      '/media/cars/bmw/x1/1a1a1a/top.svg',
      '/media/cars/bmw/x1/red/side.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).not.toBe(IMMUTABLE);
    }
    // A file name that is no image at all fails the route's own check.
    expect((await get('/media/cars/bmw/x1/1a1a1a/side.gif')).statusCode).toBe(400);
  });

  it('keeps serving the plain body-type drawings', async () => {
    const res = await get('/media/cars/suv/1e2a3d/front-quarter.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<title>SUV, front three-quarter view</title>');
  });

  it("gives every maker's tile its own mark (Jaguar and Jeep, Maserati and Mercedes-Benz apart)", async () => {
    const all = await t.database.db.select().from(brands);
    expect(all.length).toBeGreaterThanOrEqual(12);
    const marks = new Map<string, string>();
    for (const brand of all) {
      const res = await get(brand.logo);
      expect(res.statusCode, brand.logo).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      marks.set(brand.name, /<text[^>]*>([^<]+)<\/text>/.exec(res.body)?.[1] ?? '');
    }
    expect(new Set(marks.values()).size).toBe(all.length);
    expect(marks.get('Jaguar')).not.toBe(marks.get('Jeep'));
    expect(marks.get('Maserati')).not.toBe(marks.get('Mercedes-Benz'));
  });
});
