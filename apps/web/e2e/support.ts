// Shared steps of the browser tests. The server keeps its state across tests, so every test that
// signs up uses a fresh random phone number.
import AxeBuilder from '@axe-core/playwright';
import { CarDetailsResponseSchema, CarListResponseSchema, type CarListItem } from '@luxe/contract';
import { accountPaths, cataloguePaths, MAX_PAGE_LIMIT, wishlistPaths } from '@luxe/contract/constants';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * Parts of a page below the first screen load their code and hydrate when they come within a screen
 * of the viewport (components/hydration-island.tsx, DeferredIsland). Waits until every such part near
 * the viewport, and shown at this width, has. (A form that loads when first used is not waited for.)
 */
export async function waitForNearbyParts(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-deferred="near"]')].every((part) => {
      if (part.hasAttribute('data-hydrated')) return true;
      const box = part.getBoundingClientRect();
      const shown = box.width > 0 || box.height > 0;
      return !shown || box.top > 2 * window.innerHeight || box.bottom < -window.innerHeight;
    }),
  );
}

/** Scrolls `target` into view, as a reader would before using it, and waits until it is live. */
export async function bringIntoView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await waitForNearbyParts(target.page());
}

/**
 * Public pages arrive server-rendered: visible before the app's code has taken over. Opening or
 * reloading a page waits until it has (main.tsx marks <html data-app="ready">) and until the parts
 * near the viewport are live, as a test acting on a button in the first instant would find it not
 * listening yet.
 */
export function waitForAppOnLoad(page: Page): Page {
  const ready = async () => {
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await waitForNearbyParts(page);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/** A client address of its own per test (the server trusts the loopback proxy), so the per-network
 * sign-up and sign-in limits (see docs/product/accounts.md) count one test's requests, not the whole run's. */
const testNetwork = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': testNetwork() });
  },
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
});

/**
 * Holds back the answers of the requests `url` matches (a chunk of code, as on a slow network) until the
 * returned function is called.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export function randomPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Welcome back' });
}

/** Fills and sends the sign-up form of an open login or sign-up dialog. */
export async function signUpInDialog(page: Page, phone: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('textbox', { name: /^Full name/ }).fill('Asha Verma');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(`asha.${phone}@example.com`);
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(phone);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Account created successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dialog goes on to the code step for that number, a code sent.
  await expect(page.getByRole('dialog', { name: 'Enter your code' })).toBeVisible();
}

/** A new buyer signs up in an open login dialog and signs in with the code sent to them (see docs/product/accounts.md). */
export async function signUpAndInInDialog(page: Page, phone: string): Promise<void> {
  await signUpInDialog(page, phone);
  await enterCodeFromToast(page);
}

/** From an open login dialog: sends the code, reads it from the success toast and signs in. */
export async function signInInDialog(page: Page, phone: string): Promise<void> {
  const dialog = loginDialog(page);
  const phoneField = dialog.getByRole('textbox', { name: /^Mobile number/ });
  if ((await phoneField.inputValue()) !== phone) await phoneField.fill(phone);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await enterCodeFromToast(page);
}

/** At the code step: reads the code from the success toast, types it and signs in. */
export async function enterCodeFromToast(page: Page): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: 'Your code is' });
  await expect(toast).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await toast.textContent()) ?? '')?.[1];
  expect(code, 'the console SMS sender shows the code in the toast').toBeDefined();

  const otpDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(otpDialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  // Typed one key at a time: each digit moves focus to the next box.
  await page.keyboard.type(code!);
  await expect(otpDialog.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code!.slice(-1));
  await otpDialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Logged in successfully' })).toBeVisible();
  await expect(otpDialog).toBeHidden();
}

/** A new buyer signs up and then in through the header's account menu; answers their phone number. */
export async function signUpAndInFromHeader(page: Page): Promise<string> {
  const phone = randomPhone();
  await openLoginFromHeader(page);
  await signUpAndInInDialog(page, phone);
  return phone;
}

/**
 * Waits until a menu, popover, drawer or dialog has finished its opening animation. Playwright clicks an
 * item once its box has held still for two frames, which the first frames of the animation can do: the
 * item then moves between the press and the release, and no click happens.
 */
export async function untilOpened(panel: Locator): Promise<void> {
  await expect(panel).toBeVisible();
  // MUI's grow and slide end at no transform; the platform dialogs animate the box inside them.
  await expect(panel).toHaveCSS('transform', 'none');
  await panel.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Clicks a button that opens a menu or popover, and waits until it has opened: the button says so
 * (its part has hydrated, so the entries answer a click) and the popover it names holds still.
 */
export async function openPopover(button: Locator): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the popover it opens').toBeTruthy();
  await untilOpened(button.page().locator(`[id="${id}"]`));
}

export async function openLoginFromHeader(page: Page): Promise<void> {
  await openPopover(page.getByRole('button', { name: 'Guest User' }));
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

/**
 * The first `count` cars the catalogue lists now (the car list call): tests take their cars from what
 * is there, never from the demo catalogue's numbering.
 */
export async function listedCars(request: APIRequestContext, count: number): Promise<CarListItem[]> {
  const cars: CarListItem[] = [];
  // The call answers at most MAX_PAGE_LIMIT cars at a time: more are asked for page by page.
  while (cars.length < count) {
    const limit = Math.min(count - cars.length, MAX_PAGE_LIMIT);
    const response = await request.get(cataloguePaths.carList, { headers: { 'x-limit': String(limit), 'x-offset': String(cars.length) } });
    expect(response.ok(), `${cataloguePaths.carList}: ${await response.text()}`).toBe(true);
    const page = CarListResponseSchema.parse(await response.json()).data.filteredCars.cars;
    cars.push(...page);
    if (page.length < limit) break;
  }
  expect(cars.length, `the catalogue lists at least ${count} cars`).toBeGreaterThanOrEqual(count);
  return cars;
}

/** How many cars the catalogue lists now. */
export async function listedTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get(cataloguePaths.carList, { headers: { 'x-limit': '1', 'x-offset': '0' } });
  expect(response.ok(), `${cataloguePaths.carList}: ${await response.text()}`).toBe(true);
  return CarListResponseSchema.parse(await response.json()).data.filteredCars.pagination.total;
}

/** The ids of the first `count` cars the catalogue lists. */
export async function listedCarIds(request: APIRequestContext, count: number): Promise<number[]> {
  return (await listedCars(request, count)).map((car) => car.id);
}

/** The id of the dealer who lists the car `carId`. */
export async function dealerIdOf(request: APIRequestContext, carId: number): Promise<number> {
  const response = await request.get(`${cataloguePaths.carDetails}?car_id=${carId}`);
  expect(response.ok(), `${cataloguePaths.carDetails}: ${await response.text()}`).toBe(true);
  return CarDetailsResponseSchema.parse(await response.json()).data.carDetails.vendor_id;
}

/**
 * `path` with its placeholders filled from the catalogue as it is now: `:cars` the ids of three listed
 * cars (a comparison), `:car` the first listed car's id, `:dealer` the id of that car's dealer. A test
 * named by a route with placeholders keeps one name whatever ids the run finds.
 */
export async function withListedIds(request: APIRequestContext, path: string): Promise<string> {
  if (!/:(cars|car|dealer)\b/.test(path)) return path;
  const ids = await listedCarIds(request, 3);
  let filled = path.replace(':cars', ids.join(',')).replace(':car', String(ids[0]));
  if (filled.includes(':dealer')) filled = filled.replace(':dealer', String(await dealerIdOf(request, ids[0]!)));
  return filled;
}

/**
 * A new buyer signed in through the API (the console SMS sender returns the code), with `carIds` on
 * their wishlist: for tests about what a signed-in buyer sees, not about signing in.
 */
export async function newBuyerToken(request: APIRequestContext, carIds: number[] = []): Promise<string> {
  const phone = randomPhone();
  const call = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await request.post(path, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  await call(accountPaths.signUp, { full_name: 'Asha Verma', email: `asha.${phone}@example.com`, phone });
  const sent = await call(accountPaths.sendOtp, { phone });
  const signedIn = await call(accountPaths.verifyOtp, { phone, otp: sent.data.otp });
  const token = signedIn.data.accessToken as string;
  for (const car_id of carIds) await call(wishlistPaths.add, { car_id }, { 'x-access-token': token });
  return token;
}

/** What the web app keeps after a sign-in (lib/auth.ts), as a browser context's storage state. */
export function signedInState(token: string, baseURL: string) {
  const origin = new URL(baseURL).origin;
  return {
    cookies: [
      {
        name: 'luxe_token',
        value: token,
        domain: new URL(origin).hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [{ origin, localStorage: [{ name: 'luxe.accessToken', value: token }] }],
  };
}

/**
 * Runs axe-core over the page as it stands (or only the part `include` selects); each violation is
 * listed with the elements it found.
 */
export async function expectNoAxeViolations(page: Page, what?: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}
