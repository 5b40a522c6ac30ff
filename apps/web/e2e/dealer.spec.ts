import { CarDetailsResponseSchema, VendorCarsResponseSchema } from '@luxe/contract';
import { bringIntoView, expect, test } from './support';

test('the dealer card opens the dealer page, which survives a reload', async ({ page, request }) => {
  await page.goto('/');
  const details = page.getByRole('region', { name: 'Top Deals' }).getByRole('article').first().getByRole('link', { name: 'View Details' });
  await bringIntoView(details);
  await details.click();
  await expect(page).toHaveURL(/\/car-details\/\d+$/);
  const id = /\/car-details\/(\d+)$/.exec(page.url())![1];
  const car = CarDetailsResponseSchema.parse(
    await (await request.get(`/api/public/app-landing-page/cars/v1/read/car-view-details?car_id=${id}`)).json(),
  ).data.carDetails;

  await page.getByRole('link', { name: `View details of ${car.vendor_name}` }).click();
  await expect(page).toHaveURL(`/car-dealer?id=${car.vendor_id}`);
  const dealer = VendorCarsResponseSchema.parse(
    await (
      await request.get('/api/auth/cars/v1/read/get-vendor-cars', { headers: { vendor_id: String(car.vendor_id), limit: '5' } })
    ).json(),
  ).data;

  for (const attempt of ['first visit', 'after a reload']) {
    if (attempt === 'after a reload') await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.vendor_name);
    await expect(page.getByText(dealer.vendor.rating === null ? 'New' : dealer.vendor.rating.toFixed(1)).first()).toBeVisible();
    await expect(page.getByText('Showroom timing 10:00 AM - 07:00 PM')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explore the top 5 cars' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(dealer.cars.length);
  }
  const directions = page.getByRole('link', { name: 'Get the directions' });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(directions).toHaveAttribute('target', '_blank');
});

test("'Other dealers near you' lead to their own page", async ({ page, request }) => {
  // More dealers than cities in the demo catalogue, so some city has two: find one of them.
  let found: { id: number; nearby: { vendor_id: number; vendor_name: string } } | undefined;
  for (let id = 1; id <= 40 && !found; id++) {
    const res = await request.get('/api/auth/cars/v1/read/get-vendor-cars', { headers: { vendor_id: String(id), limit: '5' } });
    if (!res.ok()) continue;
    const nearby = VendorCarsResponseSchema.parse(await res.json()).data.nearby_dealers[0];
    if (nearby) found = { id, nearby };
  }
  expect(found, 'a dealer with a neighbour in the demo catalogue').toBeDefined();
  await page.goto(`/car-dealer?id=${found!.id}`);
  await page.getByRole('link', { name: new RegExp(found!.nearby.vendor_name) }).click();
  await expect(page).toHaveURL(`/car-dealer?id=${found!.nearby.vendor_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(found!.nearby.vendor_name);
});

test('a dealer page without a known dealer says so', async ({ page }) => {
  await page.goto('/car-dealer');
  await expect(page.getByRole('heading', { name: 'Dealer not found' })).toBeVisible();
  await page.goto('/car-dealer?id=999999');
  await expect(page.getByRole('heading', { name: 'Dealer not found' })).toBeVisible();
});
