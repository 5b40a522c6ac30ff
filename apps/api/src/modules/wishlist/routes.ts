// The buyer's wishlist (spec 01 section 7): idempotent add and remove, read with real ratings.
import { WishlistBodySchema, WishlistChangeResponseSchema, WishlistResponseSchema, wishlistPaths, type WishlistItem } from '@luxe/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../app';
import { queryRows } from '../../db/client';
import { cars, wishlists } from '../../db/schema';
import { buyerId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { carImagesJson, toIso } from '../catalogue/list-query';

interface Row {
  car_id: number;
  car_name: string;
  images: string[];
  listing_price: number;
  reviews: number;
  stars: number | null;
  manufacturing_year: number;
  fuel_type: string;
  transmission: string;
  odometer_reading: number;
  location: string;
  status: WishlistItem['status'];
  added_at: string | Date;
}

export async function wishlistRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  app.addHook('onRequest', requirePrincipal(app, 'buyer'));
  const security = [{ accessToken: [] }];
  const tags = ['wishlist'];

  const requireCar = async (carId: number) => {
    const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).limit(1);
    if (!car) throw notFound('Car not found');
  };

  app.post(
    wishlistPaths.add,
    {
      schema: {
        tags,
        summary: 'Add a car to the wishlist',
        security,
        body: WishlistBodySchema,
        response: { 200: WishlistChangeResponseSchema },
      },
    },
    async (request) => {
      const carId = request.body.car_id;
      await requireCar(carId);
      const inserted = await db
        .insert(wishlists)
        .values({ buyerId: buyerId(request), carId, createdAt: app.deps.clock.now() })
        .onConflictDoNothing()
        .returning({ carId: wishlists.carId });
      const message = inserted.length ? 'Car added to your wishlist' : 'This car is already in your wishlist';
      return { success: true as const, message, data: { car_id: carId, in_wishlist: true } };
    },
  );

  app.delete(
    wishlistPaths.add,
    {
      schema: {
        tags,
        summary: 'Remove a car from the wishlist',
        security,
        body: WishlistBodySchema,
        response: { 200: WishlistChangeResponseSchema },
      },
    },
    async (request) => {
      const carId = request.body.car_id;
      await requireCar(carId);
      const removed = await db
        .delete(wishlists)
        .where(and(eq(wishlists.buyerId, buyerId(request)), eq(wishlists.carId, carId)))
        .returning({ carId: wishlists.carId });
      if (!removed.length) throw notFound('This car is not in your wishlist');
      return { success: true as const, message: 'Car removed from your wishlist', data: { car_id: carId, in_wishlist: false } };
    },
  );

  app.get(
    wishlistPaths.read,
    { schema: { tags, summary: "The signed-in buyer's wishlist, newest first", security, response: { 200: WishlistResponseSchema } } },
    async (request) => {
      const rows = await queryRows<Row>(
        db,
        sql`select c.id as car_id, c.car_name, c.listing_price, c.manufacturing_year, c.fuel_type, c.transmission,
              c.odometer_reading, c.location, c.status, w.created_at as added_at,
              ${carImagesJson} as images,
              (select count(*)::int from ratings r where r.car_id = c.id) as reviews,
              (select avg(r.rating)::float from ratings r where r.car_id = c.id) as stars
            from wishlists w join cars c on c.id = w.car_id
            where w.buyer_id = ${buyerId(request)}
            order by w.created_at desc, c.id desc`,
      );
      const wishlist: WishlistItem[] = rows.map((r) => ({
        car_id: r.car_id,
        car_name: r.car_name,
        car_images: r.images,
        listing_price: r.listing_price,
        car_review: r.reviews,
        car_star: r.stars === null ? 0 : Math.round(r.stars * 10) / 10,
        manufacturing_year: r.manufacturing_year,
        fuel_type: r.fuel_type,
        transmission: r.transmission,
        odometer_reading: r.odometer_reading,
        location: r.location,
        status: r.status,
        added_at: toIso(r.added_at),
      }));
      return ok('Wishlist fetched successfully', { wishlist });
    },
  );
}
