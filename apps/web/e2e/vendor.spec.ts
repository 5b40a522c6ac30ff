// The Vendor's Hub against the real server. The dealer is one the operator's own command lists
// (playwright.config.ts runs `npm run dealers` into DATA_DIR/dealers.txt before the server starts): the
// one with the most cars; its car comes from the public dealer call, the buyer's side from the buyer API.
// The "done when" at 375 and 1440 px: sign in and answer an offer, a home test drive and a
// booking handled (cancelled with a reason, marked sold), every page without a console error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BookingListResponseSchema,
  CarDetailsResponseSchema,
  MakeOfferResponseSchema,
  TestDriveSlotsResponseSchema,
  TestDrivesResponseSchema,
  VendorCarsResponseSchema,
  VendorTestDrivesResponseSchema,
} from '@luxe/contract';
import { accountPaths, bookingPaths, cataloguePaths, offerPaths } from '@luxe/contract/constants';
import { vendorBookingPaths, vendorOfferPaths } from '@luxe/contract/vendor-paths';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_BUYERS } from '../../api/src/demo/drives';
import { createCatalogue } from '../../api/src/demo/generate';
import { DEFAULT_DEMO_SEED } from '../../api/src/demo/seed';
import {
  expectNoConsoleErrors,
  expectNoSidewaysScroll,
  keptDealerSession,
  orderAsBuyer,
  panelPage,
  payAsBuyer,
  shootWhenAsked,
  signInDealer,
  type DealerSession,
} from './dealer';
import { expect, expectNoAxeViolations, randomPhone, test, untilOpened } from './support';
import { formatDriveSlot } from '@luxe/contract/drive-slot';
import { pinIn } from './booking-steps';

interface ListedDealer {
  id: number;
  phone: string;
}

/** The operator's list of dealers (columns id, name, city, phone, cars). */
function dealersFromOperatorList(): ListedDealer[] {
  const file = path.join(process.env.E2E_DATA_DIR!, 'dealers.txt');
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^(\d+)\s.*\s(\d{10})\s+\d+\s*$/.exec(line))
    .filter((match) => match !== null)
    .map(([, id, phone]) => ({ id: Number(id), phone: phone! }));
  expect(rows.length, `${file} lists the dealers`).toBeGreaterThanOrEqual(2);
  return rows;
}

/** The dealer's available cars, from the public dealer call. */
async function carsOf(request: APIRequestContext, dealerId: number) {
  const response = await request.get(cataloguePaths.vendorCars, { headers: { vendor_id: String(dealerId), limit: '50' } });
  expect(response.ok(), await response.text()).toBe(true);
  return VendorCarsResponseSchema.parse(await response.json()).data.cars.filter((car) => car.status === 'available');
}

let twoDealers: Promise<[ListedDealer, ListedDealer]> | undefined;
/**
 * The two listed dealers with the most cars for sale: one signs in through the panel, the other once
 * for the run through the API (a phone gets one code a minute: docs/product/accounts.md).
 */
function dealers(request: APIRequestContext): Promise<[ListedDealer, ListedDealer]> {
  twoDealers ??= (async () => {
    const counted = [];
    for (const dealer of dealersFromOperatorList()) counted.push({ dealer, cars: (await carsOf(request, dealer.id)).length });
    const [first, second] = counted.sort((a, b) => b.cars - a.cars);
    expect(second!.cars, 'two listed dealers have cars for sale').toBeGreaterThan(0);
    return [first!.dealer, second!.dealer];
  })();
  return twoDealers;
}

/** One available car of the dealer (the last listed, to keep clear of other journeys' first cars). */
async function carOf(request: APIRequestContext, dealerId: number) {
  const cars = await carsOf(request, dealerId);
  expect(cars.length, 'the dealer has an available car').toBeGreaterThan(0);
  return cars.at(-1)!;
}

/** A new buyer with their own first name, signed in through the API. */
async function newBuyer(request: APIRequestContext, firstName: string): Promise<string> {
  const phone = randomPhone();
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  await post(accountPaths.signUp, { full_name: `${firstName} Mehta`, email: `${firstName.toLowerCase()}.${phone}@example.com`, phone });
  const sent = await post(accountPaths.sendOtp, { phone });
  return (await post(accountPaths.verifyOtp, { phone, otp: sent.data.otp })).data.accessToken as string;
}

async function bid(request: APIRequestContext, token: string, carId: number, amount: number) {
  const response = await request.post(offerPaths.makeOffer, {
    data: { car_id: carId, bid_amount: amount },
    headers: { 'x-access-token': token },
  });
  expect(response.ok(), `${offerPaths.makeOffer}: ${await response.text()}`).toBe(true);
  return MakeOfferResponseSchema.parse(await response.json()).data;
}

/**
 * The API dealer's session as the panel keeps it (dealer-hub/session.ts): signed in once for the run and
 * kept in DATA_DIR, as a failed test starts a new worker (a phone gets one code a minute: docs/product/accounts.md).
 */
async function dealerSession(request: APIRequestContext): Promise<DealerSession> {
  return keptDealerSession(request, (await dealers(request))[1].phone, 'vendor-e2e-session.json');
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a dealer signs in on a phone, counters a new offer, and accepts the buyer’s counter', async ({ browser, request, baseURL }) => {
  const [dealer] = await dealers(request);
  const car = await carOf(request, dealer.id);
  const buyer = await newBuyer(request, 'Kabir');
  const firstBid = Math.round(car.listing_price * 0.7);
  const offer = await bid(request, buyer, car.id, firstBid);

  const page = await panelPage(browser, baseURL!, 375);
  await page.goto('/vendor');
  await expect(page.getByRole('heading', { name: "Vendor's Hub", level: 1 })).toBeVisible();
  await expect(page.locator('head meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await page.getByRole('textbox', { name: /Dealer's mobile number/ }).fill(dealer.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = toast(page, 'Your code is');
  await expect(sent).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await sent.textContent()) ?? '')?.[1];
  expect(code, 'the console SMS sender shows the code in the toast').toBeDefined();
  await page.getByRole('textbox', { name: /One-time code/ }).fill(code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Today');

  // Today lists the new offer, one tap from its answer.
  const answer = page.getByRole('link', { name: `Answer Kabir's offer on the ${car.car_name}` });
  await expect(answer).toBeVisible();
  await answer.click();
  await expect(page).toHaveURL(new RegExp(`/vendor/offers/${offer.offers_id}$`));
  await expect(page.getByText(`Kabir offered ₹${firstBid.toLocaleString('en-IN')}.`)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the offer');

  // The bid rules (docs/product/offers.md) are shown and checked before sending; then the counter goes.
  const counterField = page.getByRole('textbox', { name: /Your counter/ });
  await expect(page.getByText(new RegExp(`More than ₹${firstBid.toLocaleString('en-IN')} \\(their last bid\\)`))).toBeVisible();
  await counterField.fill(String(firstBid));
  await page.getByRole('button', { name: 'Send counter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Your counter must be more than the buyer's last bid" })).toBeVisible();
  const counter = Math.round(car.listing_price * 0.9);
  await counterField.fill(String(counter));
  await page.getByRole('button', { name: 'Send counter' }).click();
  await expect(toast(page, 'Your counter offer has been sent to the buyer.')).toBeVisible();
  await expect(page.getByText(`You countered at ₹${counter.toLocaleString('en-IN')}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your answer' })).toHaveCount(0);

  // The buyer counters back through the API; the open page shows it by itself (no reload), and the dealer accepts.
  const buyerCounter = Math.round(car.listing_price * 0.8);
  await bid(request, buyer, car.id, buyerCounter);
  await expect(page.getByText(`Kabir countered at ₹${buyerCounter.toLocaleString('en-IN')}.`)).toBeVisible({ timeout: 25_000 });
  const exchange = page.getByRole('region', { name: 'The exchange' }).getByRole('listitem');
  await expect(exchange).toHaveCount(3);
  await expect(exchange.nth(1)).toContainText(`You`);
  // Accepting asks once, saying what follows; Not yet changes nothing.
  const accept = page.getByRole('button', { name: `Accept ₹${buyerCounter.toLocaleString('en-IN')}` });
  const asked = page.getByRole('dialog', { name: `Accept ₹${buyerCounter.toLocaleString('en-IN')}?` });
  await accept.click();
  await expect(asked).toContainText(`asked to pay the token of ₹${Math.round(buyerCounter * 0.02).toLocaleString('en-IN')}`);
  await untilOpened(asked);
  await page.screenshot({ path: '/tmp/dealer-side-accept-dialog-375.png' });
  await asked.getByRole('button', { name: 'Not yet' }).click();
  await expect(asked).toHaveCount(0);
  await expect(page.getByText(`Kabir countered at ₹${buyerCounter.toLocaleString('en-IN')}.`)).toBeVisible();
  await accept.click();
  await asked.getByRole('button', { name: `Accept ₹${buyerCounter.toLocaleString('en-IN')}` }).click();
  await expect(toast(page, 'Offer accepted successfully')).toBeVisible();
  await expect(page.getByText(`You accepted Kabir's bid at ₹${buyerCounter.toLocaleString('en-IN')}.`)).toBeVisible();

  // The buyer's side sees the agreement.
  const received = await request.get(offerPaths.offerReceived, { headers: { 'x-access-token': buyer } });
  const mine = ((await received.json()) as { data: { offer_data: { offers_id: number; offers_status: number }[] } }).data.offer_data;
  expect(mine.find((o) => o.offers_id === offer.offers_id)?.offers_status).toBe(8);

  expectNoConsoleErrors(page, 'signing in and answering an offer at 375 px');
  // The phone's navigation is at the foot; signing out forgets the dealer.
  await expect(page.getByRole('navigation', { name: "Vendor's Hub sections" }).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('luxe.vendorSession'))).toBeNull();
  await page.context().close();
});

test('the offer views count, the navigation shows unread notifications, and marking them read clears it', async ({
  browser,
  request,
  baseURL,
}) => {
  const session = await dealerSession(request);
  const car = await carOf(request, session.vendorId);
  const offer = await bid(request, await newBuyer(request, 'Meera'), car.id, Math.round(car.listing_price * 0.75));
  const total = async (view: string) => {
    const response = await request.get(vendorOfferPaths.offers, {
      params: { view },
      headers: { 'x-access-token': session.token, 'x-limit': '1' },
    });
    return ((await response.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
  };

  const page = await panelPage(browser, baseURL!, 1440, session);
  await page.goto('/vendor/offers?view=all');
  const views = page.getByRole('navigation', { name: 'Offer views' });
  for (const [view, label] of [
    ['action', 'Waiting for you'],
    ['new', 'New'],
    ['all', 'All'],
  ] as const)
    await expect(views.getByRole('link', { name: new RegExp(`^${label} ${await total(view)}$`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offers: All' }).getByRole('row').filter({ hasText: 'Meera' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: "Vendor's Hub" });
  const unreadLink = nav.getByRole('link', { name: /^Notifications \d+ unread$/ });
  await expect(unreadLink).toBeVisible();
  await unreadLink.click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const news = page.getByRole('listitem').filter({ hasText: car.car_name }).filter({ hasText: '(unread)' });
  await expect(news.first()).toBeVisible();
  await expect(news.first().getByRole('link', { name: 'Open the offer' })).toHaveAttribute('href', `/vendor/offers/${offer.offers_id}`);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByText('All read.')).toBeVisible();
  await page.context().close();
});

for (const width of [1440, 375]) {
  test(`no axe violations on any panel page at ${width} px`, async ({ browser, request, baseURL }) => {
    test.slow(); // axe on seven pages
    const session = await dealerSession(request);
    const car = await carOf(request, session.vendorId);
    const offer = await bid(request, await newBuyer(request, 'Anaya'), car.id, Math.round(car.listing_price * 0.72));
    const pages: [string, string][] = [
      ['/vendor', 'Today'],
      ['/vendor/offers', 'Offers'],
      [`/vendor/offers/${offer.offers_id}`, car.car_name],
      ['/vendor/test-drives', 'Test drives'],
      ['/vendor/bookings', 'Bookings'],
      ['/vendor/notifications', 'Notifications'],
    ];
    const guest = await panelPage(browser, baseURL!, width);
    await guest.goto('/vendor');
    await expect(guest.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expectNoAxeViolations(guest, `the sign-in at ${width} px`);
    await guest.context().close();

    const page = await panelPage(browser, baseURL!, width, session);
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0); // loaded, no skeleton left
      await expectNoAxeViolations(page, `${url} at ${width} px`);
      if (width === 375) await expectNoSidewaysScroll(page, url);
    }
    expectNoConsoleErrors(page, `the panel's pages at ${width} px`);
    await page.context().close();
  });
}

test("a buyer's token never opens the panel, and the server renders no panel page", async ({ browser, request, baseURL }) => {
  const buyer = await newBuyer(request, 'Ishaan');
  // Signed in as a buyer: the panel asks for a dealer's sign-in and calls nothing with the buyer's token.
  const page = await panelPage(browser, baseURL!, 1440, undefined, buyer);
  const vendorCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/vendor/') && r.headers()['x-access-token']) vendorCalls.push(r.url());
  });
  await page.goto('/vendor/offers');
  await expect(page.getByText("You are signed in as a buyer. The Vendor's Hub is for dealers")).toBeVisible();
  await expect(page.getByRole('navigation', { name: "Vendor's Hub" })).toHaveCount(0);
  expect(vendorCalls).toEqual([]);
  await page.context().close();

  // A buyer's token put where the dealer's is kept: the server refuses it (401) and the panel signs out.
  const forged = await panelPage(browser, baseURL!, 1440, { token: buyer, vendorId: 1, name: 'Not a dealer', city: 'Pune' });
  const refused = forged.waitForResponse((r) => r.url().includes('/api/vendor/') && r.status() === 401);
  await forged.goto('/vendor');
  await refused;
  await expect(forged.getByText('Your session has ended, or it was not a dealer’s.')).toBeVisible();
  await expect(forged.getByRole('button', { name: 'Send code' })).toBeVisible();
  expect(await forged.evaluate(() => localStorage.getItem('luxe.vendorSession'))).toBeNull();
  await forged.context().close();

  // The server answers the app shell, noindex, for a guest and for a signed-in buyer alike.
  for (const headers of [{}, { cookie: `luxe_token=${buyer}` }] as Record<string, string>[]) {
    const response = await request.get('/vendor/offers', { headers });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Nothing of the panel: at most the theme's global styles and React's markers of an empty Suspense.
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1];
    expect(root?.replace(/<style[^>]*>[^<]*<\/style>|<!--\/?\$-->/g, '')).toBe('');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  }
});

/** The first slot of the car that can still be booked the day after today (India), from the public slots call. */
async function slotTomorrow(request: APIRequestContext, carId: number) {
  const response = await request.get(`${bookingPaths.testDriveSlots}?car_id=${carId}`);
  expect(response.ok(), await response.text()).toBe(true);
  const day = TestDriveSlotsResponseSchema.parse(await response.json()).data.days[1]!;
  const slot = day.slots.find((s) => s.available);
  expect(slot, `a free slot on ${day.date}`).toBeDefined();
  return { drive_date: day.date, drive_time: slot!.drive_time };
}

for (const width of [375, 1440]) {
  test(`a dealer handles a home test drive and a booking at ${width} px, every panel page without a console error`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow(); // two payments, seven pages and their pictures
    const session = await dealerSession(request);
    // Cars of this journey's own: the first for sale (the other journeys take the dealer's last).
    const [driven, booked] = (await carsOf(request, session.vendorId)).slice(width === 375 ? 0 : 2);
    expect(booked, 'the dealer has cars for sale').toBeDefined();
    const buyer = await newBuyer(request, width === 375 ? 'Rohan' : 'Tara');
    // Cars go to homes in their dealer's city only.
    const city = driven!.location;
    const home = { street_address: '14 Carter Road', locality: 'Bandra West', city, state: 'Maharashtra', zip_code: pinIn(city) };
    const slot = await slotTomorrow(request, driven!.id);
    const driveOrder = await orderAsBuyer(request, buyer, bookingPaths.testDriveCreateOrder, {
      car_id: driven!.id,
      preferred_location: 'home',
      ...slot,
      ...home,
    });
    await payAsBuyer(request, buyer, driveOrder, bookingPaths.testDriveVerifyPayment);
    const bookingOrder = await orderAsBuyer(request, buyer, bookingPaths.directCreateOrder, {
      car_id: booked!.id,
      preferred_location: 'showroom',
    });
    await payAsBuyer(request, buyer, bookingOrder, bookingPaths.directVerifyPayment);
    const name = width === 375 ? 'Rohan Mehta' : 'Tara Mehta';

    const page = await panelPage(browser, baseURL!, width, session);
    // Today: tomorrow's drive with the buyer's address, and the live reservation, each one tap from its action.
    await page.goto('/vendor');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    const todayDrive = page.getByRole('region', { name: 'Test drives today and tomorrow' }).locator('tr').filter({ hasText: name });
    await expect(todayDrive).toContainText('Home delivery');
    await expect(todayDrive).toContainText(`14 Carter Road, Bandra West, ${city}, Maharashtra, ${home.zip_code}`);
    await expect(
      page.getByRole('region', { name: 'Live reservations' }).locator('tr').filter({ hasText: booked!.car_name }).filter({ hasText: name }),
    ).toBeVisible();
    await shootWhenAsked(page, `today-${width}`);

    // Test drives: by day, the home address and the buyer's phone; done or no-show once its slot has started.
    await page.goto('/vendor/test-drives');
    await expect(page.getByRole('heading', { name: 'Test drives', level: 1 })).toBeVisible();
    const drive = page.locator('tr').filter({ hasText: name }).filter({ hasText: driven!.car_name });
    await expect(drive).toContainText(formatDriveSlot(slot.drive_date, slot.drive_time));
    await expect(drive).toContainText('14 Carter Road');
    await expect(drive.getByText(/^Mark done or no-show from /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tomorrow' })).toBeVisible();
    await shootWhenAsked(page, `test-drives-${width}`);

    // Bookings: the countdown, then (on a phone) cancel with a reason, or (on a desk) mark sold.
    await page.goto('/vendor/bookings');
    const row = page.locator('tr').filter({ hasText: booked!.car_name }).filter({ hasText: name });
    await expect(row).toContainText(/\d d \d+ h left/);
    await shootWhenAsked(page, `bookings-${width}`);
    if (width === 375) {
      await row.getByRole('button', { name: `Cancel the reservation of the ${booked!.car_name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
      await expect(dialog).toContainText(`${name} is told why and refunded the token`);
      await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
      await expect(dialog.getByText('Please give a reason: the buyer is told it.')).toBeVisible();
      await dialog.getByLabel('Reason for the buyer').fill('The car failed its final inspection; we are sorry.');
      await shootWhenAsked(page, `bookings-cancel-${width}`);
      await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Cancelled');
      // The list says who cancelled, and why, in the dealer's own words.
      await expect(row).toContainText('Cancelled by you');
      await expect(row).toContainText('Reason: The car failed its final inspection; we are sorry.');
      await shootWhenAsked(page, `bookings-cancelled-${width}`);
      // The buyer's side: cancelled with the reason, the token on its way back; the car for sale again.
      const list = await request.get(bookingPaths.bookingList, { headers: { 'x-access-token': buyer } });
      const mine = BookingListResponseSchema.parse(await list.json()).data.booking_list.result;
      expect(mine.find((b) => b.car_id === booked!.id)).toMatchObject({
        status: 'cancelled',
        refund_status: expect.stringMatching(/pending|processed/),
      });
      expect((await carsOf(request, session.vendorId)).map((c) => c.id)).toContain(booked!.id);
    } else {
      await row.getByRole('button', { name: `Mark the ${booked!.car_name} sold` }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark this car sold?' });
      await expect(dialog).toContainText(`sold to ${name}`);
      await dialog.getByRole('button', { name: 'Mark sold' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Sold');
      const details = await request.get(`${cataloguePaths.carDetails}?car_id=${booked!.id}`);
      expect(CarDetailsResponseSchema.parse(await details.json()).data.carDetails.status).toBe('sold');
    }

    // Listings is one tap away in the navigation at either width (on a phone, the bar at the foot).
    const nav = page.getByRole('navigation', { name: width === 375 ? "Vendor's Hub sections" : "Vendor's Hub" });
    await nav.getByRole('link', { name: 'Listings' }).click();
    await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();

    // Every other panel page, looked at and pictured at this width.
    for (const [url, heading] of [
      ['/vendor/offers', 'Offers'],
      ['/vendor/listings', 'Listings'],
      ['/vendor/listings/new', 'Add a car'],
      [`/vendor/listings/${driven!.id}`, driven!.car_name],
      ['/vendor/notifications', 'Notifications'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      // A demo car without a photo of the dealer's shows the drawings buyers see of it (see docs/product/catalogue.md).
      if (url.startsWith('/vendor/listings/') && url !== '/vendor/listings/new')
        await expect(page.getByRole('img', { name: `Drawing 1 of the ${driven!.car_name}` })).toBeVisible();
      if (width === 375) await expectNoSidewaysScroll(page, url);
      await shootWhenAsked(page, `${url.slice(1).replaceAll('/', '-')}-${width}`);
    }
    expectNoConsoleErrors(page, `the dealer's day at ${width} px`);
    await page.context().close();
  });
}

/** A demo buyer (the seed's) signed in through the API, and their test drives. */
async function demoBuyerDrives(request: APIRequestContext, phone: string) {
  const sent = await request.post(accountPaths.sendOtp, { data: { phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { otp } = ((await sent.json()) as { data: { otp: string } }).data;
  const verified = await request.post(accountPaths.verifyOtp, { data: { phone, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const token = ((await verified.json()) as { data: { accessToken: string } }).data.accessToken;
  return async () => {
    const response = await request.get(bookingPaths.testDrives, { headers: { 'x-access-token': token } });
    expect(response.ok(), await response.text()).toBe(true);
    return TestDrivesResponseSchema.parse(await response.json()).data.test_drive_data;
  };
}

test("a demo dealer marks the seed's drives of the past done and a no-show, and each buyer sees it", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow(); // two buyers and a dealer signed in (a dealer's code may wait out another spec's minute)
  // The seed's first demo buyer, and a dealer of theirs the other journeys of this file do not sign in as.
  const aditi = DEMO_BUYERS[0];
  const drivesOfAditi = await demoBuyerDrives(request, aditi.phone);
  const busy = (await dealers(request)).map((d) => d.id);
  const started = (await drivesOfAditi()).filter((d) => d.status === 'booked' && new Date(d.starts_at) <= new Date());
  const mine = started.find((d) => !busy.includes(d.vendor_id));
  expect(mine, "a started drive of Aditi's with a dealer of its own").toBeDefined();
  const dealer = createCatalogue({ cars: 60, seed: DEFAULT_DEMO_SEED, anchor: new Date() }).vendors.find((v) => v.id === mine!.vendor_id)!;
  const token = await signInDealer(request, dealer.id);

  // The dealer's other seeded drive: another demo buyer's, of another car (the dealer's own list).
  const listed = await request.get(vendorBookingPaths.testDrives, { headers: { 'x-access-token': token } });
  expect(listed.ok(), await listed.text()).toBe(true);
  const theirs = VendorTestDrivesResponseSchema.parse(await listed.json()).data.test_drives.find(
    (d) => d.status === 'booked' && d.id !== mine!.id,
  );
  const buyer = DEMO_BUYERS.find((b) => b.fullName === theirs?.buyer.name);
  expect(buyer, 'the other drive is a demo buyer’s').toBeDefined();

  const page = await panelPage(browser, baseURL!, 375, { token, vendorId: dealer.id, name: dealer.name, city: dealer.city });
  await page.goto('/vendor/test-drives');
  await expect(page.getByRole('heading', { name: 'Test drives', level: 1 })).toBeVisible();
  const aditisRow = page.locator('tr').filter({ hasText: aditi.fullName }).filter({ hasText: mine!.car_name });
  // Each outcome asks once, saying what follows; Not yet leaves the drive booked.
  await aditisRow.getByRole('button', { name: `Mark the test drive of ${mine!.car_name} done` }).click();
  const done = page.getByRole('dialog', { name: 'Mark this test drive done?' });
  await expect(done).toContainText(`${aditi.fullName}'s drive of the ${mine!.car_name}`);
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(aditisRow).toContainText('Done');
  const theirRow = page.locator('tr').filter({ hasText: buyer!.fullName }).filter({ hasText: theirs!.car_name });
  const noShow = theirRow.getByRole('button', { name: `Mark ${buyer!.fullName} a no-show` });
  const missed = page.getByRole('dialog', { name: 'Mark the buyer a no-show?' });
  await noShow.click();
  await expect(missed).toContainText('their fee of ₹10,000 is not refunded');
  await untilOpened(missed);
  await page.screenshot({ path: '/tmp/dealer-side-no-show-dialog-375.png' });
  await missed.getByRole('button', { name: 'Not yet' }).click();
  await expect(missed).toHaveCount(0);
  await expect(noShow).toBeVisible();
  await noShow.click();
  await missed.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(theirRow).toContainText('No-show');
  await expect(page.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
  await shootWhenAsked(page, 'test-drives-marked-375');
  await expectNoAxeViolations(page, 'the test drives, marked');
  expectNoConsoleErrors(page, 'marking test drives');
  await page.context().close();

  // Each buyer's Test Drives (the buyer API) shows the outcome.
  expect((await drivesOfAditi()).find((d) => d.id === mine!.id)).toMatchObject({ status: 'completed', payment_status: 'paid' });
  const drivesOfOther = await demoBuyerDrives(request, buyer!.phone);
  expect((await drivesOfOther()).find((d) => d.id === theirs!.id)).toMatchObject({ status: 'no_show', payment_status: 'paid' });
});
