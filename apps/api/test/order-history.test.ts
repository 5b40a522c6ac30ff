// The purchase history's order details: a booking after an offer and a test drive, its timeline,
// payment and refund; a test drive's own order; another buyer's order is a 404; bad queries are 400s.
import { bookingPaths, offerPaths, vendorBookingPaths, vendorOfferPaths } from '@luxe/contract';
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
beforeAll(async () => ({ t, dealer, dealerToken } = await openAppWithDealer({ city: 'Pune', address: '12 MG Road', pincode: '411001' })));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
const details = (token: string, query: string) => call('GET', `${bookingPaths.orderDetails}?${query}`, token);

/** India's date `days` from the test clock's today. */
function indiaDay(days: number): string {
  const d = new Date(t.clock.now().getTime() + 5.5 * HOUR);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe(`order details (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('a booking after an offer and a test drive: every step that happened, the payment, then the sale', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 5_000_000 });
    const buyer = await signInBuyer(t);
    const offered = await call('POST', offerPaths.makeOffer, buyer.token, { car_id: car.id, bid_amount: 4_500_000 });
    const offerId = offered.json().data.offers_id;
    t.clock.advance(HOUR);
    const driveDate = indiaDay(1);
    const drive = (
      await call('POST', bookingPaths.testDriveCreateOrder, buyer.token, {
        car_id: car.id,
        booking_type: 'test_drive',
        preferred_location: 'showroom',
        drive_date: driveDate,
        drive_time: '11AM-12PM',
      })
    ).json().data;
    expect(drive).toMatchObject({ amount: 0, rzp_order_id: null }); // free: the buyer is negotiating with this dealer
    t.clock.advance(HOUR);
    await call('PATCH', vendorOfferPaths.offerStatus, dealerToken, { offer_id: offerId, status: 'accepted' });
    const order = (await call('POST', bookingPaths.postOfferCreateBooking, buyer.token, { car_id: car.id })).json().data;
    t.clock.advance(60_000);
    const paid = await payAtCheckout(t, order.rzp_order_id);
    const paidAt = t.clock.now().toISOString();

    const res = await details(buyer.token, `booking_id=${order.booking_id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      order_number: `LW-B${String(order.booking_id).padStart(6, '0')}`,
      kind: 'booking',
      booking_id: order.booking_id,
      test_drive_id: null,
      status: 'reserved',
      booking_type: 'post_offer',
      car: { id: car.id, name: car.carName },
      dealer: { id: dealer.id, name: dealer.name },
      your_offer: 4_500_000,
      counter_offer: null,
      agreed_price: 4_500_000,
      total_car_price: 4_500_000,
      amount: 90_000,
      reserved_until: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
      payment: {
        provider: 'test',
        order_id: order.rzp_order_id,
        payment_id: paid.razorpay_payment_id,
        amount: 90_000,
        currency: 'INR',
        status: 'paid',
        paid_at: paidAt,
        refund: null,
      },
    });
    expect(d.dealer.address).toContain('12 MG Road');
    expect(d.timeline.map((s: { step: string }) => s.step)).toEqual(['offer', 'test_drive', 'token_paid', 'reserved']);
    expect(d.timeline.at(-1).at).toBe(paidAt);

    // Another buyer, the dealer's token and an unknown id see nothing.
    const stranger = await signInBuyer(t);
    expect((await details(stranger.token, `booking_id=${order.booking_id}`)).statusCode).toBe(404);
    expect((await details(dealerToken, `booking_id=${order.booking_id}`)).statusCode).toBe(401);
    expect((await details(buyer.token, 'booking_id=999999')).statusCode).toBe(404);

    await call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: order.booking_id });
    const sold = (await details(buyer.token, `booking_id=${order.booking_id}`)).json().data;
    expect(sold).toMatchObject({ status: 'sold', reserved_until: null });
    expect(sold.timeline.map((s: { step: string }) => s.step)).toEqual(['offer', 'test_drive', 'token_paid', 'reserved', 'sold']);

    // The test drive is an order of its own, free and so without a payment.
    const own = (await details(buyer.token, `test_drive_id=${drive.test_drive_id}`)).json().data;
    expect(own).toMatchObject({
      order_number: `LW-T${String(drive.test_drive_id).padStart(6, '0')}`,
      kind: 'test_drive',
      status: 'booked',
      amount: 0,
      total_car_price: null,
      drive_date: driveDate,
      drive_time: '11AM-12PM',
      payment: null,
    });
    expect(own.timeline.map((s: { step: string }) => s.step)).toEqual(['offer', 'test_drive']);
  });

  it('a cancelled reservation shows its refund and the cancellation as the last step', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 3_000_000 });
    const buyer = await signInBuyer(t);
    const order = (
      await call('POST', bookingPaths.directCreateOrder, buyer.token, { car_id: car.id, preferred_location: 'showroom' })
    ).json().data;
    await payAtCheckout(t, order.rzp_order_id);
    await call('PATCH', bookingPaths.cancelBooking, buyer.token, { booking_id: order.booking_id });
    const d = (await details(buyer.token, `booking_id=${order.booking_id}`)).json().data;
    expect(d).toMatchObject({ status: 'cancelled', your_offer: null, reserved_until: null, payment: { refund: { amount: 60_000 } } });
    expect(['pending', 'processed']).toContain(d.payment.refund.status);
    expect(d.timeline.map((s: { step: string }) => s.step)).toEqual(['token_paid', 'reserved', 'cancelled']);
  });

  it('refuses a query without exactly one id, or with an id that is not one', async () => {
    const buyer = await signInBuyer(t);
    for (const [query, field] of [
      ['', 'booking_id'],
      ['booking_id=1&test_drive_id=2', 'booking_id'],
      ['booking_id=abc', 'booking_id'],
      ['test_drive_id=-3', 'test_drive_id'],
    ]) {
      const res = await details(buyer.token, query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(field);
    }
  });
});
