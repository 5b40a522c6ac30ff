// "Report this listing" on the car page: a signed-in buyer reports a car (the dialog's code loads at the
// tap, not with the page), the button then reads "Reported", and a second report after a reload is
// refused plainly; a guest signs in first and the dialog opens after; the dialog is axe-clean and fits
// a phone. SHOTS_DIR=<dir> also saves screenshots of the dialog.
import { accountPaths } from '@luxe/contract/constants';
import { reportPaths } from '@luxe/contract/ops-paths';
import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import {
  bringIntoView,
  expect,
  expectNoAxeViolations,
  listedCars,
  loginDialog,
  newBuyerToken,
  randomPhone,
  signedInState,
  signInInDialog,
  test,
  untilOpened,
  waitForAppOnLoad,
} from './support';

const REASONS = [
  'Looks like a scam or fraud',
  'Wrong details or photos',
  'Car is not available',
  'Duplicate listing',
  'Offensive content',
  'Something else',
];
const THANKS = 'Thank you: we will look into this listing';
const DIALOG_CODE = /\/report-dialog-[\w-]+\.js$/;

/** The screen as it is (the dialog over the page) into SHOTS_DIR when it is set. */
async function shootWhenAsked(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

/** A car on sale now (a sold one cannot be reported). */
async function availableCarId(request: APIRequestContext): Promise<number> {
  const car = (await listedCars(request, 20)).find((listed) => listed.status === 'available');
  expect(car, 'the catalogue lists an available car').toBeDefined();
  return car!.id;
}

const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report this listing' });

/** Scrolls to the button at the foot of the car page and taps it. */
async function openReport(page: Page) {
  const button = page.getByRole('button', { name: 'Report this listing' });
  await bringIntoView(button);
  await button.click();
}

test('a buyer reports a listing; the button then reads Reported, and after a reload a second report is refused plainly', async ({
  browser,
  request,
  baseURL,
}) => {
  const carId = await availableCarId(request);
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: signedInState(await newBuyerToken(request), baseURL!),
  });
  const page = waitForAppOnLoad(await context.newPage());
  const dialogCode: string[] = [];
  page.on('request', (r) => {
    if (DIALOG_CODE.test(r.url())) dialogCode.push(r.url());
  });
  await page.goto(`/car-details/${carId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await bringIntoView(page.getByRole('button', { name: 'Report this listing' }));
  expect(dialogCode, 'the dialog’s code before the tap').toEqual([]);
  await openReport(page);
  const dialog = reportDialog(page);
  await untilOpened(dialog);
  expect(dialogCode).toHaveLength(1);
  await expect(dialog.getByRole('radio')).toHaveCount(REASONS.length);
  for (const reason of REASONS) await expect(dialog.getByRole('radio', { name: reason })).not.toBeChecked();

  // Checked before it is sent: a reason is needed, and details for "Something else".
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(reportPaths.createListingReport)) sent.push(r.postDataJSON());
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('group', { name: 'What is wrong?' })).toHaveAccessibleDescription(
    'Please choose what is wrong with this listing',
  );
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const details = dialog.getByRole('textbox', { name: /^Details/ });
  await expect(details).toHaveAccessibleDescription('Please tell us what is wrong');
  await expect(details).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the report dialog with its messages', '[role="dialog"], dialog');
  await shootWhenAsked(page, 'report-dialog-1440');
  expect(sent).toEqual([]);

  await dialog.getByRole('radio', { name: 'Wrong details or photos' }).check();
  await details.fill('  The photos show a white car; the listing says black.  ');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: THANKS })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([{ car_id: carId, reason: 'wrong_details', details: 'The photos show a white car; the listing says black.' }]);
  await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();

  // The page afresh: the server holds the open report and says so.
  await page.reload();
  await openReport(page);
  await untilOpened(dialog);
  await dialog.getByRole('radio', { name: 'Looks like a scam or fraud' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('You have reported this car already: we are looking into it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await context.close();
});

test('a guest is asked to sign in first, and the report dialog opens after; on a phone it fits the screen', async ({
  browser,
  request,
}) => {
  const carId = await availableCarId(request);
  const phone = randomPhone();
  const signUp = await request.post(accountPaths.signUp, { data: { full_name: 'Asha Verma', email: `asha.${phone}@example.com`, phone } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = waitForAppOnLoad(await context.newPage());
  await page.goto(`/car-details/${carId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await openReport(page);
  await expect(loginDialog(page)).toBeVisible();
  await signInInDialog(page, phone);

  const dialog = reportDialog(page);
  await untilOpened(dialog);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'the report dialog on a phone', '[role="dialog"], dialog');
  await shootWhenAsked(page, 'report-dialog-375');

  await dialog.getByRole('radio', { name: 'Duplicate listing' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: THANKS })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await context.close();
});
