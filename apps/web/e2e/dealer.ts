// The dealer's side of a negotiation, driven through the dealer API (see docs/product/dealers-and-operators.md) as the vendor panel would.
// A demo dealer signs in with its phone: the demo catalogue is deterministic (see docs/product/catalogue.md), so the phone of
// dealer N is computed from the same seed the server used, without reading the server's database.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VendorVerifyOtpResponseSchema, type VendorOffer } from '@luxe/contract';
import { vendorAccountPaths, vendorNotificationPaths, vendorOfferPaths } from '@luxe/contract/vendor-paths';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createCatalogue } from '../../api/src/demo/generate';
import { DEFAULT_DEMO_SEED } from '../../api/src/demo/seed';
import { expect, signedInState, waitForAppOnLoad } from './support';

/** The phone of demo dealer `vendorId` (the server seeds with the default seed; the e2e server, 60 cars). */
export function demoDealerPhone(vendorId: number): string {
  const { vendors } = createCatalogue({ cars: 60, seed: DEFAULT_DEMO_SEED, anchor: new Date() });
  const dealer = vendors.find((vendor) => vendor.id === vendorId);
  expect(dealer, `demo dealer ${vendorId}`).toBeDefined();
  return dealer!.phone;
}

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'patch', path: string, token: string | null, data?: unknown) {
  const response = await request[method](path, { data, headers: token ? { 'x-access-token': token } : {} });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** One sign-in per dealer per run: a second code for the same phone within a minute is refused. */
const dealerTokens = new Map<number, string>();

export async function signInDealer(request: APIRequestContext, vendorId: number): Promise<string> {
  const known = dealerTokens.get(vendorId);
  if (known) return known;
  const phone = demoDealerPhone(vendorId);
  // Another spec (or a restarted worker) may have asked a code for this dealer within the minute: wait it out.
  const first = await request.post(vendorAccountPaths.sendOtp, { data: { phone } });
  const wait = first.ok() ? null : /Please wait (\d+) seconds?/.exec(await first.text());
  if (wait) await new Promise((resolve) => setTimeout(resolve, (Number(wait[1]) + 1) * 1000));
  const sent = first.ok()
    ? ((await first.json()) as { data: { otp: string } }).data
    : await call<{ otp: string }>(request, 'post', vendorAccountPaths.sendOtp, null, { phone });
  const signedIn = await call<{ accessToken: string }>(request, 'post', vendorAccountPaths.verifyOtp, null, { phone, otp: sent.otp });
  dealerTokens.set(vendorId, signedIn.accessToken);
  return signedIn.accessToken;
}

/** The dealer's newest offer on `carId` (the buyer's negotiation the test started). */
export async function dealerOfferOn(request: APIRequestContext, token: string, carId: number): Promise<VendorOffer> {
  const response = await request.get(`${vendorOfferPaths.offers}?view=all`, {
    headers: { 'x-access-token': token, 'x-limit': '50', 'x-offset': '0' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { offers } = ((await response.json()) as { data: { offers: VendorOffer[] } }).data;
  const offer = offers.find((o) => o.car.car_id === carId);
  expect(offer, `an offer on car ${carId}`).toBeDefined();
  return offer!;
}

export function dealerCounter(request: APIRequestContext, token: string, offerId: number, amount: number) {
  return call<VendorOffer>(request, 'post', vendorOfferPaths.counterOffer, token, { offer_id: offerId, amount });
}

export function dealerAnswer(request: APIRequestContext, token: string, offerId: number, status: 'accepted' | 'rejected') {
  return call<VendorOffer>(request, 'patch', vendorOfferPaths.offerStatus, token, { offer_id: offerId, status });
}

export type DealerSession = { token: string; vendorId: number; name: string; city: string };

/**
 * Signs the dealer of `phone` in once for the whole run: the session is kept in a file of DATA_DIR
 * (`name`), as a failed test starts a new worker and a phone gets one code a minute (see docs/product/accounts.md).
 */
export async function keptDealerSession(request: APIRequestContext, phone: string, name: string): Promise<DealerSession> {
  const file = path.join(process.env.E2E_DATA_DIR!, name);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as DealerSession;
    // Another spec may have ended it (the console suspends a dealer, which signs it out): then sign in again.
    const check = await request.get(vendorNotificationPaths.read, { headers: { 'x-access-token': kept.token } });
    if (check.status() !== 401) return kept;
  }
  const sent = await request.post(vendorAccountPaths.sendOtp, { data: { phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { otp } = ((await sent.json()) as { data: { otp: string } }).data;
  const verified = await request.post(vendorAccountPaths.verifyOtp, { data: { phone, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { accessToken, vendor } = VendorVerifyOtpResponseSchema.parse(await verified.json()).data;
  const session = { token: accessToken, vendorId: vendor.vendor_id, name: vendor.name, city: vendor.city };
  writeFileSync(file, JSON.stringify(session));
  return session;
}

/**
 * The first dealer of the operator's list (DATA_DIR/dealers.txt), signed in once for the run and again
 * whenever another spec has signed it out (keptDealerSession checks).
 */
export function firstListedDealerSession(request: APIRequestContext): Promise<DealerSession> {
  const list = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'dealers.txt'), 'utf8');
  const phone = /^\d+\s.*\s(\d{10})\s+\d+\s*$/m.exec(list)?.[1];
  expect(phone, 'the operator lists a dealer').toBeDefined();
  return keptDealerSession(request, phone!, 'listings-dealer-session.json');
}

const consoleErrors = new WeakMap<Page, string[]>();

/** The Vendor's Hub in a fresh browser: the dealer's session as the panel keeps it, a buyer's token beside it when given. */
export async function panelPage(browser: Browser, baseURL: string, width: number, session?: object, buyerToken?: string): Promise<Page> {
  const origin = new URL(baseURL).origin;
  const buyer = buyerToken ? signedInState(buyerToken, baseURL) : { cookies: [], origins: [{ origin, localStorage: [] }] };
  if (session) buyer.origins[0]!.localStorage.push({ name: 'luxe.vendorSession', value: JSON.stringify(session) });
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, storageState: buyer });
  const page = await context.newPage();
  // Every console error and uncaught exception of the page, for expectNoConsoleErrors.
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return waitForAppOnLoad(page);
}

/** No console error and no uncaught exception on a page panelPage opened, from its opening until now. */
export function expectNoConsoleErrors(page: Page, what: string) {
  expect(consoleErrors.get(page), `${what}: console errors`).toEqual([]);
}

/** A full-page picture into SHOTS_DIR when it is set, to be looked at (a page can pass and still look broken). */
export async function shootWhenAsked(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  // The cars' pictures drawn, not their placeholders.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Pays the order at the test gateway's checkout (the server's default provider) with its success card, then verifies it as the buyer. */
export async function payAsBuyer(request: APIRequestContext, buyerToken: string, orderId: string, verifyPath: string) {
  const checkout = await request.post(`/test-gateway/checkout/${orderId}`, {
    form: { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123', callback_url: '/done' },
    maxRedirects: 0,
  });
  expect(checkout.status(), await checkout.text()).toBe(303);
  await call(request, 'post', verifyPath, buyerToken, { order_id: orderId });
}

/** Opens an order as the buyer (a booking's token or a test drive's fee) and answers its order id. */
export async function orderAsBuyer(request: APIRequestContext, buyerToken: string, createPath: string, body: object) {
  return (await call<{ rzp_order_id: string }>(request, 'post', createPath, buyerToken, body)).rzp_order_id;
}

/** Nothing of the page wider than the screen: no sideways scrolling on a phone (toasts, sliding in, aside). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const { right, width } = await page.evaluate(() => ({
    right: Math.max(...[...document.querySelectorAll('#root *')].map((element) => element.getBoundingClientRect().right)),
    width: document.documentElement.clientWidth,
  }));
  expect(right, `${what}: the page is no wider than the screen`).toBeLessThanOrEqual(width);
}

/** Fills the add-a-car form with the catalogue's first brand, model and variant; answers the model's name. */
export async function fillNewCar(page: Page, price: string): Promise<{ brand: string; model: string }> {
  const pick = async (label: string) => {
    const select = page.getByLabel(label, { exact: true });
    await expect(select.locator('option').nth(1)).toBeAttached();
    const value = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(value!);
    return (await select.locator('option:checked').textContent())!;
  };
  const brand = await pick('Brand');
  const model = (await pick('Model')).replace(/ \(.*\)$/, '');
  await pick('Variant');
  await page.getByLabel('Year of manufacture').fill('2022');
  await page.getByLabel('Year of registration').fill('2023');
  await page.getByLabel('Kilometres driven').fill('12,400');
  await page.getByLabel('Price (₹)').fill(price);
  await page.getByLabel('Colour', { exact: true }).selectOption('Blue');
  await page.getByLabel('Registration number').fill('MH 12 LW 2401');
  await page.getByLabel('Registration state').fill('Maharashtra');
  return { brand, model };
}
