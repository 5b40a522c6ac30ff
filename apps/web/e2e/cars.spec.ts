import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openPopover, test, untilOpened, waitForAppOnLoad } from './support';

const LIST_PATH = '/carlist-with-and-WithoutFilter';

interface ListAnswer {
  data: {
    filteredCars: {
      cars: { id: number; car_name: string; images: string[]; listing_price: number }[];
      pagination: { total: number; total_pages: number };
    };
  };
}

/** The next car list answer's pagination: what the page must show. */
async function nextListAnswer(page: Page) {
  const response = await page.waitForResponse((r) => r.url().includes(LIST_PATH) && r.request().method() === 'GET');
  const body = (await response.json()) as ListAnswer;
  return body.data.filteredCars;
}

/**
 * The same list as the API gives it: a page opened by address arrives server-rendered, with no call
 * from the browser to wait for.
 */
async function listFromApi(page: Page, query: Record<string, string> = {}) {
  const response = await page.request.get(`/api/public/app-landing-page/cars/v1/read${LIST_PATH}`, {
    params: query,
    headers: { 'x-limit': '9', 'x-offset': '0' },
  });
  const body = (await response.json()) as ListAnswer;
  return body.data.filteredCars;
}

const cards = (page: Page) => page.getByRole('region', { name: 'Car list' }).getByRole('article');

test('filter, sort, page and search the list; reload and Back keep the state', async ({ page }) => {
  await page.goto('/cars');
  const all = await listFromApi(page);
  await expect(page.getByText(`Showing ${all.cars.length} out of ${all.pagination.total} results`)).toBeVisible();

  // A brand from the filter list.
  const brandGroup = page.getByRole('group', { name: 'Brand' });
  const brandBox = brandGroup.getByRole('checkbox').first();
  const brand = (await brandGroup.locator('label').first().textContent())!.trim();
  let answer = nextListAnswer(page);
  await brandBox.click();
  const byBrand = await answer;
  await expect(page).toHaveURL(`/cars?car_brand=${encodeURIComponent(brand)}`);
  await expect(page.getByText(`Showing ${byBrand.cars.length} out of ${byBrand.pagination.total} results`)).toBeVisible();
  expect(byBrand.pagination.total).toBeLessThan(all.pagination.total);

  // The header's link to all cars leads to the address the router last rendered (the tick wrote its
  // entry without it): it still adds an entry, and Back shows the filtered list again.
  await openPopover(page.getByRole('button', { name: 'CARS' }));
  await page.getByRole('link', { name: 'Browse all cars' }).click();
  await expect(page).toHaveURL('/cars');
  await expect(brandBox).not.toBeChecked();
  await expect(page.getByText(`Showing ${all.cars.length} out of ${all.pagination.total} results`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/cars?car_brand=${encodeURIComponent(brand)}`);
  await expect(brandBox).toBeChecked();
  await expect(page.getByText(`Showing ${byBrand.cars.length} out of ${byBrand.pagination.total} results`)).toBeVisible();

  // Sort: prices rise through the page.
  answer = nextListAnswer(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  const sorted = await answer;
  await expect(page).toHaveURL(/price_sorting=low_to_high/);
  const prices = sorted.cars.map((car) => car.listing_price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Back to the unfiltered, sorted list and page 2.
  await page.goto('/cars?price_sorting=low_to_high');
  await expect(page.getByText(`out of ${all.pagination.total} results`)).toBeVisible();
  expect(all.pagination.total_pages).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const places = await page.locator('.car-grid > *').elementHandles();
  answer = nextListAnswer(page);
  await page.getByRole('button', { name: 'Page 2' }).click();
  const second = await answer;
  await expect(page).toHaveURL('/cars?price_sorting=low_to_high&page=2');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(second.cars.length);
  // The cards keep their places: the second place is the same element, with the new car's name and
  // picture (not the last one's).
  const [, now] = second.cars;
  const picture = page.locator('.car-grid > *').nth(1).locator('img');
  await expect(picture).toHaveAttribute('alt', now!.car_name.trim());
  await expect(picture).toHaveAttribute('src', now!.images[0]!);
  expect(await places[1]!.evaluate((node) => node.isConnected)).toBe(true);
  // The later places follow with the rest of the page.
  await expect
    .poll(() => page.locator('.car-grid > * img').evaluateAll((pictures) => pictures.map((img) => (img as HTMLImageElement).alt)))
    .toEqual(second.cars.map((car) => car.car_name.trim()));

  // Reload keeps page 2 and the sort.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('low_to_high');

  // Back returns to page 1 of the same list.
  await page.goBack();
  await expect(page).toHaveURL('/cars?price_sorting=low_to_high');
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // Search overrides the filters and shows a removable chip.
  await page.goto(`/cars?car_brand=${encodeURIComponent(brand)}&search=${encodeURIComponent(brand)}`);
  const searched = await listFromApi(page, { search: brand });
  await expect(page.getByText(`Results for "${brand}"`)).toBeVisible();
  await expect(page.getByText(`Showing ${searched.cars.length} out of ${searched.pagination.total} results`)).toBeVisible();
  await page.getByLabel(`Clear search ${brand}`).click();
  await expect(page).toHaveURL(`/cars?car_brand=${encodeURIComponent(brand)}`);
  await page.goBack();
  await expect(page.getByText(`Results for "${brand}"`)).toBeVisible();

  // A search that finds nothing says what to do next.
  await page.goto('/cars?search=zzzqqq');
  await expect(page.getByRole('heading', { name: 'No cars match your choices' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear search', exact: true })).toBeVisible();
});

test('on a phone the filters are a drawer opened by a Filters button', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = waitForAppOnLoad(await context.newPage());
  await page.goto('/cars');
  const all = await listFromApi(page);
  await expect(page.getByText(`out of ${all.pagination.total} results`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await untilOpened(drawer);
  await expectNoAxeViolations(page, 'the open filter sheet');

  const typeGroup = drawer.getByRole('group', { name: 'Car type' });
  const type = (await typeGroup.locator('label').first().textContent())!.trim();
  const answer = nextListAnswer(page);
  await typeGroup.getByRole('checkbox').first().click();
  const byType = await answer;
  await expect(page).toHaveURL(`/cars?car_type=${encodeURIComponent(type)}`);
  await expect(drawer.getByRole('button', { name: `Show ${byType.pagination.total} results` })).toBeVisible();
  await drawer.getByRole('button', { name: `Show ${byType.pagination.total} results` }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`Showing ${byType.cars.length} out of ${byType.pagination.total} results`)).toBeVisible();
  await context.close();
});

test("the desktop's filter column keeps the server's HTML until its own code has loaded", async ({ page }) => {
  // The column's code is held back; meanwhile the page hydrates and renders again for the window's width.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const codeAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/assets/filter-sidebar-*.js', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  const opened = page.goto('/cars');
  const boxes = page.getByRole('complementary', { name: 'Filter cars' }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const shown = await boxes.count();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  // The column has asked for its code: the page has hydrated and rendered again for the window's
  // width, and a column dropped by that render would stay blank until the held code comes.
  await codeAsked;
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  expect(await boxes.count()).toBe(shown);
  release();
  await opened;
  await expect(page.getByRole('complementary', { name: 'Filter cars' }).locator('[data-hydrated]')).toHaveCount(1);
  expect(await boxes.count()).toBe(shown);
});

test('two quick ticks both count, the boxes follow the address on Back, and a wide screen has no filter dialog', async ({ page }) => {
  await page.goto('/cars');
  const column = page.getByRole('complementary', { name: 'Filter cars' });
  await expect(column.locator('[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);
  const boxes = column.getByRole('group', { name: 'Fuel type' }).getByRole('checkbox');
  const [first, second] = await Promise.all([boxes.nth(0).getAttribute('value'), boxes.nth(1).getAttribute('value')]);
  // The second tick comes before the first one's address has rendered.
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await expect(page).toHaveURL(`/cars?fuel_type=${encodeURIComponent(first!)},${encodeURIComponent(second!)}`);
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  const answer = await listFromApi(page, { fuel_type: `${first},${second}` });
  await expect(page.getByText(`Showing ${answer.cars.length} out of ${answer.pagination.total} results`)).toBeVisible();
  // The change rendered the list alone: the footer, far below, is still the server's HTML, its code not asked for.
  await expect(page.locator('[data-deferred]:has(> footer)')).not.toHaveAttribute('data-hydrated');
  // The list's answer was checked with its own schema module, not the whole contract's.
  const schemaFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) => /\/assets\/(contract-schemas|car-list-schema)-/.exec(entry.name)?.[1] ?? []),
  );
  expect(schemaFiles).toContain('car-list-schema');
  expect(schemaFiles).not.toContain('contract-schemas');
  await page.goBack();
  await expect(page).toHaveURL(`/cars?fuel_type=${encodeURIComponent(first!)}`);
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.nth(0)).toBeChecked();
  const one = await listFromApi(page, { fuel_type: first! });
  await expect(page.getByText(`Showing ${one.cars.length} out of ${one.pagination.total} results`)).toBeVisible();

  // A car of the filtered list and Back: the same list, where it was left.
  const card = page
    .getByRole('region', { name: 'Car list' })
    .getByRole('article')
    .nth(Math.min(4, one.cars.length - 1));
  await card.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(0);
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/car-details\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(`/cars?fuel_type=${encodeURIComponent(first!)}`);
  await expect(boxes.nth(0)).toBeChecked();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a mouse over a box asks for its list, and the click shows that answer without asking again', async ({ page }) => {
  await page.goto('/cars');
  const column = page.getByRole('complementary', { name: 'Filter cars' });
  await expect(column.locator('[data-hydrated]')).toHaveCount(1);
  const box = column.getByRole('group', { name: 'Fuel type' }).getByRole('checkbox').first();
  const fuel = (await box.getAttribute('value'))!;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(LIST_PATH)) asked.push(new URL(request.url()).searchParams.get('fuel_type') ?? '');
  });
  await box.scrollIntoViewIfNeeded();
  const target = (await box.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
  // Over the box, not yet pressed: the list of the change its click would make is already asked for.
  await expect.poll(() => asked).toEqual([fuel]);
  await expect(page).toHaveURL('/cars');
  await page.mouse.down();
  await expect(page).toHaveURL('/cars');
  await page.mouse.up();
  await expect(page).toHaveURL(`/cars?fuel_type=${encodeURIComponent(fuel)}`);
  const answer = await listFromApi(page, { fuel_type: fuel });
  await expect(page.getByText(`Showing ${answer.cars.length} out of ${answer.pagination.total} results`)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(asked).toEqual([fuel]);
});
