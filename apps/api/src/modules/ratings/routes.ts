// rate-vendor, and the buyer's own rating of a dealer, for a signed-in buyer (docs/buyer-promises.md).
import {
  bookingPaths,
  RateVendorBodySchema,
  RateVendorResponseSchema,
  YourRatingQuerySchema,
  YourRatingResponseSchema,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { rateVendor, yourRating } from './service';

export async function ratingRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePrincipal(app, 'buyer'));

  app.post(
    bookingPaths.rateVendor,
    {
      schema: {
        tags: ['ratings'],
        summary: 'Rate a dealer once, after a paid booking or test drive with them',
        security: [{ accessToken: [] }],
        body: RateVendorBodySchema,
        response: { 200: RateVendorResponseSchema },
      },
    },
    async (request) => ok('Thank you for rating this dealer', await rateVendor(app.deps, buyerId(request), request.body)),
  );

  app.get(
    bookingPaths.yourRating,
    {
      schema: {
        tags: ['ratings'],
        summary: "The buyer's own rating of a dealer, or whether they may rate them",
        security: [{ accessToken: [] }],
        querystring: YourRatingQuerySchema,
        response: { 200: YourRatingResponseSchema },
      },
    },
    async (request) => ok('Your rating', await yourRating(app.deps, buyerId(request), request.query.vendor_id)),
  );
}
