import { expect, test, loginDialog, randomPhone, signUpAndInInDialog } from './support';

test('a guest opening /wishlist gets the login dialog, and after signing in is on /wishlist', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/wishlist');
  await expect(loginDialog(page)).toBeVisible();

  // A guest without an account signs up first, and is signed in with the code sent then (see docs/product/accounts.md).
  await signUpAndInInDialog(page, phone);

  await expect(page).toHaveURL('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
});

test('every signed-in-only route asks a guest to log in', async ({ page }) => {
  for (const path of ['/profile', '/comparison', '/car-purchased-history', '/schedule-screen', '/schedule-screen-pay']) {
    await page.goto(path);
    await expect(loginDialog(page), path).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
  }
});
