// The signed-in buyer's negotiations (offer-received): My offers, and where the
// buyer stands on the car being viewed.
import { offerPaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth';
import { liveRefresh, offerKeys } from '../query-keys';

export function getOffers(signal?: AbortSignal) {
  return apiRequest(offerPaths.offerReceived, (schemas) => schemas.OfferReceivedResponseSchema, { signal }).then(
    (response) => response.data.offer_data,
  );
}

export function offersQueryOptions(session: number) {
  return queryOptions({
    queryKey: [...offerKeys.all, 'list', { session }],
    queryFn: ({ signal }) => getOffers(signal),
  });
}

/** A guest has no offers: nothing is asked for. `live` on the pages where the buyer negotiates. */
export function useOffers({ live = false } = {}) {
  const { isAuthenticated, session } = useAuth();
  return useQuery({ ...offersQueryOptions(session), enabled: isAuthenticated, ...(live ? liveRefresh : {}) });
}
