import { type Page } from '@playwright/test';
import { expect, test, randomPhone } from './support';

const CONTACT_PATH = '/api/public/contact-us/v1/create/contact-us';

async function fillContactForm(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: /^First name/ }).fill('Asha');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Verma');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill(randomPhone());
  await page.getByRole('textbox', { name: /^Comment/ }).fill('Is the Porsche Macan S still available for a test drive this weekend?');
}

test('a visitor sends a contact message, sees the server’s thanks, and the form empties', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/@28.4595,77.0266,14z',
  );
  await expect(page.getByRole('complementary', { name: 'Contact details' }).getByRole('link', { name: /@luxewheels\.in$/ })).toHaveCount(2);

  await fillContactForm(page, `asha.${Date.now()}@example.com`);
  const request = page.waitForRequest((r) => r.url().endsWith(CONTACT_PATH) && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await request).postDataJSON()).toMatchObject({ name: 'Asha Verma' });
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you for reaching out' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
});

test('a message typed and sent before the form’s code has arrived is sent once it has, exactly once', async ({ page }) => {
  // The form's code loads when the visitor first uses the form; here it is held back until they have
  // typed everything and pressed Enter.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/contact-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(CONTACT_PATH)) sent.push(r.postDataJSON());
  });
  await page.goto('/contact-us');
  await expect(page.locator('[data-deferred="used"]')).not.toHaveAttribute('data-hydrated');
  await fillContactForm(page, 'asha.early@example.com');
  await page.getByRole('textbox', { name: /^Phone number/ }).press('Enter');
  expect(page.url()).toMatch(/\/contact-us$/);
  expect(sent).toHaveLength(0);

  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you for reaching out' })).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ name: 'Asha Verma', email: 'asha.early@example.com' })]);
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('');

  // A second message, sent from the live form: the server gets it right after the first, so a second
  // copy of the early one would have been seen before it.
  await fillContactForm(page, 'asha.later@example.com');
  const later = page.waitForRequest((r) => r.url().endsWith(CONTACT_PATH));
  await page.getByRole('button', { name: 'Send message' }).click();
  await later;
  expect(sent).toEqual([
    expect.objectContaining({ email: 'asha.early@example.com' }),
    expect.objectContaining({ email: 'asha.later@example.com' }),
  ]);
});

test('a bad e-mail is explained inline and nothing is sent', async ({ page }) => {
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(CONTACT_PATH)) sent.push(r.postDataJSON());
  });
  await page.goto('/contact-us');
  await fillContactForm(page, 'asha@');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');

  // Put right and sent again: the first message the server gets is this one, so the bad one sent none.
  await page.getByRole('textbox', { name: /^Email/ }).fill('asha@example.com');
  const corrected = page.waitForRequest((r) => r.url().endsWith(CONTACT_PATH));
  await page.getByRole('button', { name: 'Send message' }).click();
  await corrected;
  expect(sent).toEqual([expect.objectContaining({ email: 'asha@example.com' })]);
});

test('the server’s refusal is shown as an error toast', async ({ page }) => {
  await page.route(`**${CONTACT_PATH}`, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Too many messages from your network.' }),
    }),
  );
  await page.goto('/contact-us');
  await fillContactForm(page, 'asha@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many messages from your network.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Asha');
});

const STATIC_PAGES = [
  { path: '/about-us', title: 'About us', heading: 'A calmer way to buy a pre-owned luxury car in India' },
  { path: '/how-it-works', title: 'How it works', heading: 'Four steps to your next car' },
  { path: '/faq', title: 'FAQ', heading: 'Frequently asked questions' },
  { path: '/terms-conditions', title: 'Terms and conditions', heading: '1. About these terms' },
  { path: '/privacy-policy', title: 'Privacy policy', heading: '1. Information we collect' },
  { path: '/cancellation-refund', title: 'Cancellation and refund', heading: '1. Freezing a car' },
  { path: '/help-center', title: 'Help center', heading: 'How can we help?' },
  { path: '/news', title: 'News', heading: 'Test drives now come to your door' },
  { path: '/purchased-history', title: 'Purchased history', heading: 'Your purchases live in your profile' },
];

for (const { path, title, heading } of STATIC_PAGES) {
  test(`${path} renders its header and content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByText('This page is coming soon')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${title} · Luxe Wheels`));
  });
}

test('the FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/faq');
  const first = page.getByRole('button', { name: 'Are there any hidden charges?' });
  const second = page.getByRole('button', { name: 'Can I buy with a car loan?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('the help center search opens the car list with the search', async ({ page }) => {
  await page.goto('/help-center');
  await page.getByRole('textbox', { name: 'Search by car names' }).fill('Porsche');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cars\?search=Porsche$/);
});
