// The shared cache of guests' pages and catalogue answers over HTTP (docs/page-cache.md), with a stand-in
// for the web app's renderer that shows what the real API answers: a change to a car shows at once on every
// page and answer that shows it, on this server and another; a signed-in buyer's page is never kept nor
// handed to anyone; the app shell is never kept; a car page's views count once per page asked for.
import { brotliDecompressSync } from 'node:zlib';
import { ACCESS_TOKEN_COOKIE, cataloguePaths, pricingPaths, vendorListingPaths, wishlistPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import type { AppInstance } from '../src/deps';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar, createVariant, type CatalogueEntry } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, signInDealer, type Dealer } from './helpers/dealers';
import { reserveCar } from './helpers/payments';
import { standInBuild } from './helpers/stand-in-renderer';

const STAND_IN = `
const DETAILS = ${JSON.stringify(cataloguePaths.carDetails)};
const LIST = ${JSON.stringify(cataloguePaths.carList)};
const WISHLIST = ${JSON.stringify(wishlistPaths.read)};
export async function renderPage({ url, api, signedIn }) {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/throw') throw new Error('the renderer broke');
  const get = (path) => api(path, { headers: { accept: 'application/json' } });
  let text = 'page ' + u.pathname;
  const car = /^\\/car-details\\/(\\d+)$/.exec(u.pathname);
  if (car) {
    const res = await get(DETAILS + '?car_id=' + car[1]);
    if (res.status === 404) return { status: 404, html: '<p id="rendered">no such car</p>', head: '' };
    const d = (await res.json()).data.carDetails;
    text = 'price=' + d.listing_price + ' status=' + d.status + ' images=' + d.car_images.length + ' wishes=' + d.wishlist_count + ' wished=' + d.wishlist_status + ' dealer=' + d.vendor_name;
  } else if (u.pathname === '/cars') {
    const list = (await (await get(LIST + u.search)).json()).data.filteredCars;
    text = 'cars=' + list.cars.map((c) => c.id + ':' + c.listing_price + ':' + c.wishlist_status).join(',') + ' total=' + list.pagination.total;
  } else if (u.pathname === '/wishlist') {
    const res = await get(WISHLIST);
    text = 'wishlist=' + (res.status === 200 ? (await res.json()).data.wishlist.map((c) => c.car_id).join(',') : res.status);
  }
  return { status: 200, html: '<p id="rendered">' + text + ' signed-in=' + signedIn + '</p>', head: '' };
}
`;

let build: ReturnType<typeof standInBuild>;
let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
let entry: CatalogueEntry;

beforeAll(async () => {
  build = standInBuild(STAND_IN);
  t = await createTestApp({ webDist: build.webDist, env: { RENDER_THREADS: '2' } });
  dealer = await createDealer(t.database.db, { name: 'Marine Drive Motors' });
  dealerToken = await signInDealer(t, dealer.phone);
  entry = await createVariant(t.database.db, { brandName: 'Cachet' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

const carOf = (price = 5_000_000) => createCar(t.database.db, { vendorId: dealer.id, entry, listingPrice: price });

async function get(url: string, headers: Record<string, string> = {}, app: AppInstance = t.app) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  return {
    res,
    text: /<p id="rendered">([^<]*)<\/p>/.exec(res.body)?.[1] ?? null,
    cache: res.headers['x-cache'],
  };
}

async function wishlistCar(token: string, carId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: wishlistPaths.add,
    headers: { 'x-access-token': token },
    payload: { car_id: carId },
  });
  expect(res.statusCode).toBe(200);
}

const changePrice = (carId: number, price: number) =>
  t.app.inject({
    method: 'PATCH',
    url: pricingPaths.changePrice,
    headers: { 'x-access-token': dealerToken },
    payload: { car_id: carId, listing_price: price },
  });

describe.each([onPostgres ? 'PostgreSQL' : 'the embedded database'])('the shared cache of guests’ pages on %s', () => {
  it("answers a guest's page from the cache after its first render, with an ETag, 304 and Brotli", async () => {
    const car = await carOf();
    const first = await get(`/car-details/${car.id}`);
    expect([first.cache, first.res.headers['x-page'], first.text]).toEqual([
      'miss',
      'rendered',
      `price=5000000 status=available images=1 wishes=0 wished=0 dealer=Marine Drive Motors signed-in=false`,
    ]);
    const again = await get(`/car-details/${car.id}`);
    expect([again.cache, again.text, again.res.headers.etag]).toEqual(['hit', first.text, first.res.headers.etag]);
    expect(again.res.headers.vary).toBe('cookie, accept-encoding');
    expect(again.res.headers['cache-control']).toBe('no-cache');
    expect(again.res.headers['content-security-policy']).toContain("default-src 'self'");
    const held = await get(`/car-details/${car.id}`, { 'if-none-match': String(first.res.headers.etag) });
    expect([held.res.statusCode, held.res.body]).toEqual([304, '']);
    const br = await t.app.inject({ method: 'GET', url: `/car-details/${car.id}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.res.body);
    // The catalogue's answers too: the render's own call for the car was kept for the next guest.
    const details = await get(`${cataloguePaths.carDetails}?car_id=${car.id}`);
    expect([details.cache, details.res.json().data.carDetails.listing_price]).toEqual(['hit', 5_000_000]);
  });

  it("shows a dealer's price change at once on the car's page, the list and the catalogue's answers", async () => {
    const car = await carOf(6_100_000);
    const list = `/cars?car_brand=Cachet`;
    const listApi = `${cataloguePaths.carList}?car_brand=Cachet`;
    for (let i = 0; i < 2; i++) {
      await get(`/car-details/${car.id}`);
      await get(list);
      await get(listApi);
    }
    expect((await get(list)).text).toContain(`${car.id}:6100000:0`);
    expect((await changePrice(car.id, 5_900_000)).statusCode).toBe(200);
    const page = await get(`/car-details/${car.id}`);
    expect([page.cache, page.text]).toEqual(['miss', expect.stringContaining('price=5900000 ')]);
    const listed = await get(list);
    expect([listed.cache, listed.text]).toEqual(['miss', expect.stringContaining(`${car.id}:5900000:0`)]);
    // The list page's render asked for the same answer as a guest: it was kept anew, with the new price.
    const answered = await get(listApi);
    expect(answered.res.json().data.filteredCars.cars.find((c: { id: number }) => c.id === car.id).listing_price).toBe(5_900_000);
    expect((await get(list)).cache).toBe('hit');
  });

  it('drops a page at once when anything it shows changes: a reservation, photos, a wishlist, the dealer, an inspection, a new car listed', async () => {
    const car = await carOf();
    const page = `/car-details/${car.id}`;
    const shown = async () => {
      await get(page);
      const kept = await get(page);
      expect(kept.cache).toBe('hit');
      return kept.text;
    };
    expect(await shown()).toContain('status=available images=1 wishes=0');
    const buyer = await signInBuyer(t);
    await reserveCar(t, buyer.token, car.id);
    expect(await shown()).toContain('status=reserved');
    await t.database.db.execute(sql`insert into car_images (car_id, position, url) values (${car.id}, 5, '/media/x.jpg')`);
    expect(await shown()).toContain('images=2');
    const fan = await signInBuyer(t);
    await wishlistCar(fan.token, car.id);
    expect(await shown()).toContain('wishes=1');
    await t.database.db.execute(sql`update vendors set name = 'Marine Drive Motors & Sons' where id = ${dealer.id}`);
    expect(await shown()).toContain('dealer=Marine Drive Motors & Sons');
    await t.database.db.execute(sql`update vendors set name = 'Marine Drive Motors' where id = ${dealer.id}`);
    // A photo added to the car's inspection report (the page shows the report).
    await get(page);
    expect((await get(page)).cache).toBe('hit');
    await t.database.db.execute(sql`insert into inspection_photos (car_id, url) values (${car.id}, '/media/inspection.jpg')`);
    expect((await get(page)).cache).toBe('miss');

    const before = (await get('/cars?car_brand=Cachet')).text!;
    expect((await get('/cars?car_brand=Cachet')).cache).toBe('hit');
    const added2 = await carOf(4_000_000);
    const after = await get('/cars?car_brand=Cachet');
    expect(after.cache).toBe('miss');
    expect(after.text).toContain(`${added2.id}:4000000`);
    expect(before).not.toContain(`${added2.id}:`);
  });

  it('never answers a signed-in buyer from the shared cache nor keeps their page: two buyers each see their own', async () => {
    const [mine, theirs] = [await carOf(), await carOf()];
    const a = await signInBuyer(t);
    const b = await signInBuyer(t);
    await wishlistCar(a.token, mine.id);
    await wishlistCar(b.token, theirs.id);
    const cookie = (token: string) => ({ cookie: `theme=dark; ${ACCESS_TOKEN_COOKIE}=${token}` });
    // A guest's page first, so that a shared one is there to be wrongly handed out.
    await get('/wishlist');
    await get('/cars?car_brand=Cachet');
    // The answers those renders asked for are still being packed (Brotli, gzip) before they are kept.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const counts = t.app.sharedCache.counts();
    for (let round = 0; round < 2; round++) {
      const forA = await get('/wishlist', cookie(a.token));
      const forB = await get('/wishlist', cookie(b.token));
      expect([forA.text, forA.cache]).toEqual([`wishlist=${mine.id} signed-in=true`, undefined]);
      expect([forB.text, forB.cache]).toEqual([`wishlist=${theirs.id} signed-in=true`, undefined]);
      expect(forA.res.headers['cache-control']).toBe('private, no-store');
      const listA = await get('/cars?car_brand=Cachet', cookie(a.token));
      const listB = await get('/cars?car_brand=Cachet', cookie(b.token));
      expect(listA.text).toContain(`${mine.id}:5000000:1`);
      expect(listA.text).toContain(`${theirs.id}:5000000:0`);
      expect(listB.text).toContain(`${mine.id}:5000000:0`);
      expect(listB.text).toContain(`${theirs.id}:5000000:1`);
      // The catalogue's answer with a token is the buyer's own as well.
      const api = await get(`${cataloguePaths.carList}?car_brand=Cachet`, { 'x-access-token': a.token });
      expect(api.cache).toBeUndefined();
      expect(api.res.json().data.filteredCars.cars.find((c: { id: number }) => c.id === mine.id).wishlist_status).toBe(1);
    }
    // Nothing of theirs was kept, nor any entry read for them.
    expect(t.app.sharedCache.counts()).toMatchObject({ hits: counts.hits, misses: counts.misses, entries: counts.entries });
    // A guest still gets the guest's page; a cookie no longer valid is not answered from the cache either.
    const guest = await get('/wishlist');
    expect([guest.text, guest.cache]).toEqual(['wishlist=401 signed-in=false', 'hit']);
    const guestList = await get('/cars?car_brand=Cachet');
    expect(guestList.text).toContain(`${mine.id}:5000000:0`);
    expect(guestList.text).toContain(`${theirs.id}:5000000:0`);
    const stale = await get('/wishlist', { cookie: `${ACCESS_TOKEN_COOKIE}=not-a-token` });
    expect([stale.text, stale.cache]).toEqual(['wishlist=401 signed-in=false', undefined]);
  });

  it('answers the app shell for a page that did not render, and never keeps it', async () => {
    for (let i = 0; i < 2; i++) {
      const shell = await get('/throw');
      expect([shell.res.statusCode, shell.res.headers['x-page'], shell.cache, shell.text]).toEqual([200, 'shell', undefined, null]);
      expect(shell.res.body).toContain('<div id="root"></div>');
    }
  });

  it('counts one view of a car page per page asked for, from the cache or rendered', async () => {
    const car = await carOf();
    for (let i = 0; i < 3; i++) await get(`/car-details/${car.id}`);
    await get(`${cataloguePaths.carDetails}?car_id=${car.id}`);
    const mine = await t.app.inject({ method: 'GET', url: vendorListingPaths.cars, headers: { 'x-access-token': dealerToken } });
    const listed = (mine.json().data.cars as { car_id: number; views_30_days: number }[]).find((c) => c.car_id === car.id);
    expect(listed?.views_30_days).toBe(4);
  });

  it('tells another server of a change at once: its kept pages go, well before it would look for itself', async () => {
    const database = onPostgres ? await openDatabase({ databaseUrl: t.database.url }) : t.database;
    // It looks for changes every minute only: it must hear of them.
    const other = await buildApp(
      { ...t.app.deps, database },
      { webDist: build.webDist, logger: false, facetRefreshMs: 60_000, validateResponses: true },
    );
    try {
      await other.ready();
      const car = await carOf(7_000_000);
      const page = `/car-details/${car.id}`;
      // It may still hear of the writes before (the car's own): those drop what it kept, as they should.
      let kept = false;
      for (let i = 0; i < 20 && !kept; i++) kept = (await get(page, {}, other)).cache === 'hit';
      expect(kept).toBe(true);
      expect((await changePrice(car.id, 6_800_000)).statusCode).toBe(200);
      const started = Date.now();
      let seen = (await get(page, {}, other)).text;
      while (!seen?.includes('price=6800000') && Date.now() - started < 3000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = (await get(page, {}, other)).text;
      }
      expect(seen).toContain('price=6800000');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await other.close();
      if (database !== t.database) await database.close();
    }
  });
});
