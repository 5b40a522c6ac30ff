import { type Page } from '@playwright/test';
import { bringIntoView, expect, expectNoAxeViolations, test, loginDialog, randomPhone, signUpAndInInDialog, untilOpened } from './support';

// A valid 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function detail(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** A guest opening /profile gets the login dialog; a new buyer signs up and in from there. */
async function signInOnProfile(page: Page, phone: string): Promise<void> {
  await page.goto('/profile');
  await expect(loginDialog(page)).toBeVisible();
  await signUpAndInInDialog(page, phone);
  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
}

test('a buyer edits the profile and changes the picture, and both survive a reload', async ({ page }) => {
  const phone = randomPhone();
  await signInOnProfile(page, phone);
  await expect(detail(page, 'Mobile')).toHaveText(phone);
  await expect(detail(page, 'Gender')).toHaveText('N/A');

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit personal details' });
  await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('readonly', '');
  await dialog.getByRole('textbox', { name: /^Full name/ }).fill('A');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Full name must be at least 2 characters')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Full name/ }).fill('Asha Kapoor');
  await dialog.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Female' });
  await dialog.getByRole('textbox', { name: 'City' }).fill('Pune');
  await dialog.getByRole('textbox', { name: 'State' }).fill('Maharashtra');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: /updated/i })).toBeVisible();
  await expect(detail(page, 'Name')).toHaveText('Asha Kapoor');

  await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const picture = page.getByRole('img', { name: 'Profile picture of Asha Kapoor' });
  await expect(picture).toHaveAttribute('src', /^\/media\//);

  await page.reload();
  await expect(detail(page, 'Name')).toHaveText('Asha Kapoor');
  await expect(detail(page, 'Gender')).toHaveText('Female');
  await expect(detail(page, 'City')).toHaveText('Pune');
  await expect(detail(page, 'State')).toHaveText('Maharashtra');
  await expect(picture).toHaveAttribute('src', /^\/media\//);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('an unchanged save is refused, a file that is not an image shows the server’s reason, and the tabs live in the address', async ({
  page,
}) => {
  await signInOnProfile(page, randomPhone());

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit personal details' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Old data cannot be submitted. Please make some changes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page
    .getByTestId('profile-picture-input')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('The picture must be a JPEG, PNG or WebP image.')).toBeVisible();

  await page.getByRole('tab', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL('/profile?tab=bookings');
  await expect(page.getByText('No Booking found')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Test Drives' }).click();
  await expect(page.getByText('No Test Drives Yet')).toBeVisible();
  await page.getByRole('tab', { name: 'My offers' }).click();
  await expect(page.getByText('No offers found')).toBeVisible();

  // A signed-in buyer asking to book is offered the next steps at once, with no sign-in asked.
  await page.goto('/');
  const details = page.getByRole('region', { name: 'Top Deals' }).getByRole('article').first().getByRole('link', { name: 'View Details' });
  await bringIntoView(details);
  await details.click();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Take Further steps' })).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
});

test('the signed-in profile page, each tab and the edit dialog have no axe violations', async ({ page }) => {
  await signInOnProfile(page, randomPhone());
  const scan = async (what: string) => {
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, what);
  };
  await scan('Personal Details');
  for (const tab of ['My Bookings', 'Test Drives', 'My offers', 'Saved searches']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await scan(tab);
  }
  await page.getByRole('tab', { name: 'Personal Details' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit personal details' });
  // Scanned once faded in: colours measured mid-fade are not the ones a buyer reads.
  await untilOpened(dialog);
  await scan('edit dialog');
});

test('on a phone every profile tab shows its whole name, inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInOnProfile(page, randomPhone());
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) {
    const fits = await tab.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
    });
    expect(fits, (await tab.textContent()) ?? '').toBe(true);
  }
  await page.getByRole('tab', { name: 'Test Drives' }).click();
  await expect(page).toHaveURL(/tab=test-drives/);
});
