// The offline stand-in for Razorpay, the default when no keys are configured. Its orders and refunds
// live in the database (every server sees them); it signs with Razorpay's scheme and its own secrets, and
// posts Razorpay-shaped signed webhooks to our own endpoint through `deliver` (no listening port needed).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayOrders, testGatewayRefunds } from '../../db/schema';
import type { Clock } from '../../deps';
import { PaymentProviderError, type CreatedOrder, type OrderState, type PaymentEvent, type PaymentProvider, type Refund } from './provider';
import { checkOrderInput } from './razorpay';
import { base62, EVENT_ID_HEADER, hmacHex, parseRazorpayWebhook, paymentSignature, SIGNATURE_HEADER, signatureMatches } from './scheme';

/** Posts a webhook's exact bytes with its headers to our own webhook endpoint; rejects when it was not taken. */
export type WebhookDeliver = (body: string, headers: Record<string, string>) => Promise<void>;

export interface TestGatewayOptions {
  db: Db;
  clock: Clock;
  keySecret: string;
  webhookSecret: string;
  deliver: WebhookDeliver;
  /** false: every webhook is lost on purpose (TEST_GATEWAY_WEBHOOKS=off), as a provider's may be. */
  webhooks?: boolean;
  log?: { warn(obj: object, msg: string): void };
}

/** What the buyer typed on the checkout page. */
export type CheckoutInput = { method: 'card'; cardNumber: string } | { method: 'upi'; vpa: string };

export type CheckoutResult =
  | { paid: true; orderId: string; paymentId: string; signature: string }
  | { paid: false; orderId: string; paymentId: string; code: string; description: string; reason: string };

interface Failure {
  code: string;
  reason: string;
  description: string;
}

// Razorpay's test instruments (docs: payments/test-card-details, and success@razorpay / failure@razorpay for UPI).
export const SUCCESS_CARDS = new Set(['4100280000001007', '5500670000001002', '6527658900001005', '36082800091007', '340256000401007']);
const declined: Failure = {
  code: 'BAD_REQUEST_ERROR',
  reason: 'card_declined',
  description: 'Your payment did not go through as it was declined by the bank. Try another payment method or contact your bank.',
};
export const FAILURE_CARDS = new Map<string, Failure>([
  ['4100280000060003', declined],
  ['4100280000050004', declined],
  ['4100280000040005', declined],
  ['5305620000030003', declined],
  [
    '4100280000080001',
    {
      code: 'BAD_REQUEST_ERROR',
      reason: 'insufficient_funds',
      description: 'Your payment could not be completed due to insufficient account balance. Try another card or payment method.',
    },
  ],
  [
    '4100280000000009',
    {
      code: 'GATEWAY_ERROR',
      reason: 'authentication_failed',
      description: 'Your payment could not be completed due to incorrect OTP or verification details.',
    },
  ],
]);
export const SUCCESS_VPA = 'success@razorpay';
export const FAILURE_VPA = 'failure@razorpay';
const upiFailure: Failure = { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', description: 'Payment failed (failure@razorpay).' };

/** The outcome Razorpay's test mode gives an instrument: success, a failure, or null for one it does not know. */
export function testOutcome(input: CheckoutInput): 'success' | Failure | null {
  if (input.method === 'upi') {
    const vpa = input.vpa.trim().toLowerCase();
    return vpa === SUCCESS_VPA ? 'success' : vpa === FAILURE_VPA ? upiFailure : null;
  }
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  return SUCCESS_CARDS.has(digits) ? 'success' : (FAILURE_CARDS.get(digits) ?? null);
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export class TestGateway implements PaymentProvider {
  readonly name = 'test' as const;
  /** Derived from the key secret, so that every server with the same secrets shows the same key. */
  readonly keyId: string;

  constructor(private readonly options: TestGatewayOptions) {
    const digest = createHash('sha256')
      .update(`key id|${options.keySecret}`)
      .digest('base64')
      .replace(/[^A-Za-z0-9]/g, '');
    this.keyId = `rzp_test_${digest.slice(0, 14)}`;
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<CreatedOrder> {
    checkOrderInput(input);
    const [order] = await this.options.db
      .insert(testGatewayOrders)
      .values({
        id: `order_${base62()}`,
        amountPaise: input.amountPaise,
        receipt: input.receipt,
        notes: input.notes,
        createdAt: this.options.clock.now(),
      })
      .returning({ id: testGatewayOrders.id });
    return { orderId: order!.id, amountPaise: input.amountPaise, currency: 'INR' };
  }

  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return signatureMatches(this.options.keySecret, `${input.orderId}|${input.paymentId}`, input.signature);
  }

  async fetchOrder(orderId: string): Promise<OrderState> {
    const order = await this.order(orderId);
    if (!order) throw new PaymentProviderError(`order ${orderId} does not exist`, 400, 'BAD_REQUEST_ERROR');
    return order.status === 'paid' && order.paymentId
      ? { status: 'paid', paymentId: order.paymentId, amountPaise: order.amountPaise }
      : { status: order.status === 'attempted' ? 'attempted' : 'created', amountPaise: order.amountPaise };
  }

  /** The order as the checkout page shows it, or undefined. */
  async order(orderId: string) {
    const [order] = await this.options.db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, orderId));
    return order;
  }

  /**
   * A payment attempt from the checkout page. A paid order answers its one payment again (no second
   * payment, no second webhook); otherwise the instrument decides, and a payment.captured or
   * payment.failed webhook is delivered. Null when the order does not exist or the instrument is not a test one.
   */
  async pay(orderId: string, input: CheckoutInput): Promise<CheckoutResult | null> {
    const outcome = testOutcome(input);
    if (!outcome) return null;
    const { db, clock, keySecret } = this.options;
    const paymentId = `pay_${base62()}`;
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      // The row lock makes two simultaneous payments of one order take turns: the second sees it paid.
      const [order] = await tx.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, orderId)).for('update');
      if (!order) return null;
      if (order.status === 'paid' && order.paymentId) {
        return { again: true, order, paymentId: order.paymentId };
      }
      await tx
        .update(testGatewayOrders)
        .set(outcome === 'success' ? { status: 'paid', paymentId, paidAt: now } : { status: 'attempted' })
        .where(eq(testGatewayOrders.id, orderId));
      return { again: false, order, paymentId };
    });
    if (!result) return null;
    const { order } = result;
    if (result.again || outcome === 'success') {
      if (!result.again) {
        await this.post('payment.captured', {
          payment: { entity: this.paymentEntity(order, paymentId, input, now, 'captured') },
        });
      }
      return { paid: true, orderId, paymentId: result.paymentId, signature: paymentSignature(keySecret, orderId, result.paymentId) };
    }
    await this.post('payment.failed', {
      payment: { entity: this.paymentEntity(order, paymentId, input, now, 'failed', outcome) },
    });
    return { paid: false, orderId, paymentId, ...outcome };
  }

  async refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes?: Record<string, string> }): Promise<Refund> {
    const refuse = (message: string) => new PaymentProviderError(message, 400, 'BAD_REQUEST_ERROR');
    if (!/^[A-Za-z0-9_-]{10,}$/.test(input.idempotencyKey)) throw refuse('a refund idempotency key is at least 10 letters, digits, - or _');
    if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100) throw refuse('a refund is a whole number of paise, at least 100');
    const { db, clock } = this.options;
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      // Locking the paid order serialises refunds of one payment, so together they never exceed it.
      const [order] = await tx
        .select()
        .from(testGatewayOrders)
        .where(and(eq(testGatewayOrders.paymentId, input.paymentId), eq(testGatewayOrders.status, 'paid')))
        .for('update');
      if (!order) throw refuse(`payment ${input.paymentId} does not exist or was not captured`);
      const [earlier] = await tx.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, input.idempotencyKey));
      if (earlier) {
        // Razorpay's rule: the same key with a different request is refused, never a second refund.
        if (earlier.paymentId !== input.paymentId || earlier.amountPaise !== input.amountPaise) {
          throw refuse('Different request with the same idempotency key has already been processed.');
        }
        return { refund: earlier, created: false };
      }
      const [refunded] = await tx
        .select({ total: sql<number>`coalesce(sum(${testGatewayRefunds.amountPaise}), 0)::int` })
        .from(testGatewayRefunds)
        .where(and(eq(testGatewayRefunds.paymentId, input.paymentId), eq(testGatewayRefunds.status, 'processed')));
      if ((refunded?.total ?? 0) + input.amountPaise > order.amountPaise) {
        throw refuse('The refund amount provided is greater than amount captured');
      }
      const [refund] = await tx
        .insert(testGatewayRefunds)
        .values({
          id: `rfnd_${base62()}`,
          paymentId: input.paymentId,
          amountPaise: input.amountPaise,
          idempotencyKey: input.idempotencyKey,
          status: 'processed',
          createdAt: now,
        })
        .returning();
      return { refund: refund!, created: true };
    });
    const { refund } = outcome;
    if (outcome.created) {
      await this.post('refund.processed', {
        refund: {
          entity: {
            id: refund.id,
            entity: 'refund',
            amount: refund.amountPaise,
            currency: 'INR',
            payment_id: refund.paymentId,
            notes: input.notes ?? {},
            receipt: null,
            status: 'processed',
            speed_processed: 'normal',
            speed_requested: 'normal',
            created_at: unix(refund.createdAt),
          },
        },
      });
    }
    return { refundId: refund.id, status: refund.status };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null {
    return parseRazorpayWebhook(this.options.webhookSecret, rawBody, headers);
  }

  private paymentEntity(
    order: { id: string; amountPaise: number; notes: Record<string, string> },
    paymentId: string,
    input: CheckoutInput,
    at: Date,
    status: 'captured' | 'failed',
    failure?: Failure,
  ) {
    return {
      id: paymentId,
      entity: 'payment',
      amount: order.amountPaise,
      currency: 'INR',
      status,
      order_id: order.id,
      method: input.method,
      captured: status === 'captured',
      ...(input.method === 'upi'
        ? { vpa: input.vpa.trim().toLowerCase() }
        : { card: { last4: input.cardNumber.replace(/\D/g, '').slice(-4) } }),
      notes: order.notes,
      error_code: failure?.code ?? null,
      error_description: failure?.description ?? null,
      error_reason: failure?.reason ?? null,
      created_at: unix(at),
    };
  }

  /** A Razorpay-shaped event, signed with the webhook secret and a new event id; a failed delivery is logged, not thrown. */
  private async post(event: string, payload: Record<string, unknown>): Promise<void> {
    if (this.options.webhooks === false) {
      this.options.log?.warn({ event }, 'test gateway: webhook lost on purpose (TEST_GATEWAY_WEBHOOKS=off)');
      return;
    }
    const body = JSON.stringify({
      entity: 'event',
      account_id: `acc_${this.keyId.slice(-14)}`,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unix(this.options.clock.now()),
    });
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: hmacHex(this.options.webhookSecret, body),
      [EVENT_ID_HEADER]: base62(),
    };
    try {
      await this.options.deliver(body, headers);
    } catch (err) {
      // As with Razorpay, the payment stands whatever the webhook's fate: verify-payment still asks fetchOrder.
      this.options.log?.warn({ err, event }, 'test gateway: webhook not delivered');
    }
  }
}
