import { CarDetailsResponseSchema, CarListResponseSchema, type CarDetails } from '@luxe/contract';
import { type APIRequestContext, type Page } from '@playwright/test';
import { formatPrice } from '../src/lib/format';
import { bringIntoView, expect, test, loginDialog } from './support';

async function detailsOf(request: APIRequestContext, id: string): Promise<CarDetails> {
  const response = await request.get(`/api/public/app-landing-page/cars/v1/read/car-view-details?car_id=${id}`);
  expect(response.ok()).toBe(true);
  return CarDetailsResponseSchema.parse(await response.json()).data.carDetails;
}

/** Opens the first car of the home page's Top Deals and answers its details from the API. */
async function openFirstTopDeal(page: Page, request: APIRequestContext): Promise<CarDetails> {
  await page.goto('/');
  const details = page.getByRole('region', { name: 'Top Deals' }).getByRole('article').first().getByRole('link', { name: 'View Details' });
  await bringIntoView(details);
  await details.click();
  await expect(page).toHaveURL(/\/car-details\/\d+$/);
  const id = /\/car-details\/(\d+)$/.exec(page.url())![1]!;
  return detailsOf(request, id);
}

function overviewValue(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

test('a car opened from Top Deals shows its real title, price, overview and specifications', async ({ page, request }) => {
  const car = await openFirstTopDeal(page, request);
  const title = `${car.registration_year} ${car.car_brand_name} ${car.car_model_name}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  await expect(page.getByText(formatPrice(car.listing_price), { exact: true }).first()).toBeVisible();
  const wishlistedBy =
    car.wishlist_count === 0 ? /^Be the first to wishlist this car$/ : new RegExp(`^${car.wishlist_count} (people|person) wishlisted$`);
  await expect(page.getByText(wishlistedBy)).toBeVisible();

  await expect(overviewValue(page, 'Registration State')).toHaveText(car.registration_state || '0');
  await expect(overviewValue(page, 'Transmission')).toHaveText(car.transmission || '0');

  // The first section is open; another opens on a click.
  const overview = car.specifications.overview!;
  await expect(overviewValue(page, 'Body Type')).toHaveText(String(overview.body_type ?? 'NA'));
  await page.getByRole('button', { name: 'Engine and Transmission' }).click();
  const engine = car.specifications.engine_transmission!;
  await expect(overviewValue(page, 'Gearbox')).toHaveText(String(engine.gearbox ?? 'NA'));

  // Share links carry this page's own address.
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', new RegExp(encodeURIComponent(page.url())));
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', new RegExp(encodeURIComponent(page.url())));

  // A guest asking to book gets the login dialog.
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('the gallery moves with a thumbnail click and the arrow keys', async ({ page, request }) => {
  const list = CarListResponseSchema.parse(
    await (
      await request.get('/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter', { headers: { 'x-limit': '50' } })
    ).json(),
  ).data.filteredCars.cars;
  const withPhotos = list.find((item) => item.images.length >= 4);
  expect(withPhotos, 'a car with four photos').toBeDefined();
  const car = await detailsOf(request, String(withPhotos!.id));
  await page.goto(`/car-details/${car.id}`);
  const gallery = page.getByRole('region', { name: /^Photos of / });
  const main = gallery.locator('img').first();
  await expect(main).toHaveAttribute('src', car.car_images[0]!);

  await page.getByRole('button', { name: `Show photo 3 of ${car.car_images.length}` }).click();
  await expect(main).toHaveAttribute('src', car.car_images[2]!);
  await expect(gallery.getByText(`3 / ${car.car_images.length}`)).toBeVisible();

  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAttribute('src', car.car_images[3]!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(main).toHaveAttribute('src', car.car_images[1]!);
});

test('a similar deal opens another car', async ({ page, request }) => {
  const car = await openFirstTopDeal(page, request);
  const similar = page.getByRole('region', { name: 'Similar deals' }).getByRole('article');
  await expect(similar.first()).toBeVisible();
  expect(await similar.count()).toBeLessThanOrEqual(5);
  await similar.first().getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/car-details\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/car-details/${car.id}$`));
  const other = await detailsOf(request, /\/car-details\/(\d+)$/.exec(page.url())![1]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${other.registration_year} ${other.car_brand_name} ${other.car_model_name}`,
  );
});

test('an unknown car says so', async ({ page }) => {
  await page.goto('/car-details/999999');
  await expect(page.getByRole('heading', { name: 'Car not found' })).toBeVisible();
  await page.goto('/car-details/abc');
  await expect(page.getByRole('heading', { name: 'Car not found' })).toBeVisible();
});
