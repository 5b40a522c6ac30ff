// A sign-up goes straight on to the code step (see docs/product/accounts.md); a wrong code is said next
// to the boxes as well as in a toast; a success closes the error toasts before it; the countdown reads
// 1:00, 0:59, ...; on a phone the toasts sit below the header.
import { expect, openLoginFromHeader, randomPhone, signUpInDialog, test } from './support';

// Several steps through forms whose code loads on first use: room for a busy machine.
test.slow();

test('a new buyer signs up and is at the code step at once; a wrong code is said by the boxes, and the success closes its toast', async ({
  page,
}) => {
  const phone = randomPhone();
  await page.goto('/');
  await openLoginFromHeader(page);
  await signUpInDialog(page, phone);

  const codeStep = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeStep).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  // The code was sent without asking (the console sender shows it in the toast), and the resend waits.
  const codeToast = page.getByRole('alert').filter({ hasText: 'Your code is' });
  await expect(codeToast).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await codeToast.textContent()) ?? '')![1]!;
  await expect(codeStep.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await expect(codeStep).toContainText(/in (1:00|0:5\d)/);
  await expect(codeStep).not.toContainText(/0:60/);

  // A wrong code: the same message in the toast and under the boxes.
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await expect(codeStep.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type(wrong);
  await codeStep.getByRole('button', { name: 'Verify and log in' }).click();
  const errorToast = page.locator('.Toastify__toast--error');
  await expect(errorToast).toBeVisible();
  const message = (await errorToast.textContent())!.trim();
  expect(message.length).toBeGreaterThan(0);
  await expect(codeStep.getByRole('alert')).toHaveText(message);

  // The right code: signed in, and the error toast does not stay beside the success.
  await expect(codeStep.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type(code);
  await codeStep.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Logged in successfully' })).toBeVisible();
  await expect(errorToast).toHaveCount(0);
  await expect(codeStep).toBeHidden();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('closing the dialog after a sign-up and opening the login again starts at the phone step, no new code sent', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/');
  await openLoginFromHeader(page);
  await signUpInDialog(page, phone);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/send-otp')) sent += 1;
  });
  await openLoginFromHeader(page);
  await expect(page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Send OTP' })).toBeVisible();
  expect(sent).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('toasts sit below the header, never over the wishlist and menu icons', async ({ page }) => {
    await page.goto('/cars');
    // A guest's heart on a card answers with a toast (and the login dialog).
    const heart = page
      .getByRole('region', { name: 'Car list' })
      .getByRole('button', { name: /to wishlist$/ })
      .first();
    await heart.click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Please Login First To Bookmark Car' });
    await expect(toast).toBeVisible();
    await page.keyboard.press('Escape');

    const header = await page.getByRole('banner').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
  });
});
