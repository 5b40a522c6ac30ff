// The offer calls: the buyer's (paths and fields as the web app has always called them) and the dealer's.
// Thin: each parses, asks the service, shapes the answer.
import {
  CounterOfferReceivedHeadersSchema,
  CounterOfferReceivedResponseSchema,
  MakeOfferBodySchema,
  MakeOfferResponseSchema,
  OfferReceivedResponseSchema,
  OfferStatusUpdateBodySchema,
  OfferStatusUpdateResponseSchema,
  PagingHeadersSchema,
  VendorAutoPricesBodySchema,
  VendorAutoPricesQuerySchema,
  VendorAutoPricesResponseSchema,
  VendorCounterOfferBodySchema,
  VendorOfferDetailsQuerySchema,
  VendorOfferDetailsResponseSchema,
  VendorOfferResponseSchema,
  VendorOfferStatusBodySchema,
  VendorOffersQuerySchema,
  VendorOffersResponseSchema,
  offerPaths,
  vendorOfferPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { pageOf, pagination } from '../../http/paging';
import { states } from './machine';
import {
  answerCounterOffer,
  autoPricesOf,
  counterOffersOfBuyer,
  dealerAnswer,
  dealerCounter,
  makeOffer,
  offerDetailsForDealer,
  offersOfBuyer,
  offersOfDealer,
  setAutoPrices,
} from './service';

const security = [{ accessToken: [] }];

export async function offerRoutes(app: AppInstance): Promise<void> {
  await app.register(async (scope) => {
    const buyer = scope.withTypeProvider<ZodTypeProvider>();
    buyer.addHook('onRequest', requirePrincipal(app, 'buyer'));
    const tags = ['offers'];

    buyer.post(
      offerPaths.makeOffer,
      {
        schema: {
          tags,
          summary: "Make an offer on a car, or counter the dealer's counter offer on it",
          security,
          body: MakeOfferBodySchema,
          response: { 200: MakeOfferResponseSchema },
        },
      },
      async (request) => {
        const offer = await makeOffer(app.deps, buyerId(request), request.body.car_id, request.body.bid_amount);
        const message =
          offer.offers_status === states.dealerAccepted
            ? 'Congratulations.. Your offer has been accepted...'
            : offer.offers_status === states.dealerDeclined
              ? 'Unfortunately, your offer could not be accepted...'
              : offer.offers_count > 1
                ? 'Your counter offer has been sent to the dealer.'
                : 'Your offer has been sent to the dealer.';
        return ok(message, offer);
      },
    );

    buyer.get(
      offerPaths.offerReceived,
      {
        schema: {
          tags,
          summary: "The signed-in buyer's offers, the latest moved first",
          security,
          response: { 200: OfferReceivedResponseSchema },
        },
      },
      async (request) => ok('Offers fetched successfully', { offer_data: await offersOfBuyer(app.deps, buyerId(request)) }),
    );

    buyer.get(
      offerPaths.counterOfferReceived,
      {
        schema: {
          tags,
          summary: "Every bid of one of the buyer's offers, newest first (offer_by '1' the buyer, '2' the dealer)",
          security,
          headers: CounterOfferReceivedHeadersSchema,
          response: { 200: CounterOfferReceivedResponseSchema },
        },
      },
      async (request) =>
        ok('Counter offers fetched successfully', await counterOffersOfBuyer(app.deps, buyerId(request), request.headers['x-offer-id'])),
    );

    buyer.patch(
      offerPaths.offerStatusUpdate,
      {
        schema: {
          tags,
          summary: "Accept or decline the dealer's newest counter offer (counter_offers_id); an older one answers 409",
          security,
          body: OfferStatusUpdateBodySchema,
          response: { 200: OfferStatusUpdateResponseSchema },
        },
      },
      async (request) => {
        const { counter_offers_id, counter_offers_stats } = request.body;
        const offer = await answerCounterOffer(app.deps, buyerId(request), counter_offers_id, counter_offers_stats);
        return ok(counter_offers_stats === 'accepted' ? 'Offer accepted successfully' : 'Offer declined successfully', offer);
      },
    );
  });

  await app.register(async (scope) => {
    const dealer = scope.withTypeProvider<ZodTypeProvider>();
    dealer.addHook('onRequest', requirePrincipal(app, 'vendor'));
    const tags = ['dealer offers'];

    dealer.get(
      vendorOfferPaths.offers,
      {
        schema: {
          tags,
          summary:
            "Offers on the dealer's cars: view new (not yet opened), action (waiting for the dealer) or all; paged by x-limit and x-offset",
          security,
          querystring: VendorOffersQuerySchema,
          headers: PagingHeadersSchema,
          response: { 200: VendorOffersResponseSchema },
        },
      },
      async (request) => {
        const { limit, offset } = pageOf(request.headers, request.query, 20);
        const { offers, total } = await offersOfDealer(app.deps, vendorId(request), request.query.view, limit, offset);
        return ok('Offers fetched successfully', { offers, pagination: pagination(total, limit, offset) });
      },
    );

    dealer.get(
      vendorOfferPaths.offerDetails,
      {
        schema: {
          tags,
          summary: "One offer with its car, the buyer's first name and city, and every bid; opening it takes it out of the new view",
          security,
          querystring: VendorOfferDetailsQuerySchema,
          response: { 200: VendorOfferDetailsResponseSchema },
        },
      },
      async (request) => ok('Offer fetched successfully', await offerDetailsForDealer(app.deps, vendorId(request), request.query.offer_id)),
    );

    dealer.post(
      vendorOfferPaths.counterOffer,
      {
        schema: {
          tags,
          summary: "Counter the buyer's bid: above it, below the dealer's previous counter or the listing price",
          security,
          body: VendorCounterOfferBodySchema,
          response: { 200: VendorOfferResponseSchema },
        },
      },
      async (request) =>
        ok(
          'Your counter offer has been sent to the buyer.',
          await dealerCounter(app.deps, vendorId(request), request.body.offer_id, request.body.amount),
        ),
    );

    dealer.patch(
      vendorOfferPaths.offerStatus,
      {
        schema: {
          tags,
          summary: "Accept or decline the buyer's bid",
          security,
          body: VendorOfferStatusBodySchema,
          response: { 200: VendorOfferResponseSchema },
        },
      },
      async (request) => {
        const offer = await dealerAnswer(app.deps, vendorId(request), request.body.offer_id, request.body.status);
        return ok(request.body.status === 'accepted' ? 'Offer accepted successfully' : 'Offer declined successfully', offer);
      },
    );

    dealer.get(
      vendorOfferPaths.readAutoPrices,
      {
        schema: {
          tags,
          summary: "A car's auto-accept and auto-decline prices (private to the dealer)",
          security,
          querystring: VendorAutoPricesQuerySchema,
          response: { 200: VendorAutoPricesResponseSchema },
        },
      },
      async (request) => ok('Auto prices fetched successfully', await autoPricesOf(app.deps, vendorId(request), request.query.car_id)),
    );

    dealer.put(
      vendorOfferPaths.autoPrices,
      {
        schema: {
          tags,
          summary:
            "Set a car's auto-accept and auto-decline prices: a bid at or above the first is accepted at once, at or below the second declined; null turns one off",
          security,
          body: VendorAutoPricesBodySchema,
          response: { 200: VendorAutoPricesResponseSchema },
        },
      },
      async (request) => ok('Auto prices saved', await setAutoPrices(app.deps, vendorId(request), request.body)),
    );
  });
}
