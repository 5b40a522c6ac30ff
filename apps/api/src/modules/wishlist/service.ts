// The buyer's wishlist: idempotent add, remove, and the cards with real ratings.
import type { WishlistItem } from '@luxe/contract';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { carExists, selectCarSummaries } from '../catalogue';
import { deleteWish, insertWish, selectWishes } from './queries';

async function requireCar(deps: AppDeps, carId: number): Promise<void> {
  if (!(await carExists(deps.database.db, carId))) throw notFound('Car not found');
}

/** Whether the car was newly added (false: it was in the wishlist already). */
export async function addToWishlist(deps: AppDeps, buyerId: number, carId: number): Promise<boolean> {
  await requireCar(deps, carId);
  return insertWish(deps.database.db, buyerId, carId, deps.clock.now());
}

export async function removeFromWishlist(deps: AppDeps, buyerId: number, carId: number): Promise<void> {
  await requireCar(deps, carId);
  if (!(await deleteWish(deps.database.db, buyerId, carId))) throw notFound('This car is not in your wishlist');
}

export async function readWishlist(deps: AppDeps, buyerId: number): Promise<WishlistItem[]> {
  const wishes = await selectWishes(deps.database.db, buyerId);
  const cars = await selectCarSummaries(
    deps.database.db,
    wishes.map((w) => w.carId),
  );
  const addedAt = new Map(wishes.map((w) => [w.carId, w.createdAt.toISOString()]));
  return cars.map((car) => ({ ...car, added_at: addedAt.get(car.car_id)! }));
}
