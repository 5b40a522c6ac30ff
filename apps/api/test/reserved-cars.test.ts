// A reserved car on its card and its page: `reserved_until` beside the status, and the holder's own
// `my_booking`, both read at the request's moment (a reservation ends by itself, with no job).
import { bookingPaths, cataloguePaths, offerPaths, vendorBookingPaths, vendorOfferPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, signInDealer, type Dealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';
import { payAtCheckout, reserveCar } from './helpers/payments';

const HOUR = 3600_000;
let t: TestApp;
let dealer: Dealer;
beforeAll(async () => {
  t = await createTestApp();
  dealer = await createDealer(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function details(carId: number, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${cataloguePaths.carDetails}?car_id=${carId}`,
    headers: token ? { 'x-access-token': token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.carDetails;
}

/** The car's list item, on the first page of the whole catalogue and on a dealer's page (the two list statements). */
async function listItems(carId: number, token?: string) {
  const headers = { 'x-limit': '50', ...(token ? { 'x-access-token': token } : {}) };
  const first = await t.app.inject({ method: 'GET', url: cataloguePaths.carList, headers });
  const filtered = await t.app.inject({ method: 'GET', url: `${cataloguePaths.carList}?location=Pune`, headers });
  const find = (res: typeof first) =>
    (res.json().data.filteredCars.cars as { id: number; status: string; reserved_until: string | null }[]).find((c) => c.id === carId);
  return [find(first), find(filtered)];
}

describe(`reserved cars (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('a reserved car carries the end of its reservation; its holder sees their booking, another buyer and a guest do not', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 6_000_000, location: 'Pune' });
    const other = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000, location: 'Pune' });
    const holder = await signInBuyer(t);
    const stranger = await signInBuyer(t);
    expect(await details(car.id, holder.token)).toMatchObject({ status: 'available', reserved_until: null, my_booking: null });

    const { bookingId } = await reserveCar(t, holder.token, car.id);
    const until = new Date(t.clock.now().getTime() + 72 * HOUR).toISOString();

    expect(await details(car.id, holder.token)).toMatchObject({
      status: 'reserved',
      reserved_until: until,
      my_booking: { booking_id: bookingId, status: 'reserved', reserved_until: until, refund_if_cancelled: 120_000 },
    });
    expect(await details(car.id, stranger.token)).toMatchObject({ status: 'reserved', reserved_until: until, my_booking: null });
    expect(await details(car.id)).toMatchObject({ status: 'reserved', reserved_until: until, my_booking: null });
    for (const token of [holder.token, undefined]) {
      for (const item of await listItems(car.id, token)) expect(item).toMatchObject({ status: 'reserved', reserved_until: until });
      for (const item of await listItems(other.id, token)) expect(item).toMatchObject({ status: 'available', reserved_until: null });
    }
  });

  it("after an offer, the holder's booking carries the agreed price and its token, not the listing price", async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000, location: 'Pune' });
    const holder = await signInBuyer(t);
    const call = (url: string, token: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
      t.app.inject({ method, url, headers: { 'x-access-token': token }, payload });
    const offer = await call(offerPaths.makeOffer, holder.token, { car_id: car.id, bid_amount: 3_600_000 });
    const accepted = await call(
      vendorOfferPaths.offerStatus,
      await signInDealer(t, dealer.phone),
      { offer_id: offer.json().data.offers_id, status: 'accepted' },
      'PATCH',
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = (await call(bookingPaths.postOfferCreateBooking, holder.token, { car_id: car.id })).json().data;
    await payAtCheckout(t, order.rzp_order_id);
    const verified = await call(bookingPaths.postOfferVerifyPayment, holder.token, { order_id: order.rzp_order_id });
    expect(verified.json().data.status).toBe('paid');

    const mine = await details(car.id, holder.token);
    expect(mine.listing_price).toBe(4_000_000);
    expect(mine.my_booking).toMatchObject({ booking_type: 'post_offer', total_car_price: 3_600_000, pay_amount: 72_000 });

    const direct = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 6_000_000, location: 'Pune' });
    await reserveCar(t, holder.token, direct.id);
    expect((await details(direct.id, holder.token)).my_booking).toMatchObject({
      booking_type: 'direct',
      total_car_price: 6_000_000,
      pay_amount: 120_000,
    });
  });

  it('a reservation that ran out or was cancelled reads null', async () => {
    const expired = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000, location: 'Pune' });
    const cancelled = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000, location: 'Pune' });
    const buyer = await signInBuyer(t);
    await reserveCar(t, buyer.token, expired.id);
    const { bookingId } = await reserveCar(t, buyer.token, cancelled.id);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: bookingPaths.cancelBooking,
      headers: { 'x-access-token': buyer.token },
      payload: { booking_id: bookingId },
    });
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', refund_amount: 100_000 });
    expect(await details(cancelled.id, buyer.token)).toMatchObject({ status: 'available', reserved_until: null, my_booking: null });

    expect((await details(expired.id, buyer.token)).my_booking).not.toBeNull();
    t.clock.advance(72 * HOUR + 1000);
    expect(await details(expired.id, buyer.token)).toMatchObject({ status: 'available', reserved_until: null, my_booking: null });
    for (const item of await listItems(expired.id, buyer.token)) expect(item).toMatchObject({ status: 'available', reserved_until: null });
  });

  it('a car the dealer marked sold reads sold with no reservation, even to the buyer who bought it', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 7_000_000, location: 'Pune' });
    const buyer = await signInBuyer(t);
    const { bookingId } = await reserveCar(t, buyer.token, car.id);
    const sold = await t.app.inject({
      method: 'PATCH',
      url: vendorBookingPaths.markSold,
      headers: { 'x-access-token': await signInDealer(t, dealer.phone) },
      payload: { booking_id: bookingId },
    });
    expect(sold.statusCode).toBe(200);
    expect(await details(car.id, buyer.token)).toMatchObject({ status: 'sold', reserved_until: null, my_booking: null });
    for (const item of await listItems(car.id, buyer.token)) expect(item).toMatchObject({ status: 'sold', reserved_until: null });
  });
});
