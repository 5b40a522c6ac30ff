// Money after the payment: a payment whose webhook and browser return were both lost is settled by the
// reconciliation job 20 minutes on (or at once by an operator), as its webhook would have settled it; a
// capture for another amount is kept, refunded and listed; one payment id pays one order; every capture
// and processed refund is one row of the ledger. Run on both databases.
import { bookingPaths, opsPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { isUniqueViolation, queryRows } from '../src/db/client';
import { JobRunner } from '../src/jobs/runner';
import { indiaDate } from '../src/lib/time';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer } from './helpers/dealers';
import { signInOperator } from './helpers/operators';
import { payAtCheckout, reserveCar } from './helpers/payments';

const MINUTE = 60_000;
const silent = { info() {}, error() {} };
let t: TestApp;
let runner: JobRunner;
let operator: string;
let vendorId: number;
beforeAll(async () => {
  // The test gateway loses every webhook, as a provider's may be lost.
  t = await createTestApp({ env: { TEST_GATEWAY_WEBHOOKS: 'off' } });
  runner = new JobRunner(t.app.deps, backgroundJobs, silent);
  operator = (await signInOperator(t)).token;
  vendorId = (await createDealer(t.database.db)).id;
});
afterAll(() => t.close());

const drain = async () => {
  while ((await runner.runDue()) > 0);
};
const db = () => t.database.db;

/** A buyer orders the car's token and pays at the checkout, then the browser is gone: no verify-payment. */
async function paidAndLost(token: string, carId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: bookingPaths.directCreateOrder,
    headers: { 'x-access-token': token },
    payload: { car_id: carId, preferred_location: 'showroom' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().data as { rzp_order_id: string; booking_id: number; amount_rupees: number };
  await payAtCheckout(t, order.rzp_order_id);
  return order;
}

const orderRow = async (providerOrderId: string) =>
  (
    await queryRows<{ id: number; status: string; provider_payment_id: string | null }>(
      db(),
      sql`select id, status, provider_payment_id from payment_orders where provider_order_id = ${providerOrderId}`,
    )
  )[0]!;
const bookingStatus = async (id: number) =>
  (await queryRows<{ status: string }>(db(), sql`select status from bookings where id = ${id}`))[0]!.status;
const ledgerOf = (orderId: number) =>
  queryRows<{ kind: string; amount_paise: number }>(
    db(),
    sql`select kind, amount_paise from money_ledger where payment_order_id = ${orderId} order by id`,
  );

describe('reconciliation', () => {
  it('leaves a lost payment alone for 20 minutes, then settles it as its webhook would have', async () => {
    const car = await createCar(db(), { vendorId });
    const { token } = await signInBuyer(t);
    const order = await paidAndLost(token, car.id);
    await drain();
    expect((await orderRow(order.rzp_order_id)).status).toBe('created');
    t.clock.advance(19 * MINUTE);
    await drain();
    expect((await orderRow(order.rzp_order_id)).status).toBe('created');
    t.clock.advance(2 * MINUTE);
    await drain();
    const settled = await orderRow(order.rzp_order_id);
    expect(settled.status).toBe('paid');
    expect(await bookingStatus(order.booking_id)).toBe('reserved');
    expect(await ledgerOf(settled.id)).toEqual([{ kind: 'capture', amount_paise: order.amount_rupees * 100 }]);
  });

  it('refunds a lost payment whose car another buyer reserved meanwhile', async () => {
    const car = await createCar(db(), { vendorId });
    const late = await signInBuyer(t);
    const order = await paidAndLost(late.token, car.id);
    // The hold ends after 15 minutes; another buyer reserves the car (verifying at once, as a browser does).
    t.clock.advance(16 * MINUTE);
    const other = await signInBuyer(t);
    await reserveCar(t, other.token, car.id);
    t.clock.advance(5 * MINUTE);
    await drain();
    const row = await orderRow(order.rzp_order_id);
    expect(row.status).toBe('paid');
    expect(await bookingStatus(order.booking_id)).toBe('cancelled');
    // The refund was asked for and made by its job: the ledger nets the order to nothing.
    const ledger = await ledgerOf(row.id);
    expect(ledger).toEqual([
      { kind: 'capture', amount_paise: order.amount_rupees * 100 },
      { kind: 'refund', amount_paise: order.amount_rupees * 100 },
    ]);
  });

  it('runs at once for an operator, for orders a minute old, and writes the audit log', async () => {
    const car = await createCar(db(), { vendorId });
    const { token } = await signInBuyer(t);
    const order = await paidAndLost(token, car.id);
    const ops = () => t.app.inject({ method: 'POST', url: opsPaths.reconcile, headers: { 'x-access-token': operator } });
    expect((await ops()).json().data).toMatchObject({ settled: 0 });
    t.clock.advance(MINUTE + 1000);
    const res = await ops();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ checked: 1, settled: 1, anomalies: 0 });
    expect(await bookingStatus(order.booking_id)).toBe('reserved');
    const log = await t.app.inject({ method: 'GET', url: opsPaths.auditEvents, headers: { 'x-access-token': operator } });
    expect(log.json().data.events[0]).toMatchObject({ action: 'payments.reconciled', after: { settled: 1 } });
    const { token: buyer } = await signInBuyer(t);
    expect((await t.app.inject({ method: 'POST', url: opsPaths.reconcile, headers: { 'x-access-token': buyer } })).statusCode).toBe(401);
  });
});

describe('a capture for another amount', () => {
  it('is kept as an anomaly, refunded in full, listed for operators, and the order stops waiting', async () => {
    const car = await createCar(db(), { vendorId });
    const { token } = await signInBuyer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: bookingPaths.directCreateOrder,
      headers: { 'x-access-token': token },
      payload: { car_id: car.id, preferred_location: 'showroom' },
    });
    const order = res.json().data as { rzp_order_id: string; booking_id: number; amount_rupees: number };
    // The provider captures another amount than the order's (as a tampered or mistaken checkout would).
    const captured = order.amount_rupees * 100 - 12_345;
    await db().execute(sql`update test_gateway_orders set amount_paise = ${captured} where id = ${order.rzp_order_id}`);
    await payAtCheckout(t, order.rzp_order_id);
    const verify = await t.app.inject({
      method: 'POST',
      url: bookingPaths.directVerifyPayment,
      headers: { 'x-access-token': token },
      payload: { order_id: order.rzp_order_id },
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toMatch(/does not match the order: it will be refunded in full/);
    // Asked again (by the buyer or the job): the same anomaly, not a second one.
    await t.app.inject({
      method: 'POST',
      url: bookingPaths.directVerifyPayment,
      headers: { 'x-access-token': token },
      payload: { order_id: order.rzp_order_id },
    });
    await drain();
    const row = await orderRow(order.rzp_order_id);
    expect(row.status).toBe('failed');
    expect(await bookingStatus(order.booking_id)).toBe('pending_payment');
    expect(await ledgerOf(row.id)).toEqual([
      { kind: 'capture', amount_paise: captured },
      { kind: 'refund', amount_paise: captured },
    ]);
    const day = await t.app.inject({
      method: 'GET',
      url: `${opsPaths.reconciliation}?date=${indiaDate(t.clock.now())}`,
      headers: { 'x-access-token': operator },
    });
    expect(day.statusCode, day.body).toBe(200);
    const anomalies = day.json().data.anomalies as { order_id: number; captured_paise: number; refund: { status: string } }[];
    expect(anomalies.filter((a) => a.order_id === row.id)).toEqual([
      expect.objectContaining({
        expected_paise: order.amount_rupees * 100,
        captured_paise: captured,
        refund: expect.objectContaining({ status: 'processed' }),
      }),
    ]);
    const today = await t.app.inject({ method: 'GET', url: opsPaths.today, headers: { 'x-access-token': operator } });
    expect(today.json().data.payment_anomalies).toBe(1);
    expect(today.json().data.first.anomalies).toEqual([expect.objectContaining({ order_id: row.id, captured_paise: captured })]);
    const [test] = day.json().data.providers as { provider: string; captured_paise: number; refunded_paise: number; net_paise: number }[];
    expect(test!.provider).toBe('test');
    expect(test!.net_paise).toBe(test!.captured_paise - test!.refunded_paise);
  });

  it('refuses a day that is not one', async () => {
    for (const date of ['2026-02-31', '2026-13-01', 'yesterday']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${opsPaths.reconciliation}?date=${date}`,
        headers: { 'x-access-token': operator },
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().field).toBe('date');
    }
  });
});

describe('rules the database keeps', () => {
  it('lets one payment id pay one order only', async () => {
    const car = await createCar(db(), { vendorId });
    const { token } = await signInBuyer(t);
    const { orderId } = await reserveCar(t, token, car.id);
    const paid = await orderRow(orderId);
    const other = await createCar(db(), { vendorId });
    const second = await paidAndLost((await signInBuyer(t)).token, other.id);
    const error = await db()
      .execute(
        sql`update payment_orders set provider_payment_id = ${paid.provider_payment_id} where provider_order_id = ${second.rzp_order_id}`,
      )
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses a ledger row of no money', async () => {
    const [order] = await queryRows<{ id: number }>(db(), sql`select id from payment_orders limit 1`);
    const error = await db()
      .execute(
        sql`insert into money_ledger (payment_order_id, kind, amount_paise, provider, provider_payment_id) values (${order!.id}, 'capture', 0, 'test', 'pay_zero')`,
      )
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/money_ledger_amount_positive/);
  });
});
