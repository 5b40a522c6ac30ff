import { expect, it, vi } from 'vitest';
import { testCar } from '../../../test/car';

it('warms the answer schema on the list shown: it runs the schema, which takes the list, and only once', async () => {
  // Modules of their own: the run-once flag starts unset whatever another file rendered.
  vi.resetModules();
  const { CarListResponseSchema } = await import('../../../lib/car-list-schema');
  const { warmCarListSchema } = await import('./get-cars');
  const check = vi.spyOn(CarListResponseSchema, 'safeParse');
  const shown = { cars: [testCar(7, 'BMW X1 sDrive18d')], pagination: { total: 1, limit: 9, offset: 0, total_pages: 1, current_page: 1 } };

  warmCarListSchema(shown);
  warmCarListSchema(shown);
  await vi.waitFor(() => expect(check).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check).toHaveBeenCalledTimes(3);
  // A list the schema refused would warm its failure path instead of the answer's.
  for (const { value } of check.mock.results) expect(value).toMatchObject({ success: true });
});
