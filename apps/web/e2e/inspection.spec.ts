// The dealer inspection report: a dealer fills a car's report on a phone beside the car (groups marked as
// pass, one point needing attention with a note and a photo from the camera, what is missing said before
// saving), and saves it; the buyer's car page shows the report with that finding and its photo larger on a
// tap, the car's card its score, and 'Inspected cars only' lists it. Axe on both; no console error.
import { ListingCatalogueResponseSchema, ListingDetailsResponseSchema } from '@luxe/contract';
import { cataloguePaths } from '@luxe/contract/constants';
import { inspectionPaths, type InspectionChecklist } from '@luxe/contract/inspection';
import { vendorListingPaths } from '@luxe/contract/vendor-paths';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoConsoleErrors, expectNoSidewaysScroll, firstListedDealerSession, panelPage, shootWhenAsked } from './dealer';
import { bringIntoView, expect, expectNoAxeViolations, test, untilOpened, waitForAppOnLoad } from './support';

/** A new car of the dealer's, listed through the API (its report not filled yet): the catalogue's first variant. */
async function newCar(request: APIRequestContext, token: string, city: string): Promise<{ id: number; name: string }> {
  const headers = { 'x-access-token': token };
  const catalogue = await request.get(vendorListingPaths.catalogue, { headers });
  expect(catalogue.ok(), await catalogue.text()).toBe(true);
  const { brands, colours } = ListingCatalogueResponseSchema.parse(await catalogue.json()).data;
  const variant = brands[0]!.models[0]!.variants[0]!;
  const created = await request.post(vendorListingPaths.createCar, {
    headers,
    data: {
      variant_id: variant.variant_id,
      manufacturing_year: 2021,
      registration_year: 2021,
      registration_state: 'Delhi',
      registration_number: 'DL 03 AB 4721',
      odometer_reading: 28_400,
      no_of_owners: 1,
      color: colours[0]!.name,
      location: city,
      listing_price: 5_450_000,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const car = ListingDetailsResponseSchema.parse(await created.json()).data;
  return { id: car.car_id, name: car.car_name };
}

/** The screen as it is into SHOTS_DIR when set (the car page's pictures below load only when scrolled to). */
async function shotOfScreen(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

/** The page of the inspected list (9 cars a page) that shows car `id`. */
async function inspectedPageOf(request: APIRequestContext, id: number): Promise<{ page: number; score: number }> {
  const response = await request.get(`${cataloguePaths.carList}?inspected=true`, { headers: { 'x-limit': '200', 'x-offset': '0' } });
  const cars = ((await response.json()) as { data: { filteredCars: { cars: { id: number; inspection_score: number | null }[] } } }).data
    .filteredCars.cars;
  const index = cars.findIndex((car) => car.id === id);
  expect(index, `car ${id} in the inspected list`).toBeGreaterThanOrEqual(0);
  return { page: Math.floor(index / 9) + 1, score: cars[index]!.inspection_score! };
}

test('a dealer fills a report on a phone; the car page shows it, the card its score, and the inspected filter lists the car', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two browsers and a hundred-odd points: longer than the default 30 s on a busy machine.
  test.slow();
  const session = await firstListedDealerSession(request);
  const car = await newCar(request, session.token, session.city);
  const groups = ((await (await request.get(inspectionPaths.checklist)).json()) as { data: { groups: InspectionChecklist } }).data.groups;
  const point = groups[0]!.items[0]!;
  const note = 'Paint depth 210 µm on the bonnet: refinished';

  const page = await panelPage(browser, baseURL!, 375, session);
  await page.goto(`/vendor/listings/${car.id}`);
  await page.getByRole('link', { name: 'Inspection report' }).click();
  await expect(page.getByRole('heading', { name: 'Inspection report', level: 1 })).toBeVisible();
  await expect(page.getByText('not an inspection by Luxe Wheels')).toBeVisible();
  const first = page.getByRole('button', { name: new RegExp(`^${groups[0]!.label}`) });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toContainText(`0 of ${groups[0]!.items.length} checked`);
  await expect(page.getByRole('status')).toContainText(`0 of ${groups.flatMap((g) => g.items).length} checked`);

  // One point needs attention: the note is required, and counted.
  const fieldset = page.getByRole('group', { name: point.label });
  await fieldset.getByRole('radio', { name: 'Attention' }).check();
  const region = (label: string) => page.getByRole('region', { name: label, exact: true });
  await region(groups[0]!.label).getByRole('button', { name: 'Mark the rest of this group as pass' }).click();
  await expect(first).toContainText(`${groups[0]!.items.length} of ${groups[0]!.items.length} checked`);
  await page.getByRole('button', { name: 'Save report' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Not saved yet' });
  await expect(summary).toContainText(`points are not checked yet (${groups[1]!.label} ${groups[1]!.items.length}`);
  await expect(summary).toContainText('1 note is missing.');
  await expect(fieldset.getByText(`Say what needs attention (${point.label}).`)).toBeVisible();
  const noteField = fieldset.getByLabel('What needs attention (required)');
  await noteField.fill(note);
  await expect(fieldset.getByText(`${note.length}/300`)).toBeVisible();
  await expect(fieldset.getByText(`Say what needs attention (${point.label}).`)).toHaveCount(0);
  await expect(summary).not.toContainText('note is missing');

  // A photo from the camera, uploaded at once; its thumbnail can be removed.
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a5c3a' } })
    .png()
    .toBuffer();
  // The phone's camera opens at once.
  await expect(fieldset.getByLabel(`Add photo: ${point.label}`)).toHaveAttribute('capture', 'environment');
  await fieldset.getByLabel(`Add photo: ${point.label}`).setInputFiles({ name: 'bonnet.png', mimeType: 'image/png', buffer: png });
  await expect(fieldset.getByRole('img', { name: `Photo: ${point.label}` })).toHaveAttribute(
    'src',
    /\/media\/uploads\/[0-9a-f]{32}\.webp$/,
  );
  await expect(page.getByRole('status')).toContainText('1 of 5 photos');

  // Every other group: opened and marked as pass.
  for (const group of groups.slice(1)) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${group.label}`) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await region(group.label).getByRole('button', { name: 'Mark the rest of this group as pass' }).click();
    await expect(toggle).toContainText(`${group.items.length} of ${group.items.length} checked`);
  }
  // Everything is answered: nothing is said missing any more.
  await expect(summary).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the report at 375 px');
  await expectNoAxeViolations(page, 'the dealer’s report');
  await shootWhenAsked(page, 'inspection-dealer-375');

  const total = groups.flatMap((g) => g.items).length;
  // Rounded down: one point needing attention keeps a report under 100.
  const score = Math.floor(((2 * (total - 1) + 1) * 100) / (2 * total));
  await expect(page.getByRole('status')).toContainText(`Score ${score}/100`);
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('Report saved: buyers see it on the car’s page now.')).toBeVisible();
  await expect(page.getByText(/^Last saved /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save report' })).toBeEnabled();
  await shotOfScreen(page, 'inspection-dealer-saved-375');
  expectNoConsoleErrors(page, 'the dealer’s report');

  // The buyer's car page: the score, the finding with its note, and the photo larger on a tap.
  const buyer = waitForAppOnLoad(await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage());
  await buyer.goto(`/car-details/${car.id}`);
  const heading = buyer.getByRole('heading', { name: 'Dealer inspection report' });
  await bringIntoView(heading);
  const report = buyer.locator('#inspection-report');
  await expect(report.getByText(`${score}/100`)).toBeVisible();
  await expect(report.getByText('This is the dealer’s own report')).toBeVisible();
  await expect(report.getByText('It is not an inspection by Luxe Wheels.')).toBeVisible();
  await expect(report.getByRole('region', { name: groups[0]!.label })).toContainText('1 needs attention');
  await expect(report.getByText(point.label)).toBeVisible();
  await expect(report.getByText(note)).toBeVisible();
  await expectNoAxeViolations(buyer, 'the car page’s report', '#inspection-report');
  await report.getByRole('button', { name: `Open the dealer's photo larger: ${point.label}` }).click();
  const dialog = buyer.getByRole('dialog', { name: point.label });
  await untilOpened(dialog);
  await expect(dialog.getByRole('img', { name: `The dealer's photo: ${point.label}` })).toBeVisible();
  await shotOfScreen(buyer, 'inspection-buyer-photo-375');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The card says its score, and 'Inspected cars only' (in the phone's filter sheet) lists the car.
  await buyer.goto('/cars');
  await buyer.getByRole('button', { name: 'Filters' }).click();
  const sheet = buyer.getByRole('dialog', { name: 'Filters' });
  await untilOpened(sheet);
  await sheet.getByRole('checkbox', { name: 'Inspected cars only' }).check();
  await expect(buyer).toHaveURL('/cars?inspected=true');
  const listed = await inspectedPageOf(request, car.id);
  expect(listed.score).toBe(score);
  await buyer.goto(`/cars?inspected=true${listed.page > 1 ? `&page=${listed.page}` : ''}`);
  // The newest car may be the featured one above the list, its list card hidden at this width or not: the one shown.
  const card = buyer.locator('article:visible').filter({ has: buyer.locator(`a[href="/car-details/${car.id}"]`) });
  await expect(card.getByText(`Inspected · ${score}`)).toBeVisible();
  await shotOfScreen(buyer, 'inspection-cards-375');
});
