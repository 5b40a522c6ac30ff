// Razorpay's signature scheme and webhook shapes, shared by the Razorpay provider and the test gateway
// (the same flow and signatures, so the server cannot tell them apart).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentEvent } from './provider';

export const SIGNATURE_HEADER = 'x-razorpay-signature';
export const EVENT_ID_HEADER = 'x-razorpay-event-id';

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Whether `given` is the hex HMAC-SHA256 of `data`; compared in constant time (Razorpay's SDK uses ===). */
export function signatureMatches(secret: string, data: string | Buffer, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(hmacHex(secret, data), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The signature Checkout hands the browser: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` random base62 characters (Razorpay's ids are a prefix and 14 of them). */
export function base62(length = 14): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 62 * 4 = 248: bytes above it are dropped so that every character is equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

interface Entity {
  id?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  error_code?: unknown;
  error_description?: unknown;
  error_reason?: unknown;
}

interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * A webhook's event when `X-Razorpay-Signature` is the HMAC of the raw bytes with the webhook secret,
 * else null. The event id is Razorpay's `x-razorpay-event-id` (the body's hash when a sender left it out).
 */
export function parseRazorpayWebhook(
  webhookSecret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): PaymentEvent | null {
  if (!signatureMatches(webhookSecret, rawBody, header(headers, SIGNATURE_HEADER))) return null;
  const id = header(headers, EVENT_ID_HEADER) ?? `sha256_${createHash('sha256').update(rawBody).digest('hex')}`;
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    return { id, type: 'ignored', name: 'unreadable body' };
  }
  const name = str(body?.event) ?? 'unnamed';
  const payment = body.payload?.payment?.entity;
  const order = body.payload?.order?.entity;
  const refund = body.payload?.refund?.entity;
  switch (name) {
    case 'payment.captured':
    case 'order.paid': {
      const orderId = str(payment?.order_id) ?? str(order?.id);
      const paymentId = str(payment?.id);
      const amountPaise = payment?.amount;
      if (!orderId || !paymentId || typeof amountPaise !== 'number') break;
      return { id, type: name, orderId, paymentId, amountPaise };
    }
    case 'payment.failed': {
      const orderId = str(payment?.order_id);
      const paymentId = str(payment?.id);
      if (!orderId || !paymentId) break;
      const reason = str(payment?.error_description) ?? str(payment?.error_reason) ?? str(payment?.error_code) ?? 'payment failed';
      return { id, type: name, orderId, paymentId, reason };
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refundId = str(refund?.id);
      const paymentId = str(refund?.payment_id) ?? str(payment?.id);
      if (!refundId || !paymentId) break;
      return { id, type: name, refundId, paymentId };
    }
  }
  // A signed event we do not act on; one of ours without the ids it should carry is named as such.
  const known = ['payment.captured', 'order.paid', 'payment.failed', 'refund.processed', 'refund.failed'].includes(name);
  return { id, type: 'ignored', name: known ? `${name} (incomplete)` : name };
}
