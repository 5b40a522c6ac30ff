// A test drive once its slot has begun: the buyer can no longer cancel it (409, and no refund offered);
// its order shows what happened at the slot (done, or missed) rather than a booking still under way; its
// notices name the slot as people read it; and every reservation reaches the dealer with its buyer.
import { bookingPaths, notificationPaths, offerPaths, vendorBookingPaths, vendorOfferPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { openAppWithDealer, type Dealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';
import { payAtCheckout } from './helpers/payments';

const HOUR = 3600_000;
let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
beforeAll(async () => ({ t, dealer, dealerToken } = await openAppWithDealer()));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

/** India's date `days` from the test clock's today. */
function indiaDay(days: number): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * HOUR);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A showroom drive of `carId` tomorrow at 11 AM India time, paid; answers its id, date and the slot's start. */
async function paidDriveTomorrow(token: string, carId: number) {
  const date = indiaDay(1);
  const order = (
    await call('POST', bookingPaths.testDriveCreateOrder, token, {
      car_id: carId,
      booking_type: 'test_drive',
      preferred_location: 'showroom',
      drive_date: date,
      drive_time: '11AM-12PM',
    })
  ).json().data as { rzp_order_id: string; test_drive_id: number };
  await payAtCheckout(t, order.rzp_order_id);
  // 11 AM in India is 05:30 UTC.
  return { id: order.test_drive_id as number, date, startsAt: new Date(`${date}T05:30:00.000Z`) };
}

const myDrive = async (token: string, id: number) =>
  (await call('GET', bookingPaths.testDrives, token)).json().data.test_drive_data.find((d: { id: number }) => d.id === id);
const driveOrder = async (token: string, id: number) =>
  (await call('GET', `${bookingPaths.orderDetails}?test_drive_id=${id}`, token)).json().data;

describe(`test drives after their slot (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('a started drive cannot be cancelled: no refund is offered and the cancel is a 409 that changes nothing', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    const buyer = await signInBuyer(t);
    const drive = await paidDriveTomorrow(buyer.token, car.id);
    t.clock.advance(drive.startsAt.getTime() - t.clock.now().getTime() - 60_000);
    // A minute before the slot it can still be called off, without refund (less than 24 hours).
    expect((await myDrive(buyer.token, drive.id)).refund_if_cancelled).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await myDrive(buyer.token, drive.id)).refund_if_cancelled).toBeNull();
    const refused = await call('PATCH', bookingPaths.cancelTestDrive, buyer.token, { test_drive_id: drive.id });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This test drive has already started, so it can no longer be cancelled.',
    ]);
    expect(await myDrive(buyer.token, drive.id)).toMatchObject({ status: 'booked', refund_status: null });
  });

  it("a done or missed drive's order ends with that outcome at the slot's time; its notices name the slot as people read it", async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    const came = await signInBuyer(t);
    const stayedAway = await signInBuyer(t);
    const done = await paidDriveTomorrow(came.token, car.id);
    const missed = await paidDriveTomorrow(stayedAway.token, (await createCar(t.database.db, { vendorId: dealer.id })).id);
    const booked = (await call('GET', notificationPaths.read, came.token))
      .json()
      .data.notifications.find((n: { kind: string }) => n.kind === 'test_drive_booked');
    const day = new Date(`${done.date}T00:00:00Z`);
    const weekday = day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
    expect(booked.body).toContain(`booked for ${weekday}, ${day.getUTCDate()} Nov, 11 AM-12 PM.`);

    const paidAt = (await driveOrder(came.token, done.id)).payment.paid_at;
    t.clock.advance(done.startsAt.getTime() - t.clock.now().getTime() + 30 * 60_000);
    for (const [drive, outcome] of [
      [done, 'completed'],
      [missed, 'no_show'],
    ] as const)
      expect((await call('PATCH', vendorBookingPaths.testDriveOutcome, dealerToken, { test_drive_id: drive.id, outcome })).statusCode).toBe(
        200,
      );
    t.clock.advance(3 * HOUR);
    const slotStart = done.startsAt.toISOString();
    expect((await driveOrder(came.token, done.id)).timeline).toEqual([
      { step: 'test_drive', at: paidAt },
      { step: 'drive_done', at: slotStart },
    ]);
    expect((await driveOrder(stayedAway.token, missed.id)).timeline.map((s: { step: string; at: string }) => [s.step, s.at])).toEqual([
      ['test_drive', expect.any(String)],
      ['drive_missed', slotStart],
    ]);
  });

  it("a reservation booked after an agreed offer reaches the dealer's bookings with its buyer, phone and end", async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const buyer = await signInBuyer(t);
    const offer = (await call('POST', offerPaths.makeOffer, buyer.token, { car_id: car.id, bid_amount: 4_450_000 })).json().data;
    expect(
      (await call('PATCH', vendorOfferPaths.offerStatus, dealerToken, { offer_id: offer.offers_id, status: 'accepted' })).statusCode,
    ).toBe(200);
    const order = (await call('POST', bookingPaths.postOfferCreateBooking, buyer.token, { car_id: car.id })).json().data;
    await payAtCheckout(t, order.rzp_order_id);
    const until = new Date(t.clock.now().getTime() + 72 * HOUR).toISOString();
    const list = (await call('GET', vendorBookingPaths.bookings, dealerToken)).json().data;
    expect(list.bookings.find((b: { booking_id: number }) => b.booking_id === order.booking_id)).toMatchObject({
      booking_type: 'post_offer',
      status: 'reserved',
      reserved_until: until,
      total_car_price: 4_450_000,
      buyer: { name: 'Aarav Mehta', phone: buyer.phone },
    });
  });
});
