// The negotiation's race: two moves on one negotiation at the same moment, through two servers on one database,
// end with exactly one applied and the other answered 409. On PostgreSQL each server has its own connection
// pool, as two processes would.
import { offerPaths, vendorOfferPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import type { AppInstance } from '../src/deps';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, signInDealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';

const ROUNDS = onPostgres ? 50 : 5;
let t: TestApp;
let second: { app: AppInstance; database: Database };
let dealerId: number;
let dealerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const database = onPostgres ? await openDatabase({ databaseUrl: t.database.url }) : t.database;
  const app = await buildApp({ ...t.app.deps, database }, { validateResponses: true, logger: false, facetRefreshMs: 0 });
  await app.ready();
  second = { app, database };
  const dealer = await createDealer(t.database.db);
  dealerId = dealer.id;
  dealerToken = await signInDealer(t, dealer.phone);
});
afterAll(async () => {
  await second.app.close();
  if (second.database !== t.database) await second.database.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const on = (app: AppInstance, method: Method, url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });

async function freshOffer(): Promise<{ buyer: string; carId: number; offerId: number }> {
  const car = await createCar(t.database.db, { vendorId: dealerId, listingPrice: 4_000_000 });
  const { token } = await signInBuyer(t);
  const res = await on(t.app, 'POST', offerPaths.makeOffer, token, { car_id: car.id, bid_amount: 3_000_000 });
  return { buyer: token, carId: car.id, offerId: res.json().data.offers_id };
}

async function stored(offerId: number) {
  const [row] = await queryRows<{ status: number; entries: number; version: number }>(
    t.database.db,
    sql`select status, version, (select count(*)::int from offer_entries where offer_id = ${offerId}) as entries from offers where id = ${offerId}`,
  );
  return row!;
}

const outcome = (codes: number[]) => [...codes].sort((a, b) => a - b);

describe(`two moves at once on two servers (${onPostgres ? 'PostgreSQL' : 'embedded'}, ${ROUNDS} rounds each)`, () => {
  it('the dealer accepting on one server while countering on the other: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { offerId } = await freshOffer();
      const [accept, counter] = await Promise.all([
        on(t.app, 'PATCH', vendorOfferPaths.offerStatus, dealerToken, { offer_id: offerId, status: 'accepted' }),
        on(second.app, 'POST', vendorOfferPaths.counterOffer, dealerToken, { offer_id: offerId, amount: 3_600_000 }),
      ]);
      expect(outcome([accept.statusCode, counter.statusCode])).toEqual([200, 409]);
      const loser = accept.statusCode === 409 ? accept : counter;
      expect(loser.json().success).toBe(false);
      const row = await stored(offerId);
      expect(row).toEqual(accept.statusCode === 200 ? { status: 8, entries: 1, version: 2 } : { status: 3, entries: 2, version: 2 });
    }
  });

  it("the buyer accepting the dealer's counter while countering it from another tab: exactly one wins", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { buyer, carId, offerId } = await freshOffer();
      await on(t.app, 'POST', vendorOfferPaths.counterOffer, dealerToken, { offer_id: offerId, amount: 3_600_000 });
      const entries = await on(t.app, 'GET', offerPaths.counterOfferReceived, buyer, undefined, { 'x-offer-id': String(offerId) });
      const newest = entries.json().data.counter_offer_data[0].counter_offer_id;
      const [accept, counter] = await Promise.all([
        on(t.app, 'PATCH', offerPaths.offerStatusUpdate, buyer, { counter_offers_id: newest, counter_offers_stats: 'accepted' }),
        on(second.app, 'POST', offerPaths.makeOffer, buyer, { car_id: carId, bid_amount: 3_300_000 }),
      ]);
      expect(outcome([accept.statusCode, counter.statusCode])).toEqual([200, 409]);
      const row = await stored(offerId);
      expect(row).toEqual(accept.statusCode === 200 ? { status: 7, entries: 2, version: 3 } : { status: 2, entries: 3, version: 3 });
    }
  });

  it('the buyer accepting while the dealer counters from the same state: the one whose turn it is wins, every time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { buyer, offerId } = await freshOffer();
      await on(t.app, 'POST', vendorOfferPaths.counterOffer, dealerToken, { offer_id: offerId, amount: 3_600_000 });
      const entries = await on(t.app, 'GET', offerPaths.counterOfferReceived, buyer, undefined, { 'x-offer-id': String(offerId) });
      const newest = entries.json().data.counter_offer_data[0].counter_offer_id;
      const [accept, counter] = await Promise.all([
        on(t.app, 'PATCH', offerPaths.offerStatusUpdate, buyer, { counter_offers_id: newest, counter_offers_stats: 'accepted' }),
        on(second.app, 'POST', vendorOfferPaths.counterOffer, dealerToken, { offer_id: offerId, amount: 3_500_000 }),
      ]);
      expect([accept.statusCode, counter.statusCode]).toEqual([200, 409]);
      expect(await stored(offerId)).toEqual({ status: 7, entries: 2, version: 3 });
    }
  });

  it("one buyer's two first bids on one car at once: one negotiation, one bid", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const car = await createCar(t.database.db, { vendorId: dealerId, listingPrice: 4_000_000 });
      const { token } = await signInBuyer(t);
      const [a, b] = await Promise.all([
        on(t.app, 'POST', offerPaths.makeOffer, token, { car_id: car.id, bid_amount: 3_000_000 }),
        on(second.app, 'POST', offerPaths.makeOffer, token, { car_id: car.id, bid_amount: 3_100_000 }),
      ]);
      expect(outcome([a.statusCode, b.statusCode])).toEqual([200, 409]);
      const [row] = await queryRows<{ offers: number; entries: number }>(
        t.database.db,
        sql`select count(*)::int as offers, (select count(*)::int from offer_entries e join offers o on o.id = e.offer_id where o.car_id = ${car.id}) as entries
            from offers where car_id = ${car.id}`,
      );
      expect(row).toEqual({ offers: 1, entries: 1 });
    }
  });
});
