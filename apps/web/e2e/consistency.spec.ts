// One left edge for every page's title, similar deals that are like the car,
// a comparison that highlights only what differs and fits two cars on a phone, the compare panel's
// full names one hover or focus away. SHOTS_DIR=<dir> also saves screenshots of the car page and the
// comparison at both widths.
import { CarDetailsResponseSchema, CarListResponseSchema, type CarListItem } from '@luxe/contract';
import { cataloguePaths } from '@luxe/contract/constants';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  bringIntoView,
  expect,
  listedCars,
  newBuyerToken,
  signedInState,
  test,
  untilOpened,
  waitForAppOnLoad,
  withListedIds,
} from './support';

// Each test walks several pages or rows; on the shared 2-core machine that takes longer than one page.
test.describe.configure({ timeout: 90_000 });

const WIDTHS = [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The left edge of the site header's content (its logo, or the menu button on a phone). */
async function headerEdge(page: Page): Promise<number> {
  const box = await page.getByRole('banner').locator('.MuiToolbar-root').first().boundingBox();
  expect(box).not.toBeNull();
  return Math.round(box!.x);
}

async function leftOf(what: Locator): Promise<number> {
  await expect(what).toBeVisible();
  const box = await what.boundingBox();
  return Math.round(box!.x);
}

/** Where the content of the container holding `title` starts: inside its padding. */
function containerEdge(title: Locator): Promise<number> {
  return title.evaluate((element) => {
    const container = element.closest('.MuiContainer-root')!;
    return Math.round(container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft));
  });
}

async function buyerPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  carIds: number[],
  viewport: { width: number; height: number },
) {
  const token = await newBuyerToken(request, carIds);
  const context = await browser.newContext({ storageState: signedInState(token, baseURL), viewport });
  return { context, page: waitForAppOnLoad(await context.newPage()) };
}

const publicPages = [
  '/cars',
  '/car-details/:car',
  '/car-dealer?id=:dealer',
  '/faq',
  '/how-it-works',
  '/about-us',
  '/contact-us',
  '/news',
  '/privacy-policy',
];
const buyerPages = ['/wishlist', '/comparison?ids=:cars', '/profile'];

for (const size of WIDTHS) {
  test(`every page's title starts at the header's left edge at ${size.width}px`, async ({ browser, request, baseURL }) => {
    const ids = (await listedCars(request, 3)).map((car) => car.id);
    const { context, page } = await buyerPage(browser, request, baseURL!, ids, size);
    const edges: Record<string, number> = {};
    for (const route of [...publicPages, ...buyerPages]) {
      await page.goto(await withListedIds(request, route));
      const title = page.getByRole('heading', { level: 1 }).first();
      const header = await headerEdge(page);
      edges[`${route} container`] = (await containerEdge(title)) - header;
      // Beside the car's photos and the dealer's picture the title follows the picture, which starts the line.
      const picture = route.startsWith('/car-details') || route.startsWith('/car-dealer');
      if (!picture || size.width < 900) edges[route] = (await leftOf(title)) - header;
    }
    expect(edges).toEqual(Object.fromEntries(Object.keys(edges).map((route) => [route, 0])));
    await context.close();
  });
}

/** Cars of one body type, as the car list answers them. */
async function carsOfType(request: APIRequestContext, carType: string, count: number): Promise<CarListItem[]> {
  const response = await request.get(`${cataloguePaths.carList}?car_type=${encodeURIComponent(carType)}`, {
    headers: { 'x-limit': String(count), 'x-offset': '0' },
  });
  expect(response.ok()).toBe(true);
  return CarListResponseSchema.parse(await response.json()).data.filteredCars.cars;
}

async function detailsOf(request: APIRequestContext, id: number) {
  const response = await request.get(`${cataloguePaths.carDetails}?car_id=${id}`);
  expect(response.ok()).toBe(true);
  return CarDetailsResponseSchema.parse(await response.json()).data.carDetails;
}

test("a demo car's similar deals share its body type and sit within half its price either side", async ({ page, request }) => {
  const [first] = await listedCars(request, 1);
  const [car] = await carsOfType(request, first!.car_type, 1);
  await page.goto(`/car-details/${car!.id}`);
  const deals = page.getByRole('region', { name: 'Similar deals' }).getByRole('article');
  await bringIntoView(page.getByRole('heading', { name: 'Similar deals' }));
  await expect(deals.first()).toBeVisible();
  const ids = await deals
    .getByRole('link', { name: 'View Details' })
    .evaluateAll((links) => links.map((link) => Number(/\/car-details\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1])));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.length).toBeLessThanOrEqual(5);
  expect(ids).not.toContain(car!.id);
  for (const id of ids) {
    const deal = await detailsOf(request, id);
    expect(deal.car_type_name, `car ${id}`).toBe(car!.car_type);
    expect(deal.listing_price, `car ${id}`).toBeGreaterThanOrEqual(Math.floor(car!.listing_price * 0.5));
    expect(deal.listing_price, `car ${id}`).toBeLessThanOrEqual(Math.ceil(car!.listing_price * 1.5));
  }
});

/** Two cars of one body type, so the comparison has rows that agree and rows that differ. */
async function twoAlike(request: APIRequestContext): Promise<CarListItem[]> {
  const [first] = await listedCars(request, 1);
  const alike = await carsOfType(request, first!.car_type, 2);
  expect(alike).toHaveLength(2);
  return alike;
}

test('the comparison highlights only the rows where the cars differ', async ({ browser, request, baseURL }) => {
  const cars = await twoAlike(request);
  const { context, page } = await buyerPage(browser, request, baseURL!, [], { width: 1440, height: 900 });
  await page.goto(`/comparison?ids=${cars.map((car) => car.id).join(',')}`);
  const rows = page.getByRole('region', { name: 'Comparison table' }).locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(17);
  await expect(page.getByRole('row', { name: /^Body type/ })).not.toHaveAttribute('data-differs');

  const seen = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const header = tr.querySelector('[role="rowheader"]')!;
      return {
        label: header.firstChild?.textContent ?? '',
        values: [...tr.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent ?? ''),
        differs: tr.getAttribute('data-differs') === 'true',
        tinted: getComputedStyle(header).backgroundColor === 'rgb(246, 238, 221)',
      };
    }),
  );
  for (const row of seen) {
    // Cut values may look alike and still differ; every other row is highlighted exactly when its values differ.
    if (!['Engine capacity', 'Transmission'].includes(row.label)) expect(row.differs, row.label).toBe(new Set(row.values).size > 1);
    expect(row.tinted, `${row.label} tinted`).toBe(row.differs);
  }
  const highlighted = seen.filter((row) => row.differs).length;
  expect(highlighted).toBeGreaterThan(0);
  expect(highlighted).toBeLessThan(17);
  await expect(page.getByText(`rows differ (${highlighted} of 17)`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Fuel efficiency' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Kilometres driven' })).toBeVisible();
  await shoot(page, 'comparison-1440');
  await context.close();
});

test('a phone shows the two compared cars side by side, the page never wider than the screen', async ({ browser, request, baseURL }) => {
  const cars = await twoAlike(request);
  const { context, page } = await buyerPage(browser, request, baseURL!, [], { width: 375, height: 812 });
  await page.goto(`/comparison?ids=${cars.map((car) => car.id).join(',')}`);
  const heads = page.getByRole('columnheader').filter({ has: page.getByRole('link', { name: /^View Car Details/ }) });
  await expect(heads).toHaveCount(2);
  const [left, right] = [await heads.nth(0).boundingBox(), await heads.nth(1).boundingBox()];
  expect(left!.x).toBeGreaterThanOrEqual(0);
  expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width - 1);
  expect(right!.x + right!.width).toBeLessThanOrEqual(375);
  expect(Math.abs(left!.y - right!.y)).toBeLessThan(1);
  // Each row's values sit side by side under its name.
  const fuel = page.getByRole('row', { name: /^Fuel efficiency/ }).getByRole('cell');
  const [a, b] = [await fuel.nth(0).boundingBox(), await fuel.nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(1);
  expect(b!.x + b!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shoot(page, 'comparison-375');
  await context.close();
});

/** A buyer's wishlist in compare mode with the first two cars ticked. */
async function comparingOnWishlist(page: Page): Promise<void> {
  await page.goto('/wishlist');
  await page.getByRole('switch', { name: 'Compare' }).check();
  const ticks = page.getByRole('checkbox', { name: /^Select .* for comparison$/ });
  await ticks.nth(0).check();
  await ticks.nth(1).check();
}

test('the compare panel cuts long names and shows the whole name on hover and on keyboard focus', async ({ browser, request, baseURL }) => {
  const cars = await listedCars(request, 2);
  const { context, page } = await buyerPage(
    browser,
    request,
    baseURL!,
    cars.map((car) => car.id),
    { width: 1440, height: 900 },
  );
  await comparingOnWishlist(page);
  await page.getByRole('button', { name: /^Compare \(2 selected\)$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Compare cars' });
  await untilOpened(panel);
  const names = (await panel
    .getByRole('button', { name: /^Remove .* from comparison$/ })
    .evaluateAll((buttons) =>
      buttons.map((button) => /^Remove (.*) from comparison$/.exec(button.getAttribute('aria-label') ?? '')![1]!),
    )) as string[];
  expect(
    names.some((name) => name.length > 10),
    'a name long enough to be cut',
  ).toBe(true);
  const cut = (name: string) => (name.length > 10 ? `${name.slice(0, 10)}...` : name);
  // Each name shows cut; two names may be cut alike (two Mercedes-Benz).
  for (const [index, name] of names.entries()) {
    const alikeBefore = names.slice(0, index).filter((other) => cut(other) === cut(name)).length;
    await expect(panel.getByText(cut(name), { exact: true }).nth(alikeBefore)).toBeVisible();
  }
  // Keyboard: from the close button, Tab reaches the first name and its tooltip says it whole.
  await panel.getByRole('button', { name: 'Close compare panel' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText(names[0]!);
  // Pointer: hovering the second name (Escape would close the panel too).
  await panel.getByText(cut(names[1]!), { exact: true }).last().hover();
  await expect(page.getByRole('tooltip').filter({ hasText: names[1]! })).toBeVisible();
  await context.close();
});

for (const size of WIDTHS) {
  test(`at ${size.width}px the compare tray never covers a wishlist card's button`, async ({ browser, request, baseURL }) => {
    const cars = await listedCars(request, 4);
    const { context, page } = await buyerPage(
      browser,
      request,
      baseURL!,
      cars.map((car) => car.id),
      size,
    );
    await comparingOnWishlist(page);
    const trayTop = (await page.getByRole('region', { name: 'Compare selection' }).boundingBox())!.y;
    const buttons = page.getByRole('article').getByRole('link', { name: 'Book Now' });
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all()) {
      // Reached by keyboard, each button scrolls clear of the tray.
      await button.focus();
      const box = (await button.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(trayTop);
    }
    // At the very end of the page nothing is left under the tray.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(trayTop + 1);
    await context.close();
  });
}

for (const size of WIDTHS) {
  test(`the car page at ${size.width}px: a title unbroken inside its model name, an empty hybrid section in one line`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: size });
    const page = waitForAppOnLoad(await context.newPage());
    // A car with a hyphen in its name (Mercedes-Benz, C-Class) and no hybrid system.
    let car: Awaited<ReturnType<typeof detailsOf>> | undefined;
    for (const candidate of (await listedCars(request, 50)).filter((c) => /\w-\w/.test(c.car_name))) {
      const details = await detailsOf(request, candidate.id);
      if (details.specifications.hybrid_system?.hybrid_type === 'NA' && details.description) {
        car = details;
        break;
      }
    }
    expect(car, 'the demo catalogue has a hyphenated car without a hybrid system').toBeDefined();
    await page.goto(`/car-details/${car!.id}`);
    if (size.width > 900) {
      // The description sits right under the photos, not below the taller buying panel beside them.
      const thumbnails = (await page.getByRole('group', { name: 'Choose a photo' }).boundingBox())!;
      const about = (await page.getByText(car!.description!, { exact: true }).boundingBox())!;
      expect(about.x).toBe(thumbnails.x);
      expect(about.y - (thumbnails.y + thumbnails.height)).toBeLessThanOrEqual(48);
    }
    const title = page.getByRole('heading', { level: 1 });
    const words = ((await title.textContent()) ?? '').split(' ').filter((word) => word.includes('-'));
    for (const word of words) {
      const lines = await title.evaluate((h1, hyphenWord) => {
        const span = [...h1.querySelectorAll('span')].find((s) => s.textContent === hyphenWord);
        return span ? span.getClientRects().length : 0;
      }, word);
      expect(lines, `"${word}" on one line`).toBe(1);
    }
    await shoot(page, `car-page-${size.width}-top`);
    await bringIntoView(page.getByRole('heading', { name: 'Full Specifications' }));
    await page.getByRole('button', { name: 'Hybrid System' }).click();
    await expect(page.getByText('This car has no hybrid or electric system.')).toBeVisible();
    await expect(page.getByText('Hybrid / Electric Type')).toHaveCount(0);
    await shoot(page, `car-page-${size.width}`);
    await context.close();
  });
}
