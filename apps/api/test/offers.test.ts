// The negotiation through the API, both sides (docs/product/offers.md): every allowed move and the refused
// ones, expiry and a sold car found by the reads, auto prices, who may see what, notifications.
import { offerPaths, vendorOfferPaths, notificationPaths, vendorNotificationPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, openAppWithDealer, signInDealer, type Dealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';
import { reserveCar } from './helpers/payments';

let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
beforeAll(async () => ({ t, dealer, dealerToken } = await openAppWithDealer()));
afterAll(() => t.close());

const HOUR = 3600_000;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

function call(method: Method, url: string, token: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
}

/** A car of the test dealer listed at 40 lakh, and a fresh buyer. */
async function scene(listingPrice = 4_000_000) {
  const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice });
  const { token } = await signInBuyer(t);
  return { carId: car.id, buyer: token };
}

const bid = (buyer: string, carId: number, amount: number | string) =>
  call('POST', offerPaths.makeOffer, buyer, { car_id: carId, bid_amount: amount });
const counter = (offerId: number, amount: number, token = dealerToken) =>
  call('POST', vendorOfferPaths.counterOffer, token, { offer_id: offerId, amount });
const dealerSays = (offerId: number, status: 'accepted' | 'rejected', token = dealerToken) =>
  call('PATCH', vendorOfferPaths.offerStatus, token, { offer_id: offerId, status });
const buyerSays = (buyer: string, entryId: number, answer: 'accepted' | 'rejected') =>
  call('PATCH', offerPaths.offerStatusUpdate, buyer, { counter_offers_id: entryId, counter_offers_stats: answer });
const entries = async (buyer: string, offerId: number) =>
  (await call('GET', offerPaths.counterOfferReceived, buyer, undefined, { 'x-offer-id': String(offerId) })).json().data;
async function offerCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select (select count(*) from offers) + (select count(*) from offer_entries) as n`,
  );
  return Number(row!.n);
}

describe(`offers (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('settles a price: offer, dealer counter, buyer counter, dealer accepts; each side sees every step', async () => {
    const { carId, buyer } = await scene();
    const first = await bid(buyer, carId, 3_500_000);
    expect(first.statusCode).toBe(200);
    const offer = first.json().data;
    expect(offer).toMatchObject({
      offers_car_id: carId,
      offers_status: 1,
      offer_bid_amount: 3_500_000,
      offers_current_bid: null,
      offers_left: 3,
      awaiting: 'dealer',
    });
    expect(offer.expires_at).toBe(new Date(t.clock.now().getTime() + 48 * HOUR).toISOString());

    // The dealer sees it as new and waiting for action; opening it takes it out of 'new'.
    const list = async (view: string) => (await call('GET', `${vendorOfferPaths.offers}?view=${view}`, dealerToken)).json().data;
    expect((await list('new')).offers.map((o: { offer_id: number }) => o.offer_id)).toContain(offer.offers_id);
    const details = (await call('GET', `${vendorOfferPaths.offerDetails}?offer_id=${offer.offers_id}`, dealerToken)).json().data;
    expect(details.offer.buyer).toEqual({ first_name: 'Aarav', city: null });
    expect(details.offer).not.toHaveProperty('phone');
    expect(JSON.stringify(details)).not.toMatch(/@example\.com/);
    expect((await list('new')).offers.map((o: { offer_id: number }) => o.offer_id)).not.toContain(offer.offers_id);
    expect((await list('action')).offers.map((o: { offer_id: number }) => o.offer_id)).toContain(offer.offers_id);

    const c1 = await counter(offer.offers_id, 3_900_000);
    expect(c1.statusCode).toBe(200);
    expect(c1.json().data).toMatchObject({ status: 3, dealer_last_bid: 3_900_000, awaiting: 'buyer' });

    t.clock.advance(HOUR);
    const b2 = await bid(buyer, carId, 3_700_000);
    expect(b2.statusCode).toBe(200);
    expect(b2.json().data).toMatchObject({ offers_status: 2, buyer_last_bid: 3_700_000, offers_count: 3, offers_left: 2 });

    const accepted = await dealerSays(offer.offers_id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 8, agreed_price: 3_700_000 });
    expect(accepted.json().data.agreed_until).toBe(new Date(t.clock.now().getTime() + 3 * 24 * HOUR).toISOString());

    const mine = (await call('GET', offerPaths.offerReceived, buyer)).json().data.offer_data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ offers_status: 8, agreed_price: 3_700_000, awaiting: null, expires_at: null });
    const history = await entries(buyer, offer.offers_id);
    expect(
      history.counter_offer_data.map((e: { offer_by: string; counter_offer_amount: number }) => [e.offer_by, e.counter_offer_amount]),
    ).toEqual([
      ['1', 3_700_000],
      ['2', 3_900_000],
      ['1', 3_500_000],
    ]);

    // Notifications: the dealer heard of the offer and the counter, the buyer of the counter and the acceptance.
    const dealerNotes = (await call('GET', vendorNotificationPaths.read, dealerToken)).json().data.notifications;
    const forThis = (notes: { offer_id: number; kind: string }[]) => notes.filter((n) => n.offer_id === offer.offers_id).map((n) => n.kind);
    expect(forThis(dealerNotes)).toEqual(['offer_countered', 'offer_received']);
    const buyerNotes = (await call('GET', notificationPaths.read, buyer)).json().data.notifications;
    expect(forThis(buyerNotes)).toEqual(['offer_accepted', 'offer_countered']);
  });

  it('ends with the buyer accepting the dealer counter, and a final counter after the third bid (4)', async () => {
    const { carId, buyer } = await scene();
    const id = (await bid(buyer, carId, 3_000_000)).json().data.offers_id;
    await counter(id, 3_800_000);
    await bid(buyer, carId, 3_200_000);
    await counter(id, 3_700_000);
    const third = await bid(buyer, carId, 3_400_000);
    expect(third.json().data).toMatchObject({ offers_status: 2, offers_left: 1 });
    const final = await counter(id, 3_600_000);
    expect(final.json().data.status).toBe(4);
    const fourth = await bid(buyer, carId, 3_500_000);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe("You have no offers left on this car. Please accept or decline the dealer's counter offer.");
    const newest = (await entries(buyer, id)).counter_offer_data[0];
    const res = await buyerSays(buyer, newest.counter_offer_id, 'accepted');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ offers_status: 7, agreed_price: 3_600_000 });
  });

  it('refuses, with a clear message and no change: amounts out of range, the wrong side, the wrong state, a stale entry', async () => {
    const { carId, buyer } = await scene();
    const before = await offerCount();
    const cases: [number | string, number, string][] = [
      [1_999_999, 400, 'Your offer should be at least ₹20,00,000, half the listing price.'],
      [4_000_001, 400, 'Your offer should not be more than the listing price of ₹40,00,000.'],
      [0, 400, 'Please enter a valid offer amount.'],
      ['ten lakh', 400, 'Please enter a valid number for the offer price.'],
      [3_000_000.5, 400, 'Please enter the offer amount in whole rupees.'],
    ];
    for (const [amount, status, message] of cases) {
      const res = await bid(buyer, carId, amount);
      expect([res.statusCode, res.json().message, res.json().field]).toEqual([status, message, 'bid_amount']);
    }
    expect((await bid(buyer, 999_999_999, 3_000_000)).statusCode).toBe(404);
    expect(await offerCount()).toBe(before);

    const id = (await bid(buyer, carId, 3_000_000)).json().data.offers_id;
    const again = await bid(buyer, carId, 3_100_000);
    expect([again.statusCode, again.json().message]).toEqual([409, "Your offer is with the dealer. Please wait for the dealer's answer."]);
    const low = await counter(id, 3_000_000);
    expect([low.statusCode, low.json().field]).toEqual([400, 'amount']);
    expect(low.json().message).toBe("Your counter offer should be more than the buyer's offer of ₹30,00,000. Accept it instead.");
    expect((await counter(id, 4_000_000)).json().message).toBe('Your counter offer should be less than the listing price of ₹40,00,000.');
    await counter(id, 3_600_000);
    const firstCounterId = (await entries(buyer, id)).counter_offer_data[0].counter_offer_id;
    const twice = await counter(id, 3_500_000);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      "Your counter offer is with the buyer. Please wait for the buyer's answer.",
    ]);
    expect((await bid(buyer, carId, 3_000_000)).json().message).toBe('Your counter offer should be more than your last offer.');
    expect((await bid(buyer, carId, 3_600_000)).json().message).toBe(
      "Your counter offer should be less than the dealer's counter. Accept it instead.",
    );
    await bid(buyer, carId, 3_200_000);
    await counter(id, 3_500_000);
    const stale = await buyerSays(buyer, firstCounterId, 'accepted');
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'This counter offer is no longer the latest. Please answer the newest one.',
    ]);
    // The buyer's own entry is not a counter offer to answer.
    const own = (await entries(buyer, id)).counter_offer_data.find((e: { offer_by: string }) => e.offer_by === '1');
    expect((await buyerSays(buyer, own.counter_offer_id, 'accepted')).statusCode).toBe(409);
    await dealerSays(id, 'rejected').then((r) => expect(r.statusCode).toBe(409));
    const declined = await buyerSays(buyer, (await entries(buyer, id)).counter_offer_data[0].counter_offer_id, 'rejected');
    expect(declined.json().data).toMatchObject({ offers_status: 5, reason: null });
    const after = await bid(buyer, carId, 3_300_000);
    expect([after.statusCode, after.json().message]).toEqual([409, 'The buyer declined this offer. The negotiation is closed.']);
  });

  it('expires a bid unanswered for 48 hours, seen by the reads themselves (6 or 5 with reason expired)', async () => {
    const { carId, buyer } = await scene();
    const id = (await bid(buyer, carId, 3_000_000)).json().data.offers_id;
    t.clock.advance(48 * HOUR - 1000);
    expect((await entries(buyer, id)).offers_status).toBe(1);
    t.clock.advance(1000);
    const mine = (await call('GET', offerPaths.offerReceived, buyer))
      .json()
      .data.offer_data.find((o: { offers_id: number }) => o.offers_id === id);
    expect(mine).toMatchObject({ offers_status: 6, reason: 'expired', expires_at: null });
    const late = await counter(id, 3_500_000);
    expect([late.statusCode, late.json().message]).toEqual([409, 'This offer has expired: it was not answered within 48 hours.']);

    // Awaiting the buyer: the dealer's counter unanswered closes as the buyer's (5).
    const other = await scene();
    const id2 = (await bid(other.buyer, other.carId, 3_000_000)).json().data.offers_id;
    await counter(id2, 3_700_000);
    t.clock.advance(49 * HOUR);
    const details = (await call('GET', `${vendorOfferPaths.offerDetails}?offer_id=${id2}`, dealerToken)).json().data;
    expect(details.offer).toMatchObject({ status: 5, reason: 'expired' });
  });

  it("closes a sold car's open negotiations, and refuses new offers on it", async () => {
    const { carId, buyer } = await scene();
    const id = (await bid(buyer, carId, 3_000_000)).json().data.offers_id;
    await t.database.db.execute(sql`update cars set status = 'sold' where id = ${carId}`);
    const counters = await entries(buyer, id);
    expect(counters.offers_status).toBe(6);
    expect((await call('GET', offerPaths.offerReceived, buyer)).json().data.offer_data[0].reason).toBe('sold');
    const { token: other } = await signInBuyer(t);
    const refused = await bid(other, carId, 3_000_000);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This car is no longer available.']);
  });

  it('refuses a new negotiation while the car is reserved, keeps one already open, and opens again when the reservation ends', async () => {
    const { carId, buyer: holder } = await scene();
    const { token: negotiating } = await signInBuyer(t);
    const open = (await bid(negotiating, carId, 3_000_000)).json().data.offers_id as number;
    await reserveCar(t, holder, carId);
    const { token: stranger } = await signInBuyer(t);
    const before = await offerCount();
    const refused = await bid(stranger, carId, 3_000_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This car is reserved until .+\. You can make an offer if the reservation ends without a sale\.$/,
    );
    const own = await bid(holder, carId, 3_000_000);
    expect([own.statusCode, own.json().message]).toEqual([409, expect.stringMatching(/^You have already reserved this car until /)]);
    expect(await offerCount()).toBe(before);
    // The negotiation opened before the reservation goes on.
    expect((await counter(open, 3_600_000)).statusCode).toBe(200);
    t.clock.advance(3 * 24 * HOUR + 60_000); // the 3 days end without a sale
    expect((await bid(stranger, carId, 3_000_000)).statusCode).toBe(200);
  });

  it("settles a bid at once with the dealer's auto-accept and auto-decline prices, never shown to buyers", async () => {
    const { carId, buyer } = await scene();
    const set = await call('PUT', vendorOfferPaths.autoPrices, dealerToken, {
      car_id: carId,
      auto_accept_price: 3_800_000,
      auto_decline_price: 2_500_000,
    });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', `${vendorOfferPaths.readAutoPrices}?car_id=${carId}`, dealerToken)).json().data).toEqual({
      car_id: carId,
      auto_accept_price: 3_800_000,
      auto_decline_price: 2_500_000,
    });
    const low = await bid(buyer, carId, 2_500_000);
    expect(low.json().data).toMatchObject({ offers_status: 6 });
    expect(JSON.stringify(low.json())).not.toMatch(/3800000|2500000.*auto/);
    const other = await signInBuyer(t);
    const high = await bid(other.token, carId, 3_800_000);
    expect(high.json().data).toMatchObject({ offers_status: 8, agreed_price: 3_800_000 });
    expect(high.json().message).toBe('Congratulations.. Your offer has been accepted...');
    // Bad settings: crossed, above the listing price, another dealer's car.
    const crossed = await call('PUT', vendorOfferPaths.autoPrices, dealerToken, {
      car_id: carId,
      auto_accept_price: 3_000_000,
      auto_decline_price: 3_000_000,
    });
    expect([crossed.statusCode, crossed.json().field]).toEqual([400, 'auto_decline_price']);
    const above = await call('PUT', vendorOfferPaths.autoPrices, dealerToken, {
      car_id: carId,
      auto_accept_price: 4_100_000,
      auto_decline_price: null,
    });
    expect([above.statusCode, above.json().message]).toEqual([400, 'auto_accept_price must not be above the listing price of ₹40,00,000']);
    const rival = await createDealer(t.database.db);
    const rivalToken = await signInDealer(t, rival.phone);
    expect(
      (await call('PUT', vendorOfferPaths.autoPrices, rivalToken, { car_id: carId, auto_accept_price: null, auto_decline_price: null }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 404 for another buyer's or another dealer's offer, and 401 for the wrong kind of token", async () => {
    const { carId, buyer } = await scene();
    const id = (await bid(buyer, carId, 3_000_000)).json().data.offers_id;
    const { token: stranger } = await signInBuyer(t);
    const peek = await call('GET', offerPaths.counterOfferReceived, stranger, undefined, { 'x-offer-id': String(id) });
    expect([peek.statusCode, peek.json().message]).toEqual([404, 'Offer not found']);
    expect((await call('GET', offerPaths.counterOfferReceived, stranger, undefined, { 'x-offer-id': '999999999' })).json().message).toBe(
      'Offer not found',
    );
    expect((await call('GET', offerPaths.offerReceived, stranger)).json().data.offer_data).toEqual([]);
    await counter(id, 3_500_000);
    const entry = (await entries(buyer, id)).counter_offer_data[0].counter_offer_id;
    expect((await buyerSays(stranger, entry, 'accepted')).statusCode).toBe(404);

    const rival = await createDealer(t.database.db);
    const rivalToken = await signInDealer(t, rival.phone);
    expect((await call('GET', `${vendorOfferPaths.offerDetails}?offer_id=${id}`, rivalToken)).statusCode).toBe(404);
    expect((await counter(id, 3_400_000, rivalToken)).statusCode).toBe(404);
    expect((await call('GET', `${vendorOfferPaths.offers}?view=all`, rivalToken)).json().data.offers).toEqual([]);

    expect((await call('GET', vendorOfferPaths.offers, buyer)).statusCode).toBe(401);
    expect((await call('GET', offerPaths.offerReceived, dealerToken)).statusCode).toBe(401);
    expect((await bid(dealerToken, carId, 3_000_000)).statusCode).toBe(401);
  });

  it('pages the dealer views and computes the reply time on the dealer record', async () => {
    const d = await createDealer(t.database.db);
    const token = await signInDealer(t, d.phone);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const car = await createCar(t.database.db, { vendorId: d.id, listingPrice: 5_000_000 });
      const { token: b } = await signInBuyer(t);
      ids.push((await bid(b, car.id, 4_000_000)).json().data.offers_id);
    }
    const page = (await call('GET', `${vendorOfferPaths.offers}?view=all`, token, undefined, { 'x-limit': '2', 'x-offset': '2' })).json()
      .data;
    expect(page.pagination).toEqual({ total: 3, limit: 2, offset: 2, total_pages: 2, current_page: 2 });
    expect(page.offers).toHaveLength(1);
    const bad = await call('GET', `${vendorOfferPaths.offers}?view=some`, token);
    expect([bad.statusCode, bad.json().message]).toEqual([400, "view must be 'new', 'action' or 'all'"]);
    // Answers after 1, 3 and 5 hours: the median is 3.
    for (const [i, id] of ids.entries()) {
      t.clock.advance(i === 0 ? HOUR : 2 * HOUR);
      await counter(id, 4_500_000, token);
    }
    const vendorCars = await t.app.inject({
      method: 'GET',
      url: '/api/auth/cars/v1/read/get-vendor-cars',
      headers: { vendor_id: String(d.id) },
    });
    expect(vendorCars.json().data.vendor.reply_time_hours).toBe(3);
  });
});
