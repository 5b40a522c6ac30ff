// A local stand-in for Razorpay's REST API (orders, their payments, refunds), for the provider's tests
// and for the browser test of checkout.js (apps/web/e2e/razorpay.spec.ts), which serves the checkout
// itself and records its payments here.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  auth?: string;
  idempotency?: string;
  userAgent?: string;
  body: unknown;
}

export interface StandInOrder {
  id: string;
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  payments: { id: string; status: 'failed' | 'authorized' | 'captured' }[];
}

/** A local stand-in for Razorpay's REST API: checks what it receives and answers in Razorpay's shapes. */
export function razorpayStandIn({ keyId, keySecret }: { keyId: string; keySecret: string }) {
  const received: Received[] = [];
  const orders = new Map<string, StandInOrder>();
  const refunds = new Map<string, { id: string; payment_id: string; amount: number }>();
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}_${String(++serial).padStart(14, '0')}`;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const error = (res: ServerResponse, status: number, description: string, field: string | null = null) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, field } });
  const orderJson = (o: StandInOrder) => ({
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: o.status === 'paid' ? o.amount : 0,
    amount_due: o.status === 'paid' ? 0 : o.amount,
    currency: 'INR',
    receipt: o.receipt,
    offer_id: null,
    status: o.status,
    attempts: o.payments.length,
    notes: o.notes,
    created_at: 1767225600,
  });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return error(res, 400, 'The request body is not JSON');
      }
    }
    const header = (name: string) => req.headers[name] as string | undefined;
    received.push({
      method: req.method!,
      url: req.url!,
      auth: header('authorization'),
      idempotency: header('x-refund-idempotency'),
      userAgent: header('user-agent'),
      body,
    });
    if (header('authorization') !== expectedAuth) return error(res, 401, 'Authentication failed');
    const url = new URL(req.url!, 'http://stand-in');
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      const b = body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> };
      if (!Number.isInteger(b.amount) || (b.amount as number) < 100)
        return error(res, 400, 'The amount must be atleast INR 1.00', 'amount');
      if (b.currency !== 'INR') return error(res, 400, 'The currency is invalid', 'currency');
      if (typeof b.receipt !== 'string' || b.receipt.length > 40)
        return error(res, 400, 'The receipt may not be greater than 40 characters.', 'receipt');
      const order: StandInOrder = {
        id: nextId('order'),
        amount: b.amount as number,
        receipt: b.receipt,
        notes: b.notes ?? {},
        status: 'created',
        payments: [],
      };
      orders.set(order.id, order);
      return send(res, 200, orderJson(order));
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)$/.exec(url.pathname))) {
      const order = orders.get(m[1]!);
      return order ? send(res, 200, orderJson(order)) : error(res, 400, 'The id provided does not exist');
    }
    if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname))) {
      const order = orders.get(m[1]!);
      if (!order) return error(res, 400, 'The id provided does not exist');
      const items = order.payments.map((p) => ({
        id: p.id,
        entity: 'payment',
        amount: order.amount,
        currency: 'INR',
        status: p.status,
        order_id: order.id,
        method: 'card',
        captured: p.status === 'captured',
      }));
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname))) {
      const key = header('x-refund-idempotency');
      if (!key || !/^[A-Za-z0-9_-]{10,}$/.test(key)) return error(res, 400, 'The idempotency key is invalid');
      const b = body as { amount?: unknown };
      if (!Number.isInteger(b.amount)) return error(res, 400, 'The amount must be an integer.', 'amount');
      const earlier = refunds.get(key);
      if (earlier && (earlier.payment_id !== m[1] || earlier.amount !== b.amount)) {
        return error(res, 400, 'Different request with the same idempotency key has already been processed.');
      }
      const refund = earlier ?? { id: nextId('rfnd'), payment_id: m[1]!, amount: b.amount as number };
      refunds.set(key, refund);
      return send(res, 200, {
        ...refund,
        entity: 'refund',
        currency: 'INR',
        notes: [],
        receipt: null,
        acquirer_data: { arn: null },
        created_at: 1767225600,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      });
    }
    return error(res, 404, 'The requested URL was not found on the server.');
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => handle(req, res, raw));
  });
  return {
    received,
    orders,
    refunds,
    /**
     * A payment on `orderId` as Razorpay's checkout makes one: captured (the order paid, with the signature
     * checkout.js hands the merchant, HMAC-SHA256 of order_id|payment_id with the key secret) or failed.
     */
    pay(orderId: string, outcome: 'captured' | 'failed'): { paymentId: string; signature: string } | undefined {
      const order = orders.get(orderId);
      if (!order) return undefined;
      const paymentId = nextId('pay');
      order.payments.push({ id: paymentId, status: outcome });
      order.status = outcome === 'captured' ? 'paid' : 'attempted';
      return { paymentId, signature: createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex') };
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
