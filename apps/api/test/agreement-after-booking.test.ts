// An agreed price outlives a booking that ends without a sale: cancelled by either side inside the price's
// 3 days, the negotiation returns to its agreed status and the buyer may book again at that price; after
// the 3 days, or when the reservation runs out, it closes as expired; a sale leaves it at 9.
import { bookingPaths, notificationPaths, offerPaths, vendorBookingPaths, vendorNotificationPaths, vendorOfferPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { openAppWithDealer, type Dealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';
import { payAtCheckout } from './helpers/payments';

const HOUR = 3600_000;
let t: TestApp;
let dealer: Dealer;
let dealerToken: string;
beforeAll(async () => ({ t, dealer, dealerToken } = await openAppWithDealer()));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

const offerOf = async (token: string, offerId: number) =>
  (await call('GET', offerPaths.offerReceived, token)).json().data.offer_data.find((o: { offers_id: number }) => o.offers_id === offerId);

/** A negotiation the dealer accepted (8), or one where the buyer accepted the dealer's counter (7). */
async function agreed(token: string, carId: number, how: 'dealer accepts' | 'buyer accepts'): Promise<number> {
  const offerId = (await call('POST', offerPaths.makeOffer, token, { car_id: carId, bid_amount: 3_600_000 })).json().data.offers_id;
  if (how === 'dealer accepts') {
    expect((await call('PATCH', vendorOfferPaths.offerStatus, dealerToken, { offer_id: offerId, status: 'accepted' })).statusCode).toBe(
      200,
    );
  } else {
    const counter = await call('POST', vendorOfferPaths.counterOffer, dealerToken, { offer_id: offerId, amount: 3_800_000 });
    expect(counter.statusCode).toBe(200);
    const entryId = (await offerOf(token, offerId)).counter_offers_id;
    const answer = await call('PATCH', offerPaths.offerStatusUpdate, token, {
      counter_offers_id: entryId,
      counter_offers_stats: 'accepted',
    });
    expect(answer.statusCode).toBe(200);
  }
  return offerId;
}

/** The post-offer booking, paid: answers its booking id and token. */
async function bookAtAgreedPrice(token: string, carId: number) {
  const res = await call('POST', bookingPaths.postOfferCreateBooking, token, { car_id: carId });
  expect(res.statusCode).toBe(200);
  const order = res.json().data;
  await payAtCheckout(t, order.rzp_order_id);
  expect((await call('POST', bookingPaths.postOfferVerifyPayment, token, { order_id: order.rzp_order_id })).json().data.status).toBe(
    'paid',
  );
  return { bookingId: order.booking_id as number, token: order.amount_rupees as number };
}

describe(`an agreement after its booking ends (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('the buyer cancels inside the 3 days: back to 8, both told until when, booked again at the same price', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const { token } = await signInBuyer(t);
    const offerId = await agreed(token, car.id, 'dealer accepts');
    const before = await offerOf(token, offerId);
    const first = await bookAtAgreedPrice(token, car.id);
    expect(first.token).toBe(72_000);
    expect((await offerOf(token, offerId)).offers_status).toBe(9);
    t.clock.advance(5 * HOUR);

    const cancelled = await call('PATCH', bookingPaths.cancelBooking, token, { booking_id: first.bookingId });
    expect(cancelled.statusCode).toBe(200);
    const after = await offerOf(token, offerId);
    expect(after).toMatchObject({ offers_status: 8, agreed_price: 3_600_000, agreed_until: before.agreed_until, reason: null });
    const dealersView = (await call('GET', `${vendorOfferPaths.offerDetails}?offer_id=${offerId}`, dealerToken)).json().data;
    expect(JSON.stringify(dealersView)).toContain('"status":8');
    const buyerNote = (await call('GET', notificationPaths.read, token))
      .json()
      .data.notifications.find((n: { title: string }) => n.title === 'The agreed price still holds');
    expect(buyerNote.body).toMatch(/agreed price of ₹36,00,000 still holds until .*: you can book the car again at that price/);
    const dealerNotes = (await call('GET', vendorNotificationPaths.read, dealerToken)).json().data.notifications;
    expect(dealerNotes.some((n: { body: string }) => n.body.includes('₹36,00,000 still holds until'))).toBe(true);

    const again = await bookAtAgreedPrice(token, car.id);
    expect(again.token).toBe(72_000);
    expect((await offerOf(token, offerId)).offers_status).toBe(9);
  });

  it("the dealer cancels a booking after the buyer accepted the dealer's counter: back to 7", async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const { token } = await signInBuyer(t);
    const offerId = await agreed(token, car.id, 'buyer accepts');
    const { bookingId } = await bookAtAgreedPrice(token, car.id);
    const res = await call('PATCH', vendorBookingPaths.cancelBooking, dealerToken, {
      booking_id: bookingId,
      reason: 'Paperwork is missing.',
    });
    expect(res.statusCode).toBe(200);
    expect(await offerOf(token, offerId)).toMatchObject({ offers_status: 7, agreed_price: 3_800_000 });
  });

  it("closes as expired when the booking ends after the agreed price's 3 days, or its reservation runs out", async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const late = await signInBuyer(t);
    const lateOffer = await agreed(late.token, car.id, 'dealer accepts');
    t.clock.advance(48 * HOUR);
    const { bookingId } = await bookAtAgreedPrice(late.token, car.id);
    t.clock.advance(30 * HOUR);
    expect((await call('PATCH', bookingPaths.cancelBooking, late.token, { booking_id: bookingId })).statusCode).toBe(200);
    expect(await offerOf(late.token, lateOffer)).toMatchObject({ offers_status: 6, reason: 'expired' });
    const refused = await call('POST', bookingPaths.postOfferCreateBooking, late.token, { car_id: car.id });
    expect(refused.statusCode).toBe(409);

    const other = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const idle = await signInBuyer(t);
    const idleOffer = await agreed(idle.token, other.id, 'dealer accepts');
    await bookAtAgreedPrice(idle.token, other.id);
    t.clock.advance(3 * 24 * HOUR + HOUR);
    expect(await offerOf(idle.token, idleOffer)).toMatchObject({ offers_status: 6, reason: 'expired' });
  });

  it('a sale leaves the negotiation at 9', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 4_000_000 });
    const { token } = await signInBuyer(t);
    const offerId = await agreed(token, car.id, 'dealer accepts');
    const { bookingId } = await bookAtAgreedPrice(token, car.id);
    expect((await call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: bookingId })).statusCode).toBe(200);
    t.clock.advance(4 * 24 * HOUR);
    expect((await offerOf(token, offerId)).offers_status).toBe(9);
  });
});
