// The moves of a booking or a test drive, told from the timestamps their rows keep: the car's history and an
// order's story are both made of them. Nothing is recorded twice: each event is read from where it happened.
import { formatDriveSlot } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { inr } from '../../lib/money';
import { indianDateTime, toIso } from '../../lib/time';

export interface ConsoleEvent {
  at: string;
  what: string;
  detail: string | null;
}

type Moment = string | Date;

/** Events oldest first; those at one moment keep the order they were told in. */
export function oldestFirst(events: ConsoleEvent[]): ConsoleEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.localeCompare(b.e.at) || a.i - b.i)
    .map(({ e }) => e);
}

/** A booking's status as it stands at `now`: a reservation or a payment hold that ran out says so (nothing runs to flip it). */
export const bookingStatusNow = (now: Date) =>
  sql`case when b.status = 'reserved' and upper(b.hold) <= ${now.toISOString()}::timestamptz then 'reservation_ended'
        when b.status = 'pending_payment' and upper(b.hold) <= ${now.toISOString()}::timestamptz then 'payment_expired'
        else b.status end`;

/** A test drive's status at `now`: an unpaid one whose 15 minutes ran out says so. */
export const testDriveStatusNow = (now: Date) =>
  sql`case when d.status = 'pending_payment' and upper(d.slot_hold) <= ${now.toISOString()}::timestamptz then 'payment_expired'
        else d.status end`;

export interface BookingFacts {
  id: number;
  buyer_name: string;
  status: 'pending_payment' | 'reserved' | 'cancelled' | 'sold';
  booking_type: 'direct' | 'post_offer' | 'post_test_drive';
  total_car_price: number;
  pay_amount: number;
  hold_end: Moment;
  paid_at: Moment | null;
  cancelled_at: Moment | null;
  cancelled_by: 'buyer' | 'dealer' | null;
  cancel_reason: string | null;
  updated_at: Moment;
}

/** The columns of `b` (bookings) and `u` (its buyer) that BookingFacts reads. */
export const bookingFactsColumns = sql`b.id, u.full_name as buyer_name, b.status, b.booking_type, b.total_car_price, b.pay_amount,
  upper(b.hold) as hold_end, b.paid_at, b.cancelled_at, b.cancelled_by, b.cancel_reason, b.updated_at`;

const BOOKING_TYPES = { direct: 'Direct booking', post_offer: 'Booking at an agreed offer', post_test_drive: 'Booking after a test drive' };

export function bookingDetail(b: BookingFacts, carName: string): string {
  return `${BOOKING_TYPES[b.booking_type]} of the ${carName} at ${inr(b.total_car_price)}, token ${inr(b.pay_amount)}`;
}

/** A booking's moves: its token paid (the reservation), its end by cancellation, sale or the 3 days running out. */
export function bookingEvents(b: BookingFacts, now: Date): ConsoleEvent[] {
  const events: ConsoleEvent[] = [];
  const holdEnd = toIso(b.hold_end);
  const ended = new Date(holdEnd).getTime() <= now.getTime();
  if (b.paid_at !== null)
    events.push({
      at: toIso(b.paid_at),
      what: 'reserved',
      detail: `Booking ${b.id}: ${b.buyer_name} paid the token of ${inr(b.pay_amount)}; reserved until ${indianDateTime(new Date(holdEnd))}`,
    });
  if (b.status === 'cancelled' && b.cancelled_at !== null)
    events.push({
      at: toIso(b.cancelled_at),
      what: b.paid_at === null ? 'booking_cancelled' : 'reservation_cancelled',
      detail: `Booking ${b.id} cancelled${b.cancelled_by ? ` by the ${b.cancelled_by}` : ''}${b.cancel_reason ? `: ${b.cancel_reason}` : ''}`,
    });
  if (b.status === 'sold')
    events.push({ at: toIso(b.updated_at), what: 'sold', detail: `Booking ${b.id}: sold to ${b.buyer_name} at ${inr(b.total_car_price)}` });
  if (b.status === 'reserved' && ended)
    events.push({ at: holdEnd, what: 'reservation_ended', detail: `Booking ${b.id}: its 3 days ran out without a sale` });
  if (b.status === 'pending_payment' && ended)
    events.push({ at: holdEnd, what: 'payment_expired', detail: `Booking ${b.id}: the token was not paid within its 15 minutes` });
  return events;
}

export interface TestDriveFacts {
  id: number;
  status: 'pending_payment' | 'booked' | 'cancelled' | 'completed' | 'no_show';
  kind: 'home' | 'showroom';
  drive_date: string;
  drive_hour: number;
  fee: number;
  /** An unpaid drive's 15 minutes; null once paid (its slot is held from then on). */
  hold_end: Moment | null;
  paid_at: Moment | null;
  cancelled_at: Moment | null;
  cancel_reason: string | null;
  updated_at: Moment;
}

/** The columns of `d` (test_drives) that TestDriveFacts reads. */
export const testDriveFactsColumns = sql`d.id, d.status, d.kind, d.drive_date::text as drive_date, d.drive_hour, d.fee,
  case when d.status = 'pending_payment' then upper(d.slot_hold) end as hold_end, d.paid_at, d.cancelled_at, d.cancel_reason, d.updated_at`;

export function testDriveDetail(d: TestDriveFacts, carName: string): string {
  return `${d.kind === 'home' ? 'Home' : 'Showroom'} test drive of the ${carName}, ${formatDriveSlot(d.drive_date, d.drive_hour)}, fee ${inr(d.fee)}`;
}

/** A test drive's moves: its fee paid, then cancelled, driven or missed (when the dealer recorded it). */
export function testDriveEvents(d: TestDriveFacts, now: Date): ConsoleEvent[] {
  const events: ConsoleEvent[] = [];
  const slot = formatDriveSlot(d.drive_date, d.drive_hour);
  if (d.paid_at !== null) events.push({ at: toIso(d.paid_at), what: 'drive_booked', detail: `Test drive ${d.id} booked for ${slot}` });
  if (d.status === 'cancelled' && d.cancelled_at !== null)
    events.push({
      at: toIso(d.cancelled_at),
      what: 'drive_cancelled',
      detail: `Test drive ${d.id} cancelled${d.cancel_reason ? `: ${d.cancel_reason}` : ''}`,
    });
  if (d.status === 'completed') events.push({ at: toIso(d.updated_at), what: 'drive_completed', detail: `Test drive ${d.id} taken` });
  if (d.status === 'no_show')
    events.push({ at: toIso(d.updated_at), what: 'no_show', detail: `The buyer did not come to test drive ${d.id}` });
  if (d.status === 'pending_payment' && d.hold_end !== null && new Date(d.hold_end).getTime() <= now.getTime())
    events.push({
      at: toIso(d.hold_end),
      what: 'payment_expired',
      detail: `Test drive ${d.id}: the fee was not paid within its 15 minutes`,
    });
  return events;
}
