import { bringIntoView, expect, test } from './support';

test('a part below the first screen loads its code when the reader scrolls to it, and then works', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  // The FAQ is far below a phone's first screen: its HTML is there, its code is not loaded yet.
  const faq = page.getByRole('button', { name: /^Are there any hidden charges/ });
  await expect(faq).toBeAttached();
  expect(scripts.some((url) => url.includes('/faq-list-'))).toBe(false);

  await bringIntoView(faq);
  expect(scripts.some((url) => url.includes('/faq-list-'))).toBe(true);
  await faq.click();
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  await context.close();
});

test('a link followed before the parts below have loaded still changes the page', async ({ page }) => {
  await page.goto('/');
  // The footer is not hydrated yet; the new address reaches it too, which must not hold the page back.
  await page.getByRole('banner').getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL('/how-it-works');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works');
});

test('a new page starts at the top, and Back returns to where the list was left', async ({ page }) => {
  await page.goto('/cars');
  const card = page.getByRole('region', { name: 'Car list' }).getByRole('article').nth(5);
  const link = card.getByRole('link', { name: 'View Details' });
  // The link in view and the parts around it live: the page settles (and the window with it) before
  // the place is taken.
  await bringIntoView(link);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const left = (await link.boundingBox())!.y;

  await link.click();
  await expect(page).toHaveURL(/\/car-details\/\d+$/);
  await expect(page.getByRole('button', { name: 'Make an Offer' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/cars');
  // The same card at the same place on the screen.
  await expect.poll(async () => Math.abs((await link.boundingBox())!.y - left)).toBeLessThanOrEqual(4);
});

test('a page opened afresh in the same tab starts at the top; a reload stays where it was', async ({ page }) => {
  await page.goto('/cars');
  await page.getByRole('region', { name: 'Car list' }).getByRole('article').nth(5).scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  // The position is kept as the reader scrolls: the scroll event comes before the next frame's callbacks.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
