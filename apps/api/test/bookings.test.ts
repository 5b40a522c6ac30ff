// Test drives, bookings and payments through the API and the test gateway: the amounts are the
// server's, a payment counts only when signed or confirmed by the provider, the webhook and the browser's
// callback settle an order once in any order, holds and slots are the database's, dates are India's.
import { bookingPaths, notificationPaths, offerPaths, vendorBookingPaths, vendorOfferPaths } from '@luxe/contract';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { JobRunner } from '../src/jobs/runner';
import { backgroundJobs } from '../src/background';
import { WEBHOOK_PATH } from '../src/integrations/payments';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, signInDealer, type Dealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';
import { payAtCheckout } from './helpers/payments';

const HOUR = 3600_000;
const SUCCESS_CARD = { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123' };
const FAILURE_UPI = { method: 'upi', upi_id: 'failure@razorpay' };

let t: TestApp;
let dealer: Dealer;
let runner: JobRunner;
const silent = { info() {}, error() {} };
beforeAll(async () => {
  t = await createTestApp();
  dealer = await createDealer(t.database.db);
  runner = new JobRunner(t.app.deps, backgroundJobs, silent);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
/** Runs every job due by the test clock, as the servers' runners would. */
async function drainJobs() {
  while ((await runner.runDue()) > 0);
}
const call = (method: Method, url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });

/** The test gateway's checkout: pays and answers the redirect's query (signature or error). */
const checkout = (orderId: string, fields: Record<string, string>) => payAtCheckout(t, orderId, fields);

/** India's date `days` from the test clock's today. */
function indiaDay(days: number): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * HOUR);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const home = {
  preferred_location: 'home',
  street_address: '21 North Main Road',
  locality: 'Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  zip_code: '411001',
};
const driveBody = (carId: number, days = 1, slot = '11AM-12PM') => ({
  car_id: carId,
  booking_type: 'test_drive',
  ...home,
  drive_date: indiaDay(days),
  drive_time: slot,
});
const carStatus = async (carId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/app-landing-page/cars/v1/read/car-view-details?car_id=${carId}` })).json().data
    .carDetails.status;
const counts = async () =>
  (
    await queryRows<{ b: number; td: number; po: number }>(
      t.database.db,
      sql`select (select count(*)::int from bookings) as b,
     (select count(*)::int from test_drives) as td, (select count(*)::int from payment_orders) as po`,
    )
  )[0]!;

describe(`test drives and bookings (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('a home test drive paid through the checkout, then the booking after it, the car reserved 3 days, then the rating', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_432_100 });
    const { token } = await signInBuyer(t);
    // The client's amount is no field of the contract: sending one is refused, the server's amount stands.
    const sneaky = await call('POST', bookingPaths.testDriveCreateOrder, token, { ...driveBody(car.id), amount: 1 });
    expect([sneaky.statusCode, sneaky.json().message]).toEqual([400, 'Unknown field: amount']);
    const created = await call('POST', bookingPaths.testDriveCreateOrder, token, driveBody(car.id));
    expect(created.statusCode).toBe(200);
    const order = created.json().data;
    expect(order).toMatchObject({ provider: 'test', amount: 1_000_000, amount_rupees: 10_000, currency: 'INR', booking_id: null });
    expect(order.checkout_url).toBe(`/test-gateway/checkout/${order.rzp_order_id}`);
    // Asking again gets the same open order.
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, driveBody(car.id))).json().data.rzp_order_id).toBe(
      order.rzp_order_id,
    );

    const paid = await checkout(order.rzp_order_id, SUCCESS_CARD);
    expect(paid.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const verified = await call('POST', bookingPaths.testDriveVerifyPayment, token, {
      order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: 'Payment Successful!', data: { status: 'paid', test_drive_id: order.test_drive_id } });
    // A replayed verify changes nothing and answers success.
    expect((await call('POST', bookingPaths.testDriveVerifyPayment, token, { order_id: order.rzp_order_id })).json().data.status).toBe(
      'paid',
    );

    const drives = (await call('GET', bookingPaths.testDrives, token)).json().data.test_drive_data;
    expect(drives).toHaveLength(1);
    expect(drives[0]).toMatchObject({
      status: 'booked',
      fee: 10_000,
      drive_time: '11AM-12PM',
      preferred_location: 'home',
      payment_status: 'paid',
    });
    expect(drives[0].location).toBe('21 North Main Road, Koregaon Park, Pune, Maharashtra, 411001');
    expect(
      (await call('GET', bookingPaths.testDrives, token, undefined, { 'x-test-drive-id': String(order.test_drive_id) })).json().data
        .test_drive_data,
    ).toHaveLength(1);

    // The booking after the test drive: the token is 2% of the listing price, rounded.
    const booking = (await call('POST', bookingPaths.postTestDriveCreateBooking, token, { car_id: car.id })).json().data;
    expect(booking).toMatchObject({ amount_rupees: 108_642, amount: 10_864_200 });
    const tokenPaid = await checkout(booking.rzp_order_id, { method: 'upi', upi_id: 'success@razorpay' });
    // The webhook arrived first (the gateway posts it before redirecting): verify with order_id alone asks the provider.
    const done = await call('POST', bookingPaths.postTestDriveVerifyPayment, token, { order_id: tokenPaid.razorpay_order_id });
    expect(done.json().data.reserved_until).toBe(new Date(t.clock.now().getTime() + 72 * HOUR).toISOString());
    expect(await carStatus(car.id)).toBe('reserved');
    const list = (await call('GET', bookingPaths.bookingList, token)).json().data.booking_list;
    expect(list.result[0]).toMatchObject({
      booking_type: 'post_test_drive',
      status: 'reserved',
      total_car_price: 5_432_100,
      pay_amount: 108_642,
      payment_status: 'paid',
    });

    const rated = await call('POST', bookingPaths.rateVendor, token, {
      vendor_id: dealer.id,
      rating: 5,
      review: 'Smooth test drive at home.',
    });
    expect(rated.statusCode).toBe(200);

    // The reservation ends by itself: no job runs for the car to read available again.
    t.clock.advance(72 * HOUR + 1000);
    expect(await carStatus(car.id)).toBe('available');
  });

  it('refuses another buyer while a hold or reservation lives, with when it frees; the same buyer gets the same order', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const a = await signInBuyer(t);
    const b = await signInBuyer(t);
    const first = (await call('POST', bookingPaths.directCreateOrder, a.token, { car_id: car.id, preferred_location: 'showroom' })).json()
      .data;
    expect(first.amount_rupees).toBe(80_000);
    const again = await call('POST', bookingPaths.directCreateOrder, a.token, { car_id: car.id, preferred_location: 'showroom' });
    expect(again.json().data.rzp_order_id).toBe(first.rzp_order_id);
    const refused = await call('POST', bookingPaths.directCreateOrder, b.token, { car_id: car.id, preferred_location: 'showroom' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Another buyer is paying for this car\. It becomes available again at \d+ \w{3}, \d+:\d\d [ap]m if they do not complete the payment\.$/,
    );
    // The hold runs out: the second buyer can book, and the first buyer's late payment is refunded automatically.
    t.clock.advance(16 * 60_000);
    const second = (await call('POST', bookingPaths.directCreateOrder, b.token, { car_id: car.id, preferred_location: 'showroom' })).json()
      .data;
    await checkout(second.rzp_order_id, SUCCESS_CARD);
    expect(await carStatus(car.id)).toBe('reserved');
    const late = await checkout(first.rzp_order_id, SUCCESS_CARD);
    expect(late.razorpay_signature).toBeDefined();
    const [refund] = await queryRows<{ status: string; amount: number; reason: string }>(
      t.database.db,
      sql`select r.status, r.amount, r.reason from refunds r join payment_orders p on p.id = r.payment_order_id where p.provider_order_id = ${first.rzp_order_id}`,
    );
    expect(refund).toEqual({ status: 'pending', amount: 80_000, reason: 'Another buyer reserved the car before the payment arrived.' });
    await drainJobs();
    const [after] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select r.status from refunds r join payment_orders p on p.id = r.payment_order_id where p.provider_order_id = ${first.rzp_order_id}`,
    );
    expect(after!.status).toBe('processed');
    const blocked = await call('POST', bookingPaths.directCreateOrder, a.token, { car_id: car.id, preferred_location: 'showroom' });
    expect(blocked.json().message).toMatch(/^This car is reserved until /);
    const mine = await call('POST', bookingPaths.directCreateOrder, b.token, { car_id: car.id, preferred_location: 'showroom' });
    expect(mine.json().message).toMatch(/^You have already reserved this car until /);
  });

  it('a failed payment leaves the order open to retry; a failure after the capture changes nothing', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const { token } = await signInBuyer(t);
    const order = (await call('POST', bookingPaths.directCreateOrder, token, { car_id: car.id, preferred_location: 'showroom' })).json()
      .data;
    const failed = await checkout(order.rzp_order_id, FAILURE_UPI);
    expect(failed.error_code).toBeDefined();
    const notYet = await call('POST', bookingPaths.directVerifyPayment, token, { order_id: order.rzp_order_id });
    expect([notYet.statusCode, notYet.json().message]).toEqual([409, 'This order is not paid yet. Please complete the payment.']);
    expect(await carStatus(car.id)).toBe('available');
    await checkout(order.rzp_order_id, SUCCESS_CARD);
    expect((await call('POST', bookingPaths.directVerifyPayment, token, { order_id: order.rzp_order_id })).json().data.status).toBe('paid');
    // A payment.failed delivered after the capture (out of order) moves nothing back.
    const secret = t.app.deps.config.secrets.testGatewayWebhookSecret;
    const body = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_late0000000001', order_id: order.rzp_order_id, error_description: 'late failure' } } },
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
        'x-razorpay-event-id': 'evt_late_failure_1',
      },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payment_orders where provider_order_id = ${order.rzp_order_id}`,
    );
    expect(row!.status).toBe('paid');
  });

  it('refuses a tampered signature, another buyer order, a bad webhook signature, a repeated event', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const { token } = await signInBuyer(t);
    const { token: stranger } = await signInBuyer(t);
    const order = (await call('POST', bookingPaths.directCreateOrder, token, { car_id: car.id, preferred_location: 'showroom' })).json()
      .data;
    const before = await counts();
    const forged = await call('POST', bookingPaths.directVerifyPayment, token, {
      order_id: order.rzp_order_id,
      razorpay_payment_id: 'pay_Forged00000001',
      razorpay_signature: 'a'.repeat(64),
    });
    expect([forged.statusCode, forged.json().field]).toEqual([400, 'razorpay_signature']);
    const theirs = await call('POST', bookingPaths.directVerifyPayment, stranger, { order_id: order.rzp_order_id });
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Order not found']);
    const badHook = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'b'.repeat(64) },
      payload: JSON.stringify({ event: 'payment.captured', payload: {} }),
    });
    expect(badHook.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await carStatus(car.id)).toBe('available');

    const paid = await checkout(order.rzp_order_id, SUCCESS_CARD);
    const secret = t.app.deps.config.secrets.testGatewayWebhookSecret;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: order.rzp_order_id, amount: order.amount } } },
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
          'x-razorpay-event-id': 'evt_repeat_1',
        },
        payload: body,
      });
    expect((await send()).json().message).toBe('Event handled');
    expect((await send()).json().message).toBe('Event already handled');
  });

  it('checks dates and slots in India: a past slot, a date outside the 4 days, a slot taken, a missing address', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const { token } = await signInBuyer(t);
    // The test clock is 10:00 UTC, 15:30 in India: today's 3PM-4PM slot has started.
    t.clock.advance(-(t.clock.now().getTime() % (24 * HOUR)) + 10 * HOUR);
    const past = await call('POST', bookingPaths.testDriveCreateOrder, token, driveBody(car.id, 0, '3PM-4PM'));
    expect([past.statusCode, past.json().field, past.json().message]).toEqual([
      400,
      'drive_time',
      'This slot has already started. Please choose a later one.',
    ]);
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, driveBody(car.id, 0, '4PM-5PM'))).statusCode).toBe(200);
    const far = await call('POST', bookingPaths.testDriveCreateOrder, token, driveBody(car.id, 4));
    expect([far.statusCode, far.json().field]).toEqual([400, 'drive_date']);
    const { token: other } = await signInBuyer(t);
    const taken = await call('POST', bookingPaths.testDriveCreateOrder, other, driveBody(car.id, 0, '4PM-5PM'));
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      `The 4PM-5PM slot on ${indiaDay(0)} is already booked for this car. Please choose another.`,
    ]);
    const { street_address: _s, ...noStreet } = driveBody(car.id, 2);
    const missing = await call('POST', bookingPaths.testDriveCreateOrder, other, noStreet);
    expect([missing.statusCode, missing.json().field, missing.json().message]).toEqual([
      400,
      'street_address',
      'street_address is required for home delivery',
    ]);
    const badSlot = await call('POST', bookingPaths.testDriveCreateOrder, other, { ...driveBody(car.id, 2), drive_time: '9AM-10AM' });
    expect([badSlot.statusCode, badSlot.json().field]).toEqual([400, 'drive_time']);
  });

  it('books at the agreed price after an offer and moves the negotiation to 9', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const { token } = await signInBuyer(t);
    const dealerToken = await signInDealer(t, dealer.phone);
    const none = await call('POST', bookingPaths.postOfferCreateBooking, token, { car_id: car.id });
    expect(none.statusCode).toBe(409);
    const offerId = (await call('POST', offerPaths.makeOffer, token, { car_id: car.id, bid_amount: 3_600_000 })).json().data.offers_id;
    await call('PATCH', vendorOfferPaths.offerStatus, dealerToken, { offer_id: offerId, status: 'accepted' });
    const order = (await call('POST', bookingPaths.postOfferCreateBooking, token, { car_id: car.id })).json().data;
    expect(order.amount_rupees).toBe(72_000);
    await checkout(order.rzp_order_id, SUCCESS_CARD);
    const offers = (await call('GET', offerPaths.offerReceived, token)).json().data.offer_data;
    expect(offers.find((o: { offers_id: number }) => o.offers_id === offerId).offers_status).toBe(9);
  });

  it('cancels: a test drive 24 hours ahead is refunded in full, a later one not; a reservation inside its hold is refunded', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const { token } = await signInBuyer(t);
    const pay = async (path: string, body: object) => {
      const order = (await call('POST', path, token, body)).json().data;
      await checkout(order.rzp_order_id, SUCCESS_CARD);
      return order;
    };
    const early = await pay(bookingPaths.testDriveCreateOrder, driveBody(car.id, 3, '5PM-6PM'));
    const soon = await pay(bookingPaths.testDriveCreateOrder, driveBody(car.id, 1, '10AM-11AM'));
    const cancelEarly = await call('PATCH', bookingPaths.cancelTestDrive, token, { test_drive_id: early.test_drive_id });
    expect(cancelEarly.json().data).toEqual({ status: 'cancelled', refund_amount: 10_000, refund_status: 'pending' });
    t.clock.advance(8 * HOUR);
    const drives = (await call('GET', bookingPaths.testDrives, token)).json().data.test_drive_data;
    expect(drives.find((d: { id: number }) => d.id === soon.test_drive_id).refund_if_cancelled).toBe(0);
    const cancelSoon = await call('PATCH', bookingPaths.cancelTestDrive, token, { test_drive_id: soon.test_drive_id });
    expect(cancelSoon.json().data).toEqual({ status: 'cancelled', refund_amount: 0, refund_status: null });
    expect((await call('PATCH', bookingPaths.cancelTestDrive, token, { test_drive_id: soon.test_drive_id })).statusCode).toBe(409);

    const booking = await pay(bookingPaths.directCreateOrder, { car_id: car.id, preferred_location: 'showroom' });
    const cancelled = await call('PATCH', bookingPaths.cancelBooking, token, { booking_id: booking.booking_id });
    expect(cancelled.json().data).toEqual({ status: 'cancelled', refund_amount: 60_000, refund_status: 'pending' });
    expect(await carStatus(car.id)).toBe('available');
    await drainJobs();
    const refunds = await queryRows<{ status: string }>(t.database.db, sql`select status from refunds order by id`);
    expect(refunds.every((r) => r.status === 'processed')).toBe(true);
  });

  it("the dealer's side: paid bookings and test drives with the buyer's contact, done or no-show, cancel with a reason, mark sold", async () => {
    const d = await createDealer(t.database.db);
    const dealerToken = await signInDealer(t, d.phone);
    const car = await createCar(t.database.db, { vendorId: d.id, listingPrice: 5_000_000 });
    const other = await createCar(t.database.db, { vendorId: d.id, listingPrice: 6_000_000 });
    const buyer = await signInBuyer(t);
    const pay = async (path: string, body: object) => {
      const order = (await call('POST', path, buyer.token, body)).json().data;
      await checkout(order.rzp_order_id, SUCCESS_CARD);
      return order;
    };
    const drive = await pay(bookingPaths.testDriveCreateOrder, driveBody(car.id, 2, '10AM-11AM'));
    const unpaid = (await call('POST', bookingPaths.testDriveCreateOrder, buyer.token, driveBody(other.id, 1, '2PM-3PM'))).json().data;
    const drives = (await call('GET', vendorBookingPaths.testDrives, dealerToken)).json().data;
    expect(drives.test_drives.map((x: { id: number }) => x.id)).toEqual([drive.test_drive_id]);
    expect(drives.test_drives[0].buyer).toMatchObject({ name: 'Aarav Mehta', phone: buyer.phone });
    expect(drives.test_drives[0].location).toContain('21 North Main Road');
    expect(unpaid.test_drive_id).not.toBe(drive.test_drive_id);
    const early = await call('PATCH', vendorBookingPaths.testDriveOutcome, dealerToken, {
      test_drive_id: drive.test_drive_id,
      outcome: 'completed',
    });
    expect([early.statusCode, early.json().message]).toEqual([409, 'This test drive has not started yet.']);
    // The day before, a reminder to both sides.
    t.clock.advance(26 * HOUR);
    await drainJobs();
    const reminders = (await call('GET', notificationPaths.read, buyer.token))
      .json()
      .data.notifications.filter((n: { kind: string }) => n.kind === 'test_drive_reminder');
    expect(reminders).toHaveLength(1);
    t.clock.advance(24 * HOUR);
    const done = await call('PATCH', vendorBookingPaths.testDriveOutcome, dealerToken, {
      test_drive_id: drive.test_drive_id,
      outcome: 'completed',
    });
    expect(done.json().data.status).toBe('completed');

    const first = await pay(bookingPaths.postTestDriveCreateBooking, { car_id: car.id });
    const rival = await createDealer(t.database.db);
    const rivalToken = await signInDealer(t, rival.phone);
    expect(
      (await call('PATCH', vendorBookingPaths.cancelBooking, rivalToken, { booking_id: first.booking_id, reason: 'Not mine.' })).statusCode,
    ).toBe(404);
    expect((await call('GET', vendorBookingPaths.bookings, buyer.token)).statusCode).toBe(401);
    const noReason = await call('PATCH', vendorBookingPaths.cancelBooking, dealerToken, { booking_id: first.booking_id });
    expect([noReason.statusCode, noReason.json().field]).toEqual([400, 'reason']);
    const cancelled = await call('PATCH', vendorBookingPaths.cancelBooking, dealerToken, {
      booking_id: first.booking_id,
      reason: 'The car failed its final inspection.',
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      refund_status: 'pending',
      refund_amount: 100_000,
      cancelled_by: 'dealer',
      cancel_reason: 'The car failed its final inspection.',
      cancelled_at: t.clock.now().toISOString(),
    });
    const told = (await call('GET', notificationPaths.read, buyer.token)).json().data.notifications[0];
    expect(told.body).toContain('The car failed its final inspection.');

    // Another buyer negotiating on the car sees the negotiation closed once it is sold.
    const shopper = await signInBuyer(t);
    const offerId = (await call('POST', offerPaths.makeOffer, shopper.token, { car_id: car.id, bid_amount: 4_000_000 })).json().data
      .offers_id;
    const second = await pay(bookingPaths.directCreateOrder, { car_id: car.id, preferred_location: 'showroom' });
    const list = (await call('GET', vendorBookingPaths.bookings, dealerToken)).json().data;
    expect(list.bookings[0]).toMatchObject({ booking_id: second.booking_id, status: 'reserved', cancelled_by: null, cancel_reason: null });
    expect(list.bookings.find((b: { booking_id: number }) => b.booking_id === first.booking_id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'dealer',
      cancel_reason: 'The car failed its final inspection.',
    });
    const sold = await call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: second.booking_id });
    expect(sold.json().data.status).toBe('sold');
    expect(await carStatus(car.id)).toBe('sold');
    const closed = (await call('GET', offerPaths.offerReceived, shopper.token))
      .json()
      .data.offer_data.find((o: { offers_id: number }) => o.offers_id === offerId);
    expect(closed).toMatchObject({ offers_status: 6, reason: 'sold' });
    const again = await call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: second.booking_id });
    expect(again.statusCode).toBe(409);
  });
});
