// Catalogue data for tests: a small generated catalogue, plus cars cloned from it with chosen fields.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { carImages, cars } from '../../src/db/schema';
import { seedDemo } from '../../src/demo/seed';

export const TEST_ANCHOR = new Date('2026-11-01T00:00:00Z');

export async function seedCatalogue(db: Db, count = 150): Promise<void> {
  await seedDemo(db, { cars: count, seed: 7, anchor: TEST_ANCHOR });
}

type CarInsert = typeof cars.$inferInsert;

/** A new car like car `fromId`, with the given fields changed (and its search text kept in step). */
export async function cloneCar(db: Db, fromId: number, overrides: Partial<CarInsert>): Promise<number> {
  const [source] = await db.select().from(cars).where(eq(cars.id, fromId));
  if (!source) throw new Error(`no car ${fromId}`);
  const { id: _id, ...rest } = source;
  const row = { ...rest, ...overrides };
  row.searchText = overrides.searchText ?? `${row.brandName} ${row.carName}`.toLowerCase();
  row.nameIsCustom = overrides.carName !== undefined && overrides.carName !== source.carName;
  const [inserted] = await db.insert(cars).values(row).returning({ id: cars.id });
  await db.insert(carImages).values({ carId: inserted!.id, position: 0, url: '/media/cars/sedan/1a1a1a/front-quarter.svg' });
  return inserted!.id;
}
