// The bookings table.
import { desc, eq, sql } from 'drizzle-orm';
import { leaving } from '../../lib/state-table';
import { bookingMoves, type BookingCancel } from './states';
import { queryRows, type Db, type Tx } from '../../db/client';
import { bookings } from '../../db/schema';

type Handle = Db | Tx;
export type Booking = typeof bookings.$inferSelect;

export async function selectLatestBookingId(db: Db, buyerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.buyerId, buyerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertBooking(tx: Tx, booking: typeof bookings.$inferInsert): Promise<Booking> {
  const [row] = await tx.insert(bookings).values(booking).returning();
  return row!;
}

export async function selectBooking(db: Handle, id: number): Promise<(Booking & { reservedUntil: Date | null }) | undefined> {
  const [row] = await db
    .select({ booking: bookings, holdEnd: sql<string | Date>`upper(${bookings.hold})` })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  if (!row) return undefined;
  return { ...row.booking, reservedUntil: row.booking.status === 'reserved' ? new Date(row.holdEnd) : null };
}

/** The buyer's unpaid booking of this car whose hold still runs: asking again gets it back, not a second hold. */
export async function selectLivePendingBooking(db: Handle, buyerId: number, carId: number, now: Date) {
  const [row] = await queryRows<{ id: number; hold_end: string | Date }>(
    db,
    sql`select id, upper(hold) as hold_end from bookings where buyer_id = ${buyerId} and car_id = ${carId}
          and status = 'pending_payment' and upper(hold) > ${now.toISOString()}::timestamptz limit 1`,
  );
  return row ? { id: row.id, holdEnd: new Date(row.hold_end) } : undefined;
}

/** When the live hold or reservation of another buyer on the car ends, for the 409 (it says when the car may free). */
export async function selectHoldOnCar(db: Handle, carId: number, now: Date) {
  const [row] = await queryRows<{ status: Booking['status']; hold_end: string | Date; buyer_id: number }>(
    db,
    sql`select status, upper(hold) as hold_end, buyer_id from bookings where car_id = ${carId} and status in ('pending_payment', 'reserved')
          and upper(hold) > ${now.toISOString()}::timestamptz order by upper(hold) desc limit 1`,
  );
  return row ? { status: row.status, endsAt: new Date(row.hold_end), buyerId: row.buyer_id } : undefined;
}

/** The token paid: reserved until `until`; false when it was not pending. Throws 23P01 if another buyer holds the car now. */
export async function reserveBooking(tx: Tx, id: number, now: Date, until: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update bookings set status = ${bookingMoves.reserve.to}, paid_at = ${now.toISOString()}, updated_at = ${now.toISOString()},
          hold = tstzrange(${now.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz)
        where id = ${id} and ${leaving(sql`status`, bookingMoves.reserve)} returning id`,
  );
  return rows.length === 1;
}

/** One of the moves to 'cancelled', from the state the caller read (or any its move leaves); false when it moved meanwhile. */
export async function cancelBooking(
  db: Handle,
  id: number,
  move: BookingCancel,
  reason: string,
  now: Date,
  expected?: Booking['status'],
): Promise<boolean> {
  const { by } = bookingMoves[move];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update bookings set status = 'cancelled', cancelled_at = ${now.toISOString()},
          cancelled_by = ${by === 'buyer' || by === 'dealer' ? by : null}, cancel_reason = ${reason}, updated_at = ${now.toISOString()}
        where id = ${id} and ${leaving(sql`status`, bookingMoves[move], expected)} returning id`,
  );
  return rows.length === 1;
}

export interface BookingListRow {
  id: number;
  car_id: number;
  car_name: string;
  images: string[];
  vendor_id: number;
  vendor_name: string;
  created_at: string | Date;
  total_car_price: number;
  pay_amount: number;
  locality: string | null;
  booking_type: Booking['bookingType'];
  preferred_location: Booking['preferredLocation'];
  status: Booking['status'];
  hold_end: string | Date;
  paid_at: string | Date | null;
  cancelled_by: Booking['cancelledBy'];
  cancelled_at: string | Date | null;
  cancel_reason: string | null;
  order_id: string | null;
  payment_status: 'created' | 'paid' | 'failed' | null;
  refund_status: 'pending' | 'processed' | 'failed' | null;
  refund_amount: number | null;
  buyer_id: number;
  buyer_name: string;
  buyer_phone: string;
  buyer_email: string;
  buyer_city: string | null;
}

/** A page of bookings, with payment, refund and the buyer, and how many match. */
async function selectBookingList(db: Handle, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, limit: number, offset: number) {
  const rows = await queryRows<BookingListRow>(
    db,
    sql`select b.id, b.car_id, c.car_name, b.vendor_id, v.name as vendor_name, b.created_at, b.total_car_price, b.pay_amount, b.locality,
          b.booking_type, b.preferred_location, b.status, upper(b.hold) as hold_end, b.paid_at, b.cancelled_by, b.cancelled_at, b.cancel_reason,
          coalesce((select json_agg(i.url order by i.position) from car_images i where i.car_id = c.id), '[]'::json) as images,
          p.provider_order_id as order_id, p.status as payment_status,
          (select r.status from refunds r where r.payment_order_id = p.id order by r.id desc limit 1) as refund_status,
          (select r.amount from refunds r where r.payment_order_id = p.id order by r.id desc limit 1) as refund_amount,
          u.id as buyer_id, u.full_name as buyer_name, u.phone as buyer_phone, u.email as buyer_email, u.city as buyer_city
        from bookings b join cars c on c.id = b.car_id join vendors v on v.id = b.vendor_id join buyers u on u.id = b.buyer_id
        left join lateral (select * from payment_orders p where p.booking_id = b.id order by p.id desc limit 1) p on true
        where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bookings b where ${where}`);
  return { rows, total: count?.n ?? 0 };
}

/** A page of the buyer's bookings, newest first. */
export function selectBookingsOfBuyer(db: Handle, buyerId: number, limit: number, offset: number) {
  return selectBookingList(db, sql`b.buyer_id = ${buyerId}`, sql`b.created_at desc, b.id desc`, limit, offset);
}

/** A page of the dealer's paid bookings: live reservations first, the soonest to end first; then the rest, newest first. */
export function selectBookingsOfDealer(db: Handle, vendorId: number, now: Date, limit: number, offset: number) {
  const live = sql`(b.status = 'reserved' and upper(b.hold) > ${now.toISOString()}::timestamptz)`;
  return selectBookingList(
    db,
    sql`b.vendor_id = ${vendorId} and b.paid_at is not null`,
    sql`${live} desc, case when ${live} then upper(b.hold) end asc, b.created_at desc, b.id desc`,
    limit,
    offset,
  );
}

export async function selectBookingListItem(db: Handle, bookingId: number) {
  return (await selectBookingList(db, sql`b.id = ${bookingId}`, sql`b.id`, 1, 0)).rows[0];
}

/** The dealer records the sale. */
export async function markBookingSold(db: Handle, id: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update bookings set status = ${bookingMoves.sell.to}, updated_at = ${now.toISOString()}
        where id = ${id} and ${leaving(sql`status`, bookingMoves.sell)} returning id`,
  );
  return rows.length === 1;
}
