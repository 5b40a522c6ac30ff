// The payment_orders, refunds, webhook_events, payment_anomalies and money_ledger tables. Each capture and
// each processed refund is written to the ledger by the same statement path that records it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { moneyLedger, paymentAnomalies, paymentOrders, refunds, webhookEvents } from '../../db/schema';
import { toPaise } from '../../lib/money';
import { orderMoves, refundMoves } from './states';

type Handle = Db | Tx;
export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertPaymentOrder(db: Handle, order: typeof paymentOrders.$inferInsert): Promise<PaymentOrder> {
  const [row] = await db.insert(paymentOrders).values(order).returning();
  return row!;
}

export async function selectOrderByProviderId(db: Handle, provider: string, providerOrderId: string): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)))
    .limit(1);
  return row;
}

/** The newest order of a booking or test drive that is not failed. */
export async function selectOrderOfSubject(
  db: Handle,
  subject: { bookingId: number } | { testDriveId: number },
): Promise<PaymentOrder | undefined> {
  const which =
    'bookingId' in subject ? eq(paymentOrders.bookingId, subject.bookingId) : eq(paymentOrders.testDriveId, subject.testDriveId);
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(which, inArray(paymentOrders.status, ['created', 'paid'])))
    .orderBy(sql`${paymentOrders.id} desc`)
    .limit(1);
  return row;
}

/** created or failed -> paid, once, with its capture in the ledger: answers whether this call made it paid (never back from paid). */
export async function markOrderPaid(tx: Tx, orderId: number, paymentId: string, now: Date): Promise<boolean> {
  const [moved] = await tx
    .update(paymentOrders)
    .set({ status: orderMoves.pay.to, providerPaymentId: paymentId, paidAt: now, failureReason: null })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, orderMoves.pay.from)))
    .returning();
  if (!moved) return false;
  await insertCapture(tx, { orderId, provider: moved.provider, paymentId, amountPaise: toPaise(moved.amount), now });
  return true;
}

/** A capture in the ledger, once per payment. */
export async function insertCapture(tx: Tx, c: { orderId: number; provider: string; paymentId: string; amountPaise: number; now: Date }) {
  await tx
    .insert(moneyLedger)
    .values({
      paymentOrderId: c.orderId,
      kind: 'capture',
      amountPaise: c.amountPaise,
      provider: c.provider,
      providerPaymentId: c.paymentId,
      createdAt: c.now,
    })
    .onConflictDoNothing();
}

/** A capture that did not match its order; false when it was recorded before. */
export async function insertAnomaly(
  tx: Tx,
  a: { orderId: number; provider: string; paymentId: string; expectedPaise: number; capturedPaise: number; now: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(paymentAnomalies)
    .values({
      paymentOrderId: a.orderId,
      provider: a.provider,
      providerPaymentId: a.paymentId,
      kind: 'amount_mismatch',
      expectedPaise: a.expectedPaise,
      capturedPaise: a.capturedPaise,
      createdAt: a.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentAnomalies.id });
  return row?.id;
}

export async function linkAnomalyRefund(tx: Tx, anomalyId: number, refundId: number): Promise<void> {
  await tx.update(paymentAnomalies).set({ refundId }).where(eq(paymentAnomalies.id, anomalyId));
}

/** Orders still waiting for their payment that were opened before `cutoff`, oldest first. */
export function selectCreatedOrdersBefore(db: Handle, cutoff: Date, limit: number): Promise<PaymentOrder[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'created'), sql`${paymentOrders.createdAt} <= ${cutoff.toISOString()}`))
    .orderBy(paymentOrders.createdAt, paymentOrders.id)
    .limit(limit);
}

/** A failed attempt: only an order still waiting fails (a failure reported after the payment changes nothing). */
export async function markOrderFailed(db: Handle, orderId: number, reason: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: orderMoves.fail.to, failureReason: reason.slice(0, 500) })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, orderMoves.fail.from)));
}

/** Records a webhook event; false when it was handled before. */
export async function insertWebhookEvent(tx: Tx, provider: string, eventId: string, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(webhookEvents)
    .values({ provider, eventId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return inserted.length === 1;
}

/** A refund to make; the same key twice is one refund. Answers its id, or undefined when it existed. */
export async function insertRefund(
  tx: Tx,
  refund: {
    paymentOrderId: number;
    amount: number;
    amountPaise: number;
    providerPaymentId?: string;
    reason: string;
    idempotencyKey: string;
    now: Date;
  },
): Promise<number | undefined> {
  const { now, ...values } = refund;
  const [row] = await tx
    .insert(refunds)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return row?.id;
}

export async function selectRefund(db: Handle, refundId: number) {
  const [row] = await db
    .select({ refund: refunds, order: paymentOrders })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.paymentOrderId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row;
}

/** The provider's answer to a refund: its id, and processed or failed when it says so; a processed one enters the ledger. */
export async function updateRefund(
  tx: Tx,
  refundId: number,
  change: { providerRefundId: string; status: RefundRow['status'] },
  now: Date,
): Promise<void> {
  const settled = change.status === 'pending' ? undefined : refundMoves[change.status];
  const [row] = await tx
    .update(refunds)
    .set({ providerRefundId: change.providerRefundId, status: settled?.to, updatedAt: now })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, settled?.from ?? ['pending'])))
    .returning();
  if (row?.status === 'processed') await insertRefundEntry(tx, row, now);
}

/** The provider's refund webhooks settle a pending refund; a processed one enters the ledger. */
export async function settleRefundByProviderId(tx: Tx, providerRefundId: string, status: 'processed' | 'failed', now: Date) {
  const move = refundMoves[status];
  const [row] = await tx
    .update(refunds)
    .set({ status: move.to, updatedAt: now })
    .where(and(eq(refunds.providerRefundId, providerRefundId), inArray(refunds.status, move.from)))
    .returning();
  if (row?.status === 'processed') await insertRefundEntry(tx, row, now);
}

async function insertRefundEntry(tx: Tx, refund: RefundRow, now: Date): Promise<void> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, refund.paymentOrderId)).limit(1);
  await tx
    .insert(moneyLedger)
    .values({
      paymentOrderId: refund.paymentOrderId,
      kind: 'refund',
      amountPaise: refund.amountPaise,
      provider: order!.provider,
      providerPaymentId: refund.providerPaymentId ?? order!.providerPaymentId!,
      refundId: refund.id,
      providerRefundId: refund.providerRefundId,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** The refunds of orders, for the lists that show a refund's state. */
export function selectRefundsOfOrders(db: Handle, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.paymentOrderId, orderIds));
}

/** The car an order pays for (a booking's or a test drive's), named in what the buyer is told about its money. */
export async function selectCarOfOrder(db: Handle, order: PaymentOrder): Promise<{ id: number; name: string }> {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select c.id, c.car_name as name from cars c
        where c.id = coalesce((select car_id from bookings where id = ${order.bookingId}), (select car_id from test_drives where id = ${order.testDriveId}))`,
  );
  return row!;
}
