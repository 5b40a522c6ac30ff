// What a test drive costs and where it may happen: free while the buyer negotiates with the car's dealer
// (first drive of that car) or holds a reservation of it; paid fees refunded when the buyer buys the car
// within 15 days of their last drive; home drives and deliveries only at a PIN code of the dealer's city.
import { bookingPaths, notificationPaths, offerPaths, vendorBookingPaths, vendorOfferPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, openAppWithDealer, type Dealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';
import { payAtCheckout, reserveCar } from './helpers/payments';

const HOUR = 3600_000;
let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
beforeAll(async () => ({ t, dealer, dealerToken } = await openAppWithDealer()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

/** India's date `days` from the test clock's today. */
function indiaDay(days: number): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * HOUR);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const showroomDrive = (carId: number, days = 1, slot = '11AM-12PM') => ({
  car_id: carId,
  preferred_location: 'showroom',
  drive_date: indiaDay(days),
  drive_time: slot,
});
const homeAt = (zip: string) => ({
  preferred_location: 'home',
  street_address: '21 North Main Road',
  locality: 'Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  zip_code: zip,
});
const slotsOf = async (carId: number, token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${bookingPaths.testDriveSlots}?car_id=${carId}`, headers: { 'x-access-token': token } })
  ).json().data;
const orderRows = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from payment_orders`))[0]!.n;
const driveRows = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from test_drives`))[0]!.n;
const refundsOf = (orderId: string) =>
  queryRows<{ amount: number; reason: string }>(
    t.database.db,
    sql`select r.amount, r.reason from refunds r join payment_orders o on o.id = r.payment_order_id where o.provider_order_id = ${orderId}`,
  );

/** A test drive paid through the test gateway: answers its order. */
async function paidDrive(token: string, body: object) {
  const res = await call('POST', bookingPaths.testDriveCreateOrder, token, body);
  expect(res.statusCode).toBe(200);
  const order = res.json().data;
  expect(order.amount_rupees).toBe(10_000);
  await payAtCheckout(t, order.rzp_order_id);
  expect((await call('POST', bookingPaths.testDriveVerifyPayment, token, { order_id: order.rzp_order_id })).json().data.status).toBe(
    'paid',
  );
  return order as { rzp_order_id: string; test_drive_id: number };
}

describe(`test drive fees (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('is free while the buyer negotiates with the dealer, for the first drive of each of its cars; a repeat pays', async () => {
    const offered = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const sibling = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const elsewhere = await createCar(t.database.db, { vendorId: (await createDealer(t.database.db)).id, listingPrice: 5_000_000 });
    const { token } = await signInBuyer(t);
    expect(await slotsOf(sibling.id, token)).toMatchObject({ fee: 10_000, fee_waiver: null });
    expect((await call('POST', offerPaths.makeOffer, token, { car_id: offered.id, bid_amount: 3_500_000 })).statusCode).toBe(200);

    expect(await slotsOf(sibling.id, token)).toMatchObject({ fee: 0, fee_waiver: 'negotiating' });
    expect(await slotsOf(elsewhere.id, token)).toMatchObject({ fee: 10_000, fee_waiver: null });
    const orders = await orderRows();
    const free = await call('POST', bookingPaths.testDriveCreateOrder, token, showroomDrive(sibling.id));
    expect(free.statusCode).toBe(200);
    const order = free.json().data;
    expect(order).toMatchObject({ amount: 0, amount_rupees: 0, rzp_order_id: null, checkout_url: null, hold_expires_at: null });
    expect(await orderRows()).toBe(orders);
    // Asked again (a second tap), the same drive; nothing more is booked.
    const drives = await driveRows();
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, showroomDrive(sibling.id))).json().data).toEqual(order);
    expect(await driveRows()).toBe(drives);
    const [mine] = (
      await t.app.inject({
        method: 'GET',
        url: bookingPaths.testDrives,
        headers: { 'x-access-token': token, 'x-test-drive-id': String(order.test_drive_id) },
      })
    ).json().data.test_drive_data;
    expect(mine).toMatchObject({ fee: 0, status: 'booked' });
    const dealersDrives = (await call('GET', vendorBookingPaths.testDrives, dealerToken)).json().data.test_drives;
    expect(dealersDrives.map((d: { id: number }) => d.id)).toContain(order.test_drive_id);
    const told = (await call('GET', notificationPaths.read, token)).json().data.notifications;
    expect(told.map((n: { kind: string }) => n.kind)).toContain('test_drive_booked');

    // A repeat drive of the same car pays the fee; the offered car's own first drive is free.
    expect(await slotsOf(sibling.id, token)).toMatchObject({ fee: 10_000, fee_waiver: null });
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, showroomDrive(sibling.id, 2))).json().data.amount_rupees).toBe(
      10_000,
    );
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, showroomDrive(offered.id, 2))).json().data.amount_rupees).toBe(0);
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, showroomDrive(elsewhere.id, 2))).json().data.amount_rupees).toBe(
      10_000,
    );
  });

  it('a closed or lapsed negotiation waives nothing', async () => {
    const offered = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const sibling = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const declined = await signInBuyer(t);
    const id = (await call('POST', offerPaths.makeOffer, declined.token, { car_id: offered.id, bid_amount: 3_500_000 })).json().data
      .offers_id;
    expect((await call('PATCH', vendorOfferPaths.offerStatus, dealerToken, { offer_id: id, status: 'rejected' })).statusCode).toBe(200);
    expect(await slotsOf(sibling.id, declined.token)).toMatchObject({ fee: 10_000, fee_waiver: null });

    const lapsed = await signInBuyer(t);
    await call('POST', offerPaths.makeOffer, lapsed.token, { car_id: offered.id, bid_amount: 3_600_000 });
    expect(await slotsOf(sibling.id, lapsed.token)).toMatchObject({ fee_waiver: 'negotiating' });
    t.clock.advance(49 * HOUR);
    expect(await slotsOf(sibling.id, lapsed.token)).toMatchObject({ fee: 10_000, fee_waiver: null });
  });

  it('is free, any number of times, for a buyer who holds a live reservation of the car', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const { token } = await signInBuyer(t);
    await reserveCar(t, token, car.id);
    expect(await slotsOf(car.id, token)).toMatchObject({ fee: 0, fee_waiver: 'reserved' });
    for (const slot of ['10AM-11AM', '2PM-3PM'])
      expect((await call('POST', bookingPaths.testDriveCreateOrder, token, showroomDrive(car.id, 1, slot))).json().data).toMatchObject({
        amount_rupees: 0,
        rzp_order_id: null,
      });
    // Another buyer still pays.
    expect(await slotsOf(car.id, (await signInBuyer(t)).token)).toMatchObject({ fee: 10_000, fee_waiver: null });
  });

  it('refunds the paid fees of a car its buyer buys within 15 days of the last drive, once; not after 15 days', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const buyer = await signInBuyer(t);
    const first = await paidDrive(buyer.token, showroomDrive(car.id, 1, '10AM-11AM'));
    const second = await paidDrive(buyer.token, showroomDrive(car.id, 2, '10AM-11AM'));
    t.clock.advance(3 * 24 * HOUR);
    const booking = (await call('POST', bookingPaths.postTestDriveCreateBooking, buyer.token, { car_id: car.id })).json().data;
    await payAtCheckout(t, booking.rzp_order_id);
    await call('POST', bookingPaths.postTestDriveVerifyPayment, buyer.token, { order_id: booking.rzp_order_id });
    const sold = await call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: booking.booking_id });
    expect(sold.statusCode).toBe(200);
    for (const drive of [first, second])
      expect(await refundsOf(drive.rzp_order_id)).toEqual([
        { amount: 10_000, reason: 'Test-drive fee refunded: the buyer bought the car.' },
      ]);
    expect(await refundsOf(booking.rzp_order_id)).toEqual([]);
    const told = (await call('GET', notificationPaths.read, buyer.token)).json().data.notifications;
    expect(told.find((n: { kind: string }) => n.kind === 'refund_started')?.body).toContain('₹20,000');

    const late = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const slow = await signInBuyer(t);
    const drive = await paidDrive(slow.token, showroomDrive(late.id, 1, '10AM-11AM'));
    t.clock.advance(17 * 24 * HOUR);
    const { bookingId } = await reserveCar(t, slow.token, late.id);
    expect((await call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: bookingId })).statusCode).toBe(200);
    expect(await refundsOf(drive.rzp_order_id)).toEqual([]);
  });
});

describe(`home drives and deliveries in the dealer's city (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it("refuses another city's PIN code with a clear message on zip_code, and books nothing", async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const { token } = await signInBuyer(t);
    const drives = await driveRows();
    const bookings = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from bookings`))[0]!.n;
    const message = 'We bring cars to homes in Pune only. Choose a showroom visit, or an address in Pune.';
    for (const [path, extra] of [
      [bookingPaths.testDriveCreateOrder, { drive_date: indiaDay(1), drive_time: '3PM-4PM' }],
      [bookingPaths.directCreateOrder, {}],
    ] as const) {
      const res = await call('POST', path, token, { car_id: car.id, ...homeAt('400050'), ...extra });
      expect([res.statusCode, res.json().field, res.json().message]).toEqual([400, 'zip_code', message]);
    }
    expect(await driveRows()).toBe(drives);
    expect((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from bookings`))[0]!.n).toBe(bookings);
    const ok = await call('POST', bookingPaths.testDriveCreateOrder, token, {
      car_id: car.id,
      ...homeAt('411001'),
      drive_date: indiaDay(1),
      drive_time: '3PM-4PM',
    });
    expect(ok.statusCode).toBe(200);
    // A showroom visit needs no address at all.
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, showroomDrive(car.id, 2))).statusCode).toBe(200);
  });

  it("goes by the dealer's own PIN code in a city outside the table", async () => {
    const nashik = await createDealer(t.database.db, { city: 'Nashik', pincode: '422005' });
    const car = await createCar(t.database.db, { vendorId: nashik.id, listingPrice: 4_000_000 });
    const { token } = await signInBuyer(t);
    const body = (zip: string) => ({ car_id: car.id, ...homeAt(zip), city: 'Nashik', drive_date: indiaDay(1), drive_time: '4PM-5PM' });
    const pune = await call('POST', bookingPaths.testDriveCreateOrder, token, body('411001'));
    expect([pune.statusCode, pune.json().message]).toEqual([
      400,
      'We bring cars to homes in Nashik only. Choose a showroom visit, or an address in Nashik.',
    ]);
    expect((await call('POST', bookingPaths.testDriveCreateOrder, token, body('422002'))).statusCode).toBe(200);
  });
});
