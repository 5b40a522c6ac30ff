import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverByInject, PaymentProviderError, TestGateway, WEBHOOK_PATH } from '../src/integrations/payments';
import { indianDateTime } from '../src/lib/time';
import { createTestApp, type TestApp } from './helpers/app';

interface Delivery {
  body: string;
  headers: Record<string, string>;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const SUCCESS_CARD = { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123' };

describe('the test gateway through the app', () => {
  const deliveries: Delivery[] = [];
  let t: TestApp;
  let gateway: TestGateway;
  let webhookSecret: string;
  let keySecret: string;
  beforeAll(async () => {
    // POST /api/webhooks/razorpay is the bookings module's: here the deliveries are captured instead.
    t = await createTestApp({ deliverWebhook: async (body, headers) => void deliveries.push({ body, headers }) });
    gateway = t.payments as TestGateway;
    webhookSecret = t.app.deps.config.secrets.testGatewayWebhookSecret;
    keySecret = t.app.deps.config.secrets.testGatewayKeySecret;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    deliveries.length = 0;
  });

  const openPage = (orderId: string, callback = '/bookings/done') =>
    t.app.inject({ method: 'GET', url: `/test-gateway/checkout/${orderId}?callback_url=${encodeURIComponent(callback)}` });
  const pay = (orderId: string, fields: Record<string, string>, callback = '/bookings/done') =>
    t.app.inject({
      method: 'POST',
      url: `/test-gateway/checkout/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...fields, callback_url: callback }),
    });
  const redirectParams = (location: string) => new URL(location, 'http://x').searchParams;
  const newOrder = (amountPaise = 7_700_000) =>
    gateway.createOrder({ amountPaise, receipt: `bk-${Date.now()}`, notes: { booking_id: '1' } });

  it('is the provider without Razorpay keys, with an rzp_test_ key id', () => {
    expect(gateway).toBeInstanceOf(TestGateway);
    expect(gateway.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
  });

  it('creates orders with Razorpay-like ids, kept in the database for every server', async () => {
    const order = await newOrder();
    expect(order).toEqual({ orderId: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/), amountPaise: 7_700_000, currency: 'INR' });
    const other = new TestGateway({ db: t.database.db, clock: t.clock, keySecret, webhookSecret, deliver: async () => {} });
    expect(await other.fetchOrder(order.orderId)).toEqual({ status: 'created', amountPaise: 7_700_000 });
    await expect(gateway.createOrder({ amountPaise: 10_000, receipt: 'x'.repeat(41), notes: {} })).rejects.toThrow(PaymentProviderError);
    await expect(gateway.fetchOrder('order_nonexistent0000')).rejects.toMatchObject({ status: 400 });
  });

  it('serves a self-contained checkout page showing the amount in rupees and the merchant', async () => {
    const { orderId } = await newOrder(3_850_000_00);
    const res = await openPage(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('₹38,50,000.00');
    expect(res.body).toContain('Luxe Wheels');
    for (const field of ['card_number', 'card_expiry', 'card_cvv', 'upi_id']) expect(res.body).toContain(`name="${field}"`);
    expect(res.body).toContain(`action="/test-gateway/checkout/${orderId}"`);
    expect(res.body).not.toMatch(/<script|<link|src=|https?:\/\//i);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await openPage('order_nonexistent0000')).statusCode).toBe(404);
  });

  it('pays with the success card: the redirect carries a signature that verifies, and the order reads paid', async () => {
    const { orderId } = await newOrder();
    const res = await pay(orderId, SUCCESS_CARD, '/bookings/done?booking=9');
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location.startsWith('/bookings/done?booking=9&')).toBe(true);
    const params = redirectParams(location);
    expect(params.get('razorpay_order_id')).toBe(orderId);
    const paymentId = params.get('razorpay_payment_id')!;
    expect(paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    const signature = params.get('razorpay_signature')!;
    expect(signature).toBe(hmac(keySecret, `${orderId}|${paymentId}`));
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true);
    expect(await gateway.fetchOrder(orderId)).toEqual({ status: 'paid', paymentId, amountPaise: 7_700_000 });
    expect(params.get('error_code')).toBeNull();

    // One signed payment.captured webhook, as Razorpay's: the body's HMAC with the webhook secret, a new event id.
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery!.headers['x-razorpay-signature']).toBe(hmac(webhookSecret, delivery!.body));
    expect(delivery!.headers['x-razorpay-event-id']).toMatch(/^[0-9A-Za-z]{14}$/);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 7_700_000, currency: 'INR', status: 'captured' } } },
    });
    expect(gateway.parseWebhook(Buffer.from(delivery!.body), delivery!.headers)).toEqual({
      id: delivery!.headers['x-razorpay-event-id'],
      type: 'payment.captured',
      orderId,
      paymentId,
      amountPaise: 7_700_000,
    });

    // Paying again (even with a failing card) changes nothing: the same payment, no second webhook.
    const again = await pay(orderId, { method: 'upi', upi_id: 'failure@razorpay' });
    expect(again.statusCode).toBe(303);
    expect(redirectParams(again.headers.location as string).get('razorpay_payment_id')).toBe(paymentId);
    expect(deliveries).toHaveLength(1);
  });

  it("shows a paid order's page as paid, when, and the way back, with nothing to pay", async () => {
    const { orderId } = await newOrder();
    const paidAt = t.clock.now();
    await pay(orderId, SUCCESS_CARD, '/bookings/done?booking=9');
    // The buyer comes back to the page (the browser's Back): it is asked for again, never kept.
    const res = await openPage(orderId, '/bookings/done?booking=9');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`This order is paid: ₹77,000.00 on ${indianDateTime(paidAt)} (India time).`);
    expect(res.body).toContain(`<a class="back" href="/bookings/done?booking=9&amp;razorpay_order_id=${orderId}">Back to Luxe Wheels</a>`);
    expect(res.body).toContain('<title>Paid ₹77,000.00 to Luxe Wheels');
    expect(res.body).not.toMatch(/<form|<button|<input|Pay ₹/);
    // A page of before, sent again, charges nothing: the same payment, no second webhook.
    const paymentId = (await gateway.fetchOrder(orderId)).paymentId;
    const again = await pay(orderId, SUCCESS_CARD, '/bookings/done?booking=9');
    expect(redirectParams(again.headers.location as string).get('razorpay_payment_id')).toBe(paymentId);
    expect(deliveries).toHaveLength(1);
  });

  it('fails with failure@razorpay: the redirect carries the error and the order is not paid; a later success pays it', async () => {
    const { orderId } = await newOrder();
    const res = await pay(orderId, { method: 'upi', upi_id: 'failure@razorpay' });
    expect(res.statusCode).toBe(303);
    const params = redirectParams(res.headers.location as string);
    expect(params.get('error_code')).toBe('BAD_REQUEST_ERROR');
    expect(params.get('error_description')).toBeTruthy();
    expect(params.get('razorpay_order_id')).toBe(orderId);
    expect(params.get('razorpay_signature')).toBeNull();
    expect(await gateway.fetchOrder(orderId)).toEqual({ status: 'attempted', amountPaise: 7_700_000 });
    expect(deliveries).toHaveLength(1);
    const failed = gateway.parseWebhook(Buffer.from(deliveries[0]!.body), deliveries[0]!.headers);
    expect(failed).toMatchObject({ type: 'payment.failed', orderId });

    const declined = await pay(orderId, { ...SUCCESS_CARD, card_number: '4100 2800 0006 0003' });
    expect(redirectParams(declined.headers.location as string).get('error_reason')).toBe('card_declined');
    expect((await gateway.fetchOrder(orderId)).status).toBe('attempted');

    const ok = await pay(orderId, { method: 'upi', upi_id: 'success@razorpay' });
    const paymentId = redirectParams(ok.headers.location as string).get('razorpay_payment_id');
    expect(await gateway.fetchOrder(orderId)).toMatchObject({ status: 'paid', paymentId });
    expect(deliveries.map((d) => (JSON.parse(d.body) as { event: string }).event)).toEqual([
      'payment.failed',
      'payment.failed',
      'payment.captured',
    ]);
    // Each webhook has its own event id.
    expect(new Set(deliveries.map((d) => d.headers['x-razorpay-event-id'])).size).toBe(3);
  });

  it('refuses a tampered signature and a tampered webhook', async () => {
    const { orderId } = await newOrder();
    const res = await pay(orderId, SUCCESS_CARD);
    const params = redirectParams(res.headers.location as string);
    const paymentId = params.get('razorpay_payment_id')!;
    const signature = params.get('razorpay_signature')!;
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: flipped })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.slice(2) })).toBe(false);
    const { orderId: otherOrder } = await newOrder();
    expect(gateway.verifyPaymentSignature({ orderId: otherOrder, paymentId, signature })).toBe(false);
    const delivery = deliveries.at(-1)!;
    const tamperedBody = delivery.body.replace('"amount":7700000', '"amount":100');
    expect(tamperedBody).not.toBe(delivery.body);
    expect(gateway.parseWebhook(Buffer.from(tamperedBody), delivery.headers)).toBeNull();
    expect(
      gateway.parseWebhook(Buffer.from(delivery.body), { ...delivery.headers, 'x-razorpay-signature': hmac(keySecret, delivery.body) }),
    ).toBeNull();
  });

  it('refuses a callback_url that is not a path on this site, on the page and on payment', async () => {
    const { orderId } = await newOrder();
    for (const bad of ['https://evil.example/done', '//evil.example/done', '/\\evil.example', 'done', '']) {
      expect((await openPage(orderId, bad)).statusCode, bad).toBe(400);
      expect((await pay(orderId, SUCCESS_CARD, bad)).statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `/test-gateway/checkout/${orderId}` })).statusCode).toBe(400);
    expect((await gateway.fetchOrder(orderId)).status).toBe('created');
    expect(deliveries).toHaveLength(0);
  });

  it('answers the form again for an unknown instrument, a past expiry or a bad CVV, without a payment', async () => {
    const { orderId } = await newOrder();
    const cases: Record<string, string>[] = [
      { ...SUCCESS_CARD, card_number: '4111 1111 1111 1111' },
      { ...SUCCESS_CARD, card_expiry: '01/20' },
      { ...SUCCESS_CARD, card_cvv: '12' },
      { method: 'upi', upi_id: 'someone@okbank' },
      { method: 'cash' },
    ];
    for (const fields of cases) {
      const res = await pay(orderId, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.body).toContain('role="alert"');
    }
    expect((await gateway.fetchOrder(orderId)).status).toBe('created');
    expect(deliveries).toHaveLength(0);
    expect((await pay('order_nonexistent0000', SUCCESS_CARD)).statusCode).toBe(404);
  });

  it('refunds once per idempotency key, processed at once, with a signed refund.processed webhook', async () => {
    const { orderId } = await newOrder(1_000_000);
    const paid = await pay(orderId, SUCCESS_CARD);
    const paymentId = redirectParams(paid.headers.location as string).get('razorpay_payment_id')!;
    deliveries.length = 0;

    const first = await gateway.refund({
      paymentId,
      amountPaise: 600_000,
      idempotencyKey: 'refund-test-drive-1',
      notes: { reason: 'cancelled' },
    });
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/), status: 'processed' });
    const again = await gateway.refund({
      paymentId,
      amountPaise: 600_000,
      idempotencyKey: 'refund-test-drive-1',
      notes: { reason: 'cancelled' },
    });
    expect(again).toEqual(first);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.headers['x-razorpay-signature']).toBe(hmac(webhookSecret, deliveries[0]!.body));
    expect(gateway.parseWebhook(Buffer.from(deliveries[0]!.body), deliveries[0]!.headers)).toMatchObject({
      type: 'refund.processed',
      refundId: first.refundId,
      paymentId,
    });

    await expect(gateway.refund({ paymentId, amountPaise: 100_000, idempotencyKey: 'refund-test-drive-1' })).rejects.toThrow(
      /same idempotency key/,
    );
    // 6,000 of 10,000 rupees refunded: 5,000 more would exceed the payment.
    await expect(gateway.refund({ paymentId, amountPaise: 500_000, idempotencyKey: 'refund-test-drive-2' })).rejects.toThrow(
      /greater than amount captured/,
    );
    await expect(gateway.refund({ paymentId, amountPaise: 400_000, idempotencyKey: 'refund-test-drive-3' })).resolves.toMatchObject({
      status: 'processed',
    });
    await expect(
      gateway.refund({ paymentId: 'pay_nonexistent00000', amountPaise: 100_000, idempotencyKey: 'refund-test-drive-4' }),
    ).rejects.toThrow(/not captured/);
    await expect(gateway.refund({ paymentId, amountPaise: 100, idempotencyKey: 'short' })).rejects.toThrow(/idempotency key/);
    expect(deliveries).toHaveLength(2);
  });

  it('keeps the payment when its webhook cannot be delivered', async () => {
    const failing = new TestGateway({
      db: t.database.db,
      clock: t.clock,
      keySecret,
      webhookSecret,
      deliver: async () => {
        throw new Error('endpoint down');
      },
    });
    const { orderId } = await failing.createOrder({ amountPaise: 10_000, receipt: 'r-down', notes: {} });
    const result = await failing.pay(orderId, { method: 'upi', vpa: 'success@razorpay' });
    expect(result).toMatchObject({ paid: true, orderId });
    expect((await failing.fetchOrder(orderId)).status).toBe('paid');
  });
});

describe("the test gateway's delivery into the app", () => {
  it(`posts the exact bytes and headers to ${WEBHOOK_PATH} with app.inject, and rejects a refusal`, async () => {
    const target = Fastify();
    const seen: { body: string; signature: unknown }[] = [];
    target.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    target.post(WEBHOOK_PATH, async (request, reply) => {
      seen.push({ body: request.body as string, signature: request.headers['x-razorpay-signature'] });
      return reply.code((request.body as string).includes('refuse') ? 400 : 200).send({ ok: true });
    });
    const deliver = deliverByInject(() => target);
    await deliver('{"event":"payment.captured"}', { 'content-type': 'application/json', 'x-razorpay-signature': 'abc' });
    expect(seen).toEqual([{ body: '{"event":"payment.captured"}', signature: 'abc' }]);
    await expect(deliver('{"event":"refuse"}', { 'content-type': 'application/json' })).rejects.toThrow(/answered 400/);
    await expect(deliverByInject(() => undefined)('{}', {})).rejects.toThrow(/not built/);
    await target.close();
  });
});
