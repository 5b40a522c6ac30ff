// Every bid of one negotiation, both sides, newest first (counter-offer-received; see docs/product/offers.md).
import { offerPaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth';
import { liveRefresh, offerKeys } from '../query-keys';

export function getOfferBids(offerId: number, signal?: AbortSignal) {
  return apiRequest(offerPaths.counterOfferReceived, (schemas) => schemas.CounterOfferReceivedResponseSchema, {
    headers: { 'x-offer-id': String(offerId) },
    signal,
  }).then((response) => response.data);
}

export function offerBidsQueryOptions(offerId: number, session: number) {
  return queryOptions({
    queryKey: [...offerKeys.all, 'bids', offerId, { session }],
    queryFn: ({ signal }) => getOfferBids(offerId, signal),
  });
}

/** Shown only beside an open negotiation, so it follows the dealer's moves (liveRefresh). */
export function useOfferBids(offerId: number) {
  const { session } = useAuth();
  return useQuery({ ...offerBidsQueryOptions(offerId, session), ...liveRefresh });
}
