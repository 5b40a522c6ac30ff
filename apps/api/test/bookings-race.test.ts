// The reservation race: many buyers booking one car at the same moment through two servers on one database,
// then paying: exactly one reservation, every other create-order a 409, every paid loser refunded. On
// PostgreSQL each server has its own connection pool, as two processes would, and one test gateway (its state
// is in the database) serves both.
import { bookingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import type { AppInstance } from '../src/deps';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';

const ROUNDS = onPostgres ? 20 : 3;
const BUYERS = onPostgres ? 50 : 10;
const SUCCESS_CARD = { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123', callback_url: '/done' };

let t: TestApp;
let second: { app: AppInstance; database: Database };
let dealerId: number;
let tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const database = onPostgres ? await openDatabase({ databaseUrl: t.database.url }) : t.database;
  const app = await buildApp({ ...t.app.deps, database }, { validateResponses: true, logger: false, facetRefreshMs: 0 });
  await app.ready();
  second = { app, database };
  dealerId = (await createDealer(t.database.db)).id;
  tokens = [];
  for (let i = 0; i < BUYERS; i++) tokens.push((await signInBuyer(t)).token);
}, 120_000);
afterAll(async () => {
  await second.app.close();
  if (second.database !== t.database) await second.database.close();
  await t.close();
});

const serverOf = (i: number) => (i % 2 === 0 ? t.app : second.app);

describe(`${BUYERS} buyers booking one car at once on two servers (${onPostgres ? 'PostgreSQL' : 'embedded'}, ${ROUNDS} rounds)`, () => {
  it('ends with exactly one reservation and every other answer a 409, every time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const car = await createCar(t.database.db, { vendorId: dealerId, listingPrice: 6_000_000 });
      const answers = await Promise.all(
        tokens.map((token, i) =>
          serverOf(i).inject({
            method: 'POST',
            url: bookingPaths.directCreateOrder,
            headers: { 'x-access-token': token },
            payload: { car_id: car.id, preferred_location: 'showroom' },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      const odd = answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409).map((a) => `${a.statusCode} ${a.body}`);
      expect(odd, `round ${round}: answers other than 200 or 409`).toEqual([]);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      const winner = answers.findIndex((a) => a.statusCode === 200);
      const order = answers[winner]!.json().data;
      // The winner pays on the other server than the one that took the order.
      const paid = await serverOf(winner + 1).inject({
        method: 'POST',
        url: `/test-gateway/checkout/${order.rzp_order_id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(SUCCESS_CARD).toString(),
      });
      expect(paid.statusCode).toBe(303);
      const [state] = await queryRows<{ reserved: number; live: number }>(
        t.database.db,
        sql`select count(*) filter (where status = 'reserved')::int as reserved,
              count(*) filter (where status in ('pending_payment', 'reserved'))::int as live
            from bookings where car_id = ${car.id}`,
      );
      expect(state).toEqual({ reserved: 1, live: 1 });
      // Everyone else still gets a 409 that says until when.
      const late = await second.app.inject({
        method: 'POST',
        url: bookingPaths.directCreateOrder,
        headers: { 'x-access-token': tokens[(winner + 1) % BUYERS]! },
        payload: { car_id: car.id, preferred_location: 'showroom' },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/^This car is reserved until /);
    }
  }, 300_000);
});
