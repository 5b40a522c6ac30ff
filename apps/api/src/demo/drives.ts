// A few paid test drives whose slots have already started, so that a dealer of the demo catalogue
// finds drives to mark done or a no-show at /vendor (buyers book only slots to come). Each is written as a
// buyer's order and payment through the test gateway would have left it, booked some 20 hours before its
// slot (within the booking window, after the day-before reminder's time, so none was due), paid 4 minutes
// after its order: the drive, the gateway's paid order, our paid payment order, and both sides' notices.
import { DRIVE_SLOTS, TEST_DRIVE_FEE } from '@luxe/contract';
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { buyers, testGatewayOrders } from '../db/schema';
import { base62 } from '../integrations/payments/scheme';
import { addDays, indiaDate, indiaHourStart, timeRange } from '../lib/time';
import { toPaise } from '../lib/money';
import { insertPaymentOrder, markOrderPaid } from '../modules/payments';
import { bookTestDrive, insertTestDrive, tellDriveBooked } from '../modules/test-drives';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3600_000;
const FIRST_HOUR = 10;
const LAST_HOUR = FIRST_HOUR + DRIVE_SLOTS.length - 1;
/** How long before its slot each demo drive was booked: under a day, so no day-before reminder was due. */
const BOOKED_BEFORE_MS = 20 * HOUR_MS;
const PAID_AFTER_MS = 4 * 60_000;
/** The dealers with the most cars for sale get drives, two each. */
const DEMO_DRIVE_DEALERS = 4;

/** The demo buyers: numbers in the 90000 0000x range, listed in docs/dealers.md to sign in as them. */
export const DEMO_BUYERS = [
  { fullName: 'Aditi Sharma', email: 'aditi.sharma@example.com', phone: '9000000001', city: 'Mumbai', state: 'Maharashtra' },
  { fullName: 'Kabir Malhotra', email: 'kabir.malhotra@example.com', phone: '9000000002', city: 'Gurugram', state: 'Haryana' },
  { fullName: 'Meera Iyer', email: 'meera.iyer@example.com', phone: '9000000003', city: 'Bangalore', state: 'Karnataka' },
] as const;

const HOMES = [
  { streetAddress: '21 Hill Road', locality: 'Bandra West', city: 'Mumbai', state: 'Maharashtra', zipCode: '400050' },
  { streetAddress: 'Tower 4, The Crest', locality: 'DLF Phase 5', city: 'Gurugram', state: 'Haryana', zipCode: '122009' },
  { streetAddress: '8 Lavelle Road', locality: 'Ashok Nagar', city: 'Bangalore', state: 'Karnataka', zipCode: '560001' },
] as const;

export interface DemoSlot {
  date: string;
  hour: number;
}

/**
 * Two started slots for each of `dealers` dealers, as of `now` in India: the first of a pair today when a
 * slot of today has started (the latest first), else yesterday's evening; the second yesterday's morning.
 */
export function demoDriveSlots(now: Date, dealers: number): [DemoSlot, DemoSlot][] {
  const today = indiaDate(now);
  const yesterday = addDays(today, -1);
  const startedToday: number[] = [];
  for (let hour = LAST_HOUR; hour >= FIRST_HOUR; hour--) if (indiaHourStart(today, hour) <= now) startedToday.push(hour);
  return Array.from({ length: dealers }, (_, k) => [
    startedToday.length > 0
      ? { date: today, hour: startedToday[k % startedToday.length]! }
      : { date: yesterday, hour: LAST_HOUR - (k % 4) },
    { date: yesterday, hour: FIRST_HOUR + (k % 4) },
  ]);
}

/** The cars for sale of the dealers with the most of them: their first two by id (one car twice for a dealer of one). */
async function carsOfBusiestDealers(tx: Tx) {
  const rows = await queryRows<{ id: number; vendor_id: number }>(
    tx,
    sql`select id, vendor_id from (
          select id, vendor_id, count(*) over (partition by vendor_id) as stock,
                 row_number() over (partition by vendor_id order by id) as nth
          -- A car a demo buyer has reserved is not another buyer's to drive.
          from cars where status = 'available' and not exists (select 1 from bookings b where b.car_id = cars.id)) c
        where nth <= 2 order by stock desc, vendor_id, id`,
  );
  const byDealer = new Map<number, number[]>();
  for (const row of rows) byDealer.set(row.vendor_id, [...(byDealer.get(row.vendor_id) ?? []), row.id]);
  return [...byDealer.entries()]
    .slice(0, DEMO_DRIVE_DEALERS)
    .map(([vendorId, [first, second]]) => [vendorId, [first!, second ?? first!]] as const);
}

/** The demo buyers' ids in DEMO_BUYERS' order, written first when missing (joined 10 days before `now`). */
export async function demoBuyerIds(tx: Tx, now: Date): Promise<{ id: number }[]> {
  const joined = new Date(now.getTime() - 10 * 24 * HOUR_MS);
  await tx
    .insert(buyers)
    // Made-up numbers: nothing of theirs goes by SMS (a buyer's own choice in the product).
    .values(DEMO_BUYERS.map((b) => ({ ...b, smsNotifications: false, createdAt: joined, updatedAt: joined })))
    // A seed after --reset finds them still there (resetting the catalogue keeps the buyers).
    .onConflictDoNothing();
  const phones = DEMO_BUYERS.map((b) => b.phone);
  const found = await tx.select({ id: buyers.id, phone: buyers.phone }).from(buyers).where(inArray(buyers.phone, phones));
  return phones.map((phone) => found.find((b) => b.phone === phone)!);
}

/**
 * The test gateway's paid order and our paid payment order of a demo drive or booking, as a checkout paid at
 * `paidAt` would have left them.
 */
export async function paidAtTestGateway(
  tx: Tx,
  order: {
    subject: { testDriveId: number } | { bookingId: number };
    buyerId: number;
    amount: number;
    receipt: string;
    notes: Record<string, string>;
    orderedAt: Date;
    paidAt: Date;
  },
): Promise<void> {
  const providerOrderId = `order_${base62()}`;
  const paymentId = `pay_${base62()}`;
  await tx.insert(testGatewayOrders).values({
    id: providerOrderId,
    amountPaise: toPaise(order.amount),
    receipt: order.receipt,
    notes: order.notes,
    status: 'paid',
    paymentId,
    createdAt: order.orderedAt,
    paidAt: order.paidAt,
  });
  const row = await insertPaymentOrder(tx, {
    provider: 'test',
    providerOrderId,
    ...('bookingId' in order.subject
      ? { purpose: 'booking' as const, bookingId: order.subject.bookingId }
      : { purpose: 'test_drive' as const, testDriveId: order.subject.testDriveId }),
    buyerId: order.buyerId,
    amount: order.amount,
    createdAt: order.orderedAt,
  });
  await markOrderPaid(tx, row.id, paymentId, order.paidAt);
}

type NewDrive = Omit<Parameters<typeof insertTestDrive>[1], 'fee' | 'slotHold' | 'createdAt' | 'updatedAt'>;

/** One drive, paid, as the order and the test gateway's payment would have left it. */
async function paidDrive(tx: Tx, drive: NewDrive) {
  const startsAt = indiaHourStart(drive.driveDate, drive.driveHour);
  const orderedAt = new Date(startsAt.getTime() - BOOKED_BEFORE_MS);
  const paidAt = new Date(orderedAt.getTime() + PAID_AFTER_MS);
  const row = await insertTestDrive(tx, {
    ...drive,
    fee: TEST_DRIVE_FEE,
    slotHold: timeRange(orderedAt, new Date(orderedAt.getTime() + 15 * 60_000)),
    createdAt: orderedAt,
    updatedAt: orderedAt,
  });
  const slot = `${drive.driveDate} ${DRIVE_SLOTS[drive.driveHour - FIRST_HOUR]}`;
  await paidAtTestGateway(tx, {
    subject: { testDriveId: row.id },
    buyerId: drive.buyerId,
    amount: TEST_DRIVE_FEE,
    receipt: `test-drive-${row.id}`,
    notes: { test_drive_id: String(row.id), car_id: String(drive.carId), slot, starts_at: startsAt.toISOString() },
    orderedAt,
    paidAt,
  });
  await bookTestDrive(tx, row.id, paidAt);
  // The texts went when it was paid: the notices are written, no SMS is sent now.
  await tellDriveBooked(tx, row.id, paidAt, false);
}

/**
 * Writes the demo buyers and their paid drives of the past into a freshly seeded catalogue, in its
 * transaction. Answers how many drives, and whose. The payments are the test gateway's: call it only when the
 * server's provider is the test gateway (no Razorpay keys), as its orders are nowhere else.
 */
export async function seedDemoDrives(tx: Tx, now: Date): Promise<{ drives: number; dealers: number[] }> {
  const dealers = await carsOfBusiestDealers(tx);
  const slots = demoDriveSlots(now, dealers.length);
  const people = await demoBuyerIds(tx, now);
  let drives = 0;
  for (const [k, [vendorId, [homeCar, showroomCar]]] of dealers.entries()) {
    // Two slots apart, so one car may take both.
    const [first, second] = slots[k]!;
    const who = k % people.length;
    const home = HOMES[who]!;
    await paidDrive(tx, {
      buyerId: people[who]!.id,
      carId: homeCar!,
      vendorId,
      kind: 'home',
      driveDate: first.date,
      driveHour: first.hour,
      ...home,
    });
    await paidDrive(tx, {
      buyerId: people[(who + 1) % people.length]!.id,
      carId: showroomCar!,
      vendorId,
      kind: 'showroom',
      driveDate: second.date,
      driveHour: second.hour,
    });
    drives += 2;
  }
  return { drives, dealers: dealers.map(([vendorId]) => vendorId) };
}
