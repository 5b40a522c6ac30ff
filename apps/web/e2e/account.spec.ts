import {
  enterCodeFromToast,
  expect,
  holdRequests,
  test,
  loginDialog,
  openLoginFromHeader,
  openPopover,
  randomPhone,
  signUpInDialog,
} from './support';

test('a new buyer signs up, signs in with the code from the toast, and logs out through the dialog', async ({ page, request }) => {
  const phone = randomPhone();
  await page.goto('/');
  await openLoginFromHeader(page);
  // The sign-up goes on to the code step for the number just registered, a code sent.
  await signUpInDialog(page, phone);
  await expect(page.getByRole('dialog', { name: 'Enter your code' })).toContainText(phone.slice(5));
  await enterCodeFromToast(page);

  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('luxe.accessToken'));
  expect(token).toBeTruthy();

  await openPopover(page.getByRole('button', { name: 'My Account' }));
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Purchased History' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Guest User' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('luxe.accessToken'))).toBeNull();

  // The server revoked the token, not just the browser forgetting it.
  const afterLogout = await request.get('/api/auth/profile/v1/read/get-profile', { headers: { 'x-access-token': token! } });
  expect(afterLogout.status()).toBe(401);
});

test('the sign-up form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/');
  await openLoginFromHeader(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Please enter your full name')).toBeVisible();
  await expect(dialog.getByText('Please enter your email address')).toBeVisible();
  await expect(dialog.getByText('Please enter your mobile number')).toBeVisible();

  const phoneField = dialog.getByRole('textbox', { name: /^Mobile number/ });
  await phoneField.fill('5abc123456789');
  // Digits only, at most 10.
  await expect(phoneField).toHaveValue('5123456789');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  await dialog.getByRole('button', { name: 'login' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

// The server answers every number alike; the code step tells a newcomer to sign up.
test('asking for a code for an unknown number leads to the sign-up form', async ({ page }) => {
  await page.goto('/');
  await openLoginFromHeader(page);
  const phone = randomPhone();
  await loginDialog(page)
    .getByRole('textbox', { name: /^Mobile number/ })
    .fill(phone);
  await loginDialog(page).getByRole('button', { name: 'Send OTP' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(`If +91 ${phone.slice(0, 5)} ${phone.slice(5)} has an account, a 6-digit code is on its way.`),
  ).toBeVisible();
  await expect(dialog.getByText('New here?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
});

test('the header stays in place while signing in, and while the bell of a signed-in buyer loads', async ({ page }) => {
  // The bell's code is held until the buyer has signed in, as on a slow network: the header must not wait for it.
  const release = await holdRequests(page, '**/assets/notifications-bell-*.js');
  await page.goto('/');
  await openLoginFromHeader(page);
  await signUpInDialog(page, randomPhone());
  // Every frame from before "Verify and log in" until the signed-in bell shows: is the header there, how tall.
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { headerSamples: number[] }).headerSamples = samples;
    const sample = () => {
      const header = document.querySelector('header');
      samples.push(header && header.getClientRects().length > 0 ? header.getBoundingClientRect().height : 0);
      if (!document.querySelector('header button[aria-haspopup="dialog"][aria-label^="Notifications"]')) requestAnimationFrame(sample);
    };
    sample();
  });
  await enterCodeFromToast(page);
  release();
  await expect(page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ })).toHaveAttribute('aria-haspopup', 'dialog');
  const samples = await page.evaluate(() => (window as unknown as { headerSamples: number[] }).headerSamples);
  expect(samples.length, 'frames sampled').toBeGreaterThan(1);
  expect(samples[0], 'the header before signing in').toBeGreaterThan(0);
  expect(new Set(samples), 'the header heights seen').toEqual(new Set([samples[0]]));
});
