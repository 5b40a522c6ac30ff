// The checkout (see docs/product/payments.md): Razorpay's checkout.js, loaded only when paying and only when the server's
// provider is Razorpay; otherwise the test gateway's page, which returns to `returnPath` the way
// Razorpay's redirect mode does (razorpay_order_id, razorpay_payment_id, razorpay_signature, or
// error_code and error_description).
import type { Order } from '@luxe/contract';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SDK_LOAD_FAILED = 'Failed to load Razorpay SDK. Are you online?';

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error: { code?: string; description?: string; metadata?: { order_id?: string } };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (failure: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let script: Promise<boolean> | undefined;
function loadRazorpay(): Promise<boolean> {
  return (script ??= new Promise<boolean>((resolve) => {
    const element = document.createElement('script');
    element.src = RAZORPAY_SCRIPT;
    element.async = true;
    element.onload = () => resolve(true);
    element.onerror = () => {
      script = undefined; // the next Pay Now tries again
      element.remove();
      resolve(false);
    };
    document.body.appendChild(element);
  }));
}

/** The return page's address with the checkout's answer. */
function withParams(path: string, params: Record<string, string | undefined>): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

interface CheckoutOptions {
  order: Order;
  /** What the buyer pays for, shown in Razorpay's window. */
  description: string;
  returnPath: string;
  /** Goes to a page of ours (the return page). */
  go: (path: string) => void;
  /** Razorpay's window is about to open on the page: a modal dialog of ours would make it inert. */
  beforeOpen: () => void;
  /** The buyer closed Razorpay's window without paying (and without a failed attempt, which `go` reported). */
  onDismiss: () => void;
}

/** Opens the checkout; false when Razorpay's script could not load (the buyer has been told). */
export async function openCheckout({ order, description, returnPath, go, beforeOpen, onDismiss }: CheckoutOptions): Promise<boolean> {
  if (order.provider !== 'razorpay') {
    window.location.assign(`${order.checkout_url}?callback_url=${encodeURIComponent(returnPath)}`);
    return true;
  }
  const Razorpay = (await loadRazorpay()) ? (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay : undefined;
  if (!Razorpay) {
    window.alert(SDK_LOAD_FAILED);
    return false;
  }
  let failed = false;
  const checkout = new Razorpay({
    key: order.key_id,
    amount: order.amount,
    currency: order.currency,
    order_id: order.rzp_order_id,
    name: 'Luxe Wheels',
    description,
    handler: (response: RazorpayResponse) => go(withParams(returnPath, { ...response })),
    // After a failed attempt the return page already says so and offers Try again: closing adds nothing.
    modal: {
      ondismiss: () => {
        if (!failed) onDismiss();
      },
    },
    theme: { color: '#0b1f3a' },
  });
  // Razorpay keeps its window open after a failure (the buyer may retry there); our page says so beneath it.
  checkout.on('payment.failed', (failure) => {
    failed = true;
    go(
      withParams(returnPath, {
        razorpay_order_id: failure.error.metadata?.order_id ?? order.rzp_order_id ?? undefined,
        error_code: failure.error.code ?? 'PAYMENT_FAILED',
        error_description: failure.error.description ?? 'The payment failed.',
      }),
    );
  });
  beforeOpen();
  checkout.open();
  return true;
}
