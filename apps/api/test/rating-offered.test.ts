// The verify-payment answers of test drives and car bookings say whether the buyer has rated the dealer
// (dealer_rated), so the rating dialog is not offered again after a second payment to that dealer.
import { bookingPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer } from './helpers/dealers';
import { payAtCheckout } from './helpers/payments';

const HOUR = 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-access-token': token }, payload });

/** India's date one day after the test clock's today: its slots have not started. */
function tomorrowInIndia(): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * HOUR);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Pays a showroom test drive of `carId` and answers the verify call's data (asked with the order id alone). */
async function paidDrive(token: string, carId: number, slot: string) {
  const created = await post(bookingPaths.testDriveCreateOrder, token, {
    car_id: carId,
    preferred_location: 'showroom',
    drive_date: tomorrowInIndia(),
    drive_time: slot,
  });
  expect(created.statusCode, created.body).toBe(200);
  const orderId = created.json().data.rzp_order_id as string;
  await payAtCheckout(t, orderId);
  return { orderId, ...(await verifyDrive(token, orderId)) };
}

async function verifyDrive(token: string, orderId: string) {
  const verified = await post(bookingPaths.testDriveVerifyPayment, token, { order_id: orderId });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data as { status: string; dealer_rated: boolean };
}

/** Pays a direct booking of `carId` and answers the verify call's data. */
async function paidBooking(token: string, carId: number) {
  const created = await post(bookingPaths.directCreateOrder, token, { car_id: carId, preferred_location: 'showroom' });
  expect(created.statusCode, created.body).toBe(200);
  const orderId = created.json().data.rzp_order_id as string;
  await payAtCheckout(t, orderId);
  const verified = await post(bookingPaths.directVerifyPayment, token, { order_id: orderId });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data as { status: string; dealer_rated: boolean };
}

describe(`dealer_rated in verify-payment (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('is false until the buyer rates the dealer, then true for every payment to that dealer, and only for this buyer and dealer', async () => {
    const dealer = await createDealer(t.database.db);
    const otherDealer = await createDealer(t.database.db);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createCar(t.database.db, { vendorId: dealer.id })));
    const elsewhere = await createCar(t.database.db, { vendorId: otherDealer.id, listingPrice: 3_000_000 });
    const buyer = await signInBuyer(t);
    const otherBuyer = await signInBuyer(t);

    const firstDrive = await paidDrive(buyer.token, first!.id, '11AM-12PM');
    expect(firstDrive).toMatchObject({ status: 'paid', dealer_rated: false });
    const rated = await post(bookingPaths.rateVendor, buyer.token, { vendor_id: dealer.id, rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);

    // The page of the first payment, reloaded, no longer offers the rating either.
    expect(await verifyDrive(buyer.token, firstDrive.orderId)).toMatchObject({ status: 'paid', dealer_rated: true });
    expect(await paidDrive(buyer.token, second!.id, '2PM-3PM')).toMatchObject({ status: 'paid', dealer_rated: true });
    expect(await paidBooking(buyer.token, third!.id)).toMatchObject({ status: 'paid', dealer_rated: true });

    // Another dealer, and another buyer of the same dealer, have no rating yet.
    expect(await paidBooking(buyer.token, elsewhere.id)).toMatchObject({ status: 'paid', dealer_rated: false });
    expect(await paidDrive(otherBuyer.token, second!.id, '4PM-5PM')).toMatchObject({ status: 'paid', dealer_rated: false });
  });
});
