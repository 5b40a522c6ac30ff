// The operators' console's reads: today's queue, dealers, any car, payment orders and refunds. The data is
// made through the real API (sign-ins, offers, test drives and bookings paid at the test gateway, reports,
// take-offs and take-downs); each read is checked against what was done, with its filters, search and
// paging, an unknown id's 404 and a bad value's 400. Only an operator's token opens any of it.
import {
  bookingPaths,
  formatDriveSlot,
  offerPaths,
  opsPaths,
  pricingPaths,
  reportPaths,
  vendorAccountPaths,
  vendorBookingPaths,
  vendorListingPaths,
  vendorOfferPaths,
} from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { queryRows } from '../src/db/client';
import { dealerApplications } from '../src/db/schema';
import { JobRunner } from '../src/jobs/runner';
import { indiaDate } from '../src/lib/time';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer, signUpBuyer } from './helpers/buyers';
import { createCar, type CarOptions } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, signInDealer } from './helpers/dealers';
import { newOperator, signInOperator } from './helpers/operators';
import { payAtCheckout, reserveCar } from './helpers/payments';

const HOUR = 3600_000;
const FAILURE_UPI = { method: 'upi', upi_id: 'failure@razorpay' };
let t: TestApp;
let operator: string;
let runner: JobRunner;
const silent = { info() {}, error() {} };
beforeAll(async () => {
  t = await createTestApp();
  operator = (await signInOperator(t)).token;
  runner = new JobRunner(t.app.deps, backgroundJobs, silent);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, path: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: path,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const url = (path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
};
/** An operator's read that must succeed: its data. */
async function read(path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const res = await call('GET', url(path, query), operator, undefined, headers);
  expect(res.statusCode, `${url(path, query)}: ${res.body}`).toBe(200);
  return res.json().data;
}
const ids = <T>(rows: T[], key: keyof T) => rows.map((r) => r[key]);
/** Runs every job due by the test clock, as the servers' runners would (refunds at the gateway). */
async function drainJobs() {
  while ((await runner.runDue()) > 0);
}
/** India's date `days` from the test clock's today. */
const indiaDay = (days: number) => indiaDate(new Date(t.clock.now().getTime() + days * 24 * HOUR));
const iso = (ms: number) => new Date(ms).toISOString();
/** A car listed now by the test clock (its history is told by the clock, not the machine's). */
const listCar = (options: CarOptions) => createCar(t.database.db, { createdAt: t.clock.now(), listedAt: t.clock.now(), ...options });

async function buyerNamed(fullName: string) {
  const { phone } = await signUpBuyer(t, { full_name: fullName });
  return { ...(await signInBuyer(t, phone)), name: fullName };
}
/** A showroom test drive `days` ahead at 11 AM, paid: its ids. */
async function paidDrive(token: string, carId: number, days = 3) {
  const res = await call('POST', bookingPaths.testDriveCreateOrder, token, {
    car_id: carId,
    preferred_location: 'showroom',
    drive_date: indiaDay(days),
    drive_time: '11AM-12PM',
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().data as { rzp_order_id: string; test_drive_id: number };
  await payAtCheckout(t, order.rzp_order_id);
  return { driveId: order.test_drive_id, providerOrderId: order.rzp_order_id, date: indiaDay(days) };
}
const cancelDrive = async (token: string, driveId: number) =>
  expect((await call('PATCH', bookingPaths.cancelTestDrive, token, { test_drive_id: driveId })).statusCode).toBe(200);
async function orderRow(providerOrderId: string) {
  const [row] = await queryRows<{ id: number; provider_payment_id: string | null }>(
    t.database.db,
    sql`select id, provider_payment_id from payment_orders where provider_order_id = ${providerOrderId}`,
  );
  return row!;
}
async function refundOf(orderId: number) {
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from refunds where payment_order_id = ${orderId}`);
  return row!.id;
}
/**
 * The test gateway settles every refund at once: only a real provider's webhook fails one. The refund is
 * moved as that webhook would move it.
 */
const failRefund = (refundId: number) =>
  t.database.db.execute(sql`update refunds set status = 'failed', updated_at = ${t.clock.now().toISOString()} where id = ${refundId}`);

async function insertApplication(values: Partial<typeof dealerApplications.$inferInsert> & { phone: string; gstin: string }) {
  const [row] = await t.database.db
    .insert(dealerApplications)
    .values({
      businessName: 'Coastal Prestige Cars',
      contactName: 'Meera Pillai',
      email: 'meera@coastalprestige.example.com',
      city: 'Kochi',
      state: 'Kerala',
      address: 'MG Road, Ernakulam, near the Metro station',
      pincode: '682016',
      pan: 'AAACC1234F',
      documentName: 'trade-certificate.pdf',
      documentType: 'application/pdf',
      createdAt: t.clock.now(),
      ...values,
    })
    .returning();
  return row!;
}

describe(`the operators' console reads (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it("counts today's queue from what the database holds, and opens the oldest few of each", async () => {
    const empty = await read(opsPaths.today);
    expect(empty).toEqual({
      applications_waiting: 0,
      reports_waiting: 0,
      payment_anomalies: 0,
      refunds_failed: 0,
      refunds_pending_over_an_hour: 0,
      reservations_ending_today: 0,
      first: { applications: [], reports: [], anomalies: [], refunds: [], reservations: [] },
    });

    const now = t.clock.now().getTime();
    const older = await insertApplication({ phone: '9811100001', gstin: '32AAACC1234F1Z5', createdAt: new Date(now - 2 * HOUR) });
    const newer = await insertApplication({ phone: '9811100002', gstin: '32AAACC1235F1Z5', businessName: 'Periyar Motors' });
    const decider = await newOperator(t);
    await insertApplication({
      phone: '9811100003',
      gstin: '32AAACC1236F1Z5',
      status: 'rejected',
      reason: 'The trade certificate has expired.',
      decidedBy: decider.id,
      decidedAt: t.clock.now(),
    });

    const dealer = await createDealer(t.database.db, { name: 'Today Motors' });
    const [reported, driven, reserved, given] = [
      await listCar({ vendorId: dealer.id }),
      await listCar({ vendorId: dealer.id, listingPrice: 3_000_000 }),
      await listCar({ vendorId: dealer.id }),
      await listCar({ vendorId: dealer.id, listingPrice: 3_000_000 }),
    ];
    const reporter = await signInBuyer(t);
    const report = await call('POST', reportPaths.createListingReport, reporter.token, { car_id: reported.id, reason: 'duplicate' });
    expect(report.statusCode, report.body).toBe(200);

    // Two test drives cancelled a day ahead: each refunded in full. One refund fails, one stays pending.
    const driver = await signInBuyer(t);
    const first = await paidDrive(driver.token, driven.id, 2);
    await cancelDrive(driver.token, first.driveId);
    const failed = await refundOf((await orderRow(first.providerOrderId)).id);
    await failRefund(failed);
    const second = await paidDrive(driver.token, driven.id, 3);
    await cancelDrive(driver.token, second.driveId);
    const pending = await refundOf((await orderRow(second.providerOrderId)).id);

    // A reservation ending in 3 days, and one cancelled (refunded: a third refund, pending).
    const holder = await buyerNamed('Nisha Verma');
    const paidAt = t.clock.now().getTime();
    const { bookingId } = await reserveCar(t, holder.token, reserved.id);
    const quitter = await signInBuyer(t);
    const cancelled = await reserveCar(t, quitter.token, given.id);
    expect((await call('PATCH', bookingPaths.cancelBooking, quitter.token, { booking_id: cancelled.bookingId })).statusCode).toBe(200);
    const refundOfBooking = await refundOf((await orderRow(cancelled.orderId)).id);

    const today = await read(opsPaths.today);
    expect(today).toMatchObject({
      applications_waiting: 2,
      reports_waiting: 1,
      refunds_failed: 1,
      refunds_pending_over_an_hour: 0,
      reservations_ending_today: 0,
    });
    expect(today.first.applications).toEqual([
      {
        application_id: older.id,
        application_number: `LW-A-${String(older.id).padStart(6, '0')}`,
        business_name: 'Coastal Prestige Cars',
        contact_name: 'Meera Pillai',
        phone: '9811100001',
        email: 'meera@coastalprestige.example.com',
        city: 'Kochi',
        state: 'Kerala',
        address: 'MG Road, Ernakulam, near the Metro station',
        pincode: '682016',
        gstin: '32AAACC1234F1Z5',
        pan: 'AAACC1234F',
        document_type: 'application/pdf',
        status: 'submitted',
        reason: null,
        vendor_id: null,
        submitted_at: iso(now - 2 * HOUR),
        decided_at: null,
        decided_by: null,
      },
      expect.objectContaining({ application_id: newer.id, business_name: 'Periyar Motors' }),
    ]);
    expect(today.first.reports).toEqual([
      expect.objectContaining({ report_id: report.json().data.report_id, car: expect.objectContaining({ id: reported.id }) }),
    ]);
    expect(ids(today.first.refunds, 'refund_id')).toEqual([failed]);
    expect(today.first.refunds[0]).toMatchObject({ amount: 10_000, status: 'failed' });

    // 71 hours on it is the reservation's last day in India; the pending refunds are late.
    t.clock.advance(71 * HOUR);
    operator = (await signInOperator(t)).token;
    const later = await read(opsPaths.today);
    expect(later).toMatchObject({ refunds_failed: 1, refunds_pending_over_an_hour: 2, reservations_ending_today: 1 });
    expect(ids(later.first.refunds, 'refund_id')).toEqual([failed, pending, refundOfBooking]);
    expect(later.first.reservations).toEqual([
      {
        booking_id: bookingId,
        car_id: reserved.id,
        car_name: reserved.carName,
        buyer_name: 'Nisha Verma',
        dealer_name: 'Today Motors',
        ends_at: iso(paidAt + 72 * HOUR),
      },
    ]);
    expect(later.payment_anomalies).toBe(0);
  });

  it('opens every read to an operator’s token only: none, a buyer’s or a dealer’s is a 401', async () => {
    const dealer = await createDealer(t.database.db);
    const car = await listCar({ vendorId: dealer.id });
    const buyer = await signInBuyer(t);
    const { orderId } = await reserveCar(t, buyer.token, car.id);
    const dealerToken = await signInDealer(t, dealer.phone);
    const paths = [
      opsPaths.today,
      opsPaths.dealers,
      url(opsPaths.dealer, { vendor_id: dealer.id }),
      opsPaths.cars,
      url(opsPaths.car, { car_id: car.id }),
      opsPaths.orders,
      url(opsPaths.order, { order_id: (await orderRow(orderId)).id }),
      opsPaths.refunds,
    ];
    for (const path of paths) {
      expect((await call('GET', path, operator)).statusCode, path).toBe(200);
      for (const token of [undefined, buyer.token, dealerToken]) expect((await call('GET', path, token)).statusCode, path).toBe(401);
    }
    expect((await call('GET', opsPaths.today, buyer.token)).json().message).toBe('This call needs an operator sign-in.');
    expect((await call('GET', opsPaths.cars, dealerToken)).json().message).toBe('This call needs an operator sign-in.');
  });

  it('finds dealers by name, city, phone or id and status, paged; one dealer with its cars, offers, bookings, ratings, reply time, sign-ins and application', async () => {
    const kochi = { city: 'Kochi', state: 'Kerala', pincode: '682016', address: 'Marine Drive, Ernakulam' };
    const heritage = await createDealer(t.database.db, { name: 'Malabar Heritage Motors', ...kochi });
    const coast = await createDealer(t.database.db, {
      name: 'Malabar Coast Autos',
      ...kochi,
      status: 'suspended',
      suspendedAt: t.clock.now(),
      suspensionReason: 'Cars sold outside the platform after reservations.',
    });
    const hooghly = await createDealer(t.database.db, { name: 'Hooghly Luxury Cars', city: 'Kolkata', state: 'West Bengal' });

    // Signed in, signed out, signed in again: two sessions, the first revoked.
    const firstSignIn = t.clock.now().getTime();
    const spent = await signInDealer(t, heritage.phone);
    const signedOut = t.clock.now().getTime();
    expect((await call('POST', vendorAccountPaths.logout, spent)).statusCode).toBe(200);
    const secondSignIn = t.clock.now().getTime();
    const dealerToken = await signInDealer(t, heritage.phone);

    const onSale = await listCar({ vendorId: heritage.id, listingPrice: 4_000_000 });
    const takenOff = await listCar({ vendorId: heritage.id });
    const reserved = await listCar({ vendorId: heritage.id });
    expect((await call('PATCH', vendorListingPaths.takeOff, dealerToken, { car_id: takenOff.id })).statusCode).toBe(200);
    const kavya = await buyerNamed('Kavya Nair');
    const { bookingId } = await reserveCar(t, kavya.token, reserved.id);
    const rohan = await buyerNamed('Rohan Das');
    await paidDrive(rohan.token, onSale.id);
    for (const [buyer, rating, review] of [
      [kavya, 5, 'Helpful and quick.'],
      [rohan, 4, undefined],
    ] as const) {
      const res = await call('POST', bookingPaths.rateVendor, buyer.token, {
        vendor_id: heritage.id,
        rating,
        ...(review ? { review } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    // Replies: X's bid countered after 2 hours, Y's accepted after 4; X's counter accepted (no entry: not
    // counted); Z's bid, answered after 1 hour but four months ago, is outside the 90 days.
    const [x, y, z] = [await signInBuyer(t), await signInBuyer(t), await signInBuyer(t)];
    const bid = async (token: string, amount: number) => {
      const res = await call('POST', offerPaths.makeOffer, token, { car_id: onSale.id, bid_amount: amount });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.offers_id as number;
    };
    const dealerMove = async (path: string, payload: object) =>
      expect((await call(path === vendorOfferPaths.counterOffer ? 'POST' : 'PATCH', path, dealerToken, payload)).statusCode).toBe(200);
    const zOffer = await bid(z.token, 3_500_000);
    t.clock.advance(HOUR);
    await dealerMove(vendorOfferPaths.counterOffer, { offer_id: zOffer, amount: 3_900_000 });
    await t.database.db.execute(sql`update offer_entries set created_at = created_at - interval '120 days' where offer_id = ${zOffer}`);
    await t.database.db.execute(
      sql`update offers set created_at = created_at - interval '120 days', first_answered_at = first_answered_at - interval '120 days'
          where id = ${zOffer}`,
    );
    const xOffer = await bid(x.token, 3_600_000);
    const yOffer = await bid(y.token, 3_650_000);
    t.clock.advance(2 * HOUR);
    await dealerMove(vendorOfferPaths.counterOffer, { offer_id: xOffer, amount: 3_900_000 });
    t.clock.advance(HOUR);
    await bid(x.token, 3_700_000);
    t.clock.advance(HOUR);
    await dealerMove(vendorOfferPaths.offerStatus, { offer_id: yOffer, status: 'accepted' });
    t.clock.advance(5 * HOUR);
    await dealerMove(vendorOfferPaths.offerStatus, { offer_id: xOffer, status: 'accepted' });

    const decider = await newOperator(t);
    const [{ name: deciderName }] = (await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from operators where id = ${decider.id}`,
    )) as [{ name: string }];
    const application = await insertApplication({
      businessName: 'Malabar Heritage Motors',
      phone: heritage.phone,
      gstin: '32AAACM4321F1Z2',
      status: 'approved',
      vendorId: heritage.id,
      decidedBy: decider.id,
      decidedAt: t.clock.now(),
    });
    operator = (await signInOperator(t)).token;

    const malabar = await read(opsPaths.dealers, { q: 'malabar' });
    expect(ids(malabar.dealers, 'vendor_id')).toEqual([coast.id, heritage.id]);
    const heritageRow = {
      vendor_id: heritage.id,
      name: 'Malabar Heritage Motors',
      phone: heritage.phone,
      email: heritage.email,
      city: 'Kochi',
      status: 'active',
      member_since: '2019-04-15',
      cars_on_sale: 2,
      cars_total: 3,
      rating: 4.5,
      ratings_count: 2,
    };
    expect(malabar.dealers[1]).toEqual(heritageRow);
    expect(malabar.dealers[0]).toMatchObject({ status: 'suspended', cars_on_sale: 0, cars_total: 0, rating: null, ratings_count: 0 });
    expect(ids((await read(opsPaths.dealers, { q: 'KOCHI' })).dealers, 'vendor_id')).toEqual([coast.id, heritage.id]);
    expect(ids((await read(opsPaths.dealers, { q: `+91 ${hooghly.phone}` })).dealers, 'vendor_id')).toEqual([hooghly.id]);
    expect(ids((await read(opsPaths.dealers, { q: hooghly.phone.slice(3, 8) })).dealers, 'vendor_id')).toContain(hooghly.id);
    expect(ids((await read(opsPaths.dealers, { q: String(hooghly.id) })).dealers, 'vendor_id')).toContain(hooghly.id);
    expect(ids((await read(opsPaths.dealers, { q: 'malabar', status: 'suspended' })).dealers, 'vendor_id')).toEqual([coast.id]);
    expect(ids((await read(opsPaths.dealers, { q: 'malabar', status: 'active' })).dealers, 'vendor_id')).toEqual([heritage.id]);
    expect((await read(opsPaths.dealers, { q: '100%_' })).dealers).toEqual([]);
    const page = await read(opsPaths.dealers, { q: 'malabar' }, { 'x-limit': '1', 'x-offset': '1' });
    expect(page).toEqual({ dealers: [heritageRow], pagination: { total: 2, limit: 1, offset: 1, total_pages: 2, current_page: 2 } });

    const one = await read(opsPaths.dealer, { vendor_id: heritage.id });
    expect(one.dealer).toEqual({
      ...heritageRow,
      address: 'Marine Drive, Ernakulam',
      state: 'Kerala',
      pincode: '682016',
      license_no: heritage.licenseNo,
      suspended_at: null,
      suspension_reason: null,
      reply_hours: 3,
    });
    expect(one.cars.map((c: { car_id: number; status: string; taken_down: boolean }) => [c.car_id, c.status, c.taken_down])).toEqual([
      [reserved.id, 'reserved', false],
      [takenOff.id, 'withdrawn', false],
      [onSale.id, 'available', false],
    ]);
    expect(one.cars[2]).toMatchObject({ name: onSale.carName, price: 4_000_000 });
    expect(one.offers).toHaveLength(3);
    expect(one.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ offer_id: xOffer, car_id: onSale.id, car_name: onSale.carName, status: 8 }),
        expect.objectContaining({ offer_id: yOffer, status: 8 }),
        expect.objectContaining({ offer_id: zOffer }),
      ]),
    );
    expect(one.bookings).toEqual([
      expect.objectContaining({ booking_id: bookingId, car_id: reserved.id, buyer_name: 'Kavya Nair', status: 'reserved' }),
    ]);
    expect(one.ratings).toEqual([
      expect.objectContaining({ stars: 4, review: null, buyer_name: 'Rohan Das' }),
      expect.objectContaining({ stars: 5, review: 'Helpful and quick.', buyer_name: 'Kavya Nair' }),
    ]);
    expect(one.sign_ins).toEqual([
      { at: iso(secondSignIn), expires_at: expect.any(String), revoked_at: null },
      { at: iso(firstSignIn), expires_at: expect.any(String), revoked_at: iso(signedOut) },
    ]);
    expect(one.application).toMatchObject({
      application_id: application.id,
      status: 'approved',
      vendor_id: heritage.id,
      decided_by: { operator_id: decider.id, name: deciderName },
    });

    const suspended = await read(opsPaths.dealer, { vendor_id: coast.id });
    expect(suspended.dealer).toMatchObject({
      status: 'suspended',
      suspended_at: expect.any(String),
      suspension_reason: 'Cars sold outside the platform after reservations.',
    });
    const quiet = await read(opsPaths.dealer, { vendor_id: hooghly.id });
    expect(quiet).toMatchObject({ cars: [], offers: [], bookings: [], ratings: [], sign_ins: [], application: null });
    expect(quiet.dealer.reply_hours).toBeNull();
  });

  it('finds any car by id, name, registration or dealer and by status, paged; one car with its prices, history and reports', async () => {
    const dealer = await createDealer(t.database.db, { name: 'Deccan Classic Cars' });
    const dealerToken = await signInDealer(t, dealer.phone);
    const car = (options: Partial<CarOptions> = {}) => listCar({ vendorId: dealer.id, listingPrice: 6_000_000, ...options });
    const priced = await car({ carName: 'Aurelia Vittoria Signature', registrationNumber: 'KA 05 MN 7788' });
    const reserved = await car();
    const sold = await car();
    const takenOff = await car();
    const takenDown = await car();
    const given = await car();

    const listedAt = t.clock.now().getTime();
    t.clock.advance(HOUR);
    const changedAt = t.clock.now().getTime();
    expect((await call('PATCH', pricingPaths.changePrice, dealerToken, { car_id: priced.id, listing_price: 5_800_000 })).statusCode).toBe(
      200,
    );
    const reporter = await signInBuyer(t);
    expect(
      (
        await call('POST', reportPaths.createListingReport, reporter.token, {
          car_id: priced.id,
          reason: 'wrong_details',
          details: 'Wrong year.',
        })
      ).statusCode,
    ).toBe(200);
    const [a, b, c] = [await signInBuyer(t), await signInBuyer(t), await signInBuyer(t)];
    await reserveCar(t, a.token, reserved.id);
    const sale = await reserveCar(t, b.token, sold.id);
    expect((await call('PATCH', vendorBookingPaths.markSold, dealerToken, { booking_id: sale.bookingId })).statusCode).toBe(200);
    const cancelled = await reserveCar(t, c.token, given.id);
    expect((await call('PATCH', bookingPaths.cancelBooking, c.token, { booking_id: cancelled.bookingId })).statusCode).toBe(200);
    expect((await call('PATCH', vendorListingPaths.takeOff, dealerToken, { car_id: takenOff.id })).statusCode).toBe(200);
    await call('POST', reportPaths.createListingReport, reporter.token, {
      car_id: takenDown.id,
      reason: 'fraud',
      details: 'Asked for cash.',
    });
    const reason = 'The seller asked buyers to pay outside Luxe Wheels.';
    expect((await call('PATCH', opsPaths.takeDown, operator, { car_id: takenDown.id, reason })).statusCode).toBe(200);

    const all = await read(opsPaths.cars, { q: 'deccan classic' });
    expect(ids(all.cars, 'car_id')).toEqual([given.id, takenDown.id, takenOff.id, sold.id, reserved.id, priced.id]);
    const row = {
      car_id: priced.id,
      name: 'Aurelia Vittoria Signature',
      registration: 'KA 05 MN 7788',
      price: 5_800_000,
      status: 'available',
      taken_down: false,
      vendor: { vendor_id: dealer.id, name: 'Deccan Classic Cars', status: 'active' },
      open_reports: 1,
      created_at: iso(listedAt),
    };
    expect(all.cars[5]).toEqual(row);
    expect(all.cars[1]).toMatchObject({ car_id: takenDown.id, status: 'withdrawn', taken_down: true, open_reports: 0 });
    for (const [status, expected] of [
      ['available', [given.id, priced.id]],
      ['reserved', [reserved.id]],
      ['sold', [sold.id]],
      ['withdrawn', [takenOff.id]],
      ['taken_down', [takenDown.id]],
    ] as const) {
      expect(ids((await read(opsPaths.cars, { q: 'deccan classic', status })).cars, 'car_id'), status).toEqual(expected);
    }
    for (const q of ['vittoria', 'ka05mn', 'KA-05-MN-7788', 'ka 05 mn 7788']) {
      expect(ids((await read(opsPaths.cars, { q })).cars, 'car_id'), q).toEqual([priced.id]);
    }
    expect(ids((await read(opsPaths.cars, { q: String(priced.id) })).cars, 'car_id')).toContain(priced.id);
    // Standard names are found by their variant (a sold car too), a car taken off by its own words.
    expect(ids((await read(opsPaths.cars, { q: sold.carName })).cars, 'car_id')).toEqual([sold.id]);
    expect(ids((await read(opsPaths.cars, { q: takenOff.carName.toUpperCase() })).cars, 'car_id')).toEqual([takenOff.id]);
    const page = await read(opsPaths.cars, { q: 'deccan classic' }, { 'x-limit': '2', 'x-offset': '2' });
    expect(ids(page.cars, 'car_id')).toEqual([takenOff.id, sold.id]);
    expect(page.pagination).toEqual({ total: 6, limit: 2, offset: 2, total_pages: 3, current_page: 2 });

    const one = await read(opsPaths.car, { car_id: priced.id });
    expect(one.car).toEqual({ ...row, taken_down_at: null, taken_down_reason: null });
    expect(one.prices).toEqual([
      { price: 6_000_000, at: iso(listedAt) },
      { price: 5_800_000, at: iso(changedAt) },
    ]);
    expect(one.events).toEqual([{ at: iso(listedAt), what: 'listed', detail: 'Listed at ₹60,00,000 by Deccan Classic Cars' }]);
    expect(one.reports).toEqual([expect.objectContaining({ reason: 'wrong_details', details: 'Wrong year.', status: 'open' })]);

    const whats = async (carId: number) => (await read(opsPaths.car, { car_id: carId })).events.map((e: { what: string }) => e.what);
    expect(await whats(sold.id)).toEqual(['listed', 'reserved', 'sold']);
    expect(await whats(takenOff.id)).toEqual(['listed', 'withdrawn']);
    expect(await whats(given.id)).toEqual(['listed', 'reserved', 'reservation_cancelled']);
    expect((await read(opsPaths.car, { car_id: given.id })).events[2].detail).toMatch(/cancelled by the buyer/);
    const down = await read(opsPaths.car, { car_id: takenDown.id });
    expect(down.car).toMatchObject({ taken_down: true, taken_down_at: expect.any(String), taken_down_reason: reason });
    expect(down.events.map((e: { what: string }) => e.what)).toEqual(['listed', 'taken_down']);
    expect(down.events[1].detail).toBe(reason);
    expect(down.reports).toEqual([expect.objectContaining({ status: 'closed', outcome: 'taken_down' })]);

    // Three days on, the reservation has run out by itself: the car reads available, its history says why.
    t.clock.advance(73 * HOUR);
    operator = (await signInOperator(t)).token;
    const ended = await read(opsPaths.car, { car_id: reserved.id });
    expect(ended.car.status).toBe('available');
    expect(ended.events.map((e: { what: string }) => e.what)).toEqual(['listed', 'reserved', 'reservation_ended']);
    expect(ids((await read(opsPaths.cars, { q: 'deccan classic', status: 'reserved' })).cars, 'car_id')).toEqual([]);
  });

  it('finds orders by status, purpose, India day, id, provider ids or phone, paged; one order’s whole story; refunds by status', async () => {
    const dealer = await createDealer(t.database.db, { name: 'Konkan Auto House' });
    const car = await listCar({ vendorId: dealer.id, listingPrice: 3_000_000 });
    const other = await listCar({ vendorId: dealer.id, listingPrice: 2_000_000 });
    const ishaan = await buyerNamed('Ishaan Kapoor');

    // A drive refunded (the refund pending, then processed); a drive whose refund failed; a booking whose payment failed.
    const drive = await paidDrive(ishaan.token, car.id, 2);
    await cancelDrive(ishaan.token, drive.driveId);
    const refunded = await orderRow(drive.providerOrderId);
    const listed = async (query: Record<string, string | number>) => (await read(opsPaths.orders, query)).orders;
    expect((await listed({ q: String(refunded.id) })).find((o: { order_id: number }) => o.order_id === refunded.id).refunded).toBe(10_000);
    await drainJobs();
    const secondDrive = await paidDrive(ishaan.token, car.id, 3);
    await cancelDrive(ishaan.token, secondDrive.driveId);
    const failedRefundOrder = await orderRow(secondDrive.providerOrderId);
    const failedRefund = await refundOf(failedRefundOrder.id);
    await failRefund(failedRefund);
    const created = await call('POST', bookingPaths.directCreateOrder, ishaan.token, { car_id: car.id, preferred_location: 'showroom' });
    const bookingOrder = created.json().data as { rzp_order_id: string; booking_id: number };
    await payAtCheckout(t, bookingOrder.rzp_order_id, FAILURE_UPI);
    const failed = await orderRow(bookingOrder.rzp_order_id);
    // Another buyer's reservation, paid.
    const other_buyer = await signInBuyer(t);
    const reservation = await reserveCar(t, other_buyer.token, other.id);
    const paid = await orderRow(reservation.orderId);

    const mine = await listed({ q: ishaan.phone });
    expect(ids(mine, 'order_id')).toEqual([failed.id, failedRefundOrder.id, refunded.id]);
    const row = {
      order_id: refunded.id,
      provider: 'test',
      provider_order_id: drive.providerOrderId,
      provider_payment_id: refunded.provider_payment_id,
      purpose: 'test_drive',
      subject_id: drive.driveId,
      buyer: { id: expect.any(Number), name: 'Ishaan Kapoor', phone: ishaan.phone },
      car: { id: car.id, name: car.carName },
      amount: 10_000,
      status: 'paid',
      refunded: 10_000,
      created_at: expect.any(String),
      paid_at: expect.any(String),
    };
    expect(mine[2]).toEqual(row);
    expect(refunded.provider_payment_id).toMatch(/^pay_/);
    expect(mine[1]).toMatchObject({ order_id: failedRefundOrder.id, status: 'paid', refunded: 0 });
    expect(mine[0]).toMatchObject({
      purpose: 'booking',
      subject_id: bookingOrder.booking_id,
      status: 'failed',
      refunded: 0,
      paid_at: null,
    });

    expect(ids(await listed({ q: `+91 ${ishaan.phone}` }), 'order_id')).toEqual([failed.id, failedRefundOrder.id, refunded.id]);
    expect(ids(await listed({ q: ishaan.phone, status: 'failed' }), 'order_id')).toEqual([failed.id]);
    expect(ids(await listed({ q: ishaan.phone, purpose: 'test_drive' }), 'order_id')).toEqual([failedRefundOrder.id, refunded.id]);
    expect(ids(await listed({ q: drive.providerOrderId }), 'order_id')).toEqual([refunded.id]);
    expect(ids(await listed({ q: refunded.provider_payment_id! }), 'order_id')).toEqual([refunded.id]);
    expect(ids(await listed({ q: String(paid.id) }), 'order_id')).toContain(paid.id);
    expect(ids(await listed({ status: 'paid', purpose: 'booking' }), 'order_id')).toContain(paid.id);
    const day = indiaDate(new Date(mine[2].created_at));
    expect(ids(await listed({ q: ishaan.phone, date: day }), 'order_id')).toEqual([failed.id, failedRefundOrder.id, refunded.id]);
    const dayBefore = indiaDate(new Date(new Date(`${day}T12:00:00Z`).getTime() - 24 * HOUR));
    expect(await listed({ q: ishaan.phone, date: dayBefore })).toEqual([]);
    const page = await read(opsPaths.orders, { q: ishaan.phone }, { 'x-limit': '1', 'x-offset': '1' });
    expect(ids(page.orders, 'order_id')).toEqual([failedRefundOrder.id]);
    expect(page.pagination).toEqual({ total: 3, limit: 1, offset: 1, total_pages: 3, current_page: 2 });

    const story = await read(opsPaths.order, { order_id: refunded.id });
    expect(story.order).toEqual({ ...row, failure_reason: null, dealer: { vendor_id: dealer.id, name: 'Konkan Auto House' } });
    expect(story.subject).toEqual({
      kind: 'test_drive',
      id: drive.driveId,
      status: 'cancelled',
      detail: `Showroom test drive of the ${car.carName}, ${formatDriveSlot(drive.date, 11)}, fee ₹10,000`,
    });
    expect(story.refunds).toEqual([
      expect.objectContaining({
        order_id: refunded.id,
        amount: 10_000,
        status: 'processed',
        provider_refund_id: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    expect(story.events.map((e: { what: string }) => e.what)).toEqual([
      'order_created',
      'paid',
      'drive_booked',
      'drive_cancelled',
      'refund_started',
      'refund_processed',
    ]);
    const ats = story.events.map((e: { at: string }) => e.at);
    expect([...ats].sort()).toEqual(ats);

    const failedStory = await read(opsPaths.order, { order_id: failed.id });
    expect(failedStory.order).toMatchObject({ status: 'failed', failure_reason: expect.any(String), paid_at: null });
    expect(failedStory.subject).toEqual({
      kind: 'booking',
      id: bookingOrder.booking_id,
      status: 'pending_payment',
      detail: `Direct booking of the ${car.carName} at ₹30,00,000, token ₹60,000`,
    });
    expect(failedStory.events.map((e: { what: string }) => e.what)).toEqual(['order_created']);
    const paidStory = await read(opsPaths.order, { order_id: paid.id });
    expect(paidStory.subject).toMatchObject({ kind: 'booking', status: 'reserved' });
    expect(paidStory.events.map((e: { what: string }) => e.what)).toEqual(['order_created', 'paid', 'reserved']);

    // Its 15 minutes gone unpaid, the booking says so.
    t.clock.advance(16 * 60_000);
    const lapsed = await read(opsPaths.order, { order_id: failed.id });
    expect(lapsed.subject.status).toBe('payment_expired');
    expect(lapsed.events.map((e: { what: string }) => e.what)).toEqual(['order_created', 'payment_expired']);

    const processed = (await read(opsPaths.refunds, { status: 'processed' })).refunds;
    expect(processed.map((r: { order_id: number }) => r.order_id)).toContain(refunded.id);
    expect(processed.every((r: { status: string }) => r.status === 'processed')).toBe(true);
    const failedRefunds = (await read(opsPaths.refunds, { status: 'failed' })).refunds;
    expect(ids(failedRefunds, 'refund_id')).toContain(failedRefund);
    expect(failedRefunds.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    const everyRefund = await read(opsPaths.refunds);
    expect(everyRefund.refunds[0]).toMatchObject({ refund_id: failedRefund, status: 'failed' });
    const [{ n }] = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from refunds`)) as [{ n: number }];
    const onePage = await read(opsPaths.refunds, {}, { 'x-limit': '1' });
    expect(onePage.refunds).toHaveLength(1);
    expect(onePage.pagination).toEqual({ total: n, limit: 1, offset: 0, total_pages: n, current_page: 1 });
  });

  it('answers an unknown id with a 404 saying what was not found, and a bad value with a 400 naming the field', async () => {
    for (const [path, query, message] of [
      [opsPaths.dealer, { vendor_id: 999_999_999 }, 'No dealer has the id 999999999'],
      [opsPaths.car, { car_id: 999_999_999 }, 'No car has the id 999999999'],
      [opsPaths.order, { order_id: 999_999_999 }, 'No payment order has the id 999999999'],
    ] as const) {
      const res = await call('GET', url(path, query), operator);
      expect([res.statusCode, res.json().message]).toEqual([404, message]);
    }
    for (const [path, query, field, message] of [
      [opsPaths.dealers, 'status=closed', 'status', "status must be 'active' or 'suspended'"],
      [opsPaths.dealers, `q=${'a'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
      [opsPaths.dealers, 'q=a&q=b', 'q', 'q must be given once'],
      [opsPaths.dealers, 'q=a%00b', 'q', 'q must not contain the NUL character'],
      [opsPaths.dealer, 'vendor_id=abc', 'vendor_id', 'vendor_id must be a dealer id (a whole number)'],
      [opsPaths.dealer, '', 'vendor_id', 'vendor_id is required'],
      [opsPaths.cars, 'status=gone', 'status', 'status must be one of available, reserved, sold, withdrawn, taken_down'],
      [opsPaths.car, 'car_id=0', 'car_id', 'car_id must be a car id (a whole number)'],
      [opsPaths.orders, 'status=refunded', 'status', 'status must be one of created, paid, failed'],
      [opsPaths.orders, 'purpose=car', 'purpose', "purpose must be 'booking' or 'test_drive'"],
      [opsPaths.orders, 'date=20261120', 'date', 'date must be a day as YYYY-MM-DD'],
      [opsPaths.orders, 'date=2026-02-30', 'date', 'date must be a real day as YYYY-MM-DD'],
      [opsPaths.order, 'order_id=-1', 'order_id', 'order_id must be an order id (a whole number)'],
      [opsPaths.refunds, 'status=done', 'status', 'status must be one of pending, processed, failed'],
    ] as const) {
      const res = await call('GET', query ? `${path}?${query}` : path, operator);
      expect([res.statusCode, res.json().field, res.json().message], `${path}?${query}`).toEqual([400, field, message]);
    }
    const zero = await call('GET', opsPaths.refunds, operator, undefined, { 'x-limit': '0' });
    expect([zero.statusCode, zero.json().field]).toEqual([400, 'x-limit']);
  });
});
