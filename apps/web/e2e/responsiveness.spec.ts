// Overlays whose code loads on first use have that code fetched while the page is
// idle, so the tap that opens one waits for no network. For each: the overlay's files (the build's
// prefetch map in the page) are fetched before the tap, and every script the tap then asks for comes
// from the browser's cache. (No test asserts a time: `npm run responsiveness` measures those.)
import type { CDPSession, Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  holdRequests,
  listedCarIds,
  loginDialog,
  newBuyerToken,
  openPopover,
  signedInState,
  test,
  untilOpened,
} from './support';

interface ScriptLoad {
  url: string;
  /** 'Script' when run, 'Other' when fetched ahead by <link rel="prefetch">. */
  type: string;
  fromCache: boolean;
}

/** Every script response of the page, from the DevTools protocol (Playwright does not say whether a cache served it). */
async function recordScripts(page: Page): Promise<ScriptLoad[]> {
  const loads: ScriptLoad[] = [];
  const session: CDPSession = await page.context().newCDPSession(page);
  const cached = new Set<string>();
  session.on('Network.requestServedFromCache', ({ requestId }: { requestId: string }) => cached.add(requestId));
  session.on(
    'Network.responseReceived',
    ({
      requestId,
      type,
      response,
    }: {
      requestId: string;
      type: string;
      response: { url: string; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
    }) => {
      if (!response.url.endsWith('.js') || (type !== 'Script' && type !== 'Other')) return;
      loads.push({ url: response.url, type, fromCache: cached.has(requestId) || !!response.fromDiskCache || !!response.fromPrefetchCache });
    },
  );
  await session.send('Network.enable');
  return loads;
}

/** The files the build says the module `key` needs beyond the first route's (vite.config.ts, prefetchMap). */
async function filesOf(page: Page, key: string): Promise<string[]> {
  const map = await page.evaluate(
    () => JSON.parse(document.getElementById('luxe-prefetch')?.textContent ?? '{}') as Record<string, string[]>,
  );
  expect(map[key], `the prefetch map names ${key}`).toBeDefined();
  return map[key]!.map((file) => new URL(file, page.url()).href);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the filter sheet opens with no code at the tap, and a box ticked before the column's code runs counts", async ({ page }) => {
    // The column's code is held back: the sheet shows the server's column, and the tick waits for it.
    const release = await holdRequests(page, '**/assets/filter-sidebar-*.js');
    await page.goto('/cars');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const trigger = page.getByRole('button', { name: 'Filters', exact: true });
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await trigger.click();
    await untilOpened(sheet);
    const box = sheet.getByRole('group', { name: 'Fuel type' }).getByRole('checkbox').first();
    const fuel = (await box.getAttribute('value'))!;
    await box.check();
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page).toHaveURL(`/cars?fuel_type=${encodeURIComponent(fuel)}`);
    await expect(box).toBeChecked();
    await expect(sheet.getByRole('button', { name: /^Show \d+ results$/ })).toBeVisible();
    // Escape closes it, and the focus is back on the button.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the menu is in the page before the tap, and the code that hydrates it once shown is fetched before', async ({ page }) => {
    const loads = await recordScripts(page);
    await page.goto('/');
    const files = await filesOf(page, 'app/layout/sidebar');
    await expect.poll(() => files.filter((file) => !loads.some((load) => load.url === file)), { timeout: 15_000 }).toEqual([]);
    // Server-rendered: its links are there, closed, before any tap.
    await expect(page.locator('[popover] nav[aria-label="Site"] a[href="/how-it-works"]')).toBeAttached();

    const before = loads.length;
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    // Shown, it hydrates: its code runs, from the cache.
    await expect(page.getByRole('dialog', { name: 'Menu' }).locator('[data-hydrated]')).toBeAttached();
    const atTap = loads.slice(before).filter((load) => files.includes(load.url) && load.type === 'Script');
    expect(atTap.filter((load) => !load.fromCache).map((load) => load.url)).toEqual([]);
    // Modal: the page behind is inert (the button that opened it too), and Tab from the last entry
    // goes to the first, not out of the menu.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(page.locator('main')).toHaveAttribute('inert');
    await expectNoAxeViolations(page, 'the phone menu open');
    expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((button) => button.closest('[inert]') !== null)).toBe(true);
    await menu.getByRole('button', { name: 'Log in' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Log in' })).not.toBeFocused();
    // Escape closes it, the page is live again and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });

  /**
   * A dialog mounted closed while the page is idle: it is in the page before the tap, and the tap that
   * shows it asks for no script at all; it opens on its heading, and Escape gives the focus back.
   */
  async function expectMountedDialogOpens(page: Page, loads: ScriptLoad[], trigger: Locator, name: string) {
    await expect(page.locator('dialog:not([open])').getByRole('heading', { name, includeHidden: true })).toBeAttached({ timeout: 15_000 });
    const before = loads.length;
    await trigger.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('heading', { name })).toBeFocused();
    expect(
      loads.slice(before).filter((load) => load.type === 'Script'),
      'scripts asked for at the tap',
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  test('the edit-profile dialog is in the page, closed, before the first tap, which asks for no script', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await newBuyerToken(request);
    await page.context().addCookies(signedInState(token, baseURL!).cookies);
    await page.addInitScript((value) => localStorage.setItem('luxe.accessToken', value), token);
    const loads = await recordScripts(page);
    await page.goto('/profile');
    await expectMountedDialogOpens(page, loads, page.getByRole('button', { name: 'Edit', exact: true }), 'Edit personal details');
  });

  test('the compare panel is in the page, closed, before the first tap, which asks for no script; it lists the cars ticked', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await newBuyerToken(request, await listedCarIds(request, 2));
    await page.context().addCookies(signedInState(token, baseURL!).cookies);
    await page.addInitScript((value) => localStorage.setItem('luxe.accessToken', value), token);
    const loads = await recordScripts(page);
    await page.goto('/wishlist');
    await page.getByRole('switch', { name: 'Compare' }).check();
    const boxes = page.getByRole('checkbox', { name: /^Select .* for comparison$/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const trigger = page.getByRole('button', { name: 'Compare (2 selected)' });
    await expectMountedDialogOpens(page, loads, trigger, 'Compare cars');
    await trigger.click();
    await expect(
      page.getByRole('dialog', { name: 'Compare cars' }).getByRole('button', { name: /^Remove .* from comparison$/ }),
    ).toHaveCount(2);
  });
});

test("a guest's account and CARS menus open with no script asked for at the tap; the login dialog's code is fetched before", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const loads = await recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const dialogFiles = await filesOf(page, 'features/auth/auth-dialog');
  await expect.poll(() => dialogFiles.filter((file) => !loads.some((load) => load.url === file)), { timeout: 15_000 }).toEqual([]);

  // Both menus are in the page: the tap only shows one (no script run for it, none fetched).
  for (const name of ['CARS', 'Guest User']) {
    const before = loads.length;
    const button = page.getByRole('button', { name });
    const menuId = await button.evaluate((element) => element.getAttribute('popovertarget'));
    await openPopover(button);
    expect(
      loads.slice(before).filter((load) => load.type === 'Script'),
      `scripts asked for at the tap on ${name}`,
    ).toEqual([]);
    // The menu itself: the home page's hero behind it changes slides (a contrast read mid-fade is not the menu's).
    await expectNoAxeViolations(page, `the ${name} menu open`, `[id="${menuId}"]`);
    if (name === 'CARS') {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'CARS' })).toHaveAttribute('aria-expanded', 'false');
    }
  }

  // The login dialog's code comes from the cache.
  const before = loads.length;
  await page.getByRole('menuitem', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  const atTap = loads.slice(before).filter((load) => dialogFiles.includes(load.url) && load.type === 'Script');
  expect(atTap.filter((load) => !load.fromCache)).toEqual([]);
});

test("a guest's /wishlist on a phone, rendered by the browser, loads no code of the wide header until the window widens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/wishlist', { waitUntil: 'networkidle' });
  await expect(loginDialog(page)).toBeVisible();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const wideHeader = () => scripts.filter((url) => /\/wide-header-[^/]*\.js$/.test(url));
  expect(wideHeader()).toEqual([]);
  // Wider, its parts render and their code loads.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(() => wideHeader().length).toBeGreaterThan(0);
});
