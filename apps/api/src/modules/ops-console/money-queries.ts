// The money as operators read it: payment orders (searchable, by day in India's time), one order's whole
// story, and refunds.
import type { ORDER_STATUSES, REFUND_STATUSES, OpsOrderPage, OpsOrderRow, OpsRefundRow } from '@luxe/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { inr } from '../../lib/money';
import { addDays, indiaHourStart, toIso } from '../../lib/time';
import {
  bookingDetail,
  bookingEvents,
  bookingFactsColumns,
  bookingStatusNow,
  oldestFirst,
  testDriveDetail,
  testDriveEvents,
  testDriveFactsColumns,
  testDriveStatusNow,
  type BookingFacts,
  type ConsoleEvent,
  type TestDriveFacts,
} from './events';

type Moment = string | Date;
type OrderStatus = (typeof ORDER_STATUSES)[number];
type RefundStatus = (typeof REFUND_STATUSES)[number];

// ---------------------------------------------------------------- refunds

interface RefundSql {
  refund_id: number;
  order_id: number;
  provider_refund_id: string | null;
  amount: number;
  reason: string;
  status: RefundStatus;
  created_at: Moment;
  updated_at: Moment;
}

const refundColumns = sql`r.id as refund_id, r.payment_order_id as order_id, r.provider_refund_id, r.amount, r.reason, r.status,
  r.created_at, r.updated_at`;

const refundOf = (r: RefundSql): OpsRefundRow => ({ ...r, created_at: toIso(r.created_at), updated_at: toIso(r.updated_at) });

/** Refunds matching `where` (over `r`), in `order`; all of them unless a page is given. */
export async function selectRefundRows(db: Db, where: SQL, order: SQL, page?: { limit: number; offset: number }): Promise<OpsRefundRow[]> {
  const paged = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await queryRows<RefundSql>(db, sql`select ${refundColumns} from refunds r where ${where} order by ${order} ${paged}`);
  return rows.map(refundOf);
}

export async function countRefunds(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from refunds r where ${where}`);
  return row?.n ?? 0;
}

/** A page of refunds, newest first. */
export async function selectRefunds(db: Db, status: RefundStatus | undefined, limit: number, offset: number) {
  const where = status ? sql`r.status = ${status}` : sql`true`;
  return {
    rows: await selectRefundRows(db, where, sql`r.created_at desc, r.id desc`, { limit, offset }),
    total: await countRefunds(db, where),
  };
}

// ---------------------------------------------------------------- orders

interface OrderSql {
  order_id: number;
  provider: string;
  provider_order_id: string;
  provider_payment_id: string | null;
  purpose: 'booking' | 'test_drive';
  booking_id: number | null;
  test_drive_id: number | null;
  buyer_id: number;
  buyer_name: string;
  buyer_phone: string;
  car_id: number;
  car_name: string;
  amount: number;
  status: OrderStatus;
  refunded: number;
  created_at: Moment;
  paid_at: Moment | null;
}

/**
 * `refunded`: what is returned or on its way back, the refunds processed and those still pending; a failed
 * refund returned nothing, and shows among the order's refunds.
 */
const orderColumns = sql`p.id as order_id, p.provider, p.provider_order_id, p.provider_payment_id, p.purpose, p.booking_id, p.test_drive_id,
  u.id as buyer_id, u.full_name as buyer_name, u.phone as buyer_phone, c.id as car_id, c.car_name, p.amount, p.status,
  (select coalesce(sum(r.amount), 0)::int from refunds r where r.payment_order_id = p.id and r.status in ('processed', 'pending')) as refunded,
  p.created_at, p.paid_at`;
const orderJoins = sql`from payment_orders p join buyers u on u.id = p.buyer_id
  left join bookings b on b.id = p.booking_id left join test_drives d on d.id = p.test_drive_id
  join cars c on c.id = coalesce(b.car_id, d.car_id)`;

const orderOf = (r: OrderSql): OpsOrderRow => ({
  order_id: r.order_id,
  provider: r.provider,
  provider_order_id: r.provider_order_id,
  provider_payment_id: r.provider_payment_id,
  purpose: r.purpose,
  subject_id: (r.booking_id ?? r.test_drive_id)!,
  buyer: { id: r.buyer_id, name: r.buyer_name, phone: r.buyer_phone },
  car: { id: r.car_id, name: r.car_name },
  amount: r.amount,
  status: r.status,
  refunded: r.refunded,
  created_at: toIso(r.created_at),
  paid_at: r.paid_at === null ? null : toIso(r.paid_at),
});

export interface OrderFilter {
  status?: OrderStatus;
  purpose?: 'booking' | 'test_drive';
  /** India's date (YYYY-MM-DD) the order was created on. */
  date?: string;
  q?: string;
}

/** An order matches by its id, the provider's order or payment id (exactly), or its buyer's phone (10 digits, +91 allowed). */
function orderSearch(q: string): SQL {
  const parts = [sql`p.provider_order_id = ${q}`, sql`p.provider_payment_id = ${q}`];
  if (/^\d{1,9}$/.test(q)) parts.push(sql`p.id = ${Number(q)}`);
  const phone = q.replace(/[\s()-]/g, '').replace(/^(\+91|0)/, '');
  if (/^\d{10}$/.test(phone)) parts.push(sql`p.buyer_id in (select id from buyers where phone = ${phone})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

function orderConditions(filter: OrderFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.purpose) conditions.push(sql`p.purpose = ${filter.purpose}`);
  if (filter.date) {
    const from = indiaHourStart(filter.date, 0);
    const to = indiaHourStart(addDays(filter.date, 1), 0);
    conditions.push(sql`p.created_at >= ${from.toISOString()}::timestamptz and p.created_at < ${to.toISOString()}::timestamptz`);
  }
  if (filter.q) conditions.push(orderSearch(filter.q));
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/** A page of orders, newest first. */
export async function selectOrders(db: Db, filter: OrderFilter, limit: number, offset: number) {
  const where = orderConditions(filter);
  const rows = await queryRows<OrderSql>(
    db,
    sql`select ${orderColumns} ${orderJoins} where ${where} order by p.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from payment_orders p where ${where}`);
  return { rows: rows.map(orderOf), total: count?.n ?? 0 };
}

const REFUND_SETTLED = { processed: 'refund_processed', failed: 'refund_failed' } as const;

/** One order's page, or undefined for no such order. */
export async function selectOrderPage(db: Db, orderId: number, now: Date): Promise<OpsOrderPage | undefined> {
  const [order] = await queryRows<OrderSql & { failure_reason: string | null; vendor_id: number; vendor_name: string }>(
    db,
    sql`select ${orderColumns}, p.failure_reason, v.id as vendor_id, v.name as vendor_name
        ${orderJoins} join vendors v on v.id = c.vendor_id where p.id = ${orderId}`,
  );
  if (!order) return undefined;
  const refunds = await selectRefundRows(db, sql`r.payment_order_id = ${orderId}`, sql`r.created_at, r.id`);
  const events: ConsoleEvent[] = [
    {
      at: toIso(order.created_at),
      what: 'order_created',
      detail: `${inr(order.amount)} asked through ${order.provider}, order ${order.provider_order_id}`,
    },
  ];
  if (order.paid_at !== null)
    events.push({
      at: toIso(order.paid_at),
      what: 'paid',
      detail: order.provider_payment_id && `Payment ${order.provider_payment_id} captured`,
    });
  let subject: OpsOrderPage['subject'];
  if (order.booking_id !== null) {
    const [booking] = await queryRows<BookingFacts & { status_now: string }>(
      db,
      sql`select ${bookingFactsColumns}, ${bookingStatusNow(now)} as status_now from bookings b join buyers u on u.id = b.buyer_id
          where b.id = ${order.booking_id}`,
    );
    subject = { kind: 'booking', id: booking!.id, status: booking!.status_now, detail: bookingDetail(booking!, order.car_name) };
    events.push(...bookingEvents(booking!, now));
  } else {
    const [drive] = await queryRows<TestDriveFacts & { status_now: string }>(
      db,
      sql`select ${testDriveFactsColumns}, ${testDriveStatusNow(now)} as status_now from test_drives d where d.id = ${order.test_drive_id}`,
    );
    subject = { kind: 'test_drive', id: drive!.id, status: drive!.status_now, detail: testDriveDetail(drive!, order.car_name) };
    events.push(...testDriveEvents(drive!, now));
  }
  // After the subject's moves: a refund follows the cancellation that asked for it, at the same moment.
  for (const r of refunds) {
    events.push({ at: r.created_at, what: 'refund_started', detail: `Refund ${r.refund_id} of ${inr(r.amount)}: ${r.reason}` });
    if (r.status !== 'pending') events.push({ at: r.updated_at, what: REFUND_SETTLED[r.status], detail: `Refund ${r.refund_id}` });
  }
  const { failure_reason, vendor_id, vendor_name } = order;
  return {
    order: { ...orderOf(order), failure_reason, dealer: { vendor_id, name: vendor_name } },
    subject,
    refunds,
    events: oldestFirst(events),
  };
}
