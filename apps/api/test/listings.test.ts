// The dealer's listings: a dealer lists a car that buyers find at once in the list and
// by search, edits it (not its price), adds, orders and removes photos (real images only), and takes it
// off: it leaves every buyer's read, its negotiations close and its test drives to come are refunded,
// but never while a buyer holds it; and puts it back on sale.
import {
  bookingPaths,
  cataloguePaths,
  offerPaths,
  vendorListingPaths as paths,
  wishlistPaths,
  type ListingDetails,
  type ListingItem,
} from '@luxe/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar, createVariant, type CatalogueEntry } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, signInDealer, type Dealer } from './helpers/dealers';
import { multipartForm, type UploadFile } from './helpers/multipart';
import { payAtCheckout, reserveCar } from './helpers/payments';

let t: TestApp;
let dealer: Dealer;
let token: string;
let otherToken: string;
let buyer: string;
let entry: CatalogueEntry;
let other: CatalogueEntry;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  dealer = await createDealer(db);
  token = await signInDealer(t, dealer.phone);
  otherToken = await signInDealer(t, (await createDealer(db)).phone);
  buyer = (await signInBuyer(t)).token;
  entry = await createVariant(db, { brandName: 'Valoria', modelName: 'Estrada', bodyType: 'SUV', variant: { name: 'Estrada 45 Touring' } });
  other = await createVariant(db, { brandName: 'Corvane', modelName: 'Lumen', bodyType: 'Coupe', variant: { name: 'GT Line' } });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, who: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { 'x-access-token': who, ...headers }, ...(payload ? { payload } : {}) });

const carBody = (overrides: Record<string, unknown> = {}) => ({
  variant_id: entry.variant.id,
  manufacturing_year: 2022,
  registration_year: 2022,
  registration_state: 'Maharashtra',
  registration_number: 'mh 12 ab 4821',
  odometer_reading: 18_500,
  no_of_owners: 1,
  listing_price: 6_450_000,
  color: 'Blue',
  location: 'Pune',
  description: 'One owner, full service history.',
  ...overrides,
});

async function listCar(overrides: Record<string, unknown> = {}, who = token): Promise<ListingDetails> {
  const res = await call('POST', paths.createCar, who, carBody(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const publicList = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `${cataloguePaths.carList}?${query}` })).json().data.filteredCars as {
    cars: { id: number; images: string[]; listing_price: number }[];
    pagination: { total: number };
  };
const details = (carId: number) => t.app.inject({ method: 'GET', url: `${cataloguePaths.carDetails}?car_id=${carId}` });
const myCars = async (query = '') =>
  (await call('GET', `${paths.cars}${query}`, token)).json().data as {
    cars: ListingItem[];
    counts: Record<string, number>;
    pagination: { total: number; limit: number };
  };

/** A new buyer's order of a showroom test drive of the car at that slot (held 15 minutes while unpaid): new, so
 * that no negotiation with this dealer makes the drive free. */
async function orderDrive(carId: number, date: string, time: string): Promise<{ rzp_order_id: string; test_drive_id: number }> {
  const driver = (await signInBuyer(t)).token;
  const res = await call('POST', bookingPaths.testDriveCreateOrder, driver, {
    car_id: carId,
    preferred_location: 'showroom',
    drive_date: date,
    drive_time: time,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const png = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart body with car_id and each file in the photos field. */
const photosForm = (carId: number | string, files: UploadFile[]) => multipartForm({ car_id: carId }, 'photos', files);
const upload = (carId: number | string, files: { bytes: Buffer; type: string; name: string }[], who = token) => {
  const form = photosForm(carId, files);
  return call('POST', paths.createPhotos, who, form.payload, form.headers);
};

describe(`dealer listings (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it("answers the catalogue's brands, models and variants with their specifications, and the colours", async () => {
    const res = await call('GET', paths.catalogue, token);
    expect(res.statusCode).toBe(200);
    const brand = res.json().data.brands.find((b: { name: string }) => b.name === 'Valoria');
    expect(brand.models[0]).toMatchObject({ name: 'Estrada', body_type: 'SUV' });
    expect(brand.models[0].variants[0]).toMatchObject({
      variant_id: entry.variant.id,
      name: 'Estrada 45 Touring',
      seats: entry.variant.seats,
    });
    expect(res.json().data.colours.map((c: { name: string }) => c.name)).toContain('Blue');
  });

  it('lists a new car that buyers find at once: in the list, by brand and by model words, and its page', async () => {
    const before = (await publicList('')).pagination.total;
    const car = await listCar();
    expect(car).toMatchObject({
      car_name: 'Valoria Estrada 45 Touring',
      car_brand: 'Valoria',
      car_model: 'Estrada',
      status: 'available',
      registration_number: 'MH 12 AB 4821',
      listing_price: 6_450_000,
      color: 'Blue',
      views_30_days: 0,
      specifications: { variant_id: entry.variant.id, fuel_type: entry.variant.fuelType },
    });
    // Until a photo comes, the car shows its drawing in its colour.
    expect(car.photos).toEqual([{ photo_id: expect.any(Number), url: expect.stringMatching(/^\/media\/cars\/suv\/1f3a68\//) }]);
    const all = await publicList('');
    expect(all.pagination.total).toBe(before + 1);
    expect(all.cars[0]!.id).toBe(car.car_id);
    expect((await publicList('search=valoria')).cars.map((c) => c.id)).toContain(car.car_id);
    expect((await publicList('search=estrada%2045')).cars.map((c) => c.id)).toContain(car.car_id);
    expect((await publicList('car_brand=Valoria')).cars.map((c) => c.id)).toContain(car.car_id);
    const filters = (await t.app.inject({ method: 'GET', url: cataloguePaths.filterList })).json().data;
    expect(filters.carBrands).toContainEqual({ car_brand_name: 'Valoria' });
    expect((await details(car.car_id)).json().data.carDetails).toMatchObject({ car_name: 'Valoria Estrada 45 Touring', color: 'Blue' });
  });

  it('refuses bad input with a 400 naming the field, and lists nothing', async () => {
    const before = (await myCars()).counts.all;
    const cases: [Record<string, unknown>, string][] = [
      [{ variant_id: undefined }, 'variant_id'],
      [{ variant_id: 999_999 }, 'variant_id'],
      [{ variant_id: 'abc' }, 'variant_id'],
      [{ manufacturing_year: 2027, registration_year: 2027 }, 'manufacturing_year'],
      [{ manufacturing_year: 1980 }, 'manufacturing_year'],
      [{ registration_year: 2021 }, 'registration_year'],
      [{ registration_number: 'HELLO' }, 'registration_number'],
      [{ odometer_reading: -5 }, 'odometer_reading'],
      [{ odometer_reading: 12.5 }, 'odometer_reading'],
      [{ no_of_owners: 0 }, 'no_of_owners'],
      [{ listing_price: 500 }, 'listing_price'],
      [{ listing_price: '12 lakh' }, 'listing_price'],
      [{ color: 'Purple' }, 'color'],
      [{ location: '<script>' }, 'location'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ dealer: 4 }, 'dealer'],
    ];
    for (const [change, field] of cases) {
      const res = await call('POST', paths.createCar, token, carBody(change));
      expect([res.statusCode, res.json().field], JSON.stringify(change)).toEqual([400, field]);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await myCars()).counts.all).toBe(before);
  });

  it("refuses a buyer's token and no token on every call (401), and answers another dealer's car as unknown (404)", async () => {
    const car = await listCar();
    const calls: [Method, string, object | undefined][] = [
      ['GET', paths.cars, undefined],
      ['GET', `${paths.carDetails}?car_id=${car.car_id}`, undefined],
      ['GET', paths.catalogue, undefined],
      ['POST', paths.createCar, carBody()],
      ['PATCH', paths.updateCar, { car_id: car.car_id, odometer_reading: 1 }],
      ['PATCH', paths.updatePhotos, { car_id: car.car_id, order: [car.photos[0]!.photo_id] }],
      ['PATCH', paths.takeOff, { car_id: car.car_id }],
      ['PATCH', paths.relist, { car_id: car.car_id }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, buyer, payload)).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
    }
    expect((await upload(car.car_id, [{ bytes: await png('#111111'), type: 'image/png', name: 'a.png' }], buyer)).statusCode).toBe(401);
    // Another dealer: as if the car did not exist, and nothing changes.
    for (const [method, url, payload] of calls.filter(
      ([, url]) => url !== paths.cars && url !== paths.catalogue && url !== paths.createCar,
    )) {
      const res = await call(method, url, otherToken, payload);
      expect([res.statusCode, res.json().message], url).toEqual([404, 'Car not found']);
    }
    expect((await upload(car.car_id, [{ bytes: await png('#111111'), type: 'image/png', name: 'a.png' }], otherToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `${paths.carDetails}?car_id=${car.car_id}`, token)).json().data).toMatchObject({
      odometer_reading: 18_500,
      status: 'available',
    });
  });

  it('edits a car but never its price; the buyer sees the change at once (search by the new model too)', async () => {
    const car = await listCar();
    const edited = await call('PATCH', paths.updateCar, token, {
      car_id: car.car_id,
      odometer_reading: 21_000,
      color: 'Red',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ odometer_reading: 21_000, color: 'Red', listing_price: 6_450_000 });
    expect((await details(car.car_id)).json().data.carDetails).toMatchObject({ odometer_reading: 21_000, color: 'Red' });
    const moved = await call('PATCH', paths.updateCar, token, { car_id: car.car_id, variant_id: other.variant.id });
    expect(moved.json().data).toMatchObject({ car_name: 'Corvane Lumen GT Line', car_type: 'Coupe', specifications: { name: 'GT Line' } });
    expect((await publicList('search=lumen')).cars.map((c) => c.id)).toContain(car.car_id);
    expect((await publicList('search=estrada')).cars.map((c) => c.id)).not.toContain(car.car_id);

    const price = await call('PATCH', paths.updateCar, token, { car_id: car.car_id, listing_price: 5_000_000 });
    expect([price.statusCode, price.json().field]).toEqual([400, 'listing_price']);
    const nothing = await call('PATCH', paths.updateCar, token, { car_id: car.car_id });
    expect(nothing.statusCode).toBe(400);
    const backwards = await call('PATCH', paths.updateCar, token, { car_id: car.car_id, registration_year: 2020 });
    expect([backwards.statusCode, backwards.json().field]).toEqual([400, 'registration_year']);
    expect((await details(car.car_id)).json().data.carDetails).toMatchObject({ listing_price: 6_450_000, registration_year: 2022 });
  });

  it('adds several photos at once (real images only), orders and removes them; buyers see them in that order', async () => {
    const car = await listCar();
    const files = [
      { bytes: await png('#aa0000'), type: 'image/png', name: 'front.png' },
      {
        bytes: await sharp(await png('#00aa00'))
          .jpeg()
          .toBuffer(),
        type: 'image/jpeg',
        name: 'side.jpg',
      },
    ];
    const added = await upload(car.car_id, files);
    expect(added.statusCode, added.body).toBe(200);
    const photos = added.json().data.photos as { photo_id: number; url: string }[];
    expect(photos).toHaveLength(2);
    expect(photos.every((p) => /^\/media\/uploads\/[0-9a-f]{32}\.webp$/.test(p.url))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: photos[0]!.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await details(car.car_id)).json().data.carDetails.car_images).toEqual(photos.map((p) => p.url));

    // Not an image (whatever its name and type say): refused, nothing stored or added.
    const stored = (await t.app.deps.files.list()).length;
    const fake = await upload(car.car_id, [{ bytes: Buffer.from('<?php echo 1; ?>'), type: 'image/png', name: 'x.png' }]);
    expect([fake.statusCode, fake.json().field, fake.json().message]).toEqual([
      400,
      'photos',
      'The photo must be a JPEG, PNG or WebP image.',
    ]);
    const mixed = await upload(car.car_id, [files[0]!, { bytes: Buffer.from('GIF89a'), type: 'image/gif', name: 'y.gif' }]);
    expect([mixed.statusCode, mixed.json().message]).toEqual([400, 'Photo 2 must be a JPEG, PNG or WebP image.']);
    expect((await t.app.deps.files.list()).length).toBe(stored);
    expect((await upload(car.car_id, [])).json().field).toBe('photos');

    const [a, b] = photos as [{ photo_id: number; url: string }, { photo_id: number; url: string }];
    const reordered = await call('PATCH', paths.updatePhotos, token, { car_id: car.car_id, order: [b.photo_id, a.photo_id] });
    expect(reordered.json().data.photos.map((p: { photo_id: number }) => p.photo_id)).toEqual([b.photo_id, a.photo_id]);
    const found = await publicList('search=valoria');
    expect(found.cars.find((c) => c.id === car.car_id)!.images).toEqual([b.url, a.url]);

    const partial = await call('PATCH', paths.updatePhotos, token, { car_id: car.car_id, order: [b.photo_id] });
    expect([partial.statusCode, partial.json().field]).toEqual([400, 'order']);
    const foreign = await call('PATCH', paths.updatePhotos, token, {
      car_id: car.car_id,
      order: [b.photo_id, a.photo_id, car.photos[0]!.photo_id],
    });
    expect(foreign.statusCode).toBe(400);
    const none = await call('PATCH', paths.updatePhotos, token, { car_id: car.car_id, order: [], remove: [a.photo_id, b.photo_id] });
    expect([none.statusCode, none.json().field]).toEqual([400, 'order']);

    const removed = await call('PATCH', paths.updatePhotos, token, { car_id: car.car_id, order: [a.photo_id], remove: [b.photo_id] });
    expect(removed.json().data.photos).toEqual([a]);
    expect(await t.app.deps.files.get(b.url.slice('/media/uploads/'.length))).toBeNull();
  });

  it("counts each car's views of the last 30 days, wishlists and offers, filters by status and pages", async () => {
    const car = await listCar({ listing_price: 5_000_000, manufacturing_year: 2021, registration_year: 2022 });
    for (let i = 0; i < 3; i += 1) expect((await details(car.car_id)).statusCode).toBe(200);
    expect((await call('POST', wishlistPaths.add, buyer, { car_id: car.car_id })).statusCode).toBe(200);
    expect((await call('POST', offerPaths.makeOffer, buyer, { car_id: car.car_id, bid_amount: 4_000_000 })).statusCode).toBe(200);
    const mine = await myCars();
    expect(mine.cars.find((c) => c.car_id === car.car_id)).toMatchObject({ views_30_days: 3, wishlists: 1, offers: 1, open_offers: 1 });
    // The year the car's page leads with, beside the year it was made.
    expect(mine.cars.find((c) => c.car_id === car.car_id)).toMatchObject({ registration_year: 2022, manufacturing_year: 2021 });
    // Views older than the last 30 India days do not count.
    await t.database.db.execute(
      sql`insert into car_views (car_id, day, views) values (${car.car_id}, '2026-10-21', 40), (${car.car_id}, '2026-10-22', 2)`,
    );
    expect((await myCars()).cars.find((c) => c.car_id === car.car_id)!.views_30_days).toBe(5);

    const page = await myCars('?x-limit=2&x-offset=0');
    expect(page.cars).toHaveLength(2);
    expect(page.pagination).toMatchObject({ total: page.counts.all, limit: 2 });
    expect((await myCars('?status=withdrawn')).cars).toEqual([]);
    const bad = await call('GET', `${paths.cars}?status=gone`, token);
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'status']);
    expect((await call('GET', `${paths.carDetails}?car_id=x`, token)).json().field).toBe('car_id');
    // The other dealer sees none of this dealer's cars.
    expect((await call('GET', paths.cars, otherToken)).json().data.cars).toEqual([]);
  });

  it("takes a car off: gone from the buyer's list, search, wishlist and page; its open negotiation closes", async () => {
    const car = await listCar({ listing_price: 5_000_000 });
    expect((await call('POST', wishlistPaths.add, buyer, { car_id: car.car_id })).statusCode).toBe(200);
    const offer = (await call('POST', offerPaths.makeOffer, buyer, { car_id: car.car_id, bid_amount: 4_000_000 })).json().data;
    const before = (await publicList('')).pagination.total;

    const off = await call('PATCH', paths.takeOff, token, { car_id: car.car_id });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ car_id: car.car_id, status: 'withdrawn', closed_offers: 1 });

    expect((await publicList('')).pagination.total).toBe(before - 1);
    expect((await publicList('search=valoria')).cars.map((c) => c.id)).not.toContain(car.car_id);
    expect((await publicList('car_brand=Valoria')).cars.map((c) => c.id)).not.toContain(car.car_id);
    expect((await details(car.car_id)).statusCode).toBe(404);
    const wishlist = (await call('GET', wishlistPaths.read, buyer)).json().data.wishlist as { car_id: number }[];
    expect(wishlist.map((w) => w.car_id)).not.toContain(car.car_id);
    const mine = (await call('GET', offerPaths.offerReceived, buyer)).json().data.offer_data;
    expect(mine.find((o: { offers_id: number }) => o.offers_id === offer.offers_id)).toMatchObject({ offers_status: 6, reason: 'sold' });
    const again = await call('POST', offerPaths.makeOffer, buyer, { car_id: car.car_id, bid_amount: 4_100_000 });
    expect(again.statusCode).toBe(409);

    // The dealer still sees it, taken off, and can change it no more.
    expect((await myCars('?status=withdrawn')).cars.map((c) => c.car_id)).toContain(car.car_id);
    expect((await call('PATCH', paths.takeOff, token, { car_id: car.car_id })).statusCode).toBe(409);
    expect((await call('PATCH', paths.updateCar, token, { car_id: car.car_id, odometer_reading: 1 })).statusCode).toBe(409);
    const bad = await call('PATCH', paths.takeOff, token, { car_id: 'one' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'car_id']);
  });

  it('refuses to take off a car a buyer has reserved (409 with the reason)', async () => {
    const car = await listCar();
    const created = await call('POST', bookingPaths.directCreateOrder, buyer, { car_id: car.car_id, preferred_location: 'showroom' });
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().data.rzp_order_id as string;
    const paying = await call('PATCH', paths.takeOff, token, { car_id: car.car_id });
    expect([paying.statusCode, paying.json().message]).toEqual([409, expect.stringMatching(/^A buyer is paying the token for this car/)]);
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/test-gateway/checkout/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ method: 'upi', upi_id: 'success@razorpay', callback_url: '/done' }).toString(),
    });
    expect(checkout.statusCode).toBe(303);
    expect((await call('POST', bookingPaths.directVerifyPayment, buyer, { order_id: orderId })).json().data.status).toBe('paid');

    const refused = await call('PATCH', paths.takeOff, token, { car_id: car.car_id });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      expect.stringMatching(/^This car is reserved by a buyer until .+: it cannot be taken off/),
    ]);
    expect((await myCars('?status=reserved')).cars.map((c) => c.car_id)).toContain(car.car_id);
    expect((await details(car.car_id)).json().data.carDetails.status).toBe('reserved');
  });
  it('puts a taken-off car back on sale: buyers find it again, its closed negotiations stay closed; only a withdrawn car', async () => {
    const car = await listCar({ listing_price: 5_000_000 });
    const offer = (await call('POST', offerPaths.makeOffer, buyer, { car_id: car.car_id, bid_amount: 4_000_000 })).json().data;
    expect((await call('PATCH', paths.takeOff, token, { car_id: car.car_id })).statusCode).toBe(200);
    // Closed at once, before any read of the buyer's: the buyer is told now, not when they look.
    const [closed] = await queryRows<{ status: number; reason: string }>(
      t.database.db,
      sql`select status, reason from offers where id = ${offer.offers_id}`,
    );
    expect(closed).toEqual({ status: 6, reason: 'sold' });
    const [told] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where car_id = ${car.car_id} and title = 'Car no longer available'`,
    );
    expect(told!.n).toBe(1);
    const before = (await publicList('')).pagination.total;

    const back = await call('PATCH', paths.relist, token, { car_id: car.car_id });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ car_id: car.car_id, status: 'available', withdrawn_at: null, listed_at: car.listed_at });
    expect((await publicList('')).pagination.total).toBe(before + 1);
    expect((await publicList('search=valoria')).cars.map((c) => c.id)).toContain(car.car_id);
    expect((await details(car.car_id)).json().data.carDetails).toMatchObject({ status: 'available', listing_price: 5_000_000 });
    expect((await myCars('?status=available')).cars.map((c) => c.car_id)).toContain(car.car_id);
    // The old negotiation stays closed; the car's fields can change again.
    const mine = (await call('GET', offerPaths.offerReceived, buyer)).json().data.offer_data;
    expect(mine.find((o: { offers_id: number }) => o.offers_id === offer.offers_id)).toMatchObject({ offers_status: 6, reason: 'sold' });
    expect((await call('PATCH', paths.updateCar, token, { car_id: car.car_id, odometer_reading: 19_000 })).statusCode).toBe(200);

    const again = await call('PATCH', paths.relist, token, { car_id: car.car_id });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This car is on sale already.']);
    const sold = await createCar(t.database.db, { vendorId: dealer.id, status: 'sold' });
    const soldAnswer = await call('PATCH', paths.relist, token, { car_id: sold.id });
    expect([soldAnswer.statusCode, soldAnswer.json().message]).toEqual([409, 'This car is sold: it cannot be put back on sale.']);
    const bad = await call('PATCH', paths.relist, token, { car_id: 'one', extra: 1 });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'car_id']);
  });

  it('refuses to put back a car a buyer has reserved (409 naming the end), and to take it off while a test drive is being paid', async () => {
    const car = await listCar();
    await reserveCar(t, buyer, car.car_id);
    const reserved = await call('PATCH', paths.relist, token, { car_id: car.car_id });
    expect([reserved.statusCode, reserved.json().message]).toEqual([
      409,
      expect.stringMatching(/^This car is reserved by a buyer until .+: it is on sale already\.$/),
    ]);

    const other = await listCar();
    await orderDrive(other.car_id, '2026-11-22', '11AM-12PM');
    const paying = await call('PATCH', paths.takeOff, token, { car_id: other.car_id });
    expect([paying.statusCode, paying.json().message]).toEqual([
      409,
      expect.stringMatching(/^A buyer is paying for a test drive of this car \(held until /),
    ]);
    expect((await myCars('?status=available')).cars.map((c) => c.car_id)).toContain(other.car_id);
  });

  it('takes off a car with a booked test drive to come: the drive is cancelled, its fee refunded in full and the buyer told', async () => {
    const car = await listCar();
    const created = await orderDrive(car.car_id, '2026-11-21', '2PM-3PM');
    await payAtCheckout(t, created.rzp_order_id);
    const driveId = created.test_drive_id;
    const [booked] = await queryRows<{ status: string }>(t.database.db, sql`select status from test_drives where id = ${driveId}`);
    expect(booked!.status).toBe('booked');

    const off = await call('PATCH', paths.takeOff, token, { car_id: car.car_id });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ status: 'withdrawn', cancelled_test_drives: 1 });
    const [state] = await queryRows<{ status: string; refund: number; told: number }>(
      t.database.db,
      sql`select t.status,
            (select sum(r.amount)::int from refunds r join payment_orders p on p.id = r.payment_order_id where p.test_drive_id = t.id) as refund,
            (select count(*)::int from notifications n where n.buyer_id = t.buyer_id and n.car_id = t.car_id and n.title = 'Test drive cancelled') as told
          from test_drives t where t.id = ${driveId}`,
    );
    expect(state).toEqual({ status: 'cancelled', refund: 10_000, told: 1 });
  });

  it('refunds a payment that arrives after the hold ran out and the car was taken off; the car stays off', async () => {
    const car = await listCar();
    const created = await call('POST', bookingPaths.directCreateOrder, buyer, { car_id: car.car_id, preferred_location: 'showroom' });
    expect(created.statusCode, created.body).toBe(200);
    const { rzp_order_id: orderId, booking_id: bookingId } = created.json().data as { rzp_order_id: string; booking_id: number };
    t.clock.advance(16 * 60_000); // the 15-minute hold runs out unpaid
    expect((await call('PATCH', paths.takeOff, token, { car_id: car.car_id })).statusCode).toBe(200);
    await payAtCheckout(t, orderId);
    const [state] = await queryRows<{ status: string; refund: number; car: string }>(
      t.database.db,
      sql`select b.status, (select sum(r.amount)::int from refunds r join payment_orders p on p.id = r.payment_order_id where p.booking_id = b.id) as refund,
            c.status as car
          from bookings b join cars c on c.id = b.car_id where b.id = ${bookingId}`,
    );
    expect(state).toEqual({ status: 'cancelled', refund: created.json().data.amount / 100, car: 'withdrawn' });
  });
});
