// An operator suspends a dealer: it is signed out and cannot sign in, its cars leave every list and page,
// its buyers' live reservations and coming test drives are cancelled and refunded, its negotiations close
// (reason dealer_suspended), each buyer is told, and the audit log has it. A restore puts its cars back as
// they were. Run on both databases.
import { bookingPaths, cataloguePaths, offerPaths, opsPaths, vendorListingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { queryRows } from '../src/db/client';
import { JobRunner } from '../src/jobs/runner';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar, type Car } from './helpers/cars';
import { openAppWithDealer, signInDealer, type Dealer } from './helpers/dealers';
import { signInOperator } from './helpers/operators';
import { payAtCheckout, reserveCar } from './helpers/payments';

const silent = { info() {}, error() {} };
let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
let operator: string;
let runner: JobRunner;
beforeAll(async () => {
  ({ t, dealer, dealerToken } = await openAppWithDealer());
  operator = (await signInOperator(t)).token;
  runner = new JobRunner(t.app.deps, backgroundJobs, silent);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, token: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

async function buyer() {
  const { phone, token } = await signInBuyer(t);
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from buyers where phone = ${phone}`);
  return { id: row!.id, phone, token };
}

/** India's date `days` from the test clock's today. */
function indiaDay(days: number): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function paidDrive(token: string, carId: number) {
  const order = await ok('POST', bookingPaths.testDriveCreateOrder, token, {
    car_id: carId,
    preferred_location: 'showroom',
    drive_date: indiaDay(2),
    drive_time: '11AM-12PM',
  });
  await payAtCheckout(t, order.rzp_order_id);
  expect((await ok('POST', bookingPaths.testDriveVerifyPayment, token, { order_id: order.rzp_order_id })).status).toBe('paid');
  return order.test_drive_id as number;
}

const listed = async (carId: number) => {
  const list = await t.app.inject({ method: 'GET', url: `${cataloguePaths.carList}?limit=50` });
  return (list.json().data.filteredCars.cars as { car_id?: number; id?: number }[]).some((c) => (c.car_id ?? c.id) === carId);
};
const carPage = (carId: number) => t.app.inject({ method: 'GET', url: `${cataloguePaths.carDetails}?car_id=${carId}` });
const dealerPage = () => t.app.inject({ method: 'GET', url: cataloguePaths.vendorCars, headers: { vendor_id: String(dealer.id) } });
const notices = (buyerId: number) =>
  queryRows<{ kind: string; body: string }>(
    t.database.db,
    sql`select kind, body from notifications where buyer_id = ${buyerId} order by id`,
  );

describe('suspending a dealer', () => {
  let reserved: Car;
  let negotiated: Car;
  let driven: Car;
  let sold: Car;
  let withdrawn: Car;
  let reserver: Awaited<ReturnType<typeof buyer>>;
  let bidder: Awaited<ReturnType<typeof buyer>>;
  let driver: Awaited<ReturnType<typeof buyer>>;
  let bookingId: number;
  let offerId: number;
  let driveId: number;

  beforeAll(async () => {
    [reserved, negotiated, driven, sold, withdrawn] = [
      await createCar(t.database.db, { vendorId: dealer.id }),
      await createCar(t.database.db, { vendorId: dealer.id }),
      await createCar(t.database.db, { vendorId: dealer.id }),
      await createCar(t.database.db, { vendorId: dealer.id, status: 'sold' }),
      await createCar(t.database.db, { vendorId: dealer.id }),
    ];
    await ok('PATCH', vendorListingPaths.takeOff, dealerToken, { car_id: withdrawn.id });
    [reserver, bidder, driver] = [await buyer(), await buyer(), await buyer()];
    bookingId = (await reserveCar(t, reserver.token, reserved.id)).bookingId;
    offerId = (await ok('POST', offerPaths.makeOffer, bidder.token, { car_id: negotiated.id, bid_amount: 7_000_000 })).offers_id;
    driveId = await paidDrive(driver.token, driven.id);
    while ((await runner.runDue()) > 0);
    for (const car of [reserved, negotiated, driven, sold]) expect(await listed(car.id), `car ${car.id} listed`).toBe(true);
  });

  it('refuses a reason too short, an unknown dealer, and buyers and dealers', async () => {
    expect(
      (await call('PATCH', opsPaths.dealerStatus, operator, { vendor_id: dealer.id, status: 'suspended', reason: 'no' })).json(),
    ).toMatchObject({
      field: 'reason',
    });
    expect(
      (await call('PATCH', opsPaths.dealerStatus, operator, { vendor_id: 999999, status: 'suspended', reason: 'Fraud reports' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', opsPaths.dealerStatus, operator, { vendor_id: dealer.id, status: 'active', reason: 'Nothing to do' }))
        .statusCode,
    ).toBe(409);
    for (const token of [reserver.token, dealerToken])
      expect(
        (await call('PATCH', opsPaths.dealerStatus, token, { vendor_id: dealer.id, status: 'suspended', reason: 'Fraud reports' }))
          .statusCode,
      ).toBe(401);
  });

  it('signs the dealer out, takes its cars off every list and page, cancels, refunds and tells', async () => {
    const reason = 'Several buyers reported cars that were not at the showroom.';
    const done = await ok('PATCH', opsPaths.dealerStatus, operator, { vendor_id: dealer.id, status: 'suspended', reason });
    expect(done).toEqual({
      vendor_id: dealer.id,
      status: 'suspended',
      closed_offers: 1,
      cancelled_bookings: 1,
      cancelled_test_drives: 1,
      refunds_started: 2,
      signed_out_sessions: 1,
      cars_changed: 4,
    });
    while ((await runner.runDue()) > 0);

    // Signed out, and its right code opens nothing.
    expect((await call('GET', vendorListingPaths.cars, dealerToken)).statusCode).toBe(401);
    await expect(signInDealer(t, dealer.phone)).rejects.toThrow(/suspended by Luxe Wheels: Several buyers reported/);

    for (const car of [reserved, negotiated, driven, sold, withdrawn]) {
      expect(await listed(car.id), `car ${car.id} listed`).toBe(false);
      expect((await carPage(car.id)).statusCode, `car ${car.id} page`).toBe(404);
    }
    expect((await dealerPage()).statusCode).toBe(404);

    const [booking] = await queryRows<{ status: string; cancelled_by: string | null }>(
      t.database.db,
      sql`select status, cancelled_by from bookings where id = ${bookingId}`,
    );
    expect(booking).toEqual({ status: 'cancelled', cancelled_by: null });
    const [drive] = await queryRows<{ status: string }>(t.database.db, sql`select status from test_drives where id = ${driveId}`);
    expect(drive!.status).toBe('cancelled');
    const refunds = await queryRows<{ amount: number; status: string }>(
      t.database.db,
      sql`select r.amount, r.status from refunds r join payment_orders o on o.id = r.payment_order_id
          where o.booking_id = ${bookingId} or o.test_drive_id = ${driveId} order by r.id`,
    );
    expect(refunds).toHaveLength(2);
    expect(refunds.every((r) => r.amount > 0)).toBe(true);

    const [offer] = await queryRows<{ status: number; reason: string }>(
      t.database.db,
      sql`select status, reason from offers where id = ${offerId}`,
    );
    expect(offer).toEqual({ status: 6, reason: 'dealer_suspended' });
    const bid = await call('POST', offerPaths.makeOffer, bidder.token, { car_id: negotiated.id, bid_amount: 7_100_000 });
    expect(bid.statusCode).toBe(409);

    expect((await notices(reserver.id)).map((n) => n.kind)).toContain('booking_cancelled');
    expect((await notices(bidder.id)).at(-1)).toMatchObject({
      kind: 'offer_closed',
      body: expect.stringMatching(/no longer sells on Luxe Wheels/),
    });
    expect((await notices(driver.id)).at(-1)).toMatchObject({ kind: 'test_drive_cancelled' });
    for (const who of [reserver, bidder, driver]) expect(t.sms.texts.some((s) => s.phone === who.phone)).toBe(true);
    expect(t.sms.texts.some((s) => s.phone === dealer.phone && /suspended/.test(s.text))).toBe(true);

    const log = (await ok('GET', opsPaths.auditEvents, operator)).events as {
      action: string;
      subject: { id: number };
      reason: string;
      after: object;
    }[];
    expect(log[0]).toMatchObject({
      action: 'dealer.suspended',
      subject: { id: dealer.id },
      reason,
      after: { status: 'suspended', cars_changed: 4 },
    });
  });

  it('restores: the dealer signs in again, its cars are back as they were, the one it took off stays off', async () => {
    const done = await ok('PATCH', opsPaths.dealerStatus, operator, {
      vendor_id: dealer.id,
      status: 'active',
      reason: 'The reports were checked and found false.',
    });
    expect(done).toMatchObject({ status: 'active', cars_changed: 4 });
    while ((await runner.runDue()) > 0);
    t.clock.advance(61_000);
    const token = await signInDealer(t, dealer.phone);
    expect((await call('GET', vendorListingPaths.cars, token)).statusCode).toBe(200);
    const statuses = await queryRows<{ id: number; status: string }>(
      t.database.db,
      sql`select id, status from cars where vendor_id = ${dealer.id} order by id`,
    );
    expect(Object.fromEntries(statuses.map((c) => [c.id, c.status]))).toEqual({
      [reserved.id]: 'available',
      [negotiated.id]: 'available',
      [driven.id]: 'available',
      [sold.id]: 'sold',
      [withdrawn.id]: 'withdrawn',
    });
    expect(await listed(reserved.id)).toBe(true);
    expect((await dealerPage()).statusCode).toBe(200);
    // What the suspension ended stays ended: the buyers were refunded.
    const [offer] = await queryRows<{ status: number }>(t.database.db, sql`select status from offers where id = ${offerId}`);
    expect(offer!.status).toBe(6);
  });
});
