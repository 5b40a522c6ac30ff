// Signals that are true: the header's heart counts the wishlist and follows every
// change; the account button wears the buyer's picture and changes with it; a car nobody has wishlisted
// invites the first; a car without reviews shows no stars.
import type { APIRequestContext, Page } from '@playwright/test';
import { cataloguePaths, wishlistPaths } from '@luxe/contract/constants';
import { CarDetailsResponseSchema, WishlistResponseSchema } from '@luxe/contract';
import { expect, listedCarIds, listedCars, newBuyerToken, signedInState, test } from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const headerHeart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

async function signedInPage(page: Page, token: string, baseURL: string) {
  await page.context().addCookies(signedInState(token, baseURL).cookies);
  await page.addInitScript((value) => localStorage.setItem('luxe.accessToken', value), token);
}

async function wishlistCountOf(request: APIRequestContext, carId: number): Promise<number> {
  const response = await request.get(`${cataloguePaths.carDetails}?car_id=${carId}`);
  expect(response.ok(), `${cataloguePaths.carDetails}: ${await response.text()}`).toBe(true);
  return CarDetailsResponseSchema.parse(await response.json()).data.carDetails.wishlist_count;
}

test("the header's heart shows how many cars are wishlisted, and follows a heart flipped on the list", async ({
  page,
  request,
  baseURL,
}) => {
  const ids = await listedCarIds(request, 8);
  const token = await newBuyerToken(request, ids.slice(0, 2));
  await signedInPage(page, token, baseURL!);
  await page.goto('/cars');
  // Rendered with the page: the count is there before any script fetched it.
  await expect(headerHeart(page)).toHaveAccessibleName('Wishlist, 2 cars');
  await expect(page.getByRole('banner').getByTestId('wishlist-count')).toHaveText('2');

  const add = page
    .getByRole('region', { name: 'Car list' })
    .getByRole('button', { name: /to wishlist$/ })
    .first();
  await add.click();
  await expect(headerHeart(page)).toHaveAccessibleName('Wishlist, 3 cars');
  const remove = page
    .getByRole('region', { name: 'Car list' })
    .getByRole('button', { name: /from wishlist$/ })
    .first();
  await remove.click();
  await expect(headerHeart(page)).toHaveAccessibleName('Wishlist, 2 cars');

  // Removed on the wishlist page: the heart follows there too.
  await headerHeart(page).click();
  await expect(page).toHaveURL('/wishlist');
  await page
    .getByRole('button', { name: /^Remove .* from wishlist$/ })
    .first()
    .click();
  await expect(headerHeart(page)).toHaveAccessibleName('Wishlist, 1 car');
});

test('a guest sees a plain heart', async ({ page }) => {
  await page.goto('/cars');
  await expect(headerHeart(page)).toHaveAccessibleName('Wishlist');
  await expect(page.getByRole('banner').getByTestId('wishlist-count')).toHaveCount(0);
});

test("the account button's picture changes with the profile picture, without a reload", async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await newBuyerToken(request);
  await signedInPage(page, token, baseURL!);
  await page.goto('/profile');
  const account = page.getByRole('banner').getByRole('button', { name: 'My Account' });
  await expect(account).toBeVisible();
  // No picture yet: the buyer's initial (the button's name stays 'My Account').
  await expect(account.locator('img')).toHaveCount(0);
  await expect(account).toContainText('A');
  await expect(account).toHaveAccessibleName('My Account');

  await page.getByTestId('profile-picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const picture = page.getByRole('img', { name: /^Profile picture of/ });
  await expect(picture).toHaveAttribute('src', /^\/media\//);
  const src = await picture.getAttribute('src');
  await expect(account.locator('img')).toHaveAttribute('src', src!);
});

test('a car nobody has wishlisted invites the first; the first makes it one person', async ({ page, request, baseURL }) => {
  // Other specs save the first cars of the list: look further down it.
  const ids = await listedCarIds(request, 50);
  let carId: number | undefined;
  for (const id of ids) if ((await wishlistCountOf(request, id)) === 0) carId ??= id;
  expect(carId, 'a listed car nobody has wishlisted').toBeDefined();

  const token = await newBuyerToken(request);
  await signedInPage(page, token, baseURL!);
  await page.goto(`/car-details/${carId}`);
  await expect(page.getByText('Be the first to wishlist this car', { exact: true })).toBeVisible();
  await expect(page.getByText(/0 people wishlisted/)).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('button', { name: /to wishlist$/ })
    .first()
    .click();
  await expect(page.getByText('1 person wishlisted', { exact: true })).toBeVisible();
});

test('a wishlisted car without reviews shows no stars, only that it has none', async ({ page, request, baseURL }) => {
  // Four cars of different names: each card is found by its name.
  const named = new Map((await listedCars(request, 40)).map((car) => [car.car_name, car.id]));
  const ids = [...named.values()].slice(0, 4);
  const token = await newBuyerToken(request, ids);
  const answer = await request.get(wishlistPaths.read, { headers: { 'x-access-token': token } });
  const { wishlist } = WishlistResponseSchema.parse(await answer.json()).data;
  const unreviewed = wishlist.filter((item) => item.car_review === 0);
  expect(unreviewed.length, 'the fresh catalogue has cars without reviews').toBeGreaterThan(0);

  await signedInPage(page, token, baseURL!);
  await page.goto('/wishlist');
  for (const item of wishlist) {
    const card = page.getByRole('article', { name: item.car_name });
    await expect(card).toBeVisible();
    if (item.car_review === 0) {
      await expect(card.getByText('No reviews yet')).toBeVisible();
      await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
    } else {
      await expect(card.getByRole('img', { name: `Rated ${item.car_star} out of 5` })).toBeVisible();
    }
  }
});
