// Every state change is told: each step of a negotiation, a payment, a cancellation, a refund, a reminder
// and a price drop writes a notification for each side it concerns, naming the car and the amount, and
// sends it by SMS (nobody here turned SMS off).
import { bookingPaths, offerPaths, pricingPaths, vendorBookingPaths, vendorOfferPaths, wishlistPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { queryRows } from '../src/db/client';
import { JobRunner } from '../src/jobs/runner';
import { inr } from '../src/lib/money';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { openAppWithDealer, type Dealer } from './helpers/dealers';
import { payAtCheckout, reserveCar } from './helpers/payments';

const HOUR = 3600_000;
const silent = { info() {}, error() {} };
let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
let runner: JobRunner;
beforeAll(async () => {
  ({ t, dealer, dealerToken } = await openAppWithDealer());
  runner = new JobRunner(t.app.deps, backgroundJobs, silent);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = async (method: Method, url: string, token: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

interface Told {
  side: 'buyer' | 'dealer';
  kind: string;
  /** The amount the text must name, when money is what the step is about. */
  amount?: number;
}

interface Buyer {
  id: number;
  phone: string;
  token: string;
}

async function newBuyer(): Promise<Buyer> {
  const { phone, token } = await signInBuyer(t);
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from buyers where phone = ${phone}`);
  return { id: row!.id, phone, token };
}

/**
 * Runs the step and the jobs it made due, then checks that each side expected was told: a notification of
 * that kind about the car, naming it and the amount, and an SMS to that person's phone.
 */
async function expectTold(buyer: Buyer, car: { id: number; carName: string }, told: Told[], step: () => Promise<unknown>) {
  const [{ last }] = (await queryRows<{ last: number }>(
    t.database.db,
    sql`select coalesce(max(id), 0)::int as last from notifications`,
  )) as [{ last: number }];
  const texts = t.sms.texts.length;
  await step();
  while ((await runner.runDue()) > 0);
  const rows = await queryRows<{ buyer_id: number | null; vendor_id: number | null; kind: string; body: string }>(
    t.database.db,
    sql`select buyer_id, vendor_id, kind, body from notifications where id > ${last} and car_id = ${car.id} order by id`,
  );
  const sms = t.sms.texts.slice(texts);
  for (const { side, kind, amount } of told) {
    const mine = rows.filter((r) => (side === 'buyer' ? r.buyer_id === buyer.id : r.vendor_id === dealer.id) && r.kind === kind);
    expect(mine, `${side} told ${kind}: ${JSON.stringify(rows)}`).toHaveLength(1);
    expect(mine[0]!.body).toContain(car.carName);
    if (amount !== undefined) expect(mine[0]!.body).toContain(inr(amount));
    const phone = side === 'buyer' ? buyer.phone : dealer.phone;
    expect(
      sms.some((s) => s.phone === phone),
      `an SMS to the ${side} for ${kind}`,
    ).toBe(true);
  }
}

/** India's date `days` from the test clock's today. */
function indiaDay(days: number): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * HOUR);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const bid = async (buyer: Buyer, carId: number, amount: number): Promise<number> =>
  (await call('POST', offerPaths.makeOffer, buyer.token, { car_id: carId, bid_amount: amount })).offers_id;
const counter = (offerId: number, amount: number) =>
  call('POST', vendorOfferPaths.counterOffer, dealerToken, { offer_id: offerId, amount });
const dealerSays = (offerId: number, status: 'accepted' | 'rejected') =>
  call('PATCH', vendorOfferPaths.offerStatus, dealerToken, { offer_id: offerId, status });
/** The buyer answers the dealer's latest counter offer. */
async function buyerSays(buyer: Buyer, offerId: number, answer: 'accepted' | 'rejected') {
  const res = await t.app.inject({
    method: 'GET',
    url: offerPaths.counterOfferReceived,
    headers: { 'x-access-token': buyer.token, 'x-offer-id': String(offerId) },
  });
  const entry = res.json().data.counter_offer_data[0].counter_offer_id as number;
  return call('PATCH', offerPaths.offerStatusUpdate, buyer.token, { counter_offers_id: entry, counter_offers_stats: answer });
}

describe(`every state change is told (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('a negotiation: the bid, both counters, the accept, a decline on each side, an expiry, automatic answers', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const b = await newBuyer();
    let offerId = 0;
    await expectTold(b, car, [{ side: 'dealer', kind: 'offer_received', amount: 4_000_000 }], async () => {
      offerId = await bid(b, car.id, 4_000_000);
    });
    await expectTold(b, car, [{ side: 'buyer', kind: 'offer_countered', amount: 4_800_000 }], () => counter(offerId, 4_800_000));
    await expectTold(b, car, [{ side: 'dealer', kind: 'offer_countered', amount: 4_300_000 }], () => bid(b, car.id, 4_300_000));
    await expectTold(b, car, [{ side: 'buyer', kind: 'offer_declined', amount: 4_300_000 }], () => dealerSays(offerId, 'rejected'));

    const second = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const secondId = await bid(b, second.id, 4_000_000);
    await counter(secondId, 4_700_000);
    await expectTold(b, second, [{ side: 'dealer', kind: 'offer_declined', amount: 4_700_000 }], () => buyerSays(b, secondId, 'rejected'));

    const third = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const thirdId = await bid(b, third.id, 4_100_000);
    await counter(thirdId, 4_600_000);
    await expectTold(b, third, [{ side: 'dealer', kind: 'offer_accepted', amount: 4_600_000 }], () => buyerSays(b, thirdId, 'accepted'));

    const fourth = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const fourthId = await bid(b, fourth.id, 4_400_000);
    await expectTold(b, fourth, [{ side: 'buyer', kind: 'offer_accepted', amount: 4_400_000 }], () => dealerSays(fourthId, 'accepted'));

    const unanswered = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    await bid(b, unanswered.id, 4_200_000);
    await expectTold(
      b,
      unanswered,
      [
        { side: 'buyer', kind: 'offer_expired', amount: 4_200_000 },
        { side: 'dealer', kind: 'offer_expired', amount: 4_200_000 },
      ],
      async () => {
        t.clock.advance(49 * HOUR);
        await call('GET', offerPaths.offerReceived, b.token); // a read closes what is due
      },
    );

    const automatic = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    await call('PUT', vendorOfferPaths.autoPrices, dealerToken, {
      car_id: automatic.id,
      auto_accept_price: 4_900_000,
      auto_decline_price: 3_000_000,
    });
    const other = await newBuyer();
    await expectTold(other, automatic, [{ side: 'buyer', kind: 'offer_declined', amount: 2_900_000 }], () =>
      bid(other, automatic.id, 2_900_000),
    );
    const keen = await newBuyer();
    await expectTold(
      keen,
      automatic,
      [
        { side: 'buyer', kind: 'offer_accepted', amount: 4_950_000 },
        { side: 'dealer', kind: 'offer_accepted', amount: 4_950_000 },
      ],
      () => bid(keen, automatic.id, 4_950_000),
    );
  });

  it('payments, reminders, cancellations and refunds: a test drive and a reservation, each side told', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const b = await newBuyer();
    let drive = 0;
    await expectTold(
      b,
      car,
      [
        { side: 'buyer', kind: 'test_drive_booked', amount: 10_000 },
        { side: 'dealer', kind: 'test_drive_booked' },
      ],
      async () => {
        const order = await call('POST', bookingPaths.testDriveCreateOrder, b.token, {
          car_id: car.id,
          preferred_location: 'showroom',
          drive_date: indiaDay(3),
          drive_time: '11AM-12PM',
        });
        drive = order.test_drive_id;
        await payAtCheckout(t, order.rzp_order_id);
      },
    );
    await expectTold(
      b,
      car,
      [
        { side: 'buyer', kind: 'test_drive_cancelled', amount: 10_000 },
        { side: 'dealer', kind: 'test_drive_cancelled' },
      ],
      () => call('PATCH', bookingPaths.cancelTestDrive, b.token, { test_drive_id: drive }),
    );

    const token = 60_000;
    let bookingId = 0;
    await expectTold(
      b,
      car,
      [
        { side: 'buyer', kind: 'booking_reserved', amount: token },
        { side: 'dealer', kind: 'booking_reserved', amount: 3_000_000 },
      ],
      async () => ({ bookingId } = await reserveCar(t, b.token, car.id)),
    );
    await expectTold(b, car, [{ side: 'buyer', kind: 'reservation_reminder', amount: 3_000_000 - token }], async () =>
      t.clock.advance(2 * HOUR + 60_000),
    );
    await expectTold(
      b,
      car,
      [
        { side: 'buyer', kind: 'booking_cancelled', amount: token },
        { side: 'dealer', kind: 'booking_cancelled', amount: token },
      ],
      () => call('PATCH', bookingPaths.cancelBooking, b.token, { booking_id: bookingId }),
    );

    // The dealer cancels another buyer's reservation; then a third buys, and their paid drive fee comes back.
    const c = await newBuyer();
    const { bookingId: second } = await reserveCar(t, c.token, car.id);
    await expectTold(c, car, [{ side: 'buyer', kind: 'booking_cancelled', amount: token }], () =>
      call('PATCH', vendorBookingPaths.cancelBooking, dealerToken, { booking_id: second, reason: 'The car failed its final check.' }),
    );
    const d = await newBuyer();
    const order = await call('POST', bookingPaths.testDriveCreateOrder, d.token, {
      car_id: car.id,
      preferred_location: 'showroom',
      drive_date: indiaDay(1),
      drive_time: '2PM-3PM',
    });
    await payAtCheckout(t, order.rzp_order_id);
    const { bookingId: third } = await reserveCar(t, d.token, car.id);
    await expectTold(
      d,
      car,
      [
        { side: 'buyer', kind: 'car_sold', amount: 3_000_000 },
        { side: 'buyer', kind: 'refund_started', amount: 10_000 },
      ],
      () => call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: third }),
    );
  });

  it('a payment that can no longer be used is refunded, and the buyer told', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 2_000_000 });
    const b = await newBuyer();
    const order = await call('POST', bookingPaths.directCreateOrder, b.token, { car_id: car.id, preferred_location: 'showroom' });
    t.clock.advance(16 * 60_000); // the hold runs out unpaid, and another buyer reserves the car
    await reserveCar(t, (await newBuyer()).token, car.id);
    await expectTold(b, car, [{ side: 'buyer', kind: 'refund_started', amount: 40_000 }], () => payAtCheckout(t, order.rzp_order_id));
  });

  it('a price drop on a wishlisted car', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const b = await newBuyer();
    await call('POST', wishlistPaths.add, b.token, { car_id: car.id });
    await expectTold(b, car, [{ side: 'buyer', kind: 'price_drop', amount: 3_800_000 }], () =>
      call('PATCH', pricingPaths.changePrice, dealerToken, { car_id: car.id, listing_price: 3_800_000 }),
    );
  });
});
