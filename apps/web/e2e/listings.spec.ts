// The listings: a dealer adds a car with two photos in the Vendor's Hub and a buyer
// finds it in /cars search; a price cut shows on the buyer's card; taking it off hides it, putting it back
// on sale shows it again; a buyer's token is refused at the listing calls; axe on the listings pages;
// usable at 375 px; no console error.
import path from 'node:path';
import { cataloguePaths, pricingPaths } from '@luxe/contract/constants';
import { vendorListingPaths } from '@luxe/contract/vendor-paths';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoConsoleErrors, expectNoSidewaysScroll, fillNewCar, firstListedDealerSession, panelPage } from './dealer';
import { expect, expectNoAxeViolations, newBuyerToken, test, untilOpened, waitForAppOnLoad } from './support';

/** A full-page picture of the step into the run's data folder, to be looked at (a page can pass and still look broken). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(process.env.E2E_DATA_DIR!, 'shots', `${name}.png`), fullPage: true });

const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 960, height: 600, channels: 3, background } })
    .png()
    .toBuffer(),
});

test('a dealer adds a car with two photos, a buyer finds it in /cars search; a price cut shows on the card; taken off, it is gone; put back, it is found', async ({
  browser,
  baseURL,
  request,
}) => {
  // A whole journey in two browsers: about 27 s on a quiet machine, over the default 30 on a busy one.
  test.slow();
  const session = await firstListedDealerSession(request);
  const page = await panelPage(browser, baseURL!, 1440, session);
  await page.goto('/vendor/listings');
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your cars' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, 'listings');
  await shot(page, 'listings-1440');

  await page.getByRole('link', { name: 'Add a car' }).click();
  await expect(page.getByRole('heading', { name: 'Add a car', level: 1 })).toBeVisible();
  // The server's rules, shown at their fields before anything is sent.
  await page.getByRole('button', { name: 'List the car' }).click();
  await expect(page.getByText('Please choose the brand, model and variant.')).toBeVisible();
  const { brand, model } = await fillNewCar(page, '64,50,000');
  await expect(page.getByText('Transmission', { exact: true })).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles([await photo('front.png', '#203a60'), await photo('side.png', '#8a2030')]);
  await expect(page.getByRole('img', { name: /photo 2 \(side\.png\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Move photo 2 (side.png) earlier' }).click();
  await expect(page.getByRole('img', { name: /photo 1 \(side\.png\)/ })).toBeVisible();
  await expectNoAxeViolations(page, 'add a car');
  await shot(page, 'new-1440');
  await page.getByRole('button', { name: 'List the car' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
  await expect(page).toHaveURL(/\/vendor\/listings\/\d+$/);
  const carId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('img', { name: 'photo 1' }) })
      .getByRole('listitem'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page, 'a listed car');
  await shot(page, 'car-1440');

  // A buyer (a guest) finds it in search by its model's name, with its photos, at once.
  const buyer = waitForAppOnLoad(await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage());
  await buyer.goto(`/cars?search=${encodeURIComponent(`${brand} ${model}`)}`);
  // The newest car is the wide list's featured car, its list card hidden there: read the one shown.
  const card = buyer.locator('article:visible').filter({ has: buyer.locator(`a[href="/car-details/${carId}"]`) });
  await expect(card).toBeVisible();
  await expect(card.getByText('₹64.5 Lakh')).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/media\/uploads\/[0-9a-f]{32}\.webp$/);

  // A price cut in the panel shows on the buyer's card, with the price before it.
  await page.getByRole('button', { name: 'Change price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the price' });
  await untilOpened(dialog); // axe reads colours: not while the dialog fades in
  await expectNoAxeViolations(page, 'change the price');
  await dialog.getByLabel('New price (₹)').fill('59,90,000');
  await dialog.getByRole('button', { name: 'Change price' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Price cut' })).toBeVisible();
  await buyer.reload();
  await expect(card.getByText('₹59.9 Lakh')).toBeVisible();
  await shot(buyer, 'buyer-card-1440');
  await expect(card.getByText('₹64.5 Lakh')).toBeVisible();

  // Taken off (the dialog says what that does): gone from the buyer's search and its page answers not found.
  await page.getByRole('button', { name: 'Take off…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take this car off?' });
  await untilOpened(confirm);
  await expect(confirm).toContainText('leaves buyers');
  await expectNoAxeViolations(page, 'take off');
  await confirm.getByRole('button', { name: 'Take it off' }).click();
  await expect(page.getByText(/^Taken off .*buyers no longer see it/)).toBeVisible();
  await buyer.reload();
  await expect(buyer.locator(`a[href="/car-details/${carId}"]`)).toHaveCount(0);
  const gone = await request.get(`${cataloguePaths.carDetails}?car_id=${carId}`);
  expect(gone.status()).toBe(404);

  // Put back on sale from its card among the cars taken off: buyers find it again at once.
  const carName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.goto('/vendor/listings?status=withdrawn');
  const putBack = page.getByRole('button', { name: `Put back on sale: ${carName}` });
  await expect(putBack).toBeVisible();
  await expectNoAxeViolations(page, 'cars taken off');
  await shot(page, 'withdrawn-1440');
  await putBack.click();
  await expect(page.getByRole('alert').filter({ hasText: `The ${carName} is back on sale: buyers find it again.` })).toBeVisible();
  await expect(putBack).toHaveCount(0);
  await buyer.reload();
  await expect(card.getByText('₹59.9 Lakh')).toBeVisible();
  expect((await request.get(`${cataloguePaths.carDetails}?car_id=${carId}`)).status()).toBe(200);
  // The dealer's list gives the car the year its page leads its name with.
  await buyer.goto(`/car-details/${carId}`);
  const year = /^\d{4}/.exec((await buyer.getByRole('heading', { level: 1 }).textContent())!.trim())![0];
  await page.goto('/vendor/listings');
  const row = page
    .getByRole('list', { name: 'Your cars' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/vendor/listings/${carId}"]`) });
  await expect(row).toContainText(`${year} · `);
  expectNoConsoleErrors(page, 'the listings journey');
  // Off again, so that the catalogue the next specs read is as it was.
  const off = await request.patch(vendorListingPaths.takeOff, { headers: { 'x-access-token': session.token }, data: { car_id: carId } });
  expect(off.ok(), await off.text()).toBe(true);
});

test("a buyer's token is refused at every listing call", async ({ request }) => {
  const buyerToken = await newBuyerToken(request);
  const headers = { 'x-access-token': buyerToken };
  for (const url of [vendorListingPaths.cars, vendorListingPaths.catalogue, `${vendorListingPaths.carDetails}?car_id=1`]) {
    expect((await request.get(url, { headers })).status(), url).toBe(401);
  }
  for (const url of [
    vendorListingPaths.updateCar,
    vendorListingPaths.takeOff,
    vendorListingPaths.relist,
    vendorListingPaths.updatePhotos,
    pricingPaths.changePrice,
  ]) {
    expect((await request.patch(url, { headers, data: { car_id: 1 } })).status(), url).toBe(401);
  }
  expect((await request.post(vendorListingPaths.createCar, { headers, data: {} })).status()).toBe(401);
});

test('the listings pages work at 375 px: no sideways scrolling, a car listed from a phone that a guest on a phone finds, axe clean', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // a car listed, found by a guest and taken off again, on a phone
  const session = await firstListedDealerSession(request);
  const page = await panelPage(browser, baseURL!, 375, session);
  await page.goto('/vendor/listings');
  await expect(page.getByRole('list', { name: 'Your cars' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'listings at 375 px');
  await expectNoAxeViolations(page, 'listings at 375 px');
  await shot(page, 'listings-375');
  await page.getByRole('button', { name: /^Taken off/ }).click();
  await expect(page).toHaveURL(/status=withdrawn/);

  // Add a car from the bar at the foot; the server's price rule shows at its field, then the car is listed.
  await page.getByRole('navigation', { name: "Vendor's Hub sections" }).getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('link', { name: 'Add a car' }).click();
  const { brand, model } = await fillNewCar(page, '1,500');
  await page.getByRole('button', { name: 'List the car' }).click();
  await expect(page.getByText(/listing_price must be from/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'add a car at 375 px');
  await expectNoAxeViolations(page, 'add a car at 375 px');
  await shot(page, 'new-375');
  await page.getByLabel('Price (₹)').fill('48,00,000');
  await page.getByRole('button', { name: 'List the car' }).click();
  await expect(page).toHaveURL(/\/vendor\/listings\/\d+$/);
  const carId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'a car at 375 px');
  await expectNoAxeViolations(page, 'a car at 375 px');
  await shot(page, 'car-375');
  expectNoConsoleErrors(page, 'the listings pages at 375 px');

  // A guest on a phone finds it in search at once.
  const guest = waitForAppOnLoad(await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage());
  await guest.goto(`/cars?search=${encodeURIComponent(`${brand} ${model}`)}`);
  await expect(guest.locator(`a[href="/car-details/${carId}"]:visible`).first()).toBeVisible();
  await guest.context().close();
  // Off again, so that the catalogue the next specs read is as it was.
  const off = await request.patch(vendorListingPaths.takeOff, { headers: { 'x-access-token': session.token }, data: { car_id: carId } });
  expect(off.ok(), await off.text()).toBe(true);
});
