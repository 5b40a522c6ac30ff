// Razorpay's checkout.js path (see docs/product/payments.md) in a browser. A second server of ours is
// started here with Razorpay's keys, talking to a local stand-in of Razorpay's REST API
// (apps/api/test/helpers/razorpay-stand-in.ts); the browser gets a stand-in checkout.js that behaves as
// the real one does for our code: `new Razorpay(options)`, `.on('payment.failed')`, `.open()` showing its
// window in a frame of api.razorpay.com over the page, `options.handler` with the order id, payment id
// and Razorpay's signature (HMAC-SHA256 of order_id|payment_id with the key secret), and
// `modal.ondismiss`. The window pays into the stand-in with Razorpay's test UPI ids.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CarDetailsResponseSchema } from '@luxe/contract';
import { cataloguePaths } from '@luxe/contract/constants';
import type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test';
import { startProcess, waitForOutput, type Running } from '../../api/test/helpers/processes';
import { razorpayStandIn } from '../../api/test/helpers/razorpay-stand-in';
import { availableCars, bookNow, chooseTomorrowSlot, expectCarReserved, fillHomeAddress, rupees, slotPattern } from './booking-steps';
import { expect, newBuyerToken, signedInState, test, untilOpened, waitForAppOnLoad } from './support';

const KEY_ID = 'rzp_test_LuxeE2eCheckout';
const KEY_SECRET = 'e2e-razorpay-key-secret-0123456789';
const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const RAZORPAY = 'https://api.razorpay.com';
const SDK_LOAD_FAILED = 'Failed to load Razorpay SDK. Are you online?';

/** checkout.js as our code uses it; its window is a page of api.razorpay.com (served below) in a frame. */
const CHECKOUT_JS = `(() => {
  const ORIGIN = ${JSON.stringify(RAZORPAY)};
  window.Razorpay = class Razorpay {
    constructor(options) {
      if (!options || !options.key || !options.order_id || typeof options.handler !== 'function')
        throw new Error('Razorpay: key, order_id and handler are required');
      this.options = options;
      this.failed = [];
    }
    on(event, handler) {
      if (event === 'payment.failed') this.failed.push(handler);
    }
    open() {
      const o = this.options;
      const query = new URLSearchParams({ key_id: o.key, order_id: o.order_id, amount: String(o.amount), currency: o.currency, name: o.name, description: o.description });
      const frame = document.createElement('iframe');
      frame.src = ORIGIN + '/v1/checkout/public?' + query;
      frame.title = 'Razorpay Checkout';
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647';
      const listen = (event) => {
        if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
        const m = event.data;
        // A failed attempt leaves the window open, as Razorpay's does: the buyer may try again there or close it.
        if (m.type === 'failed') {
          const error = { code: 'BAD_REQUEST_ERROR', description: m.description, source: 'customer', step: 'payment_authorization', reason: 'payment_failed', metadata: { order_id: o.order_id, payment_id: m.payment_id } };
          for (const handler of this.failed) handler({ error });
          return;
        }
        window.removeEventListener('message', listen);
        frame.remove();
        if (m.type === 'paid') o.handler({ razorpay_payment_id: m.payment_id, razorpay_order_id: o.order_id, razorpay_signature: m.signature });
        else if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      };
      window.addEventListener('message', listen);
      document.body.appendChild(frame);
    }
  };
})();`;

/** Razorpay's window for one order: what is paid, a UPI id, Pay and Close. */
function checkoutWindow(order: { id: string; amount: number }, description: string): string {
  const amount = rupees(order.amount / 100);
  const text = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay Checkout</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:rgba(0,0,0,.6);font:16px system-ui}
main{background:#fff;padding:24px;border-radius:8px;width:min(360px,85vw)}</style></head>
<body><main><h1>Luxe Wheels</h1><p>${text(description)}</p><p>Amount <strong>${amount}</strong></p>
<label>UPI id <input id="upi" autocomplete="off"></label>
<p><button id="pay">Pay ${amount}</button> <button id="close">Close</button></p><p id="status" role="status"></p></main>
<script>
const orderId = ${JSON.stringify(order.id)};
document.getElementById('pay').onclick = async () => {
  const answer = await fetch('/v1/stand-in/payments', { method: 'POST', body: JSON.stringify({ order_id: orderId, upi: document.getElementById('upi').value }) });
  const payment = await answer.json();
  if (payment.status === 'captured') parent.postMessage({ type: 'paid', payment_id: payment.id, signature: payment.signature }, '*');
  else {
    document.getElementById('status').textContent = 'Payment failed: ' + payment.description;
    parent.postMessage({ type: 'failed', payment_id: payment.id, description: payment.description }, '*');
  }
};
document.getElementById('close').onclick = () => parent.postMessage({ type: 'dismissed' }, '*');
</script></body></html>`;
}

const razorpay = razorpayStandIn({ keyId: KEY_ID, keySecret: KEY_SECRET });
let server: Running;
let baseURL: string;
let dataDir: string;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const apiUrl = await razorpay.start();
  dataDir = mkdtempSync(path.join(tmpdir(), 'luxe-razorpay-e2e-'));
  // Our real server (the app the run has built), seeded with the demo catalogue on its first start.
  server = startProcess({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_CARS: '60',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: 'e2e-razorpay-webhook-secret',
    RAZORPAY_API_URL: apiUrl,
  });
  baseURL = (await waitForOutput(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/, 1500))[1]!;
  await waitForOutput(server, /Luxe Wheels is running on/, 1500);
  api = await playwright.request.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  server?.child.kill('SIGTERM');
  await server?.exited;
  await razorpay.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Buyer {
  page: Page;
  /** Whether checkout.js loads (false: the request is aborted, as offline). */
  script: { loads: boolean };
  /** Console errors and uncaught errors of the page, but the aborted script's own. */
  errors: string[];
}

/** A signed-in buyer of the second server, with checkout.js and Razorpay's window served by the stand-in. */
async function buyer(browser: Browser, width: number): Promise<Buyer> {
  const token = await newBuyerToken(api);
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 812 : 900 },
    storageState: signedInState(token, baseURL),
  });
  const script = { loads: true };
  await context.route(SCRIPT, (route) =>
    script.loads ? route.fulfill({ contentType: 'application/javascript', body: CHECKOUT_JS }) : route.abort('internetdisconnected'),
  );
  await context.route(`${RAZORPAY}/**`, (route) => razorpayWindow(route));
  const page = waitForAppOnLoad(await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !(message.location().url === SCRIPT && !script.loads))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, script, errors };
}

/** api.razorpay.com as the browser sees it: the checkout window, and the payments it makes. */
async function razorpayWindow(route: Route) {
  const url = new URL(route.request().url());
  if (url.pathname === '/v1/checkout/public') {
    const order = razorpay.orders.get(url.searchParams.get('order_id') ?? '');
    if (!order || url.searchParams.get('key_id') !== KEY_ID || url.searchParams.get('amount') !== String(order.amount))
      return route.fulfill({ status: 400, contentType: 'text/plain', body: 'Invalid key, order or amount' });
    return route.fulfill({ contentType: 'text/html', body: checkoutWindow(order, url.searchParams.get('description') ?? '') });
  }
  if (url.pathname === '/v1/stand-in/payments' && route.request().method() === 'POST') {
    const { order_id, upi } = route.request().postDataJSON() as { order_id: string; upi: string };
    const outcome = upi === 'success@razorpay' ? 'captured' : 'failed';
    const made = razorpay.pay(order_id, outcome);
    if (!made) return route.fulfill({ status: 400, json: { error: { description: 'The id provided does not exist' } } });
    return route.fulfill({
      json: {
        id: made.paymentId,
        status: outcome,
        signature: outcome === 'captured' ? made.signature : undefined,
        description: 'Payment was unsuccessful as the UPI id was declined.',
      },
    });
  }
  return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
}

function checkoutFrame(page: Page) {
  return page.frameLocator('iframe[title="Razorpay Checkout"]');
}

async function payInWindow(page: Page, upi: string) {
  const frame = checkoutFrame(page);
  await frame.getByLabel('UPI id').fill(upi);
  await frame.getByRole('button', { name: /^Pay ₹/ }).click();
}

async function carStatus(carId: number): Promise<string> {
  const response = await api.get(`${cataloguePaths.carDetails}?car_id=${carId}`);
  return CarDetailsResponseSchema.parse(await response.json()).data.carDetails.status;
}

test('a direct booking through checkout.js: the script failing to load, the window closed, then paid; the server checks the signature', async ({
  browser,
}) => {
  const [car] = await availableCars(api, 1);
  const token = Math.round(car!.listing_price * 0.02);
  const { page, script, errors } = await buyer(browser, 1440);
  await page.goto(`/car-details/${car!.id}`);
  await bookNow(page, 'Book this car');
  await expect(page).toHaveURL(/\/book-testdrive\?car_id=\d+&flow=direct$/);
  await page.getByRole('link', { name: 'Showroom visit' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  const payButton = pay.getByRole('button', { name: `Pay ${rupees(token)}` });
  // Our server made the order at Razorpay for the token of the listing price, in paise.
  expect([...razorpay.orders.values()].map((order) => order.amount)).toContain(token * 100);

  // Offline: the network alert, and the Pay Now dialog still there with the same order.
  script.loads = false;
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await payButton.click();
  await expect.poll(() => alerts).toEqual([SDK_LOAD_FAILED]);
  await expect(payButton).toBeEnabled();
  await expect(pay.getByText(rupees(token), { exact: true }).first()).toBeVisible();

  // Online again: Razorpay's window over the page (our dialog steps aside), closed without paying.
  script.loads = true;
  await payButton.click();
  const frame = checkoutFrame(page);
  await expect(frame.getByRole('heading', { name: 'Luxe Wheels' })).toBeVisible();
  await expect(frame.getByText(rupees(token), { exact: true })).toBeVisible();
  await expect(pay).toBeHidden();
  await frame.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payment cancelled. Your details are kept: press Pay Now to try again.' }),
  ).toBeVisible();
  await untilOpened(pay);
  await expect(payButton).toBeEnabled();

  // Paid: the handler's answer goes to our return page, whose verify call carries the signature.
  await payButton.click();
  await payInWindow(page, 'success@razorpay');
  await expect(page).toHaveURL(/\/schedule-screen-pay\?/);
  const reserved = await expectCarReserved(page);
  expect(await carStatus(car!.id)).toBe('reserved');

  // A reload mid-way resumes from the server's record: reserved, no second toast, the rating still to come.
  await page.reload();
  await untilOpened(reserved);
  await expect(page.getByText('Payment Successful!')).toBeHidden();
  await reserved.getByRole('button', { name: 'Done' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate your purchase experience' });
  await untilOpened(rating);
  await rating.getByRole('button', { name: 'Not now' }).click();
  // Once answered, a reload does not ask for the rating again.
  await page.reload();
  await untilOpened(reserved);
  await reserved.getByRole('button', { name: 'Done' }).click();
  await expect(rating).toBeHidden();

  // One order made at Razorpay for all the attempts; the paid one verified by its signature alone (the
  // server never had to ask Razorpay about the order), and a reload answered from the server's record.
  expect(razorpay.received.filter((r) => r.method === 'POST' && r.url === '/v1/orders')).toHaveLength(1);
  expect(razorpay.received.filter((r) => r.method === 'GET')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a home test drive at 375 px through checkout.js: a declined payment, the window closed, Try again pays', async ({ browser }) => {
  const [, car] = await availableCars(api, 2);
  const { page, errors } = await buyer(browser, 375);
  await page.goto(`/test-drive?car_id=${car!.id}`);
  await fillHomeAddress(page, car!.location);
  const slot = await chooseTomorrowSlot(page);
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Now' });
  await untilOpened(pay);
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();
  const frame = checkoutFrame(page);
  await expect(frame.getByText(new RegExp(`${slotPattern(slot)}.*at your home`))).toBeVisible();

  // Declined: our page says so beneath Razorpay's window, which stays open until closed.
  await payInWindow(page, 'failure@razorpay');
  await expect(frame.getByRole('status')).toHaveText(/^Payment failed: /);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText('Payment failed: Payment was unsuccessful as the UPI id was declined.')).toBeVisible();
  await frame.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('iframe[title="Razorpay Checkout"]')).toHaveCount(0);
  await expect(page.getByText(/^Payment cancelled/)).toBeHidden();

  // A return address with a signature Razorpay did not make: the server refuses it, nothing is paid.
  const orderId = [...razorpay.orders.values()].find((order) => order.amount === 1_000_000)!.id;
  const forged = new URLSearchParams({
    car_id: String(car!.id),
    from: 'home',
    razorpay_order_id: orderId,
    razorpay_payment_id: 'pay_Forged0000000001',
    razorpay_signature: '0'.repeat(64),
  });
  await page.goto(`/schedule-screen-pay?${forged.toString()}`);
  await expect(page.getByText('The payment could not be verified: its signature does not match.')).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toBeHidden();
  // Its 400, and the app's log of the failed verify query, are the only errors.
  const refused = errors.splice(0);
  expect(refused.length).toBeGreaterThan(0);
  for (const error of refused) expect(error).toMatch(/verify-payment|its signature does not match/);

  // Try again: the same order (see docs/product/test-drives-and-bookings.md) and slot, paid.
  await page.getByRole('button', { name: 'Try again' }).click();
  await untilOpened(pay);
  await expect(pay.getByText(new RegExp(slotPattern(slot)))).toBeVisible();
  await pay.getByRole('button', { name: 'Pay ₹10,000' }).click();
  await payInWindow(page, 'success@razorpay');
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const booked = page.getByRole('dialog', { name: 'Test Drive Booked!' });
  await untilOpened(booked);
  await expect(booked.getByText(new RegExp(slotPattern(slot)))).toBeVisible();
  await booked.getByRole('button', { name: 'Done' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate your purchase experience' });
  await untilOpened(rating);
  await rating.getByRole('radio', { name: '5 stars' }).check();
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(rating).toBeHidden();

  const drive = [...razorpay.orders.values()].find((order) => order.amount === 1_000_000);
  expect(drive?.payments.map((payment) => payment.status)).toEqual(['failed', 'captured']);
  expect(errors).toEqual([]);
});
