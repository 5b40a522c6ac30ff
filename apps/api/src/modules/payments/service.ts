// Money through the provider (docs/money.md): orders for the server's own amounts, payment verified by a
// signature or by asking the provider, webhooks handled once, refunds made once. Knows nothing of what
// is paid for: the booking or test drive module hands in what to do once its order is paid (`Confirm`).
import type { Order, VerifyPaymentBody } from '@luxe/contract';
import { retryOnDeadlock, type Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { CHECKOUT_PATH, PaymentProviderError } from '../../integrations/payments';
import { scheduleJob, type JobDefinitions } from '../../jobs/runner';
import { inr, toPaise } from '../../lib/money';
import { notify } from '../notifications';
import {
  insertAnomaly,
  insertCapture,
  insertPaymentOrder,
  insertRefund,
  linkAnomalyRefund,
  insertWebhookEvent,
  markOrderFailed,
  markOrderPaid,
  selectCreatedOrdersBefore,
  selectOrderByProviderId,
  selectOrderOfSubject,
  selectCarOfOrder,
  selectRefund,
  settleRefundByProviderId,
  updateRefund,
  type PaymentOrder,
} from './queries';

export type Purpose = PaymentOrder['purpose'];
export type { PaymentOrder };

/** What the subject's module does once its order is paid, in the same transaction; a refund reason when it can no longer deliver. */
export type Confirm = (tx: Tx, order: PaymentOrder, now: Date) => Promise<{ refundReason?: string }>;

export interface Subject {
  purpose: Purpose;
  subject: { bookingId: number } | { testDriveId: number };
  buyerId: number;
  /** Whole rupees, from the server's own record. */
  amount: number;
  /** A car booking's price, of which `amount` is the token. */
  carPrice?: number;
  /** At most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
  holdExpiresAt: Date;
}

const PROVIDER_DOWN = 'We could not reach the payment service. Please try again in a minute.';

function orderAnswer(deps: AppDeps, order: PaymentOrder, s: Subject): Order {
  return {
    rzp_order_id: order.providerOrderId,
    provider: deps.payments.name,
    key_id: deps.payments.keyId,
    amount: toPaise(order.amount),
    currency: 'INR',
    amount_rupees: order.amount,
    car_price: s.carPrice ?? null,
    booking_id: order.bookingId,
    test_drive_id: order.testDriveId,
    hold_expires_at: s.holdExpiresAt.toISOString(),
    checkout_url: deps.payments.name === 'test' ? `${CHECKOUT_PATH}/${order.providerOrderId}` : null,
  };
}

/** The open order of a booking or test drive, made at the provider on first asking (the same order when asked again). */
export async function openOrder(deps: AppDeps, s: Subject): Promise<Order> {
  const db = deps.database.db;
  const existing = await selectOrderOfSubject(db, s.subject);
  if (existing) return orderAnswer(deps, existing, s);
  let created;
  try {
    created = await deps.payments.createOrder({ amountPaise: toPaise(s.amount), receipt: s.receipt, notes: s.notes });
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new HttpError(502, PROVIDER_DOWN);
    throw err;
  }
  const order = await insertPaymentOrder(db, {
    provider: deps.payments.name,
    providerOrderId: created.orderId,
    purpose: s.purpose,
    buyerId: s.buyerId,
    ...s.subject,
    amount: s.amount,
    createdAt: deps.clock.now(),
  });
  return orderAnswer(deps, order, s);
}

/** Marks the order paid once and lets its subject confirm; a subject that can no longer deliver is refunded in full. */
async function settle(tx: Tx, deps: AppDeps, order: PaymentOrder, paymentId: string, confirm: Confirm, now: Date): Promise<void> {
  if (!(await markOrderPaid(tx, order.id, paymentId, now))) return;
  const { refundReason } = await confirm(tx, { ...order, status: 'paid', providerPaymentId: paymentId, paidAt: now }, now);
  if (!refundReason) return;
  await requestRefund(tx, order, order.amount, refundReason, `full-${order.id}`, now);
  await tellRefunded(tx, order, order.amount, refundReason, now);
}

async function tellRefunded(tx: Tx, order: PaymentOrder, rupees: number, why: string, now: Date): Promise<void> {
  const car = await selectCarOfOrder(tx, order);
  await notify(tx, {
    to: { kind: 'buyer', id: order.buyerId },
    kind: 'refund_started',
    title: 'Payment refunded',
    body: `Your payment of ${inr(rupees)} for the ${car.name} could not be used: ${why} It will be refunded in full in 7 to 10 working days.`,
    carId: car.id,
    now,
  });
}

/**
 * A capture the provider reports for an order: its own amount settles the order; any other amount is
 * never dropped: it is kept as an anomaly (with its capture in the ledger), refunded in full, and shown
 * to operators, while the order stays unpaid.
 */
async function captureArrived(
  tx: Tx,
  deps: AppDeps,
  order: PaymentOrder,
  capture: { paymentId: string; amountPaise: number },
  confirm: Confirm,
  now: Date,
): Promise<'settled' | 'anomaly'> {
  const expectedPaise = toPaise(order.amount);
  if (capture.amountPaise === expectedPaise) {
    await settle(tx, deps, order, capture.paymentId, confirm, now);
    return 'settled';
  }
  const anomalyId = await insertAnomaly(tx, {
    orderId: order.id,
    provider: order.provider,
    paymentId: capture.paymentId,
    expectedPaise,
    capturedPaise: capture.amountPaise,
    now,
  });
  if (anomalyId === undefined) return 'anomaly';
  // Not this order's payment: the order waits no more for it (a right payment may still pay it).
  await markOrderFailed(tx, order.id, `A payment of ${inr(capture.amountPaise / 100)} did not match the order; it is refunded.`);
  await insertCapture(tx, {
    orderId: order.id,
    provider: order.provider,
    paymentId: capture.paymentId,
    amountPaise: capture.amountPaise,
    now,
  });
  const rupees = capture.amountPaise / 100;
  const refundId = await insertRefund(tx, {
    paymentOrderId: order.id,
    amount: Math.round(rupees),
    amountPaise: capture.amountPaise,
    providerPaymentId: capture.paymentId,
    reason: `Captured ${inr(rupees)} for an order of ${inr(order.amount)}.`,
    idempotencyKey: `refund-anomaly-${order.provider}-${capture.paymentId}`,
    now,
  });
  if (refundId !== undefined) {
    await scheduleRefund(tx, refundId, now);
    await linkAnomalyRefund(tx, anomalyId, refundId);
  }
  await tellRefunded(tx, order, Math.round(rupees), `it was for another amount than the ${inr(order.amount)} due.`, now);
  return 'anomaly';
}

/**
 * verify-payment: with a signature the server checks it against its own order id; with order_id
 * alone it asks the provider. Either way the order is paid once; a second call changes nothing.
 */
export async function verifyPayment(
  deps: AppDeps,
  buyerId: number,
  purpose: Purpose,
  body: VerifyPaymentBody,
  confirm: Confirm,
): Promise<PaymentOrder> {
  const db = deps.database.db;
  const order = await selectOrderByProviderId(db, deps.payments.name, body.order_id);
  // Another buyer's order answers as an unknown one.
  if (!order || order.buyerId !== buyerId || order.purpose !== purpose) throw notFound('Order not found');
  if (order.status === 'paid') return order;
  let paymentId: string;
  // A signature vouches for the payment of this order, made for the order's amount.
  let amountPaise = toPaise(order.amount);
  if (body.razorpay_payment_id !== undefined || body.razorpay_signature !== undefined) {
    if (!body.razorpay_payment_id) throw badRequest('razorpay_payment_id is required with razorpay_signature', 'razorpay_payment_id');
    if (!body.razorpay_signature) throw badRequest('razorpay_signature is required with razorpay_payment_id', 'razorpay_signature');
    const valid = deps.payments.verifyPaymentSignature({
      orderId: order.providerOrderId,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    if (!valid) throw badRequest('The payment could not be verified: its signature does not match.', 'razorpay_signature');
    paymentId = body.razorpay_payment_id;
  } else {
    let state;
    try {
      state = await deps.payments.fetchOrder(order.providerOrderId);
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new HttpError(502, PROVIDER_DOWN);
      throw err;
    }
    if (state.status !== 'paid' || !state.paymentId) throw conflict('This order is not paid yet. Please complete the payment.');
    paymentId = state.paymentId;
    amountPaise = state.amountPaise;
  }
  const now = deps.clock.now();
  const outcome = await retryOnDeadlock(() =>
    db.transaction((tx) => captureArrived(tx, deps, order, { paymentId, amountPaise }, confirm, now)),
  );
  if (outcome === 'anomaly')
    throw conflict('The amount paid does not match the order: it will be refunded in full. Please contact support.');
  return (await selectOrderByProviderId(db, deps.payments.name, body.order_id))!;
}

/** A refund of `amount` rupees of a paid order, made by a job (an outside call, retried; the key makes it once). */
export async function requestRefund(tx: Tx, order: PaymentOrder, amount: number, reason: string, key: string, now: Date): Promise<void> {
  const refundId = await insertRefund(tx, {
    paymentOrderId: order.id,
    amount,
    amountPaise: toPaise(amount),
    reason,
    idempotencyKey: `refund-${key}`,
    now,
  });
  if (refundId !== undefined) await scheduleRefund(tx, refundId, now);
}

function scheduleRefund(tx: Tx, refundId: number, now: Date) {
  return scheduleJob(tx, paymentJobs, { name: REFUND_JOB, key: `refund:${refundId}`, runAt: now, payload: { refundId } });
}

/**
 * POST /api/webhooks/razorpay: the signature over the raw bytes, each event once, payments forward only
 * (a failure after a capture changes nothing; a capture after a failure pays). Answers what it did.
 */
export async function handleWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  confirmFor: (purpose: Purpose) => Confirm,
): Promise<'handled' | 'duplicate' | 'ignored'> {
  const event = deps.payments.parseWebhook(rawBody, headers);
  if (!event) throw badRequest('The webhook signature does not match.');
  const now = deps.clock.now();
  // A payment's confirmation inserts a hold (the reservation or the booked slot): a deadlock with another is run again.
  return retryOnDeadlock(() =>
    deps.database.db.transaction(async (tx) => {
      if (!(await insertWebhookEvent(tx, deps.payments.name, event.id, now))) return 'duplicate';
      switch (event.type) {
        case 'payment.captured':
        case 'order.paid': {
          const order = await selectOrderByProviderId(tx, deps.payments.name, event.orderId);
          if (!order) return 'ignored';
          await captureArrived(tx, deps, order, event, confirmFor(order.purpose), now);
          return 'handled';
        }
        case 'payment.failed': {
          const order = await selectOrderByProviderId(tx, deps.payments.name, event.orderId);
          if (!order) return 'ignored';
          await markOrderFailed(tx, order.id, event.reason);
          return 'handled';
        }
        case 'refund.processed':
        case 'refund.failed':
          await settleRefundByProviderId(tx, event.refundId, event.type === 'refund.processed' ? 'processed' : 'failed', now);
          return 'handled';
        default:
          return 'ignored';
      }
    }),
  );
}

const REFUND_JOB = 'refund';

export const paymentJobs: JobDefinitions = {
  [REFUND_JOB]: {
    priority: 'money',
    async run(deps, job) {
      const { refundId } = job.payload as { refundId: number };
      const found = await selectRefund(deps.database.db, refundId);
      if (!found || found.refund.providerRefundId || found.refund.status !== 'pending') return;
      const { refund, order } = found;
      if (!refund.providerPaymentId && !order.providerPaymentId) throw new Error(`refund ${refundId}: its order has no captured payment`);
      const made = await deps.payments.refund({
        paymentId: (refund.providerPaymentId ?? order.providerPaymentId)!,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: { reason: refund.reason.slice(0, 250) },
      });
      const change = { providerRefundId: made.refundId, status: made.status };
      await deps.database.db.transaction((tx) => updateRefund(tx, refundId, change, deps.clock.now()));
    },
  },
};

/** How long an order may wait for its webhook before the job asks the provider about it. */
export const RECONCILE_AFTER_MS = 20 * 60_000;
const RECONCILE_BATCH = 200;

/**
 * Asks the provider about every order still `created` that was opened `olderThanMs` ago or more, and
 * settles each paid one exactly as its webhook would have (paid, refunded if its hold was taken
 * meanwhile, or kept as an anomaly). Answers how many it asked about and what became of them.
 */
export async function reconcileOrders(deps: AppDeps, olderThanMs: number, confirmFor: (purpose: Purpose) => Confirm) {
  const now = deps.clock.now();
  const due = await selectCreatedOrdersBefore(deps.database.db, new Date(now.getTime() - olderThanMs), RECONCILE_BATCH);
  const result = { checked: 0, settled: 0, anomalies: 0, unpaid: 0, unreachable: 0 };
  for (const order of due.filter((o) => o.provider === deps.payments.name)) {
    result.checked++;
    let state;
    try {
      state = await deps.payments.fetchOrder(order.providerOrderId);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      result.unreachable++;
      continue;
    }
    if (state.status !== 'paid' || !state.paymentId) {
      result.unpaid++;
      continue;
    }
    const capture = { paymentId: state.paymentId, amountPaise: state.amountPaise };
    const outcome = await retryOnDeadlock(() =>
      deps.database.db.transaction(async (tx) => {
        // Re-read under the transaction: a webhook may have settled it since.
        const current = await selectOrderByProviderId(tx, order.provider, order.providerOrderId);
        if (current?.status !== 'created') return 'gone' as const;
        return captureArrived(tx, deps, current, capture, confirmFor(current.purpose), now);
      }),
    );
    if (outcome === 'settled') result.settled++;
    if (outcome === 'anomaly') result.anomalies++;
  }
  return result;
}
