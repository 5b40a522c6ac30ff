import { sql } from 'drizzle-orm';
import { wishlistPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, type Dealer } from './helpers/dealers';

describe(`wishlist (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  let dealer: Dealer;

  beforeAll(async () => {
    t = await createTestApp();
    dealer = await createDealer(t.database.db);
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'POST' | 'DELETE', token: string, payload: unknown) =>
    t.app.inject({ method, url: wishlistPaths.add, headers: { 'x-access-token': token }, payload: payload as object });
  const read = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: wishlistPaths.read, headers: { 'x-access-token': token } })).json().data.wishlist;

  it('adds idempotently, removes, and says so', async () => {
    const { token } = await signInBuyer(t);
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 6_250_000 });
    expect((await call('POST', token, { car_id: car.id })).json().message).toBe('Car added to your wishlist');
    expect((await call('POST', token, { car_id: String(car.id) })).json().message).toBe('This car is already in your wishlist');
    const items = await read(token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      car_id: car.id,
      car_name: car.carName,
      listing_price: 6_250_000,
      location: dealer.city,
      car_review: 0,
      car_star: 0,
    });
    expect(items[0].car_images.length).toBeGreaterThan(0);
    const removed = await call('DELETE', token, { car_id: car.id });
    expect(removed.json()).toMatchObject({ success: true, message: 'Car removed from your wishlist' });
    const again = await call('DELETE', token, { car_id: car.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This car is not in your wishlist');
    expect(await read(token)).toEqual([]);
  });

  it('answers 404 for an unknown car and 400 for a bad id, changing nothing', async () => {
    const { token } = await signInBuyer(t);
    expect((await call('POST', token, { car_id: 99999999 })).statusCode).toBe(404);
    for (const body of [{}, { car_id: 'abc' }, { car_id: -3 }, { car_id: 1.5 }, { car_id: 99_999_999_999 }, { car_id: null }]) {
      const answer = await call('POST', token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json(), JSON.stringify(body)).toMatchObject({ message: 'car_id must be a car id (a whole number)', field: 'car_id' });
    }
    // An unknown field is refused before the car is looked for: this car need not exist.
    expect((await call('POST', token, { car_id: 1, extra: 1 })).json()).toMatchObject({ message: 'Unknown field: extra' });
    expect(await read(token)).toEqual([]);
  });

  it("never reads or changes another buyer's list", async () => {
    const a = await signInBuyer(t);
    const b = await signInBuyer(t);
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    await call('POST', a.token, { car_id: car.id });
    expect(await read(b.token)).toEqual([]);
    expect((await call('DELETE', b.token, { car_id: car.id })).statusCode).toBe(404);
    expect((await read(a.token)).map((i: { car_id: number }) => i.car_id)).toEqual([car.id]);
    expect((await t.app.inject({ method: 'GET', url: wishlistPaths.read })).statusCode).toBe(401);
  });

  it('counts real ratings in car_review and car_star', async () => {
    const { token, phone } = await signInBuyer(t);
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    await call('POST', token, { car_id: car.id });
    await t.database.db.execute(sql`insert into ratings (buyer_id, vendor_id, car_id, rating, review)
      select id, ${dealer.id}, ${car.id}, 4, 'Smooth purchase' from buyers where phone = ${phone}`);
    expect((await read(token))[0]).toMatchObject({ car_review: 1, car_star: 4 });
  });
});
