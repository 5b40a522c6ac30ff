// The payments integration's public face: choosing the provider (Razorpay, or the test gateway without
// its keys), the test gateway's checkout routes and the delivery of its webhooks to our own endpoint
// without a listening port (docs/product/payments.md).
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import { CHECKOUT_CSP, checkoutPage } from './checkout-page';
import type { PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay';
import { TestGateway, type CheckoutInput, type WebhookDeliver } from './test-gateway';

export * from './provider';
export { RazorpayProvider } from './razorpay';
export { TestGateway, type WebhookDeliver } from './test-gateway';

/** Where Razorpay (and the test gateway) post their webhooks. */
export const WEBHOOK_PATH = '/api/webhooks/razorpay';
export const CHECKOUT_PATH = '/test-gateway/checkout';

/** Razorpay when its three keys are configured (config.ts requires them together), else the test gateway. */
export function createPaymentProvider(
  config: Config,
  services: { db: Db; clock: Clock; deliver: WebhookDeliver; log?: Pick<FastifyBaseLogger, 'warn'> },
): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    return new RazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return new TestGateway({
    ...services,
    webhooks: config.TEST_GATEWAY_WEBHOOKS === 'on',
    keySecret: config.secrets.testGatewayKeySecret,
    webhookSecret: config.secrets.testGatewayWebhookSecret,
  });
}

/**
 * The test gateway's delivery: the webhook goes through the app's own request pipeline (app.inject), as
 * Razorpay's would arrive over HTTP. `app` is asked for at delivery time, since the gateway is made first.
 */
export function deliverByInject(app: () => Pick<FastifyInstance, 'inject'> | undefined): WebhookDeliver {
  return async (body, headers) => {
    const target = app();
    if (!target) throw new Error('the app is not built yet');
    const res = await target.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body });
    if (res.statusCode >= 300) throw new Error(`${WEBHOOK_PATH} answered ${res.statusCode}`);
  };
}

/** A same-origin path to send the buyer back to, or null: an absolute or protocol-relative URL is refused (open redirect). */
export function sameOriginPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'http://self.invalid';
  try {
    const url = new URL(raw, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://self.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}

const CARD_EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

type Form = Record<string, string | undefined>;

/**
 * What the checkout page shows of an order. A paid one leads back to the return page with its order id,
 * where the shop asks the server how the payment stands (as after a reload).
 */
function pageOf(order: NonNullable<Awaited<ReturnType<TestGateway['order']>>>, callbackUrl: string) {
  return {
    orderId: order.id,
    amountPaise: order.amountPaise,
    receipt: order.receipt,
    callbackUrl,
    paidAt: order.status === 'paid' ? order.paidAt : null,
    returnUrl: withParams(callbackUrl, { razorpay_order_id: order.id }),
  };
}

/** The test gateway's checkout: GET shows the page, POST pays and redirects to callback_url as Razorpay's redirect mode does. */
export async function testGatewayRoutes(app: FastifyInstance, options: { gateway: TestGateway }): Promise<void> {
  const { gateway } = options;
  // The page's form posts urlencoded fields; only this scope reads them (the API takes JSON alone).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', CHECKOUT_CSP)
      // Never kept, nor restored by Back: a page of before the payment would still offer its Pay buttons.
      .header('cache-control', 'no-store')
      .send(page);
  const refusal = (reply: FastifyReply, status: number, text: string) =>
    html(reply, status, `<!doctype html><html lang="en"><meta charset="utf-8"><title>Test gateway</title><p>${text}</p></html>`);

  app.get<{ Params: { orderId: string }; Querystring: { callback_url?: string } }>(
    `${CHECKOUT_PATH}/:orderId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const callbackUrl = sameOriginPath(request.query.callback_url);
      if (!callbackUrl) return refusal(reply, 400, 'The callback_url must be a path on this site, starting with /.');
      const order = await gateway.order(request.params.orderId);
      if (!order) return refusal(reply, 404, 'No such order.');
      return html(reply, 200, checkoutPage(pageOf(order, callbackUrl)));
    },
  );

  app.post<{ Params: { orderId: string }; Body: Form | undefined }>(
    `${CHECKOUT_PATH}/:orderId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const form: Form = request.body && typeof request.body === 'object' ? request.body : {};
      const callbackUrl = sameOriginPath(form.callback_url);
      if (!callbackUrl) return refusal(reply, 400, 'The callback_url must be a path on this site, starting with /.');
      const order = await gateway.order(request.params.orderId);
      if (!order) return refusal(reply, 404, 'No such order.');
      const again = (error: string) => html(reply, 400, checkoutPage({ ...pageOf(order, callbackUrl), error }));

      let input: CheckoutInput;
      if (form.method === 'upi') {
        input = { method: 'upi', vpa: form.upi_id ?? '' };
      } else if (form.method === 'card') {
        const expiry = CARD_EXPIRY.exec((form.card_expiry ?? '').trim());
        const now = app.deps.clock.now();
        // A card is good to the end of its expiry month.
        if (!expiry || Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1) <= now.getTime())
          return again('Enter a future expiry date as MM/YY.');
        if (!/^\d{3,4}$/.test((form.card_cvv ?? '').trim())) return again('Enter the 3 or 4 digits of the CVV.');
        input = { method: 'card', cardNumber: form.card_number ?? '' };
      } else {
        return again('Choose card or UPI.');
      }
      const result = await gateway.pay(order.id, input);
      if (!result) {
        return again(
          input.method === 'upi'
            ? 'Use success@razorpay or failure@razorpay in test mode.'
            : "Use one of Razorpay's test cards, for example 4100 2800 0000 1007.",
        );
      }
      const target = result.paid
        ? withParams(callbackUrl, {
            razorpay_order_id: result.orderId,
            razorpay_payment_id: result.paymentId,
            razorpay_signature: result.signature,
          })
        : withParams(callbackUrl, {
            razorpay_order_id: result.orderId,
            error_code: result.code,
            error_description: result.description,
            error_reason: result.reason,
          });
      return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
    },
  );
}
