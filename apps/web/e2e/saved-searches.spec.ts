// Saved searches: a buyer saves the car list's filters from /cars (a name made of them, which they may
// change; the dialog's code loads at the tap), finds the search in the profile's Saved searches tab, sees
// a car a dealer lists into it as new since their last visit, opens it (the list with its filters; what
// was new is then seen) and removes it; a guest names one, signs in, and it is saved then. At 1440 and
// 375 px, axe-clean, no sideways scrolling. SHOTS_DIR=<dir> also saves screenshots.
import path from 'node:path';
import { ListingCatalogueResponseSchema, type ListingDetails } from '@luxe/contract';
import { vendorListingPaths } from '@luxe/contract/vendor-paths';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSidewaysScroll, firstListedDealerSession, type DealerSession } from './dealer';
import {
  expect,
  expectNoAxeViolations,
  loginDialog,
  newBuyerToken,
  randomPhone,
  signedInState,
  signUpAndInInDialog,
  test,
  untilOpened,
  waitForAppOnLoad,
} from './support';

const SAVED = 'Search saved: we will tell you of new cars that match.';
const DIALOG_CODE = /\/save-search-(loader-)?[\w-]+\.js$/;

async function shootWhenAsked(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save this search' });
const savedTab = (page: Page) => page.getByRole('tabpanel');

/** The dealer's catalogue's first brand and the first variant of its first model. */
async function firstVariant(request: APIRequestContext, session: DealerSession) {
  const response = await request.get(vendorListingPaths.catalogue, { headers: { 'x-access-token': session.token } });
  expect(response.ok(), await response.text()).toBe(true);
  const brand = ListingCatalogueResponseSchema.parse(await response.json()).data.brands[0]!;
  return { brand: brand.name, variantId: brand.models[0]!.variants[0]!.variant_id };
}

async function listCar(request: APIRequestContext, session: DealerSession, variantId: number): Promise<ListingDetails> {
  const response = await request.post(vendorListingPaths.createCar, {
    headers: { 'x-access-token': session.token },
    data: {
      variant_id: variantId,
      manufacturing_year: 2023,
      registration_year: 2023,
      registration_state: 'Maharashtra',
      registration_number: 'MH 12 SS 2024',
      odometer_reading: 6_000,
      no_of_owners: 1,
      listing_price: 4_450_000,
      color: 'White',
      location: session.city,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ListingDetails }).data;
}

test('a buyer saves a search on /cars, sees a car listed into it as new in the profile, opens it and removes it (1440 px)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // a dealer's listing and its job, three axe runs, on a shared machine
  const session = await firstListedDealerSession(request);
  const { brand, variantId } = await firstVariant(request, session);
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: signedInState(await newBuyerToken(request), baseURL!),
  });
  const page = waitForAppOnLoad(await context.newPage());
  const dialogCode: string[] = [];
  page.on('request', (r) => {
    if (DIALOG_CODE.test(r.url())) dialogCode.push(r.url());
  });
  const query = `car_brand=${encodeURIComponent(brand)}&location=${encodeURIComponent(session.city)}&max_price=5000000`;
  await page.goto(`/cars?${query}`);
  const button = page.getByRole('button', { name: 'Save this search' });
  await expect(button).toBeVisible();
  expect(dialogCode, 'the dialog’s code before the tap').toEqual([]);

  await button.click();
  const dialog = saveDialog(page);
  await untilOpened(dialog);
  // Its loader and the dialog itself.
  expect(dialogCode).toHaveLength(2);
  const name = dialog.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue(`${brand} cars under ₹50 lakh in ${session.city}`);
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page, 'the save dialog', '[role="dialog"], dialog');
  await shootWhenAsked(page, 'save-search-1440');
  // A name is needed.
  await name.fill('   ');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Please give this search a name.')).toBeVisible();
  await name.fill(`My ${brand} hunt`);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAVED })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The same filters again: the server says it has them, in the dialog.
  await button.click();
  await untilOpened(dialog);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText(`You have saved this search already, as “My ${brand} hunt”.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/profile?tab=saved-searches');
  const card = savedTab(page).getByRole('article', { name: `My ${brand} hunt` });
  await expect(card).toContainText('Nothing new since your last visit');

  // A dealer lists a car into it: the next look shows it as new, with the car.
  const car = await listCar(request, session, variantId);
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText('1 new car since your last visit', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByRole('link', { name: car.car_name })).toHaveAttribute('href', `/car-details/${car.car_id}`);
  await expect(card).toContainText('New · ₹44.5 Lakh');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'the saved searches tab');
  await expectNoSidewaysScroll(page, 'the saved searches tab');
  await shootWhenAsked(page, 'saved-searches-1440');

  // The bell tells of it too, and leads to the car.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await untilOpened(bell);
  await bell.getByRole('button', { name: new RegExp(`New car for “My ${brand} hunt”`) }).click();
  await expect(page).toHaveURL(new RegExp(`/car-details/${car.car_id}$`));

  // Open: the car list with its filters; back in the profile, nothing is new any more.
  await page.goto('/profile?tab=saved-searches');
  await card.getByRole('button', { name: `Open My ${brand} hunt` }).click();
  await expect(page).toHaveURL(`/cars?${query}`);
  await expect(page.locator(`a[href="/car-details/${car.car_id}"]`).first()).toBeAttached();
  await page.goto('/profile?tab=saved-searches');
  await expect(card).toContainText('Nothing new since your last visit');

  await card.getByRole('button', { name: `Remove My ${brand} hunt` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `“My ${brand} hunt” removed` })).toBeVisible();
  await expect(savedTab(page).getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  await context.close();
  // Off again, so that the catalogue the next specs read is as it was.
  const off = await request.patch(vendorListingPaths.takeOff, {
    headers: { 'x-access-token': session.token },
    data: { car_id: car.car_id },
  });
  expect(off.ok(), await off.text()).toBe(true);
});

test('a guest names a search on a phone, signs up and in, and it is saved then (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/cars?car_type=SUV&year=2020');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = saveDialog(page);
  await untilOpened(dialog);
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('SUVs, from 2020');
  await expect(dialog).toContainText('You will be asked to log in');
  await expectNoAxeViolations(page, 'the save dialog on a phone', '[role="dialog"], dialog');
  await expectNoSidewaysScroll(page, 'the save dialog on a phone');
  await shootWhenAsked(page, 'save-search-375');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  await expect(loginDialog(page)).toBeVisible();
  await signUpAndInInDialog(page, randomPhone());
  await expect(page.getByRole('alert').filter({ hasText: SAVED })).toBeVisible();

  await page.goto('/profile?tab=saved-searches');
  const card = savedTab(page).getByRole('article', { name: 'SUVs, from 2020' });
  await expect(card).toContainText('Nothing new since your last visit');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'the saved searches tab on a phone');
  await expectNoSidewaysScroll(page, 'the saved searches tab on a phone');
  await shootWhenAsked(page, 'saved-searches-375');
  await card.getByRole('button', { name: 'Remove SUVs, from 2020' }).click();
  await expect(savedTab(page).getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});

test('the car list offers no save without a filter or a search', async ({ page }) => {
  await page.goto('/cars');
  await expect(page.getByRole('heading', { name: 'Car list' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
  await page.goto('/cars?search=q7');
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
});
