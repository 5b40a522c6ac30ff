// Test drives (docs/product/test-drives-and-bookings.md): a date among the next 4 days in India and a slot
// that has not started; the slot held 15 minutes while the 10,000 rupee fee is paid, then for good (or at
// once when the fee is waived); cancelled with a full refund 24 hours or more before the slot, none after.
import {
  BOOKING_DAYS_AHEAD,
  DRIVE_SLOTS,
  formatDriveSlot,
  HOLD_MINUTES,
  TEST_DRIVE_FEE_REFUND_DAYS,
  type DriveFeeWaiver,
  homeOutsideCityMessage,
  pinInDealerCity,
  TEST_DRIVE_FEE,
  TEST_DRIVE_FULL_REFUND_HOURS,
  type DriveSlot,
  type Order,
  type PaymentState,
  type TestDriveBase,
  type TestDriveItem,
  type TestDriveOrderBody,
  type TestDriveSlot,
  type TestDriveSlots,
  type VendorTestDrive,
  type VerifyPaymentBody,
} from '@luxe/contract';
import { retryOnDeadlock, sqlState, type Db, type Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { scheduleJob, type JobDefinitions } from '../../jobs/runner';
import { inr } from '../../lib/money';
import { addDays, INDIA_TIME_ZONE, indiaDate, indiaHourStart, timeRange, toIso } from '../../lib/time';
import { notify } from '../notifications';
import { openOrder, requestRefund, selectOrderOfSubject, verifyPayment, type Confirm, type PaymentOrder } from '../payments';
import { negotiatesWithDealer } from '../offers';
import { hasRatedDealer, selectRatingsOfBuyer } from '../ratings';
import {
  bookTestDrive,
  cancelTestDrive,
  insertTestDrive,
  lockCarOnSale,
  selectBookedDrive,
  selectBookedDrivesOfCar,
  selectCarForSale,
  selectDriveHistory,
  selectDrivesOfBuyerOnCar,
  selectLivePendingDrive,
  selectTestDrive,
  recordOutcome,
  selectTestDriveListItem,
  selectTestDrivesOfBuyer,
  selectTestDrivesOfDealer,
  selectTakenSlots,
  type TestDrive,
  type TestDriveListRow,
} from './queries';

const HOUR_MS = 3600_000;
const REMINDER_JOB = 'test-drive-reminder';
const slotHour = (slot: DriveSlot) => 10 + DRIVE_SLOTS.indexOf(slot);
const slotOf = (hour: number) => DRIVE_SLOTS[hour - 10]!;

/** India's today and the next 3 days; a slot of today only if it has not started. */
function checkSlot(now: Date, date: string, hour: number): Date {
  const today = indiaDate(now);
  const days = Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => addDays(today, i));
  if (!days.includes(date))
    throw badRequest(`drive_date must be one of the next ${BOOKING_DAYS_AHEAD} days: ${days.join(', ')} (India time)`, 'drive_date');
  const starts = indiaHourStart(date, hour);
  if (starts.getTime() <= now.getTime()) throw badRequest('This slot has already started. Please choose a later one.', 'drive_time');
  return starts;
}

/** Every slot of the next 4 days in India for a car, and why each one that cannot be booked cannot. */
export async function slotsOfCar(deps: AppDeps, carId: number, buyerId: number | null): Promise<TestDriveSlots> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const car = await selectCarForSale(db, carId, now);
  // A car taken off is gone for buyers, as its page is (a 404), until its dealer puts it back on sale.
  if (!car || car.status === 'withdrawn') throw notFound('Car not found');
  const waiver = buyerId === null ? null : await feeWaiverFor(db, buyerId, car, now);
  const today = indiaDate(now);
  const dates = Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => addDays(today, i));
  const taken = new Map(
    (await selectTakenSlots(db, carId, dates[0]!, dates.at(-1)!, now)).map((row) => [`${row.drive_date} ${row.drive_hour}`, row]),
  );
  const slotAt = (date: string, drive_time: DriveSlot): TestDriveSlot => {
    const hour = slotHour(drive_time);
    const free = { drive_time, available: true, reason: null, held_until: null };
    if (car.status === 'sold') return { ...free, available: false, reason: 'sold' };
    if (indiaHourStart(date, hour).getTime() <= now.getTime()) return { ...free, available: false, reason: 'started' };
    const row = taken.get(`${date} ${hour}`);
    if (!row) return free;
    if (row.status === 'booked') return { ...free, available: false, reason: 'booked' };
    // The buyer's own unpaid order: asking again returns it, so the slot is still theirs to pay for.
    if (row.buyer_id === buyerId) return free;
    return { ...free, available: false, reason: 'held', held_until: toIso(row.hold_ends) };
  };
  return {
    car_id: car.id,
    time_zone: INDIA_TIME_ZONE,
    fee: waiver ? 0 : TEST_DRIVE_FEE,
    fee_waiver: waiver,
    days: dates.map((date) => ({ date, slots: DRIVE_SLOTS.map((slot) => slotAt(date, slot)) })),
  };
}

/** Home test drives and deliveries stay in the dealer's city: another city's PIN code is a 400 on zip_code. */
export function requireHomeInDealerCity(
  car: { vendor_city: string; vendor_pincode: string },
  address: { preferred_location: string; zip_code?: string | undefined },
): void {
  if (address.preferred_location !== 'home' || !address.zip_code) return;
  if (!pinInDealerCity(address.zip_code, car.vendor_city, car.vendor_pincode))
    throw badRequest(homeOutsideCityMessage(car.vendor_city), 'zip_code');
}

/**
 * Why the buyer's next drive of this car costs nothing, or null: they hold a live reservation of it (as
 * many drives as they like), or negotiate with its dealer and have not driven this car yet.
 */
async function feeWaiverFor(db: Db, buyerId: number, car: { id: number; vendor_id: number }, now: Date): Promise<DriveFeeWaiver | null> {
  const { reserved, driven } = await selectDriveHistory(db, buyerId, car.id, now);
  if (reserved) return 'reserved';
  if (!driven && (await negotiatesWithDealer(db, buyerId, car.vendor_id, now))) return 'negotiating';
  return null;
}

/** The answer for a drive booked with its fee waived: nothing to pay, no order at the provider. */
function waivedOrder(deps: AppDeps, testDriveId: number): Order {
  return {
    rzp_order_id: null,
    provider: deps.payments.name,
    key_id: deps.payments.keyId,
    amount: 0,
    currency: 'INR',
    amount_rupees: 0,
    car_price: null,
    booking_id: null,
    test_drive_id: testDriveId,
    hold_expires_at: null,
    checkout_url: null,
  };
}

/** `insert` (a hold of the car) in a transaction on the car's locked row, refused once the car left sale. */
export function holdCarOnSale<T>(db: Db, carId: number, insert: (tx: Tx) => Promise<T>): Promise<T> {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      if (!(await lockCarOnSale(tx, carId))) throw conflict('This car is no longer available.');
      return insert(tx);
    }),
  );
}

/**
 * test-drive create-order: holds the slot for 15 minutes and opens the order for the fee (the same buyer
 * asking again gets the same order), or books a drive whose fee is waived at once.
 */
export async function createTestDriveOrder(deps: AppDeps, buyerId: number, body: TestDriveOrderBody): Promise<Order> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const hour = slotHour(body.drive_time);
  const startsAt = checkSlot(now, body.drive_date, hour);
  const car = await selectCarForSale(db, body.car_id, now);
  if (!car) throw notFound('Car not found');
  if (car.status === 'sold' || car.status === 'withdrawn') throw conflict('This car is no longer available.');
  requireHomeInDealerCity(car, body);
  const booked = await selectBookedDrive(db, buyerId, car.id, body.drive_date, hour);
  if (booked?.fee === 0) return waivedOrder(deps, booked.id);
  if (booked) throw conflict('You have already booked this slot. See it in your profile, under Test Drives.');
  const waived = (await feeWaiverFor(db, buyerId, car, now)) !== null;
  const holdEnds = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  let driveId = waived ? undefined : await selectLivePendingDrive(db, buyerId, car.id, body.drive_date, hour, now);
  if (driveId === undefined) {
    const home = body.preferred_location === 'home';
    try {
      const drive = await holdCarOnSale(db, car.id, async (tx) => {
        const row = await insertTestDrive(tx, {
          buyerId,
          carId: car.id,
          vendorId: car.vendor_id,
          kind: body.preferred_location,
          driveDate: body.drive_date,
          driveHour: hour,
          streetAddress: home ? body.street_address : null,
          locality: home ? body.locality : null,
          city: home ? body.city : null,
          state: home ? body.state : null,
          zipCode: home ? body.zip_code : null,
          fee: waived ? 0 : TEST_DRIVE_FEE,
          // A waived drive is booked for good at once; a paid one holds its slot while the fee is paid.
          ...(waived ? { status: 'booked' as const, paidAt: now, slotHold: timeRange(now) } : { slotHold: timeRange(now, holdEnds) }),
          createdAt: now,
          updatedAt: now,
        });
        if (waived) await afterDriveBooked(tx, row.id, now);
        return row;
      });
      driveId = drive.id;
    } catch (err) {
      // The exclusion constraint keeps one live booking per car, date and hour.
      if (sqlState(err) === '23P01') {
        const mine = await selectBookedDrive(db, buyerId, car.id, body.drive_date, hour);
        if (mine?.fee === 0) return waivedOrder(deps, mine.id);
        throw conflict(`The ${body.drive_time} slot on ${body.drive_date} is already booked for this car. Please choose another.`);
      }
      throw err;
    }
    if (waived) return waivedOrder(deps, driveId);
  }
  return openOrder(deps, {
    purpose: 'test_drive',
    subject: { testDriveId: driveId },
    buyerId,
    amount: TEST_DRIVE_FEE,
    receipt: `test-drive-${driveId}`,
    notes: {
      test_drive_id: String(driveId),
      car_id: String(car.id),
      slot: `${body.drive_date} ${body.drive_time}`,
      starts_at: startsAt.toISOString(),
    },
    holdExpiresAt: holdEnds,
  });
}

/** Paid: the slot is the buyer's; a payment that arrives after another buyer took the slot is refunded. */
export const confirmTestDrive: Confirm = async (tx: Tx, order: PaymentOrder, now: Date) => {
  const id = order.testDriveId!;
  // The dealer took the car off while the buyer paid (after the 15-minute hold ran out): refunded.
  if (!(await lockCarOnSale(tx, (await selectTestDrive(tx, id))!.carId))) {
    await cancelTestDrive(tx, id, 'paidTooLate', 'The car was taken off sale before the payment arrived.', now);
    return { refundReason: 'The car was taken off sale before the payment arrived.' };
  }
  try {
    const booked = await tx.transaction((sp) => bookTestDrive(sp, id, now));
    if (!booked) return { refundReason: 'The test drive was no longer waiting for payment.' };
  } catch (err) {
    if (sqlState(err) !== '23P01') throw err;
    await cancelTestDrive(tx, id, 'paidTooLate', 'The slot was taken before the payment arrived.', now);
    return { refundReason: 'The slot was taken by another buyer before the payment arrived.' };
  }
  await afterDriveBooked(tx, id, now);
  return {};
};

/** Both sides told of a drive booked for good, and the buyer's reminder the day before when the slot is more than a day away. */
async function afterDriveBooked(tx: Tx, id: number, now: Date): Promise<void> {
  const drive = await tellDriveBooked(tx, id, now, true);
  const remindAt = new Date(indiaHourStart(drive.driveDate, drive.driveHour).getTime() - 24 * HOUR_MS);
  if (remindAt > now)
    await scheduleJob(tx, testDriveJobs, {
      name: REMINDER_JOB,
      key: `${REMINDER_JOB}:${id}`,
      runAt: remindAt,
      payload: { testDriveId: id },
    });
}

/**
 * The buyer bought the car (its dealer marked it sold): their paid test-drive fees for it are refunded
 * when the sale comes within 15 days of their last drive of it, as the policy promises. Answers the sum.
 */
export async function refundDriveFeesOnPurchase(tx: Tx, buyerId: number, car: { id: number; name: string }, now: Date): Promise<number> {
  const drives = await selectDrivesOfBuyerOnCar(tx, buyerId, car.id);
  const driven = drives.filter((d) => d.status === 'booked' || d.status === 'completed');
  const last = driven.at(-1);
  if (!last || now.getTime() - indianHourStartOf(last).getTime() > TEST_DRIVE_FEE_REFUND_DAYS * 24 * HOUR_MS) return 0;
  let total = 0;
  for (const drive of drives) {
    if (drive.status === 'cancelled' || drive.fee === 0) continue;
    const order = await selectOrderOfSubject(tx, { testDriveId: drive.id });
    if (order?.status !== 'paid') continue;
    await requestRefund(tx, order, drive.fee, 'Test-drive fee refunded: the buyer bought the car.', `test-drive-purchase-${drive.id}`, now);
    total += drive.fee;
  }
  if (total > 0)
    await notify(tx, {
      to: { kind: 'buyer', id: buyerId },
      kind: 'refund_started',
      title: 'Test-drive fees refunded',
      body: `You bought the ${car.name} within ${TEST_DRIVE_FEE_REFUND_DAYS} days of your test drive, so your test-drive fees of ${inr(total)} will be refunded in 7 to 10 working days.`,
      carId: car.id,
      now,
    });
  return total;
}

/**
 * Tells the buyer and the dealer that a drive is booked. `sms` false for a drive recorded after the
 * fact (the demo seed's paid drives of the past): its texts would have gone when it was paid.
 */
export async function tellDriveBooked(tx: Tx, id: number, now: Date, sms: boolean): Promise<TestDrive> {
  const drive = (await selectTestDrive(tx, id))!;
  const car = (await selectCarForSale(tx, drive.carId, now))!;
  const when = formatDriveSlot(drive.driveDate, drive.driveHour);
  const about = { carId: drive.carId, now, sms };
  await notify(tx, {
    to: { kind: 'buyer', id: drive.buyerId },
    kind: 'test_drive_booked',
    title: 'Test Drive Booked!',
    body: `Your test drive of the ${car.car_name} is booked for ${when}. ${drive.fee > 0 ? `Fee paid: ${inr(drive.fee)}.` : 'It is free.'}`,
    ...about,
  });
  await notify(tx, {
    to: { kind: 'vendor', id: drive.vendorId },
    kind: 'test_drive_booked',
    title: 'New test drive',
    body: `A ${drive.kind === 'home' ? 'home' : 'showroom'} test drive of your ${car.car_name} is booked for ${when}.`,
    ...about,
  });
  return drive;
}

/** verify-payment of a test drive: the order's state, and whether the buyer has rated the drive's dealer. */
export async function verifyTestDrivePayment(deps: AppDeps, buyerId: number, body: VerifyPaymentBody): Promise<PaymentState> {
  const order = await verifyPayment(deps, buyerId, 'test_drive', body, confirmTestDrive);
  const drive = order.testDriveId === null ? undefined : await selectTestDrive(deps.database.db, order.testDriveId);
  return {
    order_id: order.providerOrderId,
    status: order.status,
    booking_id: null,
    test_drive_id: order.testDriveId,
    reserved_until: null,
    dealer_rated: drive ? await hasRatedDealer(deps.database.db, buyerId, drive.vendorId) : false,
  };
}

/**
 * What cancelling gives back now: the whole fee 24 hours or more before the slot, nothing after (the
 * refund policy the buyer accepted); null when it cannot be cancelled: not booked, or its slot has begun (the drive is under way
 * or over, so there is nothing left to call off).
 */
function refundIfCancelled(row: Pick<TestDriveListRow, 'status' | 'drive_date' | 'drive_hour' | 'fee'>, now: Date): number | null {
  if (row.status !== 'booked') return null;
  const hoursLeft = (indianHourStartOf(row).getTime() - now.getTime()) / HOUR_MS;
  if (hoursLeft <= 0) return null;
  return hoursLeft >= TEST_DRIVE_FULL_REFUND_HOURS ? row.fee : 0;
}

function toItem(row: TestDriveListRow, now: Date): TestDriveBase {
  const home = row.kind === 'home';
  return {
    id: row.id,
    car_id: row.car_id,
    car_name: row.car_name,
    car_image: row.car_image,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    preferred_location: row.kind,
    location: home
      ? [row.street_address, row.locality, row.city, row.state, row.zip_code].filter(Boolean).join(', ')
      : `${row.vendor_address}, ${row.vendor_city}`,
    drive_date: row.drive_date,
    drive_time: slotOf(row.drive_hour),
    starts_at: indiaHourStart(row.drive_date, row.drive_hour).toISOString(),
    fee: row.fee,
    status: row.status,
    order_id: row.order_id,
    payment_status: row.payment_status as TestDriveItem['payment_status'],
    refund_status: row.refund_status as TestDriveItem['refund_status'],
    refund_if_cancelled: refundIfCancelled(row, now),
    created_at: toIso(row.created_at),
  };
}

/** retrieve-test-drives: every test drive of the buyer, newest first, or the one asked for (404 if not theirs). */
export async function testDrivesOfBuyer(deps: AppDeps, buyerId: number, id?: number): Promise<TestDriveItem[]> {
  const rows = await selectTestDrivesOfBuyer(deps.database.db, buyerId, id);
  if (id !== undefined && rows.length === 0) throw notFound('Test drive not found');
  const now = deps.clock.now();
  const rated = await selectRatingsOfBuyer(deps.database.db, buyerId);
  return rows.map((r) => ({ ...toItem(r, now), your_dealer_rating: rated.get(r.vendor_id)?.rating ?? null }));
}

/** The buyer cancels a booked test drive: refunded in full 24 hours or more before its slot, not after. */
export async function cancelTestDriveByBuyer(deps: AppDeps, buyerId: number, id: number) {
  const now = deps.clock.now();
  const [row] = await selectTestDrivesOfBuyer(deps.database.db, buyerId, id);
  if (!row) throw notFound('Test drive not found');
  if (row.status !== 'booked') throw conflict('Only a booked test drive can be cancelled.');
  const refund = refundIfCancelled(row, now);
  if (refund === null) throw conflict('This test drive has already started, so it can no longer be cancelled.');
  await deps.database.db.transaction(async (tx) => {
    if (!(await cancelTestDrive(tx, id, 'buyerCancels', 'Cancelled by the buyer.', now)))
      throw conflict('Only a booked test drive can be cancelled.');
    const order = await selectOrderOfSubject(tx, { testDriveId: id });
    if (refund > 0 && order?.status === 'paid')
      await requestRefund(tx, order, refund, 'Test drive cancelled 24 hours or more before its slot.', `test-drive-cancel-${id}`, now);
    const about = { kind: 'test_drive_cancelled' as const, title: 'Test drive cancelled', carId: row.car_id, now };
    const slot = formatDriveSlot(row.drive_date, row.drive_hour);
    await notify(tx, {
      to: { kind: 'buyer', id: row.buyer_id },
      body:
        refund > 0
          ? `You cancelled your test drive of the ${row.car_name} on ${slot}. Your fee of ${inr(refund)} will be refunded in 7 to 10 working days.`
          : `You cancelled your test drive of the ${row.car_name} on ${slot}. ${row.fee > 0 ? `The fee of ${inr(row.fee)} is not refunded: the slot was less than 24 hours away.` : 'It was free, so nothing is refunded.'}`,
      ...about,
    });
    await notify(tx, {
      to: { kind: 'vendor', id: row.vendor_id },
      body: `The buyer cancelled the test drive of your ${row.car_name} on ${slot}.`,
      ...about,
    });
  });
  return { status: 'cancelled' as const, refund_amount: refund, refund_status: refund > 0 ? ('pending' as const) : null };
}

/**
 * A car taken off, in the take-off's transaction: its booked test drives still to come are cancelled,
 * each buyer refunded the whole fee (the dealer's doing, not the buyer's) and told why. Answers how many.
 */
export async function cancelDrivesOfCarTakenOff(tx: Tx, carId: number, now: Date): Promise<number> {
  const coming = (await selectBookedDrivesOfCar(tx, carId)).filter((row) => indianHourStartOf(row).getTime() > now.getTime());
  for (const row of coming) {
    if (!(await cancelTestDrive(tx, row.id, 'carLeftSale', 'The car left sale before the drive.', now))) continue;
    const order = await selectOrderOfSubject(tx, { testDriveId: row.id });
    if (order?.status === 'paid')
      await requestRefund(
        tx,
        order,
        row.fee,
        'The dealer took the car off sale before the test drive.',
        `test-drive-taken-off-${row.id}`,
        now,
      );
    await notify(tx, {
      to: { kind: 'buyer', id: row.buyer_id },
      kind: 'test_drive_cancelled',
      title: 'Test drive cancelled',
      body: `The ${row.car_name} is no longer on sale, so your test drive on ${formatDriveSlot(row.drive_date, row.drive_hour)} is cancelled. Your fee of ${inr(row.fee)} will be refunded in 7 to 10 working days.`,
      carId,
      now,
    });
  }
  return coming.length;
}

// ---------------------------------------------------------------- the dealer's side

function toVendorItem(row: TestDriveListRow, now: Date): VendorTestDrive {
  return {
    ...toItem(row, now),
    buyer: { name: row.buyer_name, phone: row.buyer_phone, email: row.buyer_email, city: row.buyer_city },
  };
}

/** The dealer's paid test drives: today's and upcoming first, soonest first. */
export async function testDrivesOfDealer(deps: AppDeps, vendorId: number, limit: number, offset: number) {
  const now = deps.clock.now();
  const { rows, total } = await selectTestDrivesOfDealer(deps.database.db, vendorId, indiaDate(now), limit, offset);
  return { test_drives: rows.map((r) => toVendorItem(r, now)), total, limit, offset };
}

/** The dealer marks a test drive done or a no-show, once its slot has started. */
export async function recordTestDriveOutcome(deps: AppDeps, vendorId: number, id: number, outcome: 'completed' | 'no_show') {
  const now = deps.clock.now();
  const row = await selectTestDriveListItem(deps.database.db, id);
  if (!row || row.vendor_id !== vendorId || row.paid_at === null) throw notFound('Test drive not found');
  if (row.status !== 'booked') throw conflict(`This test drive is ${row.status.replace('_', ' ')}: there is nothing to mark.`);
  if (indianHourStartOf(row).getTime() > now.getTime()) throw conflict('This test drive has not started yet.');
  if (!(await recordOutcome(deps.database.db, id, outcome, now)))
    throw conflict('This test drive changed meanwhile. Please look at it again.');
  return toVendorItem((await selectTestDriveListItem(deps.database.db, id))!, now);
}

const indianHourStartOf = (row: Pick<TestDriveListRow, 'drive_date' | 'drive_hour'>) => indiaHourStart(row.drive_date, row.drive_hour);

export const testDriveJobs: JobDefinitions = {
  [REMINDER_JOB]: {
    priority: 'reminders',
    async run(deps, job) {
      const { testDriveId } = job.payload as { testDriveId: number };
      const now = deps.clock.now();
      const row = await selectTestDriveListItem(deps.database.db, testDriveId);
      if (!row || row.status !== 'booked' || indianHourStartOf(row) <= now) return;
      const when = `tomorrow, ${formatDriveSlot(row.drive_date, row.drive_hour)}`;
      const where = row.kind === 'home' ? 'at your address' : `at ${row.vendor_name}, ${row.vendor_address}, ${row.vendor_city}`;
      await deps.database.db.transaction(async (tx) => {
        await notify(tx, {
          to: { kind: 'buyer', id: row.buyer_id },
          kind: 'test_drive_reminder',
          title: 'Test drive tomorrow',
          body: `Your test drive of the ${row.car_name} is ${when}, ${where}.`,
          carId: row.car_id,
          now,
        });
        await notify(tx, {
          to: { kind: 'vendor', id: row.vendor_id },
          kind: 'test_drive_reminder',
          title: 'Test drive tomorrow',
          body: `${row.buyer_name}'s test drive of your ${row.car_name} is ${when}${row.kind === 'home' ? ' at their address' : ''}.`,
          carId: row.car_id,
          now,
        });
      });
    },
  },
};
