// Razorpay through its official SDK (razorpay 2.9.8): orders, order state and signatures. Refunds
// go over the REST API with fetch, because the SDK cannot send Razorpay's `X-Refund-Idempotency` header
// (its client passes on only X-Razorpay-Account and Content-Type, and refund() takes no headers).
import Razorpay from 'razorpay';
import { PaymentProviderError, type CreatedOrder, type OrderState, type PaymentEvent, type PaymentProvider, type Refund } from './provider';
import { parseRazorpayWebhook, signatureMatches } from './scheme';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com; a local stand-in in tests. */
  apiUrl: string;
  fetchImpl?: typeof fetch;
}

const TIMEOUT_MS = 10_000;
/** Razorpay's rule for an idempotency key: at least 10 characters of letters, digits, - and _. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

/** The SDK's axios client; 2.9.8 fixes its host in the constructor and sets no timeout. */
interface SdkClient {
  rq?: { defaults: { baseURL?: string; timeout?: number } };
}

/** The SDK rejects with `{ statusCode, error: { code, description } }`, or axios' own error when there was no answer. */
function providerError(err: unknown, what: string): PaymentProviderError {
  const e = err as { statusCode?: unknown; error?: { code?: unknown; description?: unknown }; message?: unknown } | null;
  if (typeof e?.statusCode === 'number') {
    const description = typeof e.error?.description === 'string' ? e.error.description : 'no description';
    return new PaymentProviderError(
      `Razorpay refused ${what}: ${description}`,
      e.statusCode,
      typeof e.error?.code === 'string' ? e.error.code : undefined,
    );
  }
  // NOTE: the SDK's own handler throws a TypeError reading err.response when the request got no answer.
  return new PaymentProviderError(`Razorpay could not be reached for ${what}`, 0);
}

export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: Razorpay;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    const rq = (this.client.api as unknown as SdkClient).rq;
    // The host must be settable (the tests' stand-in): every resource of the SDK calls through this one axios instance.
    if (!rq?.defaults) throw new Error('razorpay SDK: its HTTP client is not where 2.9.8 keeps it; check the upgrade');
    rq.defaults.baseURL = options.apiUrl;
    rq.defaults.timeout = TIMEOUT_MS;
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<CreatedOrder> {
    checkOrderInput(input);
    let order: { id: string; amount: number | string; currency: string };
    try {
      order = await this.client.orders.create({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
    } catch (err) {
      throw providerError(err, 'the order');
    }
    if (Number(order.amount) !== input.amountPaise || order.currency !== 'INR') {
      throw new PaymentProviderError(
        `Razorpay answered order ${order.id} for ${order.amount} ${order.currency}, not ${input.amountPaise} INR`,
        502,
      );
    }
    return { orderId: order.id, amountPaise: input.amountPaise, currency: 'INR' };
  }

  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean {
    return signatureMatches(this.options.keySecret, `${input.orderId}|${input.paymentId}`, input.signature);
  }

  async fetchOrder(orderId: string): Promise<OrderState> {
    let order: { status: string; amount: number | string };
    try {
      order = await this.client.orders.fetch(orderId);
    } catch (err) {
      throw providerError(err, `order ${orderId}`);
    }
    const amountPaise = Number(order.amount);
    if (order.status !== 'paid') return { status: order.status === 'attempted' ? 'attempted' : 'created', amountPaise };
    let payments: { items: { id: string; status: string }[] };
    try {
      payments = await this.client.orders.fetchPayments(orderId);
    } catch (err) {
      throw providerError(err, `the payments of order ${orderId}`);
    }
    const captured = payments.items.find((p) => p.status === 'captured');
    // Paid means a captured payment we can name; without one the order is not ours to count as paid yet.
    return captured ? { status: 'paid', paymentId: captured.id, amountPaise } : { status: 'attempted', amountPaise };
  }

  async refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes?: Record<string, string> }): Promise<Refund> {
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
      throw new PaymentProviderError('a refund idempotency key is at least 10 letters, digits, - or _', 400, 'BAD_REQUEST_ERROR');
    }
    if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100) {
      throw new PaymentProviderError('a refund is a whole number of paise, at least 100', 400, 'BAD_REQUEST_ERROR');
    }
    const { keyId, keySecret, apiUrl } = this.options;
    const url = new URL(`/v1/payments/${encodeURIComponent(input.paymentId)}/refund`, apiUrl);
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-refund-idempotency': input.idempotencyKey,
        },
        body: JSON.stringify({ amount: input.amountPaise, ...(input.notes ? { notes: input.notes } : {}) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaymentProviderError(`Razorpay could not be reached for the refund of ${input.paymentId}`, 0);
    }
    const body = (await res.json().catch(() => ({}))) as { id?: string; status?: string; error?: { code?: string; description?: string } };
    if (!res.ok) {
      throw new PaymentProviderError(
        `Razorpay refused the refund of ${input.paymentId}: ${body.error?.description ?? `status ${res.status}`}`,
        res.status,
        body.error?.code,
      );
    }
    if (!body.id || (body.status !== 'pending' && body.status !== 'processed' && body.status !== 'failed')) {
      throw new PaymentProviderError(`Razorpay answered the refund of ${input.paymentId} without its id or state`, 502);
    }
    return { refundId: body.id, status: body.status };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null {
    return parseRazorpayWebhook(this.options.webhookSecret, rawBody, headers);
  }
}

/** What Razorpay would refuse, refused before the call: at least ₹1, a receipt of at most 40 characters, at most 15 notes of 256. */
export function checkOrderInput(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): void {
  const refuse = (message: string) => new PaymentProviderError(message, 400, 'BAD_REQUEST_ERROR');
  if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100) throw refuse('an order is a whole number of paise, at least 100');
  if (input.receipt.length === 0 || input.receipt.length > 40) throw refuse('an order receipt is 1 to 40 characters');
  const notes = Object.entries(input.notes);
  if (notes.length > 15 || notes.some(([, v]) => v.length > 256)) throw refuse('an order takes at most 15 notes of at most 256 characters');
}
