// rate-vendor: only after a paid booking or test drive with the dealer, once, and it feeds the dealer's rating.
import { bookingPaths, cataloguePaths, systemPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, signInDealer, type Dealer } from './helpers/dealers';

describe(`rate-vendor (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const rate = (token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: bookingPaths.rateVendor,
      headers: token ? { 'x-access-token': token } : {},
      payload: payload as object,
    });

  /** A signed-in buyer and their id. */
  async function buyer(): Promise<{ id: number; token: string }> {
    const { phone, token } = await signInBuyer(t);
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from buyers where phone = ${phone}`);
    return { id: row!.id, token };
  }

  // The booking and payment flows are built elsewhere: a payment is stood in for by the row it leaves.
  async function paidTestDrive(buyerId: number, dealer: Dealer, paidAt: string): Promise<number> {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    await t.database.db.execute(sql`
      insert into test_drives (buyer_id, car_id, vendor_id, kind, drive_date, drive_hour, fee, status, slot_hold, paid_at)
      values (${buyerId}, ${car.id}, ${dealer.id}, 'showroom', '2026-11-22', 11, 10000, 'booked',
              tstzrange(now(), now() + interval '3 days'), ${paidAt}::timestamptz)`);
    return car.id;
  }

  async function booking(buyerId: number, dealer: Dealer, paidAt: string | null): Promise<number> {
    const car = await createCar(t.database.db, { vendorId: dealer.id, listingPrice: 7_450_000 });
    const status = paidAt === null ? 'pending_payment' : 'reserved';
    await t.database.db.execute(sql`
      insert into bookings (buyer_id, car_id, vendor_id, booking_type, total_car_price, pay_amount, preferred_location, status, hold, paid_at)
      values (${buyerId}, ${car.id}, ${dealer.id}, 'direct', 7450000, 149000, 'showroom', ${status},
              tstzrange(now(), now() + interval '3 days'), ${paidAt}::timestamptz)`);
    return car.id;
  }

  const ratingsOf = (vendorId: number) =>
    queryRows<{ buyer_id: number; car_id: number; rating: number; review: string | null }>(
      t.database.db,
      sql`select buyer_id, car_id, rating, review from ratings where vendor_id = ${vendorId} order by id`,
    );

  async function dealerPage(vendorId: number) {
    const res = await t.app.inject({ method: 'GET', url: cataloguePaths.vendorCars, headers: { vendor_id: String(vendorId) } });
    expect(res.statusCode).toBe(200);
    return res.json().data.vendor as { rating: number | null; rating_count: number };
  }

  it('refuses a buyer who has paid this dealer nothing, storing nothing', async () => {
    const dealer = await createDealer(t.database.db);
    const other = await createDealer(t.database.db);
    const b = await buyer();
    // A paid test drive with another dealer does not count for this one.
    await paidTestDrive(b.id, other, '2026-11-19T09:00:00Z');
    const res = await rate(b.token, { vendor_id: dealer.id, rating: 5, review: 'Great' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: 'You can rate a dealer after a paid booking or test drive with them.' });
    expect(await ratingsOf(dealer.id)).toEqual([]);
    expect(await dealerPage(dealer.id)).toMatchObject({ rating: null, rating_count: 0 });
  });

  it('does not count an unpaid booking (pending_payment, no paid_at)', async () => {
    const dealer = await createDealer(t.database.db);
    const b = await buyer();
    await booking(b.id, dealer, null);
    const res = await rate(b.token, { vendor_id: dealer.id, rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(await ratingsOf(dealer.id)).toEqual([]);
  });

  it("rates after a paid test drive or booking, and the dealer's average and count follow", async () => {
    const dealer = await createDealer(t.database.db);
    const first = await buyer();
    const driven = await paidTestDrive(first.id, dealer, '2026-11-18T09:00:00Z');
    const res = await rate(first.token, { vendor_id: String(dealer.id), rating: 5, review: '  Honest dealer,\r\nsmooth test drive.\t ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { vendor_id: dealer.id, rating: 5, review: 'Honest dealer,\nsmooth test drive.', rating_average: 5, rating_count: 1 },
    });
    expect(await dealerPage(dealer.id)).toMatchObject({ rating: 5, rating_count: 1 });

    // The rating belongs to the car of the latest paid dealing: here a booking paid after a test drive.
    const second = await buyer();
    await paidTestDrive(second.id, dealer, '2026-11-17T09:00:00Z');
    const booked = await booking(second.id, dealer, '2026-11-19T09:00:00Z');
    const two = await rate(second.token, { vendor_id: dealer.id, rating: 4, review: '' });
    expect(two.json().data).toEqual({ vendor_id: dealer.id, rating: 4, review: null, rating_average: 4.5, rating_count: 2 });

    const third = await buyer();
    await booking(third.id, dealer, '2026-11-19T10:00:00Z');
    expect((await rate(third.token, { vendor_id: dealer.id, rating: 4 })).json().data).toMatchObject({
      rating_average: 4.3,
      rating_count: 3,
    });
    expect(await dealerPage(dealer.id)).toMatchObject({ rating: 4.3, rating_count: 3 });

    expect(await ratingsOf(dealer.id)).toEqual([
      { buyer_id: first.id, car_id: driven, rating: 5, review: 'Honest dealer,\nsmooth test drive.' },
      { buyer_id: second.id, car_id: booked, rating: 4, review: null },
      { buyer_id: third.id, car_id: expect.any(Number), rating: 4, review: null },
    ]);
  });

  it('takes one rating per buyer per dealer: a second answers 409 and changes nothing', async () => {
    const dealer = await createDealer(t.database.db);
    const b = await buyer();
    await paidTestDrive(b.id, dealer, '2026-11-19T09:00:00Z');
    expect((await rate(b.token, { vendor_id: dealer.id, rating: 2, review: 'Late for the slot' })).statusCode).toBe(200);
    const again = await rate(b.token, { vendor_id: dealer.id, rating: 5, review: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'You have already rated this dealer.' });
    expect(await ratingsOf(dealer.id)).toEqual([{ buyer_id: b.id, car_id: expect.any(Number), rating: 2, review: 'Late for the slot' }]);
    expect(await dealerPage(dealer.id)).toMatchObject({ rating: 2, rating_count: 1 });
  });

  it('leaves exactly one rating when the same buyer sends several at once', async () => {
    const dealer = await createDealer(t.database.db);
    const b = await buyer();
    await booking(b.id, dealer, '2026-11-19T09:00:00Z');
    const answers = await Promise.all([1, 2, 3, 4, 5].map((rating) => rate(b.token, { vendor_id: dealer.id, rating })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const rows = await ratingsOf(dealer.id);
    expect(rows).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(rows[0]!.rating).toBe(winner.rating);
    expect(await dealerPage(dealer.id)).toMatchObject({ rating: winner.rating, rating_count: 1 });
  });

  it('answers 400 naming the field for bad input, storing nothing', async () => {
    const dealer = await createDealer(t.database.db);
    const b = await buyer();
    await paidTestDrive(b.id, dealer, '2026-11-19T09:00:00Z');
    const cases: [unknown, string, string][] = [
      [{ vendor_id: dealer.id, rating: 0 }, 'rating', 'rating must be a whole number from 1 to 5'],
      [{ vendor_id: dealer.id, rating: 6 }, 'rating', 'rating must be a whole number from 1 to 5'],
      [{ vendor_id: dealer.id, rating: 4.5 }, 'rating', 'rating must be a whole number from 1 to 5'],
      [{ vendor_id: dealer.id, rating: 'five' }, 'rating', 'rating must be a whole number from 1 to 5'],
      [{ vendor_id: dealer.id }, 'rating', 'rating is required'],
      [{ vendor_id: dealer.id, rating: 3, review: 'x'.repeat(1001) }, 'review', 'review must be at most 1,000 characters'],
      [
        { vendor_id: dealer.id, rating: 3, review: 'Good\u001b[31m car' },
        'review',
        'review must not contain control characters (line breaks and tabs are fine)',
      ],
      [
        { vendor_id: dealer.id, rating: 3, review: 'Bell\u0007' },
        'review',
        'review must not contain control characters (line breaks and tabs are fine)',
      ],
      [
        { vendor_id: dealer.id, rating: 3, review: 'Next line\u0085' },
        'review',
        'review must not contain control characters (line breaks and tabs are fine)',
      ],
      [{ vendor_id: dealer.id, rating: 3, review: 42 }, 'review', 'review must be text'],
      [{ vendor_id: 'abc', rating: 3 }, 'vendor_id', 'vendor_id must be a dealer id (a whole number)'],
      [{ rating: 3 }, 'vendor_id', 'vendor_id is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await rate(b.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json(), JSON.stringify(body).slice(0, 80)).toMatchObject({ success: false, message, field });
    }
    const unknown = await rate(b.token, { vendor_id: dealer.id, rating: 3, stars: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: stars');
    // NUL is refused for every body by the JSON parser, before the schema.
    expect((await rate(b.token, { vendor_id: dealer.id, rating: 3, review: 'a\u0000b' })).statusCode).toBe(400);
    expect(await ratingsOf(dealer.id)).toEqual([]);
    // A review of exactly 1,000 characters (an emoji counts as one) is taken.
    const longest = await rate(b.token, { vendor_id: dealer.id, rating: 3, review: `${'a'.repeat(999)}🚗` });
    expect(longest.statusCode).toBe(200);
  });

  it('answers 404 for an unknown dealer and 401 without a buyer sign-in', async () => {
    const b = await buyer();
    const unknown = await rate(b.token, { vendor_id: 99_999_999, rating: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dealer not found');

    const dealer = await createDealer(t.database.db);
    const dealerToken = await signInDealer(t, dealer.phone);
    const asDealer = await rate(dealerToken, { vendor_id: dealer.id, rating: 5 });
    expect(asDealer.statusCode).toBe(401);
    expect(asDealer.json().message).toBe('This call needs a buyer sign-in.');
    expect((await rate(undefined, { vendor_id: dealer.id, rating: 5 })).statusCode).toBe(401);
    expect(await ratingsOf(dealer.id)).toEqual([]);
  });

  it("offers 'Rate DEALER' after the event until the buyer rates, then shows their stars: on the dealer's page and in the profile", async () => {
    const b = await buyer();
    const dealer = await createDealer(t.database.db);
    const other = await createDealer(t.database.db);
    const mine = (vendorId: number, token = b.token) =>
      t.app.inject({ method: 'GET', url: `${bookingPaths.yourRating}?vendor_id=${vendorId}`, headers: { 'x-access-token': token } });
    const lists = async () => ({
      drives: (await t.app.inject({ method: 'GET', url: bookingPaths.testDrives, headers: { 'x-access-token': b.token } })).json().data
        .test_drive_data,
      bookings: (await t.app.inject({ method: 'GET', url: bookingPaths.bookingList, headers: { 'x-access-token': b.token } })).json().data
        .booking_list.result,
    });

    expect((await mine(dealer.id)).json().data).toEqual({ vendor_id: dealer.id, may_rate: false, rating: null, review: null });
    await paidTestDrive(b.id, dealer, '2026-11-20T10:00:00Z');
    await booking(b.id, other, '2026-11-20T11:00:00Z');
    expect((await mine(dealer.id)).json().data).toEqual({ vendor_id: dealer.id, may_rate: true, rating: null, review: null });
    let seen = await lists();
    expect(seen.drives.map((d: { your_dealer_rating: number | null }) => d.your_dealer_rating)).toEqual([null]);
    expect(seen.bookings.map((d: { your_dealer_rating: number | null }) => d.your_dealer_rating)).toEqual([null]);

    expect((await rate(b.token, { vendor_id: dealer.id, rating: 4, review: 'On time.' })).statusCode).toBe(200);
    expect((await mine(dealer.id)).json().data).toEqual({ vendor_id: dealer.id, may_rate: false, rating: 4, review: 'On time.' });
    expect((await mine(other.id)).json().data).toMatchObject({ may_rate: true, rating: null });
    seen = await lists();
    expect(seen.drives.map((d: { your_dealer_rating: number | null }) => d.your_dealer_rating)).toEqual([4]);
    expect(seen.bookings.map((d: { your_dealer_rating: number | null }) => d.your_dealer_rating)).toEqual([null]);

    // Another buyer's rating is theirs alone; bad and unknown dealers, and a dealer's token, are refused.
    const stranger = await buyer();
    expect((await mine(dealer.id, stranger.token)).json().data).toMatchObject({ may_rate: false, rating: null });
    expect((await mine(99_999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${bookingPaths.yourRating}?vendor_id=abc`,
      headers: { 'x-access-token': b.token },
    });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'vendor_id']);
    expect((await mine(dealer.id, await signInDealer(t, dealer.phone))).statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its body, answer and security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: systemPaths.openapi })).json();
    const op = doc.paths[bookingPaths.rateVendor]?.post;
    expect(op).toBeDefined();
    expect(op.security).toEqual([{ buyerToken: [] }]);
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties).sort()).toEqual(['rating', 'review', 'vendor_id']);
    expect(Object.keys(op.responses['200'].content['application/json'].schema.properties.data.properties).sort()).toEqual([
      'rating',
      'rating_average',
      'rating_count',
      'review',
      'vendor_id',
    ]);
  });
});
