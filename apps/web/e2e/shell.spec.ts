import { expect, test } from './support';

test('the home page served by the real server renders the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Luxe Wheels/);
  expect(errors).toEqual([]);
});

test('an unknown route shows the 404 screen, and Try Again goes home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Sorry, we were unable to find that page')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/$/);
});
