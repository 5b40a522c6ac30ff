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

  // Signed-in pages are rendered in the browser: their HTML is the empty shell.
  expect(await (await request.get('/profile')).text()).toContain('<div id="root"></div>');
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
