// The wishlist's calls, for a signed-in buyer.
import { WishlistBodySchema, WishlistChangeResponseSchema, WishlistResponseSchema, wishlistPaths } from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { addToWishlist, readWishlist, removeFromWishlist } from './service';

export async function wishlistRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePrincipal(app, 'buyer'));
  const security = [{ accessToken: [] }];
  const tags = ['wishlist'];

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
      const added = await addToWishlist(app.deps, buyerId(request), carId);
      const message = added ? 'Car added to your wishlist' : 'This car is already in your wishlist';
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
      await removeFromWishlist(app.deps, buyerId(request), carId);
      return { success: true as const, message: 'Car removed from your wishlist', data: { car_id: carId, in_wishlist: false } };
    },
  );

  app.get(
    wishlistPaths.read,
    { schema: { tags, summary: "The signed-in buyer's wishlist, newest first", security, response: { 200: WishlistResponseSchema } } },
    async (request) => ok('Wishlist fetched successfully', { wishlist: await readWishlist(app.deps, buyerId(request)) }),
  );
}
