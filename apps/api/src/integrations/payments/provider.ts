// The payment provider behind one interface: Razorpay when keys are configured, the built-in test
// gateway otherwise. Amounts cross this boundary in paise (whole rupees everywhere else).

export type ProviderName = 'razorpay' | 'test';

export interface CreatedOrder {
  /** The provider's order id (`order_...`), the `rzp_order_id` the checkout opens. */
  orderId: string;
  amountPaise: number;
  currency: 'INR';
}

/** What the provider says of an order when asked (verify-payment with order_id alone, reconciliation). */
export interface OrderState {
  status: 'created' | 'attempted' | 'paid';
  /** The captured payment, when paid. */
  paymentId?: string;
  amountPaise: number;
}

export interface Refund {
  refundId: string;
  status: 'pending' | 'processed' | 'failed';
}

/** A webhook turned into one of the few events the server acts on. */
export type PaymentEvent =
  | { id: string; type: 'payment.captured' | 'order.paid'; orderId: string; paymentId: string; amountPaise: number }
  | { id: string; type: 'payment.failed'; orderId: string; paymentId: string; reason: string }
  | { id: string; type: 'refund.processed' | 'refund.failed'; refundId: string; paymentId: string }
  | { id: string; type: 'ignored'; name: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  /** An order for the server's own amount; `receipt` at most 40 characters; notes name the booking. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<CreatedOrder>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared timing-safe; the order id is ours, never the client's. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  fetchOrder(orderId: string): Promise<OrderState>;
  /** A full or partial refund of a captured payment; the same idempotency key never refunds twice. */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes?: Record<string, string> }): Promise<Refund>;
  /** The event a webhook carries, or null when its signature (over the raw bytes) does not hold. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}

/** A provider refused a call or could not be reached; `status` is its HTTP status (0: no answer). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status: number,
    /** Razorpay's error code, e.g. BAD_REQUEST_ERROR. */
    readonly code?: string,
  ) {
    super(message);
  }
}
