// "Sell on Luxe Wheels" (/sell): the way there from the footer and from the Vendor's Hub sign-in, the
// application form's checks before anything is sent (the contract's GSTIN, state and PAN rules, the
// trade certificate's type and size), an application sent and looked up on the real server, the status
// check's, axe and the fit at 375 and 1440 px. SHOTS_DIR=<dir> also saves screenshots.
import { dealerApplicationPaths, gstinCheckCharacter } from '@luxe/contract/dealer-application';
import type { Locator, Page } from '@playwright/test';
import { shootWhenAsked } from './dealer';
import { applicationForm, fillApplication, PDF } from './sell-steps';
import { expect, expectNoAxeViolations, holdRequests, randomPhone, test } from './support';

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const MUMBAI_GSTIN = gstin('27AAACL1234F1Z');
const PHONE = { width: 375, height: 812 };

const statusForm = (page: Page) => page.getByRole('form', { name: 'Check your application' });

/** Every request the page sends to `path`: a check made in the browser sends none. */
function requestsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

/** Sends the form and expects `message` under the field `name`, marked invalid. */
async function expectRefused(form: Locator, field: Locator, message: string) {
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('the footer and the Vendor’s Hub sign-in lead to /sell, which says what we check and what happens next', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sell on Luxe Wheels' }).click();
  await expect(page).toHaveURL('/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell on Luxe Wheels' })).toBeVisible();
  await expect(page).toHaveTitle('Sell on Luxe Wheels · Luxe Wheels');
  await expect(page.getByRole('heading', { name: 'What we check' })).toBeVisible();
  for (const term of ['GSTIN', 'PAN', 'Trade certificate']) await expect(page.locator('dt', { hasText: term })).toBeVisible();
  await expect(page.getByText('An operator reviews your application, and you get an SMS with the decision.')).toBeVisible();
  await expect(page.getByRole('link', { name: "Vendor's Hub" }).first()).toHaveAttribute('href', '/vendor');

  await page.goto('/vendor');
  await expect(page.getByText('Not a dealer on Luxe Wheels yet?')).toBeVisible();
  await expectNoAxeViolations(page, "the Vendor's Hub sign-in");
  await page.getByRole('link', { name: 'Apply to sell' }).click();
  await expect(page).toHaveURL('/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell on Luxe Wheels' })).toBeVisible();
});

test('the server renders /sell with its own title, the form included', async ({ request }) => {
  const response = await request.get('/sell');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Sell on Luxe Wheels: apply as a dealership</title>');
  expect(html).toContain('Send application');
  expect(html).not.toContain('noindex');
});

test('a bad GSTIN, a GSTIN of another state, a PAN not in it and a wrong file are each explained under their field, and nothing is sent', async ({
  page,
}) => {
  const sent = requestsTo(page, dealerApplicationPaths.create);
  await page.goto('/sell');
  const form = applicationForm(page);
  const gstinField = form.getByRole('textbox', { name: /^GSTIN/ });
  const panField = form.getByRole('textbox', { name: /^PAN/ });
  const cityField = form.getByRole('combobox', { name: /^City/ });
  const fileField = form.getByLabel(/^Trade certificate/);

  // Empty: each field says what it needs.
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('textbox', { name: /^Business name/ })).toHaveAccessibleDescription('Business name is required');
  await expect(cityField).toHaveAccessibleDescription('Please choose the city of your showroom');
  await expect(fileField).toHaveAccessibleDescription('Please attach your trade certificate');

  // A typo in the GSTIN: its check character does not match.
  const typo = MUMBAI_GSTIN.slice(0, 14) + (MUMBAI_GSTIN.endsWith('A') ? 'B' : 'A');
  await fillApplication(form, { city: 'Mumbai', gstin: typo, pan: 'AAACL1234F', file: PDF });
  await expectRefused(form, gstinField, 'GSTIN check character does not match: please check it for a typing error');

  // Right for Mumbai, then the showroom moves to Delhi: the GSTIN is of the wrong state (said at the change).
  await gstinField.fill(MUMBAI_GSTIN.toLowerCase());
  await expect(gstinField).toHaveAttribute('aria-invalid', 'false');
  await cityField.selectOption('Delhi');
  await expect(gstinField).toHaveAccessibleDescription('GSTIN must be registered in Delhi (state code 07) for a dealership in Delhi');
  await expect(gstinField).toHaveAttribute('aria-invalid', 'true');
  await cityField.selectOption('Pune');
  await expect(gstinField).toHaveAttribute('aria-invalid', 'false');

  // A PAN that is not the one inside the GSTIN.
  await panField.fill('AAACL9999F');
  await expectRefused(form, panField, 'PAN must be the one inside the GSTIN (its characters 3 to 12)');
  await panField.fill('aaacl1234f');
  await expect(panField).toHaveAttribute('aria-invalid', 'false');

  // A Word file, then a PDF over 5 MB.
  await fileField.setInputFiles({ name: 'certificate.docx', mimeType: 'application/msword', buffer: Buffer.from('not a pdf') });
  await expectRefused(form, fileField, 'The trade certificate must be a PDF, JPEG, PNG or WebP file; “certificate.docx” is not');
  await fileField.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 200_000) });
  await expectRefused(form, fileField, 'The trade certificate must be at most 5 MB; this file is 5.2 MB');

  await expectNoAxeViolations(page, '/sell with its messages shown');
  expect(sent).toEqual([]);
});

test('what is typed and chosen before the form’s code has arrived is kept, and checked once it has', async ({ page }) => {
  const release = await holdRequests(page, '**/application-form-*.js');
  const sent = requestsTo(page, dealerApplicationPaths.create);
  await page.goto('/sell');
  const form = applicationForm(page);
  const island = page.locator('[data-deferred="used"]').first();
  await expect(island).not.toHaveAttribute('data-hydrated');
  // A Mumbai GSTIN for a showroom in Delhi, all entered in the server's HTML, and sent.
  await fillApplication(form, { city: 'Delhi', gstin: MUMBAI_GSTIN, pan: 'AAACL1234F', file: PDF });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(island).not.toHaveAttribute('data-hydrated');
  release();
  const gstinField = form.getByRole('textbox', { name: /^GSTIN/ });
  await expect(gstinField).toHaveAccessibleDescription('GSTIN must be registered in Delhi (state code 07) for a dealership in Delhi');
  await expect(form.getByRole('combobox', { name: /^City/ })).toHaveValue('Delhi');
  await expect(form.getByRole('textbox', { name: /^Business name/ })).toHaveValue('Lakshmi Motors');
  await expect(form.getByLabel(/^Trade certificate/)).toHaveAttribute('aria-invalid', 'false');
  expect(sent).toEqual([]);
});

test('the status check explains a malformed application number and phone without asking the server', async ({ page }) => {
  const sent = requestsTo(page, dealerApplicationPaths.status);
  await page.goto('/sell');
  const form = statusForm(page);
  await form.getByRole('textbox', { name: /^Application number/ }).fill('123');
  await form.getByRole('textbox', { name: /^Mobile number you applied with/ }).fill('12345');
  await form.getByRole('button', { name: 'Check status' }).click();
  await expect(form.getByRole('textbox', { name: /^Application number/ })).toHaveAccessibleDescription(
    'Application number must look like LW-A-000123',
  );
  await expect(form.getByRole('textbox', { name: /^Mobile number you applied with/ })).toHaveAccessibleDescription(
    'Phone must be 10 digits starting with 6, 7, 8 or 9',
  );
  expect(sent).toEqual([]);
});

test('a dealership applies, gets its application number, and finds it submitted; an unknown number is not found', async ({ page }) => {
  await page.goto('/sell');
  const form = applicationForm(page);
  await fillApplication(form, { city: 'Mumbai', gstin: MUMBAI_GSTIN, pan: 'AAACL1234F', file: PDF });
  const phone = await form.getByRole('textbox', { name: /^Mobile number/ }).inputValue();
  await form.getByRole('button', { name: 'Send application' }).click();

  const sent = page.getByRole('region', { name: 'Application received' });
  await expect(sent).toBeVisible();
  const number = (await sent.getByText(/^LW-A-\d{6,9}$/).textContent())!;
  await expect(sent.getByText(`We have sent it by SMS to ${phone}.`)).toBeVisible();
  await expect(sent.getByRole('link', { name: "Vendor's Hub" })).toHaveAttribute('href', '/vendor');

  const check = statusForm(page);
  await check.getByRole('textbox', { name: /^Application number/ }).fill(number.toLowerCase());
  await check.getByRole('textbox', { name: /^Mobile number you applied with/ }).fill(phone);
  await check.getByRole('button', { name: 'Check status' }).click();
  await expect(check.getByRole('status')).toContainText(`${number}, Lakshmi Motors: received on`);

  await check.getByRole('textbox', { name: /^Mobile number you applied with/ }).fill(randomPhone());
  await check.getByRole('button', { name: 'Check status' }).click();
  await expect(check.getByRole('status')).toContainText(`We found no application ${number} made with`);
});

test('/sell has no axe violations and fits a phone’s screen; pictures at 375 and 1440 px when asked', async ({ browser }) => {
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    const context = await browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
    const page = await context.newPage();
    await page.goto('/sell');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sell on Luxe Wheels' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `/sell at ${viewport.width} px: the page's width`).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page, `/sell at ${viewport.width} px`);
    await shootWhenAsked(page, `sell-${viewport.width}`);
    // With the form's messages showing: still within the screen.
    await applicationForm(page).getByRole('button', { name: 'Send application' }).click();
    await expect(applicationForm(page).getByRole('textbox', { name: /^GSTIN/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shootWhenAsked(page, `sell-${viewport.width}-messages`);
    await context.close();
  }
});
