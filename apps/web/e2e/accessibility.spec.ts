// The quality bar: axe-core reports no violations on the public routes (and the login dialog) and on a
// signed-in buyer's own pages.
import {
  expect,
  expectNoAxeViolations,
  listedCarIds,
  newBuyerToken,
  signedInState,
  test,
  untilOpened,
  waitForAppOnLoad,
  withListedIds,
} from './support';

const routes = [
  '/',
  '/cars',
  '/cars?car_brand=BMW&price_sorting=low_to_high',
  '/car-details/:car',
  '/car-dealer?id=:dealer',
  '/contact-us',
  '/sell',
  '/about-us',
  '/faq',
  '/how-it-works',
  '/privacy-policy',
  '/terms-conditions',
  '/cancellation-refund',
  '/help-center',
  '/news',
  '/purchased-history',
  '/wishlist',
  '/no-such-page',
];

for (const route of routes) {
  test(`no axe violations on ${route}`, async ({ page, request }) => {
    await page.goto(await withListedIds(request, route));
    // A guest on a signed-in page gets the login dialog over it (and the page hidden from assistive
    // technology); the scan then covers the dialog.
    const shown =
      route === '/wishlist' ? page.getByRole('dialog', { name: 'Welcome back' }) : page.getByRole('heading', { level: 1 }).first();
    await expect(shown).toBeVisible();
    // Let lazy sections and their data settle before the scan, and a dialog fade in: colours measured
    // mid-fade are not the ones a reader sees.
    await page.waitForLoadState('networkidle');
    if (route === '/wishlist') await untilOpened(shown);
    await expectNoAxeViolations(page);
  });
}

// A buyer's own pages, as the server renders them for them: the wishlist with three listed cars (in
// compare mode too), the profile, the comparison of the same three.
const buyerPages = [
  { path: '/wishlist', compare: false },
  { path: '/wishlist', compare: true },
  { path: '/profile', compare: false },
  { path: '/comparison?ids=:cars', compare: false },
];
for (const { path, compare } of buyerPages) {
  test(`no axe violations on ${path}${compare ? ' in compare mode' : ''}, signed in`, async ({ browser, request, baseURL }) => {
    const token = await newBuyerToken(request, await listedCarIds(request, 3));
    const context = await browser.newContext({ storageState: signedInState(token, baseURL!) });
    const page = waitForAppOnLoad(await context.newPage());
    await page.goto(await withListedIds(request, path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (compare) {
      await page.getByRole('switch', { name: 'Compare' }).check();
      await page
        .getByRole('checkbox', { name: /^Select .* for comparison/ })
        .first()
        .check();
    }
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await context.close();
  });
}
