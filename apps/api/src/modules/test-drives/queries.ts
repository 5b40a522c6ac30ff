// The test_drives table, and the car facts a booking or test drive needs.
import { desc, eq, sql } from 'drizzle-orm';
import { leaving } from '../../lib/state-table';
import { driveMoves, type DriveCancel } from './states';
import { queryRows, type Db, type Tx } from '../../db/client';
import { carStatusAt } from '../../db/holds';
import { testDrives } from '../../db/schema';

type Handle = Db | Tx;
export type TestDrive = typeof testDrives.$inferSelect;

export async function selectLatestTestDriveId(db: Db, buyerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: testDrives.id })
    .from(testDrives)
    .where(eq(testDrives.buyerId, buyerId))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id))
    .limit(1);
  return row?.id ?? null;
}

/** A car as a sale needs it: its dealer, price, status as of `now` (reserved while a reservation lasts) and name. */
export async function selectCarForSale(db: Handle, carId: number, now: Date) {
  const [row] = await queryRows<{
    id: number;
    vendor_id: number;
    listing_price: number;
    status: 'available' | 'reserved' | 'sold' | 'withdrawn';
    car_name: string;
    vendor_name: string;
    vendor_city: string;
    vendor_pincode: string;
  }>(
    db,
    sql`select c.id, c.vendor_id, c.listing_price, ${carStatusAt(sql`c.id`, sql`c.status`, sql`${now.toISOString()}`)} as status,
          c.car_name, v.name as vendor_name, v.city as vendor_city, v.pincode as vendor_pincode
        from cars c join vendors v on v.id = c.vendor_id where c.id = ${carId}`,
  );
  return row;
}

/**
 * Whether the car is still on sale, its row locked to the end of the transaction: a dealer's take-off
 * (FOR UPDATE) waits for an order or a payment that locked first and then sees its hold, or runs first and
 * the order or payment then sees the car withdrawn. Orders and payments of one car also take turns (NO KEY
 * UPDATE conflicts with itself): holds inserted at once deadlock on the exclusion constraint, 50 at once
 * every time. Other tables' rows that merely reference the car (FOR KEY SHARE) do not wait.
 */
export async function lockCarOnSale(tx: Tx, carId: number): Promise<boolean> {
  const [row] = await queryRows<{ status: string }>(tx, sql`select status from cars where id = ${carId} for no key update`);
  return row !== undefined && row.status !== 'sold' && row.status !== 'withdrawn';
}

export async function insertTestDrive(tx: Tx, drive: typeof testDrives.$inferInsert): Promise<TestDrive> {
  const [row] = await tx.insert(testDrives).values(drive).returning();
  return row!;
}

export async function selectTestDrive(db: Handle, id: number): Promise<TestDrive | undefined> {
  const [row] = await db.select().from(testDrives).where(eq(testDrives.id, id)).limit(1);
  return row;
}

/** The buyer's unpaid test drive of this car and slot whose hold still runs: asking again gets it back, not a second hold. */
export async function selectLivePendingDrive(db: Handle, buyerId: number, carId: number, date: string, hour: number, now: Date) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from test_drives where buyer_id = ${buyerId} and car_id = ${carId} and drive_date = ${date} and drive_hour = ${hour}
          and status = 'pending_payment' and upper(slot_hold) > ${now.toISOString()}::timestamptz limit 1`,
  );
  return row?.id;
}

/** The fee paid (or waived): booked, the slot held from then on; false when it was not pending. */
export async function bookTestDrive(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update test_drives set status = ${driveMoves.book.to}, paid_at = ${now.toISOString()}, updated_at = ${now.toISOString()},
          slot_hold = tstzrange(lower(slot_hold), 'infinity')
        where id = ${id} and ${leaving(sql`status`, driveMoves.book)} returning id`,
  );
  return rows.length === 1;
}

/** One of the moves to 'cancelled'; false when the drive moved meanwhile. */
export async function cancelTestDrive(db: Handle, id: number, move: DriveCancel, reason: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update test_drives set status = 'cancelled', cancelled_at = ${now.toISOString()}, cancel_reason = ${reason}, updated_at = ${now.toISOString()}
        where id = ${id} and ${leaving(sql`status`, driveMoves[move])} returning id`,
  );
  return rows.length === 1;
}

/** Test drives with their car, dealer, payment, refund and buyer. */
async function selectTestDriveList(db: Handle, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, limit = 1000, offset = 0) {
  const rows = await queryRows<TestDriveListRow>(
    db,
    sql`select t.id, t.car_id, t.vendor_id, t.kind, t.drive_date::text as drive_date, t.drive_hour, t.street_address, t.locality, t.city,
          t.state, t.zip_code, t.fee, t.status, t.paid_at, t.created_at, c.car_name, c.listing_price, v.name as vendor_name,
          v.address as vendor_address, v.city as vendor_city,
          (select i.url from car_images i where i.car_id = c.id order by i.position limit 1) as car_image,
          p.provider_order_id as order_id, p.status as payment_status,
          (select r.status from refunds r where r.payment_order_id = p.id order by r.id desc limit 1) as refund_status,
          u.id as buyer_id, u.full_name as buyer_name, u.phone as buyer_phone, u.email as buyer_email, u.city as buyer_city
        from test_drives t join cars c on c.id = t.car_id join vendors v on v.id = t.vendor_id join buyers u on u.id = t.buyer_id
        left join lateral (select * from payment_orders p where p.test_drive_id = t.id order by p.id desc limit 1) p on true
        where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from test_drives t where ${where}`);
  return { rows, total: count?.n ?? 0 };
}

/** The car's paid test drives not yet done (their slots may still be to come), soonest first. */
export async function selectBookedDrivesOfCar(db: Handle, carId: number) {
  return (await selectTestDriveList(db, sql`t.car_id = ${carId} and t.status = 'booked'`, sql`t.drive_date, t.drive_hour`)).rows;
}

/** The buyer's test drives, newest first (or one). */
export async function selectTestDrivesOfBuyer(db: Handle, buyerId: number, id?: number) {
  const where = id === undefined ? sql`t.buyer_id = ${buyerId}` : sql`t.buyer_id = ${buyerId} and t.id = ${id}`;
  return (await selectTestDriveList(db, where, sql`t.created_at desc, t.id desc`)).rows;
}

/** A page of the dealer's paid test drives: today's and upcoming booked ones first, soonest first; then the rest, latest first. */
export function selectTestDrivesOfDealer(db: Handle, vendorId: number, today: string, limit: number, offset: number) {
  const upcoming = sql`(t.status = 'booked' and t.drive_date >= ${today}::date)`;
  return selectTestDriveList(
    db,
    sql`t.vendor_id = ${vendorId} and t.paid_at is not null`,
    sql`${upcoming} desc, case when ${upcoming} then t.drive_date end asc, case when ${upcoming} then t.drive_hour end asc,
        t.drive_date desc, t.drive_hour desc, t.id desc`,
    limit,
    offset,
  );
}

export async function selectTestDriveListItem(db: Handle, id: number) {
  return (await selectTestDriveList(db, sql`t.id = ${id}`, sql`t.id`)).rows[0];
}

/** The dealer records how a booked drive went. */
export async function recordOutcome(db: Handle, id: number, outcome: 'completed' | 'no_show', now: Date): Promise<boolean> {
  const move = driveMoves[outcome === 'completed' ? 'completed' : 'noShow'];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update test_drives set status = ${move.to}, updated_at = ${now.toISOString()} where id = ${id} and ${leaving(sql`status`, move)} returning id`,
  );
  return rows.length === 1;
}

export interface TestDriveListRow {
  id: number;
  car_id: number;
  vendor_id: number;
  kind: 'home' | 'showroom';
  drive_date: string;
  drive_hour: number;
  street_address: string | null;
  locality: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  fee: number;
  status: TestDrive['status'];
  paid_at: string | Date | null;
  created_at: string | Date;
  car_name: string;
  listing_price: number;
  vendor_name: string;
  vendor_address: string;
  vendor_city: string;
  car_image: string | null;
  order_id: string | null;
  payment_status: string | null;
  refund_status: string | null;
  buyer_id: number;
  buyer_name: string;
  buyer_phone: string;
  buyer_email: string;
  buyer_city: string | null;
}

/** Whether the buyer has test-driven (or booked and paid a test drive of) this car. */
export async function hasPaidTestDrive(db: Handle, buyerId: number, carId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from test_drives where buyer_id = ${buyerId} and car_id = ${carId} and status in ('booked', 'completed')
        order by id desc limit 1`,
  );
  return row?.id;
}

/** The live test drives of a car between two India dates: paid, or unpaid with their hold still running. */
export async function selectTakenSlots(db: Handle, carId: number, from: string, to: string, now: Date) {
  return queryRows<{
    drive_date: string;
    drive_hour: number;
    status: 'pending_payment' | 'booked';
    buyer_id: number;
    hold_ends: string | Date;
  }>(
    db,
    sql`select drive_date::text as drive_date, drive_hour, status, buyer_id, upper(slot_hold) as hold_ends from test_drives
        where car_id = ${carId} and drive_date between ${from}::date and ${to}::date and status in ('pending_payment', 'booked')
          and upper(slot_hold) > ${now.toISOString()}::timestamptz`,
  );
}

/** Whether the buyer holds a live reservation of the car, and has a drive of it booked or behind them. */
export async function selectDriveHistory(db: Handle, buyerId: number, carId: number, now: Date) {
  const [row] = await queryRows<{ reserved: boolean; driven: boolean }>(
    db,
    sql`select
          exists(select 1 from bookings where buyer_id = ${buyerId} and car_id = ${carId} and status = 'reserved'
                   and upper(hold) > ${now.toISOString()}::timestamptz) as reserved,
          exists(select 1 from test_drives where buyer_id = ${buyerId} and car_id = ${carId}
                   and status in ('booked', 'completed', 'no_show')) as driven`,
  );
  return row!;
}

/** The buyer's booked drive of a car at a slot: asking again for a drive already booked answers it. */
export async function selectBookedDrive(db: Handle, buyerId: number, carId: number, date: string, hour: number) {
  const [row] = await queryRows<{ id: number; fee: number }>(
    db,
    sql`select id, fee from test_drives where buyer_id = ${buyerId} and car_id = ${carId} and drive_date = ${date}
          and drive_hour = ${hour} and status = 'booked' limit 1`,
  );
  return row;
}

/** The buyer's drives of a car: when each slot starts is read from these, and which fees were paid. */
export async function selectDrivesOfBuyerOnCar(tx: Tx, buyerId: number, carId: number) {
  return queryRows<{ id: number; drive_date: string; drive_hour: number; status: TestDrive['status']; fee: number }>(
    tx,
    sql`select id, drive_date::text as drive_date, drive_hour, status, fee from test_drives
        where buyer_id = ${buyerId} and car_id = ${carId} order by drive_date, drive_hour`,
  );
}
