// Everything works by keyboard. The main journey and the sign-in dialog, keys only.
import type { Locator, Page } from '@playwright/test';
import { expect, loginDialog, test } from './support';

/** Presses Tab until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${String(target)}`);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a buyer picks a brand from the CARS menu, sorts the list and opens a car, by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'CARS' }));
  await page.keyboard.press('Enter');
  const brand = page.getByRole('navigation', { name: 'Brands' }).getByRole('link').first();
  await expect(brand).toBeVisible();
  await tabTo(page, brand);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cars\?car_brand=/);

  // A closed select takes the arrow keys: the next option is 'Price: Low to High'.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await tabTo(page, sort);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/price_sorting=low_to_high/);

  const details = page.getByRole('region', { name: 'Car list' }).getByRole('link', { name: 'View Details' }).first();
  await tabTo(page, details, 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/car-details\/\d+$/);
});

test('the login dialog opens from the account menu by keyboard, keeps the focus inside and closes on Escape', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Guest User' }));
  await page.keyboard.press('Enter');
  const logIn = page.getByRole('menuitem', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await page.keyboard.press('End');
  await expect(logIn).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
