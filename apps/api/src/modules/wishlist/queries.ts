// The wishlists table: a buyer's hearts, one row per car.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlists } from '../../db/schema';

/** Adds the car; false when it was there already. */
export async function insertWish(db: Db, buyerId: number, carId: number, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(wishlists)
    .values({ buyerId, carId, createdAt: now })
    .onConflictDoNothing()
    .returning({ carId: wishlists.carId });
  return inserted.length > 0;
}

/** Removes the car; false when it was not there. */
export async function deleteWish(db: Db, buyerId: number, carId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlists)
    .where(and(eq(wishlists.buyerId, buyerId), eq(wishlists.carId, carId)))
    .returning({ carId: wishlists.carId });
  return removed.length > 0;
}

/** The buyer's wished cars, newest first, with when each was added. */
export function selectWishes(db: Db, buyerId: number): Promise<{ carId: number; createdAt: Date }[]> {
  return db
    .select({ carId: wishlists.carId, createdAt: wishlists.createdAt })
    .from(wishlists)
    .where(eq(wishlists.buyerId, buyerId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.carId));
}
