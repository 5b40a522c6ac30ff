// Cars that look like themselves: a demo car's gallery shows four different pictures of
// its own model, and the makers' tiles carry marks of their own.
import { CarDetailsResponseSchema } from '@luxe/contract';
import { bringIntoView, expect, listedCars, test } from './support';

test("a demo car's gallery shows four different pictures of its model", async ({ page, request }) => {
  test.setTimeout(60_000);
  const [item] = await listedCars(request, 1);
  const response = await request.get(`/api/public/app-landing-page/cars/v1/read/car-view-details?car_id=${item!.id}`);
  const car = CarDetailsResponseSchema.parse(await response.json()).data.carDetails;
  expect(car.car_images).toHaveLength(4);
  expect(new Set(car.car_images).size).toBe(4);

  await page.goto(`/car-details/${car.id}`);
  const gallery = page.getByRole('region', { name: /^Photos of / });
  const main = gallery.locator('img').first();
  const shots: string[] = [];
  for (const [i, src] of car.car_images.entries()) {
    await page.getByRole('button', { name: `Show photo ${i + 1} of 4` }).click();
    await expect(main).toHaveAttribute('src', src);
    // Drawn, not broken: the picture has decoded to its full size.
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    // What the browser drew, read back through a canvas (same origin, so it can be read).
    shots.push(
      await main.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [320, 200];
        canvas.getContext('2d')?.drawImage(img, 0, 0, 320, 200);
        return canvas.toDataURL();
      }),
    );
  }
  // Four views, four different pictures on screen.
  expect(new Set(shots).size).toBe(4);
});

test("the makers' tiles on the home page carry marks of their own", async ({ page, request }) => {
  await page.goto('/');
  const scroller = page.getByRole('region', { name: 'Search by Brands' });
  const tiles = scroller.getByRole('link');
  await bringIntoView(tiles.first());
  const srcs = await tiles.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  expect(srcs.length).toBeGreaterThan(1);
  const svgs = await Promise.all(srcs.map(async (src) => (await request.get(src)).text()));
  const marks = new Set(svgs.map((svg) => /<text[^>]*>([^<]+)<\/text>/.exec(svg)?.[1] ?? ''));
  expect(marks.has('')).toBe(false);
  expect(marks.size).toBe(srcs.length);
});
