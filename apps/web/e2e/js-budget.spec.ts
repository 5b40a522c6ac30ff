// Issue budget: the first route a visitor opens ships at most 170 KB of gzipped JavaScript. Measured as
// a phone loads it (375 px wide, no scrolling): every script file the page fetched, each gzipped.
// A guest's /wishlist is the page asking to log in, with the login dialog open over it; a buyer's
// pages are opened signed in (the token in local storage and its cookie), with three cars saved. A car
// and a dealer are the ones the catalogue lists first (`:car`, `:dealer`, `:cars` in a route).
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { expect, listedCarIds, newBuyerToken, signedInState, test, withListedIds } from './support';

const BUDGET_BYTES = 170 * 1024;

/**
 * Text that only the dealer panel's code holds (apps/web/src/dealer-hub: its session's storage key, its
 * navigation, sign-in, Today, offer, test-drive and booking parts), which survives minifying. A buyer's
 * first route must load none of it; the last test proves each is in the panel's code.
 */
const VENDOR_MARKERS = [
  'luxe.vendorSession',
  "Vendor's Hub sections",
  "Dealer's mobile number",
  'Offers waiting for you',
  'Mark done or no-show from',
  'Accept at once from',
  'Reason for the buyer',
];

/** Text that only the operators' console holds (apps/web/src/ops-console): none of it in a buyer's first route either. */
const OPS_MARKERS = [
  'luxe.opsSession',
  "Operator's mobile number",
  'Set up your authenticator',
  'Refunds failed or pending over an hour',
  'Reason (the applicant is told it)',
];

/** Every script the page at `route` loads, as it arrives (the body and its gzipped size). */
async function loadScripts(browser: Browser, route: string, storageState?: ReturnType<typeof signedInState>) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<{ text: string; gzipped: number }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => ({ text: body.toString('utf8'), gzipped: gzipSync(body, { level: 6 }).length })),
    );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const loaded = new Map<string, { text: string; gzipped: number }>();
  for (const [url, body] of scripts) loaded.set(url, await body);
  await context.close();
  return loaded;
}

async function measure(browser: Browser, route: string, storageState?: ReturnType<typeof signedInState>) {
  const scripts = await loadScripts(browser, route, storageState);
  const sizes = [...scripts.values()].map((script) => script.gzipped);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const summary = `${route}${storageState ? ' signed in' : ''}: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`;
  test.info().annotations.push({ type: 'JavaScript', description: summary });
  expect(scripts.size).toBeGreaterThan(3);
  // No byte of the dealer panel or the operators' console: none of their text in any file the buyer's page loaded.
  const panelCode = [...scripts].flatMap(([url, { text }]) =>
    [...VENDOR_MARKERS, ...OPS_MARKERS].filter((marker) => text.includes(marker)).map((marker) => `${url.replace(/.*\//, '')}: ${marker}`),
  );
  expect(panelCode, `${route}: code of the dealer panel or the operators' console`).toEqual([]);
  expect(total, `${summary}: ${[...scripts.keys()].map((url) => url.replace(/.*\//, '')).join(' ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
}

for (const route of [
  '/',
  '/cars',
  '/car-details/:car',
  '/car-dealer?id=:dealer',
  '/how-it-works',
  '/contact-us',
  '/sell',
  '/wishlist',
  // The booking flow's public pages: the checkout's code loads only when paying.
  '/book-testdrive?car_id=:car',
  '/test-drive?car_id=:car',
]) {
  test(`${route} loads at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript on a phone`, async ({ browser, request }) => {
    await measure(browser, await withListedIds(request, route));
  });
}

for (const route of ['/cars', '/wishlist', '/profile', '/comparison?ids=:cars', '/car-details/:car']) {
  test(`${route}, signed in, loads at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript on a phone`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const token = await newBuyerToken(request, await listedCarIds(request, 3));
    await measure(browser, await withListedIds(request, route), signedInState(token, baseURL!));
  });
}

for (const [panel, markers] of [
  ['/vendor', VENDOR_MARKERS],
  ['/ops', OPS_MARKERS],
] as const)
  test(`${panel}'s code holds every marker the buyer's pages are checked for`, async ({ browser }) => {
    const scripts = [...(await loadScripts(browser, panel)).values()].map((script) => script.text);
    for (const marker of markers)
      expect(
        scripts.some((text) => text.includes(marker)),
        marker,
      ).toBe(true);
  });
