// The demo seed's paid test drives of the past. Each is as a buyer's order and payment through
// the test gateway would have left it (drive booked, both orders paid, both sides told, no SMS sent now),
// its slot has started, so the dealer marks it done or a no-show and the buyer sees the outcome.
import { bookingPaths, opsPaths, vendorBookingPaths, vendorListingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { vendors } from '../src/db/schema';
import { DEMO_BUYERS, demoDriveSlots } from '../src/demo/drives';
import { DEMO_OPERATOR } from '../src/demo/operators';
import { resetCatalogue, seedDemo } from '../src/demo/seed';
import { indiaHourStart } from '../src/lib/time';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { TEST_ANCHOR } from './helpers/catalogue';
import { onPostgres } from './helpers/database';
import { signInDealer } from './helpers/dealers';

type Method = 'GET' | 'PATCH';
interface Drive {
  id: number;
  vendor_id: number;
  status: string;
  starts_at: string;
  payment_status: string | null;
  buyer: { name: string };
}

describe(`demo test drives of the past (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { 'x-access-token': token, 'x-limit': '50', 'x-offset': '0' } });

  beforeAll(async () => {
    t = await createTestApp();
    // 15:30 in India: six slots of today have started.
    await seedDemo(t.database.db, { cars: 150, seed: 7, anchor: TEST_ANCHOR, drivesAsOf: t.clock.now() });
  }, 120_000);
  afterAll(() => t.close());

  it('picks started slots: today when some have begun, else yesterday', () => {
    const afternoon = demoDriveSlots(new Date('2026-11-20T10:00:00Z'), 4);
    expect(afternoon.map(([a]) => a)).toEqual([15, 14, 13, 12].map((hour) => ({ date: '2026-11-20', hour })));
    expect(afternoon.map(([, b]) => b)).toEqual([10, 11, 12, 13].map((hour) => ({ date: '2026-11-19', hour })));
    // 09:00 in India: nothing of today has started.
    const morning = demoDriveSlots(new Date('2026-11-20T03:30:00Z'), 2);
    expect(morning).toEqual([
      [
        { date: '2026-11-19', hour: 17 },
        { date: '2026-11-19', hour: 10 },
      ],
      [
        { date: '2026-11-19', hour: 16 },
        { date: '2026-11-19', hour: 11 },
      ],
    ]);
    for (const [a, b] of [...afternoon, ...morning]) {
      expect(indiaHourStart(a.date, a.hour).getTime()).toBeLessThanOrEqual(new Date('2026-11-20T10:00:00Z').getTime());
      expect(indiaHourStart(b.date, b.hour).getTime()).toBeLessThan(new Date('2026-11-20T03:30:00Z').getTime());
    }
  });

  it('writes each drive as a paid one: booked before its slot, both orders paid once, both sides told, no SMS', async () => {
    const db = t.database.db;
    const rows = await queryRows<{
      id: number;
      status: string;
      starts: string;
      created_at: string;
      paid_at: string;
      fee: number;
      order_status: string;
      order_paid_at: string;
      amount: number;
      gateway_status: string;
      gateway_paise: number;
      same_payment: boolean;
      notices: number;
      car_status: string;
      car_vendor: boolean;
    }>(
      db,
      sql`select t.id, t.status, (t.drive_date + make_interval(hours => t.drive_hour)) at time zone 'Asia/Kolkata' as starts,
            t.created_at, t.paid_at, t.fee, p.status as order_status, p.paid_at as order_paid_at, p.amount,
            g.status as gateway_status, g.amount_paise as gateway_paise, g.payment_id = p.provider_payment_id as same_payment,
            (select count(*)::int from notifications n where n.kind = 'test_drive_booked' and n.car_id = t.car_id) as notices,
            c.status as car_status, c.vendor_id = t.vendor_id as car_vendor
          from test_drives t join payment_orders p on p.test_drive_id = t.id and p.provider = 'test'
          join test_gateway_orders g on g.id = p.provider_order_id join cars c on c.id = t.car_id order by t.id`,
    );
    expect(rows).toHaveLength(8);
    const now = t.clock.now().getTime();
    for (const r of rows) {
      expect(r).toMatchObject({
        status: 'booked',
        fee: 10_000,
        order_status: 'paid',
        amount: 10_000,
        gateway_status: 'paid',
        gateway_paise: 1_000_000,
        same_payment: true,
        notices: 2,
        car_status: 'available',
        car_vendor: true,
      });
      const starts = new Date(r.starts).getTime();
      expect(starts).toBeLessThanOrEqual(now);
      expect(new Date(r.created_at).getTime()).toBeLessThan(new Date(r.paid_at).getTime());
      expect(new Date(r.paid_at).getTime()).toBe(new Date(r.order_paid_at).getTime());
      // Booked within a day of its slot: no day-before reminder was due.
      expect(starts - new Date(r.paid_at).getTime()).toBeLessThan(24 * 3600_000);
    }
    const [jobs] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
    expect(jobs!.n).toBe(0);
    const people = await queryRows<{ phone: string; sms_notifications: boolean; drives: number }>(
      db,
      sql`select b.phone, b.sms_notifications, (select count(*)::int from test_drives t where t.buyer_id = b.id) as drives
          from buyers b order by b.phone`,
    );
    expect(people.map((p) => p.phone)).toEqual(DEMO_BUYERS.map((b) => b.phone));
    expect(people.every((p) => !p.sms_notifications && p.drives > 0)).toBe(true);
  });

  it('lets the dealer mark one done and one a no-show, and the buyer sees both', async () => {
    const [dealerId] = (
      await queryRows<{ vendor_id: number }>(t.database.db, sql`select vendor_id from test_drives order by id limit 1`)
    ).map((r) => r.vendor_id);
    const [dealer] = await t.database.db
      .select()
      .from(vendors)
      .where(sql`${vendors.id} = ${dealerId}`);
    const dealerToken = await signInDealer(t, dealer!.phone);
    const listed = (await call('GET', vendorBookingPaths.testDrives, dealerToken)).json().data.test_drives as Drive[];
    expect(listed).toHaveLength(2);
    expect(listed.every((d) => d.status === 'booked' && d.payment_status === 'paid')).toBe(true);
    const [first, second] = listed;
    const done = await call('PATCH', vendorBookingPaths.testDriveOutcome, dealerToken, { test_drive_id: first!.id, outcome: 'completed' });
    expect([done.statusCode, done.json().data.status]).toEqual([200, 'completed']);
    const missed = await call('PATCH', vendorBookingPaths.testDriveOutcome, dealerToken, { test_drive_id: second!.id, outcome: 'no_show' });
    expect([missed.statusCode, missed.json().data.status]).toEqual([200, 'no_show']);
    const again = await call('PATCH', vendorBookingPaths.testDriveOutcome, dealerToken, { test_drive_id: first!.id, outcome: 'no_show' });
    expect(again.statusCode).toBe(409);

    for (const [drive, status] of [
      [first!, 'completed'],
      [second!, 'no_show'],
    ] as const) {
      const phone = DEMO_BUYERS.find((b) => b.fullName === drive.buyer.name)!.phone;
      const { token } = await signInBuyer(t, phone);
      const mine = (await call('GET', bookingPaths.testDrives, token)).json().data.test_drive_data as Drive[];
      expect(mine.find((d) => d.id === drive.id)).toMatchObject({ status, payment_status: 'paid' });
    }
  });

  it("holds every car its dealer's listings call reserved by a demo buyer's paid booking, shown with the buyer's phone and the end", async () => {
    const [stored] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from cars where status = 'reserved'`);
    expect(stored!.n).toBe(0);
    const dealers = await queryRows<{ vendor_id: number; phone: string }>(
      t.database.db,
      sql`select distinct b.vendor_id, v.phone from bookings b join vendors v on v.id = b.vendor_id order by b.vendor_id`,
    );
    expect(dealers.length).toBeGreaterThan(0);
    for (const dealer of dealers) {
      const token = await signInDealer(t, dealer.phone);
      const listed = (await call('GET', `${vendorListingPaths.cars}?status=reserved`, token)).json().data;
      const held = (await call('GET', vendorBookingPaths.bookings, token)).json().data.bookings as {
        car_id: number;
        status: string;
        reserved_until: string;
        buyer: { name: string; phone: string };
      }[];
      expect(listed.counts.reserved).toBeGreaterThan(0);
      for (const car of listed.cars as { car_id: number }[]) {
        const booking = held.find((b) => b.car_id === car.car_id);
        expect(booking, `car ${car.car_id}'s holder`).toMatchObject({ status: 'reserved' });
        expect(new Date(booking!.reserved_until).getTime()).toBeGreaterThan(t.clock.now().getTime());
        const buyer = DEMO_BUYERS.find((b) => b.fullName === booking!.buyer.name);
        expect(booking!.buyer.phone).toBe(buyer?.phone);
      }
    }
  });

  it('has the demo operator, who signs in at /ops and sets up an authenticator first', async () => {
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'POST', url: opsPaths.sendOtp, payload: { phone: DEMO_OPERATOR.phone } })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: opsPaths.verifyOtp,
      payload: { phone: DEMO_OPERATOR.phone, otp: t.sms.lastCode(DEMO_OPERATOR.phone) },
    });
    expect(res.json().data).toMatchObject({
      operator: { name: 'Demo Operator', phone: '9000000009' },
      totp_enrolment: { secret: expect.any(String) },
    });
  });

  it('seeds again after a reset, keeping the demo buyers', async () => {
    await resetCatalogue(t.database.db);
    await seedDemo(t.database.db, { cars: 150, seed: 7, anchor: TEST_ANCHOR, drivesAsOf: t.clock.now() });
    const [counts] = await queryRows<{ drives: number; buyers: number }>(
      t.database.db,
      sql`select (select count(*)::int from test_drives) as drives, (select count(*)::int from buyers) as buyers`,
    );
    expect(counts).toEqual({ drives: 8, buyers: 3 });
  }, 120_000);
});
