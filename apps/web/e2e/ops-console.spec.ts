// The operators' console at /ops against the real server: the demo operator signs in with the phone's code,
// sets up an authenticator (its codes computed here from the secret the console shows), signs out and in
// again with both factors; a buyer reports a car, the operator takes it down and it leaves the buyer's
// pages; the audit log shows each step; Today, applications, dealers, listings and money each against
// what the server holds. Every screen passes axe and fits a phone.
import { readFileSync } from 'node:fs';
import {
  CarListResponseSchema,
  DEALER_CITIES,
  dealerApplicationPaths,
  gstinCheckCharacter,
  reportPaths,
  TRADE_CERTIFICATE_FIELD,
} from '@luxe/contract';
import { accountPaths, bookingPaths, cataloguePaths } from '@luxe/contract/constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSidewaysScroll, fillNewCar, orderAsBuyer, panelPage, payAsBuyer, shootWhenAsked } from './dealer';
import { applicationForm, fillApplication, PDF } from './sell-steps';
import { codeFromToast, consolePage, DEMO_OPERATOR, keepOperator, keptOperator, totpNow, wrongTotp } from './operator';
import { expect, expectNoAxeViolations, listedCars, randomPhone, test, untilOpened } from './support';

test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function post<T = Record<string, unknown>>(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const response = await request.post(url, { data, headers: token ? { 'x-access-token': token } : {} });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A new buyer signed in through the API: their phone and token. */
async function newBuyer(request: APIRequestContext, firstName: string) {
  const phone = randomPhone();
  await post(request, accountPaths.signUp, {
    full_name: `${firstName} Kapoor`,
    email: `${firstName.toLowerCase()}.${phone}@example.com`,
    phone,
  });
  const { otp } = await post<{ otp: string }>(request, accountPaths.sendOtp, { phone });
  const { accessToken } = await post<{ accessToken: string }>(request, accountPaths.verifyOtp, { phone, otp });
  return { phone, token: accessToken };
}

/** Listed cars from the end of the catalogue's list, clear of other journeys' first cars, each name listed once. */
async function carsToReport(request: APIRequestContext, count: number) {
  const cars = await listedCars(request, 50);
  const once = cars.filter((car) => cars.filter((other) => other.car_name === car.car_name).length === 1);
  expect(once.length, 'cars whose name the list holds once').toBeGreaterThanOrEqual(count + 5);
  return once.slice(-count - 5, -5);
}

async function isListed(request: APIRequestContext, carId: number): Promise<boolean> {
  const response = await request.get(cataloguePaths.carList, { headers: { 'x-limit': '100', 'x-offset': '0' } });
  expect(response.ok()).toBe(true);
  return CarListResponseSchema.parse(await response.json()).data.filteredCars.cars.some((car) => car.id === carId);
}

/** Signs in at the console's form; `totp` is the authenticator code, when one is set up. */
async function sendPhoneCode(page: Page): Promise<string> {
  await page.getByRole('textbox', { name: /^Operator's mobile number/ }).fill(DEMO_OPERATOR.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  return codeFromToast(page);
}

test('an operator signs in, sets up the authenticator, signs out, and signs in again with both factors; a wrong code is refused', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const page = await consolePage(browser, baseURL!, 1440);
  await page.goto('/ops');
  await expect(heading(page, 'Operations')).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page, 'the sign-in screen');

  // The form checks the phone by the contract's rule before sending anything.
  await page.getByRole('textbox', { name: /^Operator's mobile number/ }).fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page
      .getByText(/phone/i)
      .filter({ hasText: /10|digit|valid/ })
      .first(),
  ).toBeVisible();

  const firstCode = await sendPhoneCode(page);
  const sentAt = Date.now();
  await page.getByRole('textbox', { name: /^Code sent to your phone/ }).fill(firstCode);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The first sign-in: the QR code of the secret and the secret in text.
  await expect(heading(page, 'Set up your authenticator')).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code of your authenticator secret' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = ((await page.locator('[data-secret]').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, 'the enrolment step');
  await shootWhenAsked(page, 'ops-enrolment');

  const appCode = page.getByRole('textbox', { name: /^Code from your authenticator app/ });
  await appCode.fill('12');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('The code must be 6 digits')).toBeVisible();
  await appCode.fill(totpNow(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(toast(page, 'Authenticator confirmed')).toBeVisible();
  await expect(heading(page, 'Today')).toBeVisible();
  await expect(page.getByText('Operator · +91 9000000009')).toBeVisible();

  // Sign out: back to the sign-in screen.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(heading(page, 'Operations')).toBeVisible();

  // A phone gets one code a minute.
  await page.waitForTimeout(Math.max(0, sentAt + 61_000 - Date.now()));
  const secondCode = await sendPhoneCode(page);
  await page.getByRole('textbox', { name: /^Code sent to your phone/ }).fill(secondCode);
  const authenticator = page.getByRole('textbox', { name: /^Authenticator code/ });
  await authenticator.fill(wrongTotp(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect authenticator code', { exact: false })).toBeVisible();
  await expect(heading(page, 'Operations')).toBeVisible();

  await authenticator.fill(totpNow(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, 'Today')).toBeVisible();
  const session = JSON.parse((await page.evaluate(() => window.localStorage.getItem('luxe.opsSession'))) ?? 'null');
  expect(session).toMatchObject({ name: 'Demo Operator', phone: DEMO_OPERATOR.phone });
  // Apart from the buyer's and the dealer's sessions.
  expect(await page.evaluate(() => [localStorage.getItem('luxe.accessToken'), localStorage.getItem('luxe.vendorSession')])).toEqual([
    null,
    null,
  ]);
  keepOperator({ session, secret });
  await page.context().close();
});

test('a refused token signs the operator out to the sign-in screen, saying why', async ({ browser, baseURL }) => {
  const kept = keptOperator();
  const page = await consolePage(browser, baseURL!, 1440, { ...kept, session: { ...kept.session, token: 'not-a-token-of-anyone' } });
  await page.goto('/ops/reports');
  await expect(heading(page, 'Operations')).toBeVisible();
  await expect(page.getByText('Your session has ended')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('luxe.opsSession'))).toBeNull();
  await page.context().close();
});

test('a buyer reports two cars; the operator closes one report and takes the other car down; it leaves /cars; the audit log shows each step', async ({
  browser,
  baseURL,
  request,
}) => {
  const kept = keptOperator();
  const [kept1, taken] = await carsToReport(request, 2);
  const buyer = await newBuyer(request, 'Meera');
  await post(
    request,
    reportPaths.createListingReport,
    { car_id: kept1!.id, reason: 'duplicate', details: 'Listed twice, I think.' },
    buyer.token,
  );
  await post(
    request,
    reportPaths.createListingReport,
    { car_id: taken!.id, reason: 'fraud', details: 'The dealer asked for money outside the site.' },
    buyer.token,
  );
  expect(await isListed(request, taken!.id)).toBe(true);

  const page = await consolePage(browser, baseURL!, 1440, kept);
  await page.goto('/ops/reports');
  await expect(heading(page, 'Reports')).toBeVisible();
  const reports = page.getByRole('table', { name: 'Open reports' });
  const keptRow = reports.getByRole('row').filter({ has: page.getByRole('link', { name: kept1!.car_name, exact: true }) });
  const takenRow = reports.getByRole('row').filter({ has: page.getByRole('link', { name: taken!.car_name, exact: true }) });
  await expect(takenRow).toContainText('Fraud');
  await expect(takenRow).toContainText('Meera Kapoor');
  await expect(keptRow).toContainText('Duplicate');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'the reports');

  // Closed without action: a reason of at least 5 characters, by the contract's rule.
  await keptRow.getByRole('button', { name: /without action/ }).click();
  const closeDialog = page.getByRole('dialog', { name: /^Close report \d+ without action\?/ });
  await closeDialog.getByRole('button', { name: 'Close the report' }).click();
  await expect(closeDialog.getByText('reason must be at least 5 characters')).toBeVisible();
  await expect(closeDialog).toBeVisible();
  await closeDialog.getByRole('textbox', { name: /^Reason/ }).fill('ok');
  await closeDialog.getByRole('button', { name: 'Close the report' }).click();
  await expect(closeDialog.getByText('reason must be at least 5 characters')).toBeVisible();
  await closeDialog.getByRole('textbox', { name: /^Reason/ }).fill('Checked: the other listing is a different car.');
  await closeDialog.getByRole('button', { name: 'Close the report' }).click();
  await expect(toast(page, /Report \d+ closed/)).toBeVisible();
  await expect(keptRow).toHaveCount(0);

  // Taken down: the dialog names what follows.
  await takenRow.getByRole('button', { name: `Take down ${taken!.car_name}` }).click();
  const takeDown = page.getByRole('dialog', { name: `Take down the ${taken!.car_name}?` });
  await expect(takeDown).toContainText('cancelled and refunded');
  await expect(takeDown).toContainText('the dealer is told why');
  // Colours measured mid-fade are not the ones a reader sees.
  await untilOpened(takeDown);
  await expectNoAxeViolations(page, 'the take-down dialog', 'dialog');
  await shootWhenAsked(page, 'ops-take-down');
  await takeDown.getByRole('textbox', { name: /^Reason/ }).fill('Asked a buyer to pay outside Luxe Wheels.');
  await takeDown.getByRole('button', { name: 'Take it down' }).click();
  await expect(toast(page, `The ${taken!.car_name} is taken down`)).toBeVisible();
  await expect(takenRow).toHaveCount(0);

  await page.getByRole('button', { name: 'Closed', exact: true }).click();
  const closed = page.getByRole('table', { name: 'Closed reports' });
  await expect(closed.getByRole('row').filter({ hasText: taken!.car_name })).toContainText('Car taken down');
  await expect(closed.getByRole('row').filter({ hasText: kept1!.car_name })).toContainText('No action');

  // The car leaves the buyer's list and its page; the other stays.
  expect(await isListed(request, taken!.id)).toBe(false);
  expect(await isListed(request, kept1!.id)).toBe(true);
  const buyerPage = await page.context().newPage();
  await buyerPage.goto(`/cars?search=${encodeURIComponent(taken!.car_name)}`);
  await buyerPage.waitForLoadState('networkidle');
  await expect(buyerPage.locator(`a[href="/car-details/${taken!.id}"]`)).toHaveCount(0);
  await buyerPage.goto(`/car-details/${taken!.id}`);
  await expect(buyerPage.getByRole('heading', { name: 'Car not found' })).toBeVisible();
  await buyerPage.close();

  // The audit log: the sign-ins, the enrolment and sign-out, and both answers with their reasons.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(heading(page, 'Audit log')).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  const takeDownLine = log
    .getByRole('row')
    .filter({ hasText: 'Car taken down' })
    .filter({ has: page.getByRole('link', { name: `Car ${taken!.id}` }) });
  await expect(takeDownLine).toContainText('Demo Operator');
  await expect(takeDownLine).toContainText('Asked a buyer to pay outside Luxe Wheels.');
  await expect(takeDownLine).toContainText('taken_down: false → true');
  await expect(takeDownLine).toContainText(/\d{4}, \d{1,2}:\d{2} [ap]m IST/);
  await expect(log.getByRole('row').filter({ hasText: 'Report closed' }).first()).toContainText(
    'Checked: the other listing is a different car.',
  );
  for (const action of ['Operator authenticator enrolled', 'Operator signed out', 'Operator signed in'])
    await expect(log.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'the audit log');
  await shootWhenAsked(page, 'ops-audit-1440');
  await page.context().close();
});

for (const width of [1440, 375]) {
  test(`the sign-in, reports and audit log screens pass axe and fit ${width} px`, async ({ browser, baseURL }) => {
    const signedOut = await consolePage(browser, baseURL!, width);
    await signedOut.goto('/ops');
    await expect(heading(signedOut, 'Operations')).toBeVisible();
    await expectNoSidewaysScroll(signedOut, 'the sign-in screen');
    await expectNoAxeViolations(signedOut, 'the sign-in screen');
    await signedOut.context().close();

    const page = await consolePage(browser, baseURL!, width, keptOperator());
    // Open reports: the list, or its empty state when none is left; closed ones and the log have rows.
    for (const [path, title, shown] of [
      ['/ops/reports', 'Reports', page.getByRole('table', { name: 'Open reports' }).or(page.getByText('No report waits'))],
      ['/ops/reports?status=closed', 'Reports', page.getByRole('table', { name: 'Closed reports' })],
      ['/ops/audit', 'Audit log', page.getByRole('table', { name: 'Audit log, newest first' })],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(shown).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, path);
      await expectNoAxeViolations(page, path);
      await shootWhenAsked(page, `ops${path.replace(/\W+/g, '-')}-${width}`);
    }
    if (width < 600) {
      // A phone: the sections open from the menu button, which names the section shown.
      const menu = page.getByRole('button', { name: /^Audit log\W+sections$/ });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const sections = page.getByRole('navigation', { name: 'Operations sections' });
      await expectNoAxeViolations(page, 'the open sections menu');
      await sections.getByRole('link', { name: 'Reports' }).click();
      await expect(heading(page, 'Reports')).toBeVisible();
      await expect(sections).toBeHidden();
    }
    await page.context().close();
  });
}

// ---- The screens whose calls are being built: they run once the calls exist. ----

const consoleScreens = [
  ['/ops', 'Today'],
  ['/ops/applications', 'Applications'],
  ['/ops/dealers', 'Dealers'],
  ['/ops/listings', 'Listings'],
  ['/ops/money', 'Money'],
  ['/ops/money/refunds', 'Money'],
  ['/ops/money/reconciliation', 'Money'],
] as const;

for (const width of [1440, 375]) {
  test(`Today, applications, dealers, listings and money pass axe and fit ${width} px`, async ({ browser, baseURL }) => {
    const page = await consolePage(browser, baseURL!, width, keptOperator());
    for (const [path, title] of consoleScreens) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Loaded, not failed: no error state with its retry.
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expectNoSidewaysScroll(page, path);
      await expectNoAxeViolations(page, path);
    }
    await page.context().close();
  });
}

test('Today counts what waits and opens each: a report waiting shows with its car', async ({ browser, baseURL, request }) => {
  const [car] = await carsToReport(request, 3).then((cars) => cars.slice(2));
  const buyer = await newBuyer(request, 'Ira');
  await post(
    request,
    reportPaths.createListingReport,
    { car_id: car!.id, reason: 'not_available', details: 'Sold last week.' },
    buyer.token,
  );
  const page = await consolePage(browser, baseURL!, 1440, keptOperator());
  await page.goto('/ops');
  await expect(heading(page, 'Today')).toBeVisible();
  const counts = page.getByRole('navigation', { name: 'Counts' });
  await expect(counts.getByRole('link', { name: /Reports waiting/ })).not.toContainText(/^0/);
  await page.getByRole('table', { name: 'Reports waiting, oldest first' }).getByRole('link', { name: car!.car_name }).click();
  await expect(heading(page, car!.car_name)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports of this car' })).toContainText('Not available');
  await page.context().close();
});

/** A PNG of one pixel: a trade certificate's photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A dealership applies at /sell through the public call; answers its business name and phone. */
async function applyAsDealership(request: APIRequestContext, business: string) {
  const letters = () => Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  const pan = `${letters()}C${letters().charAt(0)}${String(Math.floor(Math.random() * 9000) + 1000)}${letters().charAt(0)}`;
  const first14 = `${DEALER_CITIES.Mumbai!.gstStateCode}${pan}1Z`;
  const phone = randomPhone();
  const response = await request.post(dealerApplicationPaths.create, {
    multipart: {
      business_name: business,
      contact_name: 'Kiran Shah',
      phone,
      email: `kiran.${phone}@example.com`,
      city: 'Mumbai',
      address: '12 Linking Road, Bandra West',
      pincode: '400050',
      gstin: `${first14}${gstinCheckCharacter(first14)}`,
      pan,
      [TRADE_CERTIFICATE_FIELD]: { name: 'certificate.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { business, phone };
}

test('applications: the certificate shows inline; a rejection needs a reason; an approval creates the dealer', async ({
  browser,
  baseURL,
  request,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const rejected = await applyAsDealership(request, `Shah Motors ${suffix}`);
  const approved = await applyAsDealership(request, `Kiran Cars ${suffix}`);
  const page = await consolePage(browser, baseURL!, 1440, keptOperator());
  await page.goto('/ops/applications');
  await expect(heading(page, 'Applications')).toBeVisible();

  await page.getByRole('link', { name: rejected.business }).click();
  const certificate = page.getByRole('img', { name: `Trade certificate of ${rejected.business}` });
  await expect(certificate).toBeVisible();
  await expect.poll(() => certificate.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: `Reject ${rejected.business}?` });
  await expect(reject).toContainText('the applicant is told your reason');
  await reject.getByRole('button', { name: 'Reject the application' }).click();
  await expect(reject.getByText(/reason is required/)).toBeVisible();
  await reject.getByRole('textbox', { name: /^Reason/ }).fill('The trade certificate is not readable: please send a clearer scan.');
  await reject.getByRole('button', { name: 'Reject the application' }).click();
  await expect(toast(page, `${rejected.business} is rejected`)).toBeVisible();

  await page.getByRole('link', { name: approved.business }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: `Approve ${approved.business}?` });
  await expect(approve).toContainText('told by SMS');
  await approve.getByRole('button', { name: 'Approve and create the dealer' }).click();
  await expect(toast(page, `${approved.business} is approved`)).toBeVisible();

  await page.getByRole('button', { name: 'Rejected', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Applications' })).toContainText(rejected.business);
  await page.goto('/ops/audit');
  await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toContainText('not readable');
  await page.context().close();
});

test('dealers: a search finds a dealer; its page shows its cars and sign-ins; a suspension names what follows and is restored', async ({
  browser,
  baseURL,
}) => {
  const dealers = readFileSync(`${process.env.E2E_DATA_DIR}/dealers.txt`, 'utf8');
  // The list's last dealer: other specs sign in as the first two, and a suspension signs a dealer out.
  const id = [...dealers.matchAll(/^(\d+)\s.*\s\d{10}\s+\d+\s*$/gm)].at(-1)?.[1];
  expect(id, 'the operator lists a dealer').toBeDefined();
  const page = await consolePage(browser, baseURL!, 1440, keptOperator());
  await page.goto('/ops/dealers');
  await page.getByRole('searchbox', { name: /^Search dealers/ }).fill(id!);
  await page.getByRole('button', { name: 'Search' }).click();
  // The search's own answer, not the list shown before it: the dealer of that id comes first.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}(&|$)`));
  await page.waitForLoadState('networkidle');
  await page.getByRole('table', { name: 'Dealers' }).getByRole('link').first().click();
  await expect(page.getByText(`Dealer ${id}`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Cars \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign-ins' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'a dealer');

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: /^Suspend .+\?$/ });
  for (const consequence of ['leave every list', 'negotiations close', 'cancelled and refunded', 'buyers concerned are told'])
    await expect(suspend).toContainText(consequence);
  await suspend.getByRole('textbox', { name: /^Reason/ }).fill('Documents under review after buyer complaints.');
  await suspend.getByRole('button', { name: 'Suspend the dealer' }).click();
  await expect(toast(page, 'is suspended')).toBeVisible();
  await expect(page.getByText('Documents under review after buyer complaints.')).toBeVisible();

  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  const restore = page.getByRole('dialog', { name: /^Restore .+\?$/ });
  await restore.getByRole('textbox', { name: /^Reason/ }).fill('Review done: documents in order.');
  await restore.getByRole('button', { name: 'Restore the dealer' }).click();
  await expect(toast(page, 'is active again')).toBeVisible();
  await page.context().close();
});

test('listings: any car is found by its id; its page shows prices, events and reports; it is taken down from there', async ({
  browser,
  baseURL,
  request,
}) => {
  const [car] = await carsToReport(request, 4).then((cars) => cars.slice(3));
  const page = await consolePage(browser, baseURL!, 1440, keptOperator());
  await page.goto('/ops/listings');
  await page.getByRole('searchbox', { name: /^Search cars/ }).fill(String(car!.id));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Cars' }).getByRole('link', { name: car!.car_name }).click();
  await expect(heading(page, car!.car_name)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Prices, oldest first' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happened' })).toBeVisible();
  await page.getByRole('button', { name: `Take down ${car!.car_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take down the ${car!.car_name}?` });
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Duplicate of another listing of the same car.');
  await dialog.getByRole('button', { name: 'Take it down' }).click();
  await expect(page.getByText('Taken down', { exact: true }).first()).toBeVisible();
  expect(await isListed(request, car!.id)).toBe(false);
  await page.context().close();
});

test("money: a buyer's paid reservation is found by their phone; its story and refunds show; refunds filter by status", async ({
  browser,
  baseURL,
  request,
}) => {
  const [car] = await carsToReport(request, 5).then((cars) => cars.slice(4));
  const buyer = await newBuyer(request, 'Dev');
  const orderId = await orderAsBuyer(request, buyer.token, bookingPaths.directCreateOrder, {
    car_id: car!.id,
    preferred_location: 'showroom',
  });
  await payAsBuyer(request, buyer.token, orderId, bookingPaths.directVerifyPayment);

  const page = await consolePage(browser, baseURL!, 1440, keptOperator());
  await page.goto('/ops/money');
  const filters = page.getByRole('search', { name: 'Filter orders' });
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('paid');
  await filters.getByRole('searchbox', { name: /^Search/ }).fill(buyer.phone);
  await filters.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row').filter({ hasText: car!.car_name });
  await expect(row).toContainText('Reservation');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(/₹[\d,]+/);
  await row.getByRole('link', { name: /^Order \d+$/ }).click();
  await expect(heading(page, /^Order \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Its story' })).toBeVisible();
  await expect(page.getByText(`+91 ${buyer.phone}`)).toBeVisible();
  await page.getByRole('link', { name: 'Money' }).first().click();
  await page.getByRole('link', { name: 'Refunds' }).click();
  await page.getByRole('button', { name: 'Failed', exact: true }).click();
  await expect(page).toHaveURL(/status=failed/);

  // The day's reconciliation: the ledger's totals hold the reservation's token; a run asks the provider now.
  await page.getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page).toHaveURL(/\/ops\/money\/reconciliation$/);
  const totals = page.getByRole('table', { name: /^Money of \d{4}-\d{2}-\d{2} by provider$/ });
  await expect(totals.getByRole('row').filter({ hasText: 'Test gateway' })).toContainText(/₹[\d,]+\.\d{2}/);
  await expect(page.getByText('None: every capture this day matched its order.')).toBeVisible();
  await page.getByRole('button', { name: 'Ask the provider now' }).click();
  await expect(toast(page, /^Asked the provider about \d+ waiting order/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'the reconciliation');
  await page.goto('/ops/audit');
  await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toContainText('Payments reconciled');
  await page.context().close();
});

test('a dealership applies at /sell, the operator approves it in the console, and the new dealer signs in at /vendor and lists its first car', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const suffix = String(Date.now()).slice(-4);
  const pan = `AABC${'PQRST'[Number(suffix) % 5]}${suffix}K`;
  const business = `Worli Prestige ${suffix}`;
  const first14 = `${DEALER_CITIES.Mumbai!.gstStateCode}${pan}1Z`;

  // The dealership applies in a browser, as any visitor can.
  const visitor = await browser.newPage();
  await visitor.goto('/sell');
  const form = applicationForm(visitor);
  const phone = await fillApplication(form, { city: 'Mumbai', gstin: first14 + gstinCheckCharacter(first14), pan, file: PDF, business });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(visitor.getByRole('region', { name: 'Application received' })).toBeVisible();
  await visitor.close();

  // The operator, signed in with both factors in the first test, approves it.
  const desk = await consolePage(browser, baseURL!, 1440, keptOperator());
  await desk.goto('/ops/applications');
  await desk.getByRole('link', { name: business }).click();
  await desk.getByRole('button', { name: 'Approve', exact: true }).click();
  await desk
    .getByRole('dialog', { name: `Approve ${business}?` })
    .getByRole('button', { name: 'Approve and create the dealer' })
    .click();
  await expect(toast(desk, `${business} is approved`)).toBeVisible();
  await desk.context().close();

  // The new dealer signs in at the Vendor's Hub with the phone it applied with, and lists a car.
  const hub = await panelPage(browser, baseURL!, 1440);
  await hub.goto('/vendor');
  await hub.getByRole('textbox', { name: /Dealer's mobile number/ }).fill(phone);
  await hub.getByRole('button', { name: 'Send code' }).click();
  const code = /\b(\d{6})\b/.exec((await toast(hub, 'Your code is').textContent()) ?? '')?.[1];
  await hub.getByRole('textbox', { name: /One-time code/ }).fill(code!);
  await hub.getByRole('button', { name: 'Sign in' }).click();
  await expect(hub.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await hub.goto('/vendor/listings/new');
  await expect(hub.getByRole('heading', { name: 'Add a car', level: 1 })).toBeVisible();
  const { brand } = await fillNewCar(hub, '48,75,000');
  await hub.getByRole('button', { name: 'List the car' }).click();
  await expect(hub).toHaveURL(/\/vendor\/listings\/\d+$/);
  await expect(hub.getByRole('heading', { level: 1 })).toContainText(brand);
  const carId = Number(/(\d+)$/.exec(hub.url())![1]);
  await hub.context().close();

  // Buyers find it, sold by the new dealer.
  const details = await request.get(`${cataloguePaths.carDetails}?car_id=${carId}`);
  expect(details.ok(), await details.text()).toBe(true);
  expect(JSON.stringify(await details.json())).toContain(business);
});
