// The money ledger against the provider's own books: over random sequences of payments (verified, lost
// and reconciled later, failed, captured for another amount), cancellations by either side and job runs,
// each order's captures minus refunds in the ledger equals what the provider captured for it minus what
// it refunded: what the buyer has paid and not got back.
import { bookingPaths, vendorBookingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { queryRows } from '../src/db/client';
import { JobRunner } from '../src/jobs/runner';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, signInDealer } from './helpers/dealers';
import { payAtCheckout } from './helpers/payments';

const silent = { info() {}, error() {} };
const DECLINED = { method: 'card', card_number: '4100 2800 0006 0003', card_expiry: '12/30', card_cvv: '123' };
let t: TestApp;
let runner: JobRunner;
let vendorId: number;
let dealerToken: string;
beforeAll(async () => {
  // Webhooks lost: payments not verified by the browser are found by reconciliation only.
  t = await createTestApp({ env: { TEST_GATEWAY_WEBHOOKS: 'off' } });
  runner = new JobRunner(t.app.deps, backgroundJobs, silent);
  const dealer = await createDealer(t.database.db);
  vendorId = dealer.id;
  dealerToken = await signInDealer(t, dealer.phone);
});
afterAll(() => t.close());

type Step = 'verified' | 'lost' | 'declined' | 'otherAmount' | 'buyerCancels' | 'dealerCancels' | 'laterReconciled' | 'jobs';
const steps: Step[] = ['verified', 'lost', 'declined', 'otherAmount', 'buyerCancels', 'dealerCancels', 'laterReconciled', 'jobs'];

const post = (url: string, token: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, payload });

interface Live {
  bookingId: number;
  token: string;
}

async function order(token: string) {
  const car = await createCar(t.database.db, { vendorId });
  const res = await post(bookingPaths.directCreateOrder, token, { car_id: car.id, preferred_location: 'showroom' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rzp_order_id: string; booking_id: number; amount_rupees: number };
}

async function run(step: Step, live: Live[]): Promise<void> {
  const { token } = await signInBuyer(t);
  switch (step) {
    case 'verified':
    case 'lost':
    case 'declined': {
      const o = await order(token);
      await payAtCheckout(t, o.rzp_order_id, step === 'declined' ? DECLINED : undefined);
      if (step === 'verified') {
        const verified = await post(bookingPaths.directVerifyPayment, token, { order_id: o.rzp_order_id });
        if (verified.statusCode === 200) live.push({ bookingId: o.booking_id, token });
      }
      return;
    }
    case 'otherAmount': {
      const o = await order(token);
      await t.database.db.execute(sql`update test_gateway_orders set amount_paise = amount_paise - 777 where id = ${o.rzp_order_id}`);
      await payAtCheckout(t, o.rzp_order_id);
      return;
    }
    case 'buyerCancels':
    case 'dealerCancels': {
      const target = live.pop();
      if (!target) return;
      if (step === 'buyerCancels') await post(bookingPaths.cancelBooking, target.token, { booking_id: target.bookingId }, 'PATCH');
      else
        await post(
          vendorBookingPaths.cancelBooking,
          dealerToken,
          { booking_id: target.bookingId, reason: 'The car failed its inspection.' },
          'PATCH',
        );
      return;
    }
    case 'laterReconciled':
      t.clock.advance(21 * 60_000);
      while ((await runner.runDue()) > 0);
      return;
    case 'jobs':
      while ((await runner.runDue()) > 0);
  }
}

/** Per order, the ledger's net and the provider's (captured minus processed refunds), for every order the provider took money for. */
function books() {
  return queryRows<{ provider_order_id: string; ledger: number; provider: number }>(
    t.database.db,
    sql`select o.provider_order_id,
          coalesce((select sum(case when l.kind = 'capture' then l.amount_paise else -l.amount_paise end) from money_ledger l
                    where l.payment_order_id = o.id), 0)::int as ledger,
          (case when g.status = 'paid' then g.amount_paise else 0 end
            - coalesce((select sum(r.amount_paise) from test_gateway_refunds r where r.payment_id = g.payment_id and r.status = 'processed'), 0))::int
            as provider
        from payment_orders o join test_gateway_orders g on g.id = o.provider_order_id`,
  );
}

it('keeps, for every order, captured minus refunded equal to the provider’s books', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.constantFrom(...steps), { minLength: 2, maxLength: 8 }), async (sequence) => {
      const live: Live[] = [];
      for (const step of sequence) await run(step, live);
      // Every payment settled and every refund made: 21 minutes on, the jobs run to the end.
      t.clock.advance(21 * 60_000);
      while ((await runner.runDue()) > 0);
      for (const row of await books()) expect(row.ledger, row.provider_order_id).toBe(row.provider);
    }),
    { numRuns: 12, seed: 20261129 },
  );
  const [counts] = await queryRows<{ captures: number; refunds: number }>(
    t.database.db,
    sql`select count(*) filter (where kind = 'capture')::int as captures, count(*) filter (where kind = 'refund')::int as refunds from money_ledger`,
  );
  // The sequences exercised both sides of the books.
  expect(counts!.captures).toBeGreaterThan(5);
  expect(counts!.refunds).toBeGreaterThan(2);
}, 120_000);
