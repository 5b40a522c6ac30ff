// Fair price (docs/product/fair-price.md): a car's comparables (public) and the dealer's price change.
import {
  CarIdQuerySchema,
  ChangePriceBodySchema,
  ChangePriceResponseSchema,
  FairPriceComparablesResponseSchema,
  pricingPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { findPrincipal, requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { cachedForGuests } from '../../http/guest-cache';
import { changePrice, comparablesOf, scheduleFirstFairPrices } from './service';

export async function pricingRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  scope.addHook('onReady', () => scheduleFirstFairPrices(scope.deps));

  app.get(
    pricingPaths.comparables,
    {
      // The same for every guest: from the shared cache (docs/page-cache.md).
      ...cachedForGuests(scope.sharedCache),
      schema: {
        tags: ['catalogue'],
        summary: "The cars a car's fair price rests on (at most 20, nearest first), with the estimate",
        querystring: CarIdQuerySchema,
        response: { 200: FairPriceComparablesResponseSchema },
      },
    },
    async (request) => {
      const principal = await findPrincipal(scope, request);
      const buyer = principal?.kind === 'buyer' ? principal.id : null;
      return ok('Comparables fetched successfully', await comparablesOf(scope.deps, request.query.car_id, buyer));
    },
  );

  await scope.register(async (inner) => {
    const dealer = inner.withTypeProvider<ZodTypeProvider>();
    dealer.addHook('onRequest', requirePrincipal(scope, 'vendor'));
    dealer.patch(
      pricingPaths.changePrice,
      {
        schema: {
          tags: ['dealer listings'],
          summary: "Change the listing price of one of the dealer's cars: kept in its history; a drop tells the buyers who wishlisted it",
          security: [{ accessToken: [] }],
          body: ChangePriceBodySchema,
          response: { 200: ChangePriceResponseSchema },
        },
      },
      async (request) =>
        ok('Price updated', await changePrice(scope.deps, vendorId(request), request.body.car_id, request.body.listing_price)),
    );
  });
}
