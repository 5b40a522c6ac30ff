// The dealer always sees who holds a reserved car: the demo catalogue's reserved car is a demo buyer's
// paid booking, shown on Bookings and Today with the buyer's name, a phone to call and the end. And a
// buyer's open negotiation follows the dealer's move by itself, without a reload.
import { VendorBookingsResponseSchema, type VendorBooking } from '@luxe/contract';
import { accountPaths, offerPaths } from '@luxe/contract/constants';
import { vendorBookingPaths } from '@luxe/contract/vendor-paths';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_BUYERS } from '../../api/src/demo/drives';
import { createCatalogue, generateCatalogue } from '../../api/src/demo/generate';
import { DEFAULT_DEMO_SEED } from '../../api/src/demo/seed';
import { dealerCounter, dealerOfferOn, expectNoConsoleErrors, panelPage, signInDealer } from './dealer';
import { expect, randomPhone, signedInState, test } from './support';

/** The demo catalogue's reserved car (the e2e server's 60 cars) and its dealer. */
function reservedDemoCar() {
  const catalogue = generateCatalogue({ cars: 60, seed: DEFAULT_DEMO_SEED, anchor: new Date() });
  const car = catalogue.cars.find((c) => c.status === 'reserved');
  expect(car, 'the demo catalogue draws a reserved car').toBeDefined();
  const dealer = createCatalogue({ cars: 60, seed: DEFAULT_DEMO_SEED, anchor: new Date() }).vendors.find((v) => v.id === car!.vendorId)!;
  const other = catalogue.cars.filter((c) => c.vendorId === dealer.id && c.status === 'available').at(-1);
  return { car: car!, other: other!, dealer, session: { vendorId: dealer.id, name: dealer.name, city: dealer.city } };
}

async function bookingOf(request: APIRequestContext, token: string, carId: number): Promise<VendorBooking> {
  const response = await request.get(vendorBookingPaths.bookings, { headers: { 'x-access-token': token } });
  expect(response.ok(), await response.text()).toBe(true);
  const booking = VendorBookingsResponseSchema.parse(await response.json()).data.bookings.find((b) => b.car_id === carId);
  expect(booking, `the booking that holds car ${carId}`).toBeDefined();
  return booking!;
}

for (const width of [375, 1440]) {
  test(`the reserved car's holder, a phone to call and the end show on Bookings and Today at ${width} px`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const { car, dealer, session } = reservedDemoCar();
    const token = await signInDealer(request, dealer.id);
    const booking = await bookingOf(request, token, car.id);
    const holder = DEMO_BUYERS.find((b) => b.fullName === booking.buyer.name);
    expect(holder, 'a demo buyer holds it').toBeDefined();
    const page = await panelPage(browser, baseURL!, width, { token, ...session });

    await page.goto('/vendor/bookings');
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await expect(page.getByText(/^No booking yet/)).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: car.carName }).filter({ hasText: holder!.fullName });
    await expect(row.getByRole('link', { name: `+91 ${holder!.phone}` })).toHaveAttribute('href', `tel:+91${holder!.phone}`);
    await expect(row).toContainText(/\d+ d \d+ h left/);
    await expect(row.getByRole('button', { name: `Mark the ${car.carName} sold` })).toBeVisible();
    await page.screenshot({ path: `/tmp/dealer-side-bookings-${width}.png`, fullPage: true });

    await page.goto('/vendor');
    const live = page.getByRole('region', { name: 'Live reservations' });
    await expect(live.getByText(/^No car is reserved/)).toHaveCount(0);
    const today = live.getByRole('row').filter({ hasText: car.carName });
    await expect(today).toContainText(holder!.fullName);
    await expect(today.getByRole('link', { name: `+91 ${holder!.phone}` })).toHaveAttribute('href', `tel:+91${holder!.phone}`);
    await expect(today).toContainText(/\d+ d \d+ h left/);
    await page.screenshot({ path: `/tmp/dealer-side-today-${width}.png`, fullPage: true });
    expectNoConsoleErrors(page, 'Bookings and Today');
    await page.context().close();
  });
}

test("a buyer's open offer shows the dealer's counter by itself, without a reload", async ({ browser, request, baseURL }) => {
  const { other, dealer } = reservedDemoCar();
  const phone = randomPhone();
  const post = async (url: string, data: unknown, token?: string) => {
    const response = await request.post(url, { data, headers: token ? { 'x-access-token': token } : {} });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  await post(accountPaths.signUp, { full_name: 'Ira Mehta', email: `ira.${phone}@example.com`, phone });
  const buyer = (await post(accountPaths.verifyOtp, { phone, otp: (await post(accountPaths.sendOtp, { phone })).otp }))
    .accessToken as string;
  const bidAmount = Math.round(other.listingPrice * 0.8);
  await post(offerPaths.makeOffer, { car_id: other.id, bid_amount: bidAmount }, buyer);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: signedInState(buyer, baseURL!) });
  const page = await context.newPage();
  await page.goto('/profile?tab=offers');
  const card = page.getByRole('article').filter({ hasText: other.carName });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Vendor Counter offer');
  // A mark on the document: a reload would wipe it.
  await page.evaluate(() => ((window as { stillThisDocument?: boolean }).stillThisDocument = true));

  // The dealer counters through the API; the open page shows it within its refresh, never reloaded.
  const token = await signInDealer(request, dealer.id);
  const counter = Math.round(other.listingPrice * 0.9);
  await dealerCounter(request, token, (await dealerOfferOn(request, token, other.id)).offer_id, counter);
  await expect(card).toContainText('Vendor Counter offer', { timeout: 25_000 });
  await expect(card).toContainText(`₹${counter.toLocaleString('en-IN')}`);
  expect(await page.evaluate(() => (window as { stillThisDocument?: boolean }).stillThisDocument), 'the page was not reloaded').toBe(true);
  await context.close();
});
