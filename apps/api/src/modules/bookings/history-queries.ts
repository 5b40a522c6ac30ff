// The purchase history's reads: one order of a buyer with its car, dealer, negotiation, test drive,
// payment and refund. Each read names the buyer, so another buyer's id finds nothing.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface OrderRow {
  id: number;
  car_id: number;
  car_name: string;
  car_image: string | null;
  car_location: string;
  vendor_id: number;
  vendor_name: string;
  vendor_address: string;
  buyer_name: string;
  buyer_phone: string;
  buyer_email: string;
  status: string;
  created_at: string | Date;
  paid_at: string | Date | null;
  cancelled_at: string | Date | null;
  updated_at: string | Date;
  amount: number;
  /** Bookings only. */
  booking_type: 'direct' | 'post_offer' | 'post_test_drive' | null;
  total_car_price: number | null;
  hold_end: string | Date | null;
  /** Test drives only. */
  drive_date: string | null;
  drive_hour: number | null;
}

const common = sql`c.id as car_id, c.car_name, c.location as car_location,
  (select i.url from car_images i where i.car_id = c.id order by i.position limit 1) as car_image,
  v.id as vendor_id, v.name as vendor_name,
  concat_ws(', ', nullif(v.flat_no, ''), v.address, nullif(v.landmark, ''), v.city, v.state, v.pincode) as vendor_address,
  u.full_name as buyer_name, u.phone as buyer_phone, u.email as buyer_email`;

export async function selectBookingOrder(db: Db, buyerId: number, bookingId: number): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select b.id, ${common}, b.status, b.created_at, b.paid_at, b.cancelled_at, b.updated_at, b.pay_amount as amount,
          b.booking_type, b.total_car_price, upper(b.hold) as hold_end, null as drive_date, null as drive_hour
        from bookings b join cars c on c.id = b.car_id join vendors v on v.id = b.vendor_id join buyers u on u.id = b.buyer_id
        where b.id = ${bookingId} and b.buyer_id = ${buyerId}`,
  );
  return row;
}

export async function selectTestDriveOrder(db: Db, buyerId: number, testDriveId: number): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select t.id, ${common}, t.status, t.created_at, t.paid_at, t.cancelled_at, t.updated_at, t.fee as amount,
          null as booking_type, null as total_car_price, null as hold_end, t.drive_date::text as drive_date, t.drive_hour
        from test_drives t join cars c on c.id = t.car_id join vendors v on v.id = t.vendor_id join buyers u on u.id = t.buyer_id
        where t.id = ${testDriveId} and t.buyer_id = ${buyerId}`,
  );
  return row;
}

/** The buyer's negotiation on the car: when it began, their last bid, the dealer's last counter, the agreed price. */
export async function selectNegotiation(db: Db, buyerId: number, carId: number) {
  const [row] = await queryRows<{
    created_at: string | Date;
    your_offer: number | null;
    counter_offer: number | null;
    agreed_price: number | null;
  }>(
    db,
    sql`select o.created_at, o.agreed_price,
          (select e.amount from offer_entries e where e.offer_id = o.id and e.offer_by = 1 order by e.id desc limit 1) as your_offer,
          (select e.amount from offer_entries e where e.offer_id = o.id and e.offer_by = 2 order by e.id desc limit 1) as counter_offer
        from offers o where o.buyer_id = ${buyerId} and o.car_id = ${carId}`,
  );
  return row;
}

/** When the buyer's latest paid test drive of the car was paid (a booking's 'test drive' step). */
export async function selectPaidDriveOfCar(db: Db, buyerId: number, carId: number, before: Date) {
  const [row] = await queryRows<{ paid_at: string | Date }>(
    db,
    sql`select t.paid_at from test_drives t where t.buyer_id = ${buyerId} and t.car_id = ${carId} and t.paid_at is not null
          and t.paid_at <= ${before.toISOString()}::timestamptz order by t.paid_at desc limit 1`,
  );
  return row ? row.paid_at : undefined;
}

/** The order's latest payment at the provider, with its latest refund. */
export async function selectOrderPayment(db: Db, subject: { bookingId: number } | { testDriveId: number }) {
  const where = 'bookingId' in subject ? sql`p.booking_id = ${subject.bookingId}` : sql`p.test_drive_id = ${subject.testDriveId}`;
  const [row] = await queryRows<{
    provider: string;
    order_id: string;
    payment_id: string | null;
    amount: number;
    currency: string;
    status: 'created' | 'paid' | 'failed';
    paid_at: string | Date | null;
    refund_amount: number | null;
    refund_status: 'pending' | 'processed' | 'failed' | null;
    refund_at: string | Date | null;
  }>(
    db,
    sql`select p.provider, p.provider_order_id as order_id, p.provider_payment_id as payment_id, p.amount, p.currency, p.status, p.paid_at,
          r.amount as refund_amount, r.status as refund_status, r.created_at as refund_at
        from payment_orders p
        left join lateral (select * from refunds r where r.payment_order_id = p.id order by r.id desc limit 1) r on true
        where ${where} order by (p.status = 'paid') desc, p.id desc limit 1`,
  );
  return row;
}
