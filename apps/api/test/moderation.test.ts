// Reported listings: a buyer reports a car once; operators read the queue, close a report without action,
// or take the car down: off sale for good (its dealer cannot put it back), its future test drives
// cancelled and refunded, its negotiations closed, its dealer told why, its reports closed, each action in
// the audit log. Only operators' tokens open the queue; only buyers report.
import { bookingPaths, cataloguePaths, offerPaths, opsPaths, reportPaths, vendorListingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { openAppWithDealer, type Dealer } from './helpers/dealers';
import { signInOperator } from './helpers/operators';
import { payAtCheckout, reserveCar } from './helpers/payments';

const HOUR = 3600_000;
let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
let operator: string;
beforeAll(async () => {
  ({ t, dealer, dealerToken } = await openAppWithDealer());
  operator = (await signInOperator(t)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
const report = (token: string, payload: object) => call('POST', reportPaths.createListingReport, token, payload);
const takeDown = (carId: number, reason = 'Photos copied from another dealer’s listing.') =>
  call('PATCH', opsPaths.takeDown, operator, { car_id: carId, reason });
const audit = async () => (await call('GET', opsPaths.auditEvents, operator)).json().data.events as { action: string; subject: unknown }[];

/** India's date `days` from the test clock's today. */
function indiaDay(days: number): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * HOUR);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe(`reported listings (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('takes one open report per buyer and car, refusing bad input naming the field and every token but a buyer’s', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    const buyer = (await signInBuyer(t)).token;
    const first = await report(buyer, { car_id: car.id, reason: 'wrong_details', details: 'The odometer in the photos reads 80,000 km.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ report_id: expect.any(Number), status: 'open' });
    const again = await report(buyer, { car_id: car.id, reason: 'fraud' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have reported this car already: we are looking into it.']);

    for (const [payload, field] of [
      [{ car_id: car.id, reason: 'other' }, 'details'],
      [{ car_id: car.id, reason: 'cheap' }, 'reason'],
      [{ car_id: 'x', reason: 'fraud' }, 'car_id'],
      [{ car_id: car.id, reason: 'fraud', details: 'a\u0000b' }, 'details'],
    ] as const) {
      const res = await report((await signInBuyer(t)).token, payload);
      expect([res.statusCode, res.json().field], JSON.stringify(payload)).toEqual([400, field]);
    }
    expect((await report(buyer, { car_id: 99_999_999, reason: 'fraud' })).statusCode).toBe(404);
    expect((await report(dealerToken, { car_id: car.id, reason: 'fraud' })).statusCode).toBe(401);
    expect((await report(operator, { car_id: car.id, reason: 'fraud' })).statusCode).toBe(401);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from listing_reports where car_id = ${car.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('shows operators the queue; a report closed without action is closed once, and written to the audit log', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    const { phone, token } = await signInBuyer(t);
    const id = (await report(token, { car_id: car.id, reason: 'duplicate' })).json().data.report_id;
    const queue = (await call('GET', `${opsPaths.reports}?status=open`, operator)).json().data.reports as { report_id: number }[];
    expect(queue.find((r) => r.report_id === id)).toMatchObject({
      car: { id: car.id, name: car.carName, status: 'available', taken_down: false, vendor_id: dealer.id },
      buyer: { phone },
      reason: 'duplicate',
      status: 'open',
      outcome: null,
    });
    for (const other of [token, dealerToken]) expect((await call('GET', opsPaths.reports, other)).statusCode).toBe(401);

    const close = { report_id: id, outcome: 'no_action', reason: 'The same car is listed once; the other was sold.' };
    const closed = await call('PATCH', opsPaths.closeReport, operator, close);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', outcome: 'no_action' });
    expect((await call('PATCH', opsPaths.closeReport, operator, close)).statusCode).toBe(409);
    expect((await audit())[0]).toMatchObject({ action: 'report.closed', subject: { kind: 'listing_report', id } });
  });

  it('takes a car down: gone from every list and page, its drive refunded, its negotiations closed, its dealer told, never relisted', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const [a, b] = [await signInBuyer(t), await signInBuyer(t)];
    await report(a.token, { car_id: car.id, reason: 'fraud', details: 'The seller asked for payment outside Luxe Wheels.' });
    await report(b.token, { car_id: car.id, reason: 'not_available' });
    expect((await call('POST', offerPaths.makeOffer, a.token, { car_id: car.id, bid_amount: 3_600_000 })).statusCode).toBe(200);
    const driver = await signInBuyer(t);
    const order = (
      await call('POST', bookingPaths.testDriveCreateOrder, driver.token, {
        car_id: car.id,
        preferred_location: 'showroom',
        drive_date: indiaDay(2),
        drive_time: '11AM-12PM',
      })
    ).json().data;
    await payAtCheckout(t, order.rzp_order_id);

    const res = await takeDown(car.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ car_id: car.id, status: 'withdrawn', closed_reports: 2, cancelled_test_drives: 1 });

    expect((await t.app.inject({ method: 'GET', url: `${cataloguePaths.carDetails}?car_id=${car.id}` })).statusCode).toBe(404);
    const [state] = await queryRows<{ refund: number; reports: number; offer: number; told: string }>(
      t.database.db,
      sql`select (select sum(r.amount)::int from refunds r join payment_orders p on p.id = r.payment_order_id where p.test_drive_id = ${order.test_drive_id}) as refund,
            (select count(*)::int from listing_reports where car_id = ${car.id} and outcome = 'taken_down') as reports,
            (select status from offers where car_id = ${car.id}) as offer,
            (select body from notifications where vendor_id = ${dealer.id} and kind = 'listing_taken_down' and car_id = ${car.id}) as told`,
    );
    expect(state).toMatchObject({ refund: 10_000, reports: 2 });
    expect([5, 6]).toContain(state!.offer);
    expect(state!.told).toContain(car.carName);
    expect(state!.told).toContain('Photos copied from another dealer’s listing.');

    const relist = await call('PATCH', vendorListingPaths.relist, dealerToken, { car_id: car.id });
    expect([relist.statusCode, relist.json().message]).toEqual([
      409,
      'Luxe Wheels took this car down after a report: it cannot be put back on sale. Contact us if you think this is wrong.',
    ]);
    expect((await takeDown(car.id)).statusCode).toBe(409);
    expect((await audit())[0]).toMatchObject({
      action: 'car.taken_down',
      subject: { kind: 'car', id: car.id },
      before: { status: 'available', taken_down: false },
      after: { status: 'withdrawn', taken_down: true },
    });
  });

  it('refuses to take down a car a buyer has reserved, or a sold or unknown one, changing nothing', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    await reserveCar(t, (await signInBuyer(t)).token, car.id);
    const reserved = await takeDown(car.id);
    expect([reserved.statusCode, reserved.json().message]).toEqual([409, expect.stringMatching(/^This car is reserved by a buyer until /)]);
    const [row] = await queryRows<{ taken: string | null }>(
      t.database.db,
      sql`select taken_down_at as taken from cars where id = ${car.id}`,
    );
    expect(row!.taken).toBeNull();
    expect((await takeDown(99_999_999)).statusCode).toBe(404);
    const short = await call('PATCH', opsPaths.takeDown, operator, { car_id: car.id, reason: 'no' });
    expect([short.statusCode, short.json().field]).toEqual([400, 'reason']);
    expect((await call('PATCH', opsPaths.takeDown, dealerToken, { car_id: car.id, reason: 'Fraudulent listing.' })).statusCode).toBe(401);
  });
});
