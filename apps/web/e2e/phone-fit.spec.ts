// No page is wider than a phone's screen. At 375 px every car page of the catalogue and every other
// route lays out within the screen, for a guest, a signed-in buyer and a dealer; on a car page the
// bottom bar's Book Now and Make an Offer are on the screen and take the tap, and the dialog it opens
// is in the middle of the screen.
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { firstListedDealerSession } from './dealer';
import {
  expect,
  listedCarIds,
  listedCars,
  listedTotal,
  loginDialog,
  newBuyerToken,
  signedInState,
  test,
  untilOpened,
  waitForAppOnLoad,
  withListedIds,
} from './support';

const PHONE = { width: 375, height: 812 };
/** The cars of the e2e server's demo catalogue (playwright.config.ts seeds 60). */
const CATALOGUE = 60;

// A phone's browser lays the page out as wide as its content and shows it zoomed out or scrolled, where
// a desktop browser at this width only clips it: the tests browse as a phone, so a page too wide is
// what a buyer would get (the fixed bottom bar below the screen, dialogs off its middle).
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** What shows that a route has rendered: its main heading, or the login dialog a guest gets on a signed-in page. */
const rendered = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first().or(loginDialog(page));

/** The page is no wider than the screen (collects every failure, so one run names every wide page). */
async function expectFitsTheScreen(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${what}: the page's width`).toBeLessThanOrEqual(PHONE.width);
}

/** Opens `paths` one after the other in `page` and checks that each fits the screen. */
async function expectEveryRouteFits(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(rendered(page)).toBeVisible();
      await expectFitsTheScreen(page, path);
    });
  }
}

/** On the screen, and the topmost element at its centre is the button itself (or inside it); answers whether it is. */
async function expectInReach(button: Locator, what: string): Promise<boolean> {
  const reach = await button.evaluate((element, screen) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      onScreen: box.left >= 0 && box.top >= 0 && box.right <= screen.width && box.bottom <= screen.height,
      takesTheTap: hit !== null && element.contains(hit),
    };
  }, PHONE);
  expect.soft(reach, what).toEqual({ onScreen: true, takesTheTap: true });
  return reach.onScreen && reach.takesTheTap;
}

test('every car page of the catalogue fits the screen, its bottom bar in reach and its dialog in the middle', async ({ page, request }) => {
  // Every car the catalogue lists now: specs before this one add cars, take some down and suspend dealers.
  const total = await listedTotal(request);
  expect(total, 'the catalogue lists about the demo catalogue').toBeGreaterThanOrEqual(CATALOGUE - 10);
  test.setTimeout(total * 2_500);
  const cars = await listedCars(request, total);
  for (const car of cars) {
    await test.step(`car ${car.id}`, async () => {
      const path = `/car-details/${car.id}`;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The last section, server-rendered with the page: its row of cards is what once widened it.
      await expect(page.getByRole('region', { name: 'Similar deals' }).or(page.getByText(/^No similar cars/))).toBeAttached();
      await expectFitsTheScreen(page, path);
      if (car.status !== 'available') return;

      const book = page.getByRole('button', { name: 'Book Now', exact: true });
      const bookInReach = await expectInReach(book, `${path}: Book Now`);
      const offerInReach = await expectInReach(page.getByRole('button', { name: 'Make an Offer', exact: true }), `${path}: Make an Offer`);
      // Out of reach is already a failure: the next car rather than a tap that cannot land.
      if (!bookInReach || !offerInReach) return;
      // A guest's tap asks them to log in first: the dialog opens in the middle of the screen.
      await book.tap();
      const dialog = page.getByRole('dialog', { name: 'Welcome back' });
      await untilOpened(dialog);
      const box = (await dialog.boundingBox())!;
      expect
        .soft(Math.abs(box.x + box.width / 2 - PHONE.width / 2), `${path}: the dialog's distance from the middle`)
        .toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});

test("a guest's routes fit the screen", async ({ page, request }) => {
  test.setTimeout(60_000);
  const paths = [
    '/',
    '/cars',
    '/cars?car_brand=BMW&price_sorting=low_to_high',
    '/car-dealer?id=:dealer',
    '/test-drive?car_id=:car',
    '/book-testdrive?car_id=:car',
    '/how-it-works',
    '/contact-us',
    '/sell',
    '/about-us',
    '/faq',
    '/terms-conditions',
    '/privacy-policy',
    '/cancellation-refund',
    '/purchased-history',
    '/help-center',
    '/news',
    '/no-such-page',
    // The signed-in pages answer a guest with the login dialog over the page.
    '/wishlist',
    '/comparison',
    '/profile',
    '/car-purchased-history',
    '/schedule-screen',
    '/schedule-screen-pay',
  ];
  await expectEveryRouteFits(page, await Promise.all(paths.map((path) => withListedIds(request, path))));
  await test.step('/vendor', async () => {
    await page.goto('/vendor');
    await expect(page.getByRole('heading', { level: 1, name: "Vendor's Hub" })).toBeVisible();
    await expectFitsTheScreen(page, '/vendor');
  });
});

/** A phone's page in a context of its own, with this storage. */
async function phonePage(browser: Browser, storageState: BrowserContextOptions['storageState']): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, storageState });
  return waitForAppOnLoad(await context.newPage());
}

test("a signed-in buyer's routes fit the screen", async ({ browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const ids = await listedCarIds(request, 3);
  const page = await phonePage(browser, signedInState(await newBuyerToken(request, ids), baseURL!));
  const paths = [
    '/',
    '/car-details/:car',
    '/wishlist',
    '/comparison?ids=:cars',
    '/profile',
    '/profile?tab=bookings',
    '/profile?tab=test-drives',
    '/profile?tab=offers',
    '/car-purchased-history',
    '/test-drive?car_id=:car',
    '/book-testdrive?car_id=:car',
    '/schedule-screen?car_id=:car',
    '/schedule-screen-pay',
  ];
  await expectEveryRouteFits(page, await Promise.all(paths.map((path) => withListedIds(request, path))));
  await page.context().close();
});

test("a dealer's pages of the Vendor's Hub fit the screen", async ({ browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const session = await firstListedDealerSession(request);
  const origin = new URL(baseURL!).origin;
  const page = await phonePage(browser, {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'luxe.vendorSession', value: JSON.stringify(session) }] }],
  });
  const paths = [
    '/vendor',
    '/vendor/offers',
    '/vendor/test-drives',
    '/vendor/bookings',
    '/vendor/listings',
    '/vendor/listings/new',
    '/vendor/notifications',
  ];
  await expectEveryRouteFits(page, paths);
  await page.context().close();
});
