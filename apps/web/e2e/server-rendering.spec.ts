// Pages arrive rendered by the server (apps/web/src/entry-server.tsx): the HTML alone carries the page's
// text and real data, and the browser takes it over without a mismatch. A signed-in buyer's pages too:
// the app mirrors the token in a cookie, which only the page renderer reads.
import { CarListResponseSchema } from '@luxe/contract';
import { ACCESS_TOKEN_COOKIE, cataloguePaths, wishlistPaths } from '@luxe/contract/constants';
import {
  expect,
  listedCarIds,
  listedCars,
  loginDialog,
  newBuyerToken,
  openPopover,
  signUpAndInFromHeader,
  signedInState,
  test,
} from './support';

test('the HTML of a public page carries the page itself, with real data', async ({ request }) => {
  const list = CarListResponseSchema.parse(await (await request.get(cataloguePaths.carList, { headers: { 'x-limit': '1' } })).json());
  const car = list.data.filteredCars.cars[0]!;

  const home = await (await request.get('/')).text();
  expect(home).toContain('Top Deals');
  expect(home).toContain('id="query-state"');

  const details = await request.get(`/car-details/${car.id}`);
  expect(details.status()).toBe(200);
  expect(await details.text()).toContain(car.car_name);

  const cars = await (await request.get('/cars')).text();
  expect(cars).toContain(`out of ${list.data.filteredCars.pagination.total} results`);

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root"><');

  // A page whose route exists but whose car or dealer does not: 404 for search engines, and the page
  // saying so for people, in the HTML itself.
  for (const [path, heading] of [
    ['/car-details/999999', 'Car not found'],
    ['/car-details/abc', 'Car not found'],
    ['/car-dealer?id=999999', 'Dealer not found'],
    ['/car-dealer?id=abc', 'Dealer not found'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toMatch(new RegExp(`<div id="root"><.*<h1[^>]*>${heading}</h1>`, 's'));
  }

  // A guest's signed-in-only page is rendered in the browser: the empty shell, with the header's menu.
  const profile = await (await request.get('/profile')).text();
  expect(profile).toContain('<div id="root"></div>');
  expect(profile).toMatch(/id="query-state">[^<]*"header-menu"/);
});

test('a signed-in-only page does not ask for the header’s menu again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/wishlist', { waitUntil: 'networkidle' });
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the browser takes over the server’s HTML without errors, and the page then responds', async ({ page, request }) => {
  const [car] = await listedCarIds(request, 1);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The missing car's page itself is answered 404, which the browser logs.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  for (const path of ['/', '/cars', `/car-details/${car}`, '/faq', '/contact-us', '/about-us', '/no-such-page', '/car-details/999999']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);

  await page.goto('/faq');
  const question = page.getByRole('button', { name: /history before I buy/ }).first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});

test('a signed-in buyer’s pages arrive rendered with their data, for them alone, until they log out', async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  const phone = await signUpAndInFromHeader(page);
  const token = await page.evaluate(() => localStorage.getItem('luxe.accessToken'));
  const cookie = (await context.cookies()).find((c) => c.name === ACCESS_TOKEN_COOKIE);
  expect(cookie?.value, 'signing in mirrors the token in the cookie').toBe(token);
  expect(cookie?.sameSite).toBe('Lax');

  // Saved from the list, as a buyer does.
  await page.goto('/cars');
  const heart = page.getByRole('button', { name: /^Add .* to wishlist$/ }).first();
  const carName = /^Add (.*) to wishlist$/.exec((await heart.getAttribute('aria-label')) ?? '')![1]!;
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${carName} from wishlist` }).first()).toBeVisible();

  // The page's HTML (the context's requests carry its cookies) holds the buyer's data, kept from any cache.
  const wishlistHtml = await page.request.get('/wishlist');
  expect(wishlistHtml.headers()['cache-control']).toBe('private, no-store');
  expect(wishlistHtml.headers()['vary']).toMatch(/cookie/i);
  const wishlistText = await wishlistHtml.text();
  expect(wishlistText).toContain(carName);
  expect(wishlistText).toContain('data-signed-in');
  expect(await (await page.request.get('/cars')).text()).toContain(`Remove ${carName} from wishlist`);
  const profileText = await (await page.request.get('/profile')).text();
  expect(profileText).toContain(`asha.${phone}@example.com`);

  // The browser takes those pages over as they are: no request for data it already has.
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && asked.push(new URL(r.url()).pathname));
  for (const path of ['/wishlist', '/profile', '/cars']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('button', { name: `Remove ${carName} from wishlist` }).first()).toBeVisible();
  expect(asked).toEqual([]);

  // The cookie alone never opens the API: a call needs the token in its header.
  const cookieOnly = await page.request.get(wishlistPaths.read);
  expect(cookieOnly.status()).toBe(401);

  // Logging out ends it: the cookie is gone, and the same address is a guest's page.
  await openPopover(page.getByRole('button', { name: 'My Account' }));
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page.getByRole('button', { name: 'Guest User' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === ACCESS_TOKEN_COOKIE)).toBe(false);
  const afterLogout = await page.request.get('/wishlist');
  expect(afterLogout.headers()['cache-control']).toBe('no-cache');
  expect(await afterLogout.text()).not.toContain(carName);
  // And a cookie kept from before (the session revoked) is a guest's too.
  await context.addCookies([{ name: ACCESS_TOKEN_COOKIE, value: token!, url: baseURL! }]);
  expect(await (await page.request.get('/wishlist')).text()).not.toContain(carName);
  expect(errors).toEqual([]);
});

test('a page rendered for a buyer this browser no longer holds is rendered afresh, as a guest', async ({ browser, request, baseURL }) => {
  const token = await newBuyerToken(request, await listedCarIds(request, 1));
  const state = signedInState(token, baseURL!);
  // The cookie outlived the local storage (cleared by hand): the server renders for the buyer.
  const context = await browser.newContext({ storageState: { ...state, origins: [] } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto('/wishlist');
  expect(await response!.text()).toContain('data-signed-in');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
  expect(
    (await context.cookies()).some((c) => c.name === ACCESS_TOKEN_COOKIE),
    'the stale cookie is cleared',
  ).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

test('two buyers’ pages rendered at the same moment each carry their own data', async ({ request }) => {
  // The car page asks for its similar deals once the car is there (a second round of the render): the
  // hearts on them are the viewer's. Buyer 0 has saved the first 20 cars, buyer 1 none.
  const candidates = await listedCars(request, 20);
  const tokens = [
    await newBuyerToken(
      request,
      candidates.map((car) => car.id),
    ),
    await newBuyerToken(request),
  ];
  const pages = await Promise.all(
    Array.from({ length: 12 }, (_, i) => i % 2).map(async (buyer) => ({
      buyer,
      html: await (
        await request.get(`/car-details/${candidates[0]!.id}`, { headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${tokens[buyer]}` } })
      ).text(),
    })),
  );
  const rendered = pages.filter((page) => page.html.includes('data-signed-in'));
  expect(rendered.length, 'at least two renders ran at once').toBeGreaterThanOrEqual(2);
  for (const { buyer, html } of rendered) {
    const hearts = [...html.matchAll(/aria-label="(Add|Remove) [^"]* (?:to|from) wishlist"/g)].map((match) => match[1]);
    expect(hearts.length).toBeGreaterThan(1);
    // Buyer 1 saved nothing: never a heart of buyer 0's. Buyer 0's page shows its saved cars (the similar
    // deals may reach cars beyond the candidates, which read Add).
    if (buyer === 1) expect(new Set(hearts), "buyer 1's hearts").toEqual(new Set(['Add']));
    else expect(hearts, "buyer 0's hearts").toContain('Remove');
  }
});

test('a button tapped before the app has taken the page over is pressed once it has', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const codeAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/browser-app-[\w-]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto('/');
  await codeAsked;
  // The held code: until it comes, only what needs no code answers. The menu opens (a dialog in the
  // page, opened by the platform), and the bell tapped is pressed once the code has come.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  await page.getByRole('button', { name: 'Notifications (sign in to see yours)' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await expect(loginDialog(page)).toBeHidden();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(loginDialog(page)).toBeVisible();
  await context.close();
});
