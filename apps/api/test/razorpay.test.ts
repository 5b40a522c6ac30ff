import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { systemClock } from '../src/deps';
import { createPaymentProvider, PaymentProviderError, RazorpayProvider, TestGateway } from '../src/integrations/payments';
import type { Db } from '../src/db/client';
import { razorpayStandIn } from './helpers/razorpay-stand-in';

const KEY_ID = 'rzp_test_AbCdEf12345678';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret';

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

describe('the Razorpay provider against a stand-in of its API', () => {
  const razorpay = razorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
  let apiUrl: string;
  let provider: RazorpayProvider;
  beforeAll(async () => {
    apiUrl = await razorpay.start();
    provider = new RazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl });
  });
  afterAll(() => razorpay.stop());
  beforeEach(() => {
    razorpay.received.length = 0;
  });

  it('creates an order in paise and INR with the receipt and notes, through the SDK with Basic auth', async () => {
    const order = await provider.createOrder({
      amountPaise: 77_000_000,
      receipt: 'booking-42',
      notes: { booking_id: '42', purpose: 'booking' },
    });
    expect(order).toEqual({ orderId: expect.stringMatching(/^order_/), amountPaise: 77_000_000, currency: 'INR' });
    const req = razorpay.received.at(-1)!;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      auth: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    });
    expect(req.userAgent).toMatch(/^razorpay-node@2\.9\.8/);
    expect(req.body).toEqual({
      amount: 77_000_000,
      currency: 'INR',
      receipt: 'booking-42',
      notes: { booking_id: '42', purpose: 'booking' },
    });
    expect(razorpay.orders.get(order.orderId)?.amount).toBe(77_000_000);
  });

  it('refuses a receipt over 40 characters or an amount that is not whole paise before calling Razorpay', async () => {
    await expect(provider.createOrder({ amountPaise: 10_000, receipt: 'r'.repeat(41), notes: {} })).rejects.toThrow(/receipt/);
    await expect(provider.createOrder({ amountPaise: 100.5, receipt: 'ok', notes: {} })).rejects.toThrow(PaymentProviderError);
    await expect(provider.createOrder({ amountPaise: 99, receipt: 'ok', notes: {} })).rejects.toThrow(/at least 100/);
    expect(razorpay.received).toHaveLength(0);
    // Exactly 40 characters is Razorpay's limit, and accepted.
    await expect(provider.createOrder({ amountPaise: 10_000, receipt: 'r'.repeat(40), notes: {} })).resolves.toMatchObject({
      amountPaise: 10_000,
    });
  });

  it("turns Razorpay's 4xx error into a PaymentProviderError with its status, code and description", async () => {
    const wrongKey = new RazorpayProvider({ keyId: KEY_ID, keySecret: 'not-the-secret-at-all', webhookSecret: WEBHOOK_SECRET, apiUrl });
    const err = await wrongKey.createOrder({ amountPaise: 10_000, receipt: 'r1', notes: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', message: expect.stringContaining('Authentication failed') });
    await expect(provider.fetchOrder('order_doesnotexist000')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('does not exist'),
    });
  });

  it('reports an unreachable Razorpay as status 0', async () => {
    const gone = razorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
    const url = await gone.start();
    await gone.stop();
    const offline = new RazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: url });
    await expect(offline.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })).rejects.toMatchObject({ status: 0 });
    await expect(offline.refund({ paymentId: 'pay_x', amountPaise: 10_000, idempotencyKey: 'refund-key-1' })).rejects.toMatchObject({
      status: 0,
    });
  });

  it("reads an order's state, and its captured payment when paid", async () => {
    const { orderId } = await provider.createOrder({ amountPaise: 1_000_000, receipt: 'td-7', notes: {} });
    expect(await provider.fetchOrder(orderId)).toEqual({ status: 'created', amountPaise: 1_000_000 });
    const order = razorpay.orders.get(orderId)!;
    order.status = 'attempted';
    order.payments.push({ id: 'pay_failedfailed0001', status: 'failed' });
    expect(await provider.fetchOrder(orderId)).toEqual({ status: 'attempted', amountPaise: 1_000_000 });
    order.status = 'paid';
    order.payments.push({ id: 'pay_capturedcapt002', status: 'captured' });
    expect(await provider.fetchOrder(orderId)).toEqual({ status: 'paid', paymentId: 'pay_capturedcapt002', amountPaise: 1_000_000 });
    expect(razorpay.received.map((r) => `${r.method} ${r.url}`)).toContain(`GET /v1/orders/${orderId}/payments`);
  });

  it('refunds with the X-Refund-Idempotency header, once per key', async () => {
    const first = await provider.refund({
      paymentId: 'pay_capturedcapt002',
      amountPaise: 1_000_000,
      idempotencyKey: 'refund-td-7-full',
      notes: { reason: 'cancelled' },
    });
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_/), status: 'processed' });
    const req = razorpay.received.at(-1)!;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_capturedcapt002/refund',
      idempotency: 'refund-td-7-full',
      auth: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      body: { amount: 1_000_000, notes: { reason: 'cancelled' } },
    });
    const again = await provider.refund({
      paymentId: 'pay_capturedcapt002',
      amountPaise: 1_000_000,
      idempotencyKey: 'refund-td-7-full',
      notes: { reason: 'cancelled' },
    });
    expect(again.refundId).toBe(first.refundId);
    expect(razorpay.refunds.size).toBe(1);
    await expect(
      provider.refund({ paymentId: 'pay_capturedcapt002', amountPaise: 500_000, idempotencyKey: 'refund-td-7-full' }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('same idempotency key'),
    });
    const sent = razorpay.received.length;
    await expect(provider.refund({ paymentId: 'pay_capturedcapt002', amountPaise: 1_000, idempotencyKey: 'short' })).rejects.toThrow(
      /idempotency key/,
    );
    expect(razorpay.received).toHaveLength(sent);
  });

  it('accepts the signature of order_id|payment_id with the key secret and nothing else', () => {
    const orderId = 'order_IluGWxBm9U8zJ8';
    const paymentId = 'pay_IluGYqfjmmkLlv';
    const signature = hmac(KEY_SECRET, `${orderId}|${paymentId}`);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: signature.toUpperCase() })).toBe(true);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: tampered })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: signature.slice(0, 63) })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: `${signature}00` })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: '' })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: 'z'.repeat(64) })).toBe(false);
    // Another order's id, or the webhook secret, do not sign this payment.
    expect(provider.verifyPaymentSignature({ orderId: 'order_IluGWxBm9U8zJ9', paymentId, signature })).toBe(false);
    expect(provider.verifyPaymentSignature({ orderId, paymentId, signature: hmac(WEBHOOK_SECRET, `${orderId}|${paymentId}`) })).toBe(false);
  });
});

describe("the Razorpay provider's webhooks", () => {
  const provider = new RazorpayProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: 'http://127.0.0.1:9',
  });
  const payment = { id: 'pay_29QQoUBi66xm2f', entity: 'payment', amount: 5_000_000, currency: 'INR', order_id: 'order_9A33XWu170gUtm' };
  const signed = (body: object, eventId = 'KzTjf8lsbXfiWR', secret = WEBHOOK_SECRET) => {
    const raw = Buffer.from(JSON.stringify(body));
    return {
      raw,
      headers: { 'x-razorpay-signature': hmac(secret, raw.toString()), 'x-razorpay-event-id': eventId, 'content-type': 'application/json' },
    };
  };
  const event = (name: string, payload: object) => ({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: 1767225600,
  });

  it('maps payment.captured, order.paid, payment.failed, refund.processed and refund.failed', () => {
    const captured = signed(event('payment.captured', { payment: { entity: { ...payment, status: 'captured' } } }), 'evt1AAAAAAAAAAA');
    expect(provider.parseWebhook(captured.raw, captured.headers)).toEqual({
      id: 'evt1AAAAAAAAAAA',
      type: 'payment.captured',
      orderId: 'order_9A33XWu170gUtm',
      paymentId: 'pay_29QQoUBi66xm2f',
      amountPaise: 5_000_000,
    });
    const paid = signed(
      event('order.paid', {
        payment: { entity: { ...payment, status: 'captured' } },
        order: { entity: { id: payment.order_id, entity: 'order', status: 'paid' } },
      }),
    );
    expect(provider.parseWebhook(paid.raw, paid.headers)).toMatchObject({
      type: 'order.paid',
      orderId: payment.order_id,
      paymentId: payment.id,
      amountPaise: 5_000_000,
    });
    const failed = signed(
      event('payment.failed', {
        payment: {
          entity: {
            ...payment,
            status: 'failed',
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Payment failed',
            error_reason: 'card_declined',
          },
        },
      }),
    );
    expect(provider.parseWebhook(failed.raw, failed.headers)).toMatchObject({
      type: 'payment.failed',
      orderId: payment.order_id,
      paymentId: payment.id,
      reason: 'Payment failed',
    });
    for (const name of ['refund.processed', 'refund.failed']) {
      const refund = signed(
        event(name, {
          refund: {
            entity: { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 5_000_000, payment_id: payment.id, status: name.slice(7) },
          },
        }),
      );
      expect(provider.parseWebhook(refund.raw, refund.headers)).toEqual({
        id: 'KzTjf8lsbXfiWR',
        type: name,
        refundId: 'rfnd_FP8QHiV938haTz',
        paymentId: payment.id,
      });
    }
  });

  it('ignores a signed event it does not act on', () => {
    const other = signed(event('payment.authorized', { payment: { entity: payment } }));
    expect(provider.parseWebhook(other.raw, other.headers)).toEqual({ id: 'KzTjf8lsbXfiWR', type: 'ignored', name: 'payment.authorized' });
    const incomplete = signed(event('payment.captured', { payment: { entity: { id: payment.id } } }));
    expect(provider.parseWebhook(incomplete.raw, incomplete.headers)).toMatchObject({
      type: 'ignored',
      name: 'payment.captured (incomplete)',
    });
  });

  it('refuses a bad, missing or misplaced signature, and a body changed after signing', () => {
    const good = signed(event('payment.captured', { payment: { entity: { ...payment, status: 'captured' } } }));
    expect(provider.parseWebhook(good.raw, good.headers)).not.toBeNull();
    const changed = Buffer.from(good.raw.toString().replace('5000000', '5000001'));
    expect(provider.parseWebhook(changed, good.headers)).toBeNull();
    expect(provider.parseWebhook(good.raw, { ...good.headers, 'x-razorpay-signature': undefined })).toBeNull();
    expect(provider.parseWebhook(good.raw, { ...good.headers, 'x-razorpay-signature': 'abc' })).toBeNull();
    const withKeySecret = signed(event('payment.captured', { payment: { entity: payment } }), 'e', KEY_SECRET);
    expect(provider.parseWebhook(withKeySecret.raw, withKeySecret.headers)).toBeNull();
  });
});

describe('the payments configuration', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'luxe-pay-config-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const noDb = {} as Db;
  const deliver = async () => {};

  it('requires the three Razorpay secrets together, naming the missing ones', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: KEY_ID })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/RAZORPAY_WEBHOOK_SECRET: is required with the other Razorpay keys/);
      expect((err as Error).message).not.toMatch(/RAZORPAY_KEY_SECRET:/);
    }
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        RAZORPAY_KEY_ID: 'key_live_x',
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    ).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/);
  });

  it('chooses Razorpay with the keys and the test gateway without them', () => {
    const withKeys = loadConfig({
      DATA_DIR: dataDir(),
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(withKeys.RAZORPAY_API_URL).toBe('https://api.razorpay.com');
    const razorpay = createPaymentProvider(withKeys, { db: noDb, clock: systemClock, deliver });
    expect(razorpay).toBeInstanceOf(RazorpayProvider);
    expect(razorpay).toMatchObject({ name: 'razorpay', keyId: KEY_ID });
    const gateway = createPaymentProvider(loadConfig({ DATA_DIR: dataDir() }), { db: noDb, clock: systemClock, deliver });
    expect(gateway).toBeInstanceOf(TestGateway);
    expect(gateway.name).toBe('test');
    expect(gateway.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
  });

  it("generates the test gateway's secrets once into DATA_DIR, or takes them from the environment", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.secrets.testGatewayKeySecret.length).toBeGreaterThanOrEqual(40);
    expect(first.secrets.testGatewayWebhookSecret).not.toBe(first.secrets.testGatewayKeySecret);
    expect(loadConfig({ DATA_DIR: dir }).secrets).toEqual(first.secrets);
    const given = 'k'.repeat(40);
    const fromEnv = loadConfig({ DATA_DIR: dataDir(), TEST_GATEWAY_KEY_SECRET: given });
    expect(fromEnv.secrets.testGatewayKeySecret).toBe(given);
    const a = createPaymentProvider(fromEnv, { db: noDb, clock: systemClock, deliver });
    const b = createPaymentProvider(loadConfig({ DATA_DIR: dataDir(), TEST_GATEWAY_KEY_SECRET: given }), {
      db: noDb,
      clock: systemClock,
      deliver,
    });
    // Servers given the same secret show the same key id.
    expect(a.keyId).toBe(b.keyId);
    expect(a.keyId).not.toBe(createPaymentProvider(first, { db: noDb, clock: systemClock, deliver }).keyId);
  });
});
