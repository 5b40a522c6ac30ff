// A dealer takes a car off at the very moment buyers order it (a booking's token, test drives)
// or pay for it, through two servers on one database: exactly one side wins, every round. The database
// decides (the car row locked FOR UPDATE by the take-off, FOR NO KEY UPDATE by an order or a payment), not timing.
import { bookingPaths, DRIVE_SLOTS, vendorListingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { addDays, indiaDate } from '../src/lib/time';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, signInDealer } from './helpers/dealers';
import { SUCCESS_CARD } from './helpers/payments';
import { openSecondServer, type SecondServer } from './helpers/second-server';

const ROUNDS = onPostgres ? 20 : 3;
const BUYERS = onPostgres ? 16 : 6;

let t: TestApp;
let second: SecondServer;
let dealerId: number;
let dealerToken: string;
let tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  second = await openSecondServer(t);
  const dealer = await createDealer(t.database.db);
  dealerId = dealer.id;
  dealerToken = await signInDealer(t, dealer.phone);
  tokens = [];
  for (let i = 0; i < BUYERS; i++) tokens.push((await signInBuyer(t)).token);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const serverOf = (i: number) => (i % 2 === 0 ? t.app : second.app);
const post = (i: number, url: string, token: string, payload: object) =>
  serverOf(i).inject({ method: 'POST', url, headers: { 'x-access-token': token }, payload });
/**
 * The take-off, on the second server, after `delayMs`: rounds start it at different moments of the
 * buyers' requests, so that each side wins some rounds rather than the quicker call always.
 */
const takeOff = async (carId: number, delayMs: number) => {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return second.app.inject({
    method: 'PATCH',
    url: vendorListingPaths.takeOff,
    headers: { 'x-access-token': dealerToken },
    payload: { car_id: carId },
  });
};

/** The car's stored status and its bookings and test drives that still hold it. */
async function stateOf(carId: number) {
  const now = t.clock.now().toISOString();
  const [row] = await queryRows<{ car: string; bookings: number; reserved: number; drives: number }>(
    t.database.db,
    sql`select c.status as car,
          (select count(*)::int from bookings b where b.car_id = c.id and b.status in ('pending_payment', 'reserved')
             and upper(b.hold) > ${now}::timestamptz) as bookings,
          (select count(*)::int from bookings b where b.car_id = c.id and b.status = 'reserved') as reserved,
          (select count(*)::int from test_drives d where d.car_id = c.id
             and (d.status = 'booked' or (d.status = 'pending_payment' and upper(d.slot_hold) > ${now}::timestamptz))) as drives
        from cars c where c.id = ${carId}`,
  );
  return row!;
}

describe(`a take-off against buyers' orders and payments on two servers (${onPostgres ? 'PostgreSQL' : 'embedded'}, ${ROUNDS} rounds)`, () => {
  it("a car booking's create-order: either the take-off or one order wins, never both", async () => {
    let offWins = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const car = await createCar(t.database.db, { vendorId: dealerId, listingPrice: 6_000_000 });
      const [off, ...orders] = await Promise.all([
        takeOff(car.id, (round % 5) * 3),
        ...tokens.map((token, i) => post(i, bookingPaths.directCreateOrder, token, { car_id: car.id, preferred_location: 'showroom' })),
      ]);
      const won = orders.filter((o) => o.statusCode === 200).length;
      const odd = orders.filter((o) => o.statusCode !== 200 && o.statusCode !== 409).map((o) => `${o.statusCode} ${o.body}`);
      expect(odd, `round ${round}: answers other than 200 or 409`).toEqual([]);
      const state = await stateOf(car.id);
      if (off!.statusCode === 200) {
        offWins += 1;
        expect([won, state.car, state.bookings], `round ${round}: taken off`).toEqual([0, 'withdrawn', 0]);
      } else {
        expect(off!.statusCode).toBe(409);
        expect(off!.json().message).toMatch(/^A buyer is paying the token for this car/);
        expect([won, state.car, state.bookings], `round ${round}: ordered`).toEqual([1, 'available', 1]);
      }
    }
    // Both outcomes happen: the race is run, not one side always first.
    if (onPostgres) expect(offWins).toBeGreaterThan(0);
  }, 300_000);

  it('test drives of several slots: once the take-off wins no drive is held, and a drive that won refuses the take-off', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const car = await createCar(t.database.db, { vendorId: dealerId, listingPrice: 6_000_000 });
      const tomorrow = addDays(indiaDate(t.clock.now()), 1);
      const [off, ...orders] = await Promise.all([
        takeOff(car.id, (round % 5) * 3),
        ...tokens.map((token, i) =>
          post(i, bookingPaths.testDriveCreateOrder, token, {
            car_id: car.id,
            preferred_location: 'showroom',
            drive_date: tomorrow,
            drive_time: DRIVE_SLOTS[i % DRIVE_SLOTS.length],
          }),
        ),
      ]);
      const won = orders.filter((o) => o.statusCode === 200).length;
      const state = await stateOf(car.id);
      if (off!.statusCode === 200) expect([won, state.car, state.drives], `round ${round}: taken off`).toEqual([0, 'withdrawn', 0]);
      else {
        expect(off!.json().message).toMatch(/^A buyer is paying for a test drive of this car/);
        expect(state.car).toBe('available');
        expect(won, `round ${round}: driven`).toBeGreaterThan(0);
        expect(state.drives).toBe(won);
      }
    }
  }, 300_000);

  it('a payment arriving as the car is taken off (its hold ran out): reserved and the take-off refused, or refunded and taken off', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const car = await createCar(t.database.db, { vendorId: dealerId, listingPrice: 6_000_000 });
      const created = await post(round, bookingPaths.directCreateOrder, tokens[round % BUYERS]!, {
        car_id: car.id,
        preferred_location: 'showroom',
      });
      expect(created.statusCode, created.body).toBe(200);
      const orderId = created.json().data.rzp_order_id as string;
      t.clock.advance(16 * 60_000); // the 15-minute hold ran out unpaid: the take-off may go
      const [off, paid] = await Promise.all([
        takeOff(car.id, (round % 5) * 15),
        serverOf(round + 1).inject({
          method: 'POST',
          url: `/test-gateway/checkout/${orderId}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ ...SUCCESS_CARD, callback_url: '/done' }).toString(),
        }),
      ]);
      expect(paid.statusCode).toBe(303);
      const state = await stateOf(car.id);
      const [refunds] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from refunds r join payment_orders p on p.id = r.payment_order_id join bookings b on b.id = p.booking_id
            where b.car_id = ${car.id}`,
      );
      if (off.statusCode === 200)
        expect([state.car, state.reserved, refunds!.n], `round ${round}: taken off, payment refunded`).toEqual(['withdrawn', 0, 1]);
      else {
        expect(off.json().message, `round ${round}`).toMatch(/^This car is reserved by a buyer until /);
        expect([state.car, state.reserved, refunds!.n], `round ${round}: reserved`).toEqual(['available', 1, 0]);
      }
    }
  }, 300_000);
});
