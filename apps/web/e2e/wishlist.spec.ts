import { type Page } from '@playwright/test';
import { expect, listedCarIds, newBuyerToken, signUpAndInFromHeader, signedInState, test, untilOpened, waitForAppOnLoad } from './support';

// The cards with a wishlist heart (the featured car of wide screens has none).
const listCards = (page: Page) =>
  page
    .getByRole('region', { name: 'Car list' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /wishlist$/ }) });

/** Bookmarks the list's cards at the given positions and returns their names. */
async function bookmark(page: Page, positions: number[]): Promise<string[]> {
  const names: string[] = [];
  for (const position of positions) {
    const card = listCards(page).nth(position);
    names.push((await card.getByRole('heading').getAttribute('title'))!);
    await card.getByRole('button', { name: /to wishlist$/ }).click();
    await expect(card.getByRole('button', { name: /from wishlist$/ })).toHaveAttribute('aria-pressed', 'true');
  }
  return names;
}

test('a buyer bookmarks a car on the list, sees it on the wishlist and removes it', async ({ page }) => {
  await page.goto('/cars');
  await signUpAndInFromHeader(page);
  await expect(listCards(page).first()).toBeVisible();
  const [name] = await bookmark(page, [2]);

  await page
    .getByRole('link', { name: /wishlist/i })
    .first()
    .click();
  await expect(page).toHaveURL('/wishlist');
  const saved = page.getByRole('article', { name: name! });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /^\/car-details\/\d+$/);

  await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(page.locator('.Toastify__toast--success').filter({ hasText: 'Car removed from your wishlist' })).toBeVisible();
  await expect(saved).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
});

test('a buyer compares two wishlisted cars', async ({ page, request }) => {
  await page.goto('/cars');
  await signUpAndInFromHeader(page);
  await expect(listCards(page).first()).toBeVisible();
  const names = await bookmark(page, [0, 1, 3, 4]);

  await page.goto('/wishlist');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByRole('switch', { name: 'Compare' }).check();

  // Fewer than 2: the panel says so and Compare now is disabled.
  await page.getByRole('button', { name: /^Compare \(/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least 2 cars to compare' })).toBeVisible();
  const panel = page.getByRole('dialog', { name: 'Compare cars' });
  await untilOpened(panel);
  await expect(panel.getByRole('button', { name: 'Compare now' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Close compare panel' }).click();

  const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name} for comparison` });
  for (const name of names)
    await select(name)
      .check()
      .catch(() => undefined);
  await expect(page.getByRole('alert').filter({ hasText: 'You can compare maximum 3 cars at a time' })).toBeVisible();
  await expect(select(names[3]!)).not.toBeChecked();
  await select(names[2]!).uncheck();

  await page.getByRole('button', { name: 'Compare (2 selected)' }).click();
  await untilOpened(panel);
  await expect(panel.getByText(names[0]!.length > 10 ? `${names[0]!.slice(0, 10)}...` : names[0]!).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Compare now' }).click();

  await expect(page).toHaveURL(/\/comparison\?ids=\d+,\d+$/);
  const table = page.getByRole('region', { name: 'Comparison table' });
  for (const name of names.slice(0, 2)) {
    await expect(table.getByRole('heading', { name: name })).toBeVisible();
    await expect(table.getByRole('link', { name: `View Car Details: ${name}` })).toHaveAttribute('href', /^\/car-details\/\d+$/);
  }
  await page.reload();
  await expect(table.getByRole('heading', { name: names[1]! })).toBeVisible();

  // One car is not a comparison.
  const [oneCar] = await listedCarIds(request, 1);
  await page.goto(`/comparison?ids=${oneCar}`);
  await expect(page.getByRole('heading', { name: 'Choose cars to compare' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to wishlist' })).toHaveAttribute('href', '/wishlist');
});

test('the meeting form of a wishlist opened afresh (its code loads when first used) checks its fields', async ({
  browser,
  request,
  baseURL,
}) => {
  const token = await newBuyerToken(request, await listedCarIds(request, 1));
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: signedInState(token, baseURL!) });
  const page = waitForAppOnLoad(await context.newPage());
  await page.goto('/wishlist');
  const form = page.getByRole('form', { name: 'Meeting registration' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: /^Name/ }).fill('Asha Verma');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('asha@');
  await form.getByRole('button', { name: 'I am interested' }).click();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(form.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Verma');
  await context.close();
});
