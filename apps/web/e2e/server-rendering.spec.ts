// Public pages arrive rendered by the server (apps/web/src/entry-server.tsx): the HTML alone carries
// the page's text and real data, and the browser takes it over without a mismatch.
import { CarListResponseSchema } from '@luxe/contract';
import { expect, test } from './support';

test('the HTML of a public page carries the page itself, with real data', async ({ request }) => {
  const list = CarListResponseSchema.parse(
    await (
      await request.get('/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter', {
        headers: { 'x-limit': '1', 'x-offset': '0' },
      })
    ).json(),
  );
  const car = list.data.filteredCars.cars[0]!;

  const home = await (await request.get('/')).text();
  expect(home).toContain('Top Deals');
  expect(home).toContain('id="query-state"');

  const details = await request.get(`/car-details/${car.id}`);
  expect(details.status()).toBe(200);
  expect(await details.text()).toContain(car.car_name);

  const cars = await (await request.get('/cars')).text();
  expect(cars).toContain(`out of ${list.data.filteredCars.pagination.total} results`);

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root"><');

  // Signed-in pages are rendered in the browser: their HTML is the empty shell, with the header's menu.
  const profile = await (await request.get('/profile')).text();
  expect(profile).toContain('<div id="root"></div>');
  expect(profile).toMatch(/id="query-state">[^<]*"header-menu"/);
});

test('a signed-in-only page does not ask for the header’s menu again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/wishlist', { waitUntil: 'networkidle' });
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the browser takes over the server’s HTML without errors, and the page then responds', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  for (const path of ['/', '/cars', '/car-details/1', '/faq', '/contact-us', '/about-us', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);

  await page.goto('/faq');
  const question = page.getByRole('button', { name: /history before I buy/ }).first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
