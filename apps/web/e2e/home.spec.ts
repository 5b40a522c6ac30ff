import { bringIntoView, expect, test, openPopover, randomPhone, signUpAndInInDialog } from './support';

test('clicking a brand in Search by Brands opens the car list filtered by that brand', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Search by Brands' })).toBeVisible();
  const brands = page.getByRole('region', { name: 'Search by Brands' }).getByRole('link');
  await expect(brands).toHaveCount(10);
  const brand = brands.nth(1);
  const name = (await brand.textContent())!.trim();
  expect(name).not.toBe('');
  await brand.click();
  await expect(page).toHaveURL(`/cars?car_brand=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeVisible();
});

test('the home page shows real cars in Top Deals, the hot cities and the FAQ', async ({ page }) => {
  await page.goto('/');
  const deals = page.getByRole('region', { name: 'Top Deals' }).getByRole('article');
  await expect(deals).toHaveCount(9);
  await expect(deals.first().getByRole('link', { name: 'View Details' })).toHaveAttribute('href', /^\/car-details\/\d+$/);
  await expect(deals.first().getByText(/^₹[\d.]+ (Lakh|Crore)$/)).toBeVisible();

  for (const city of ['Delhi', 'Mumbai', 'Gurugram', 'Bangalore', 'Lucknow']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${city}`) })).toHaveAttribute('href', `/cars?location=${city}`);
  }
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();

  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByText('2/3')).toBeVisible();
});

test('the CARS menu lists the header-menu entries and each opens the filtered list', async ({ page }) => {
  await page.goto('/');
  await openPopover(page.getByRole('button', { name: 'CARS' }));
  const cities = page.getByRole('navigation', { name: 'Cities' }).getByRole('link');
  await expect(cities).toHaveCount(5);
  const kilometres = page.getByRole('navigation', { name: 'Kilometers driven' }).getByRole('link', { name: '50,000 kms or less' });
  await kilometres.click();
  await expect(page).toHaveURL('/cars?kilometers=50000');
});

test('the header search trims the term and opens the car list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('textbox', { name: 'Search by car names' });
  await box.fill('  Porsche  ');
  await box.press('Enter');
  await expect(page).toHaveURL('/cars?search=Porsche');
});

test('the wishlist heart asks a guest to log in, and toggles for a buyer', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Top Deals' }).getByRole('article').first();
  const heart = card.getByRole('button', { name: /to wishlist$/ });
  await bringIntoView(heart);
  await heart.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please Login First To Bookmark Car' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();

  const phone = randomPhone();
  await signUpAndInInDialog(page, phone);

  const add = card.getByRole('button', { name: /to wishlist$/ });
  await add.click();
  await expect(card.getByRole('button', { name: /from wishlist$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Car added to your wishlist' })).toBeVisible();

  // The server remembers it: a fresh load shows the filled heart.
  await page.reload();
  const saved = card.getByRole('button', { name: /from wishlist$/ });
  await bringIntoView(saved);
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(card.getByRole('button', { name: /to wishlist$/ })).toHaveAttribute('aria-pressed', 'false');
  // A removal that succeeds is a success toast.
  await expect(page.locator('.Toastify__toast--success').filter({ hasText: 'Car removed from your wishlist' })).toBeVisible();
});
