// The dealer call: headers vendor_id, offset and limit; no token needed. It answers
// the dealer, their top cars and the dealers near them.
import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orNotFound } from '../../../lib/page-status';
import { useAuth } from '../../../lib/auth';
import { carKeys, sameExceptViewer } from '../../../lib/query-keys';

/** The dealer page shows 5 cars. */
export const DEALER_CARS_LIMIT = 5;

export function getDealer(vendorId: number, signal?: AbortSignal) {
  return apiRequest(cataloguePaths.vendorCars, (schemas) => schemas.VendorCarsResponseSchema, {
    headers: { vendor_id: String(vendorId), offset: '0', limit: String(DEALER_CARS_LIMIT) },
    signal,
  }).then((response) => response.data);
}

/** The cars carry this viewer's wishlist hearts, so each session has its own entry; null for an unknown dealer. */
export function dealerQueryOptions(vendorId: number, session: number) {
  const queryKey = [...carKeys.all, 'dealer', vendorId, { session }];
  return queryOptions({
    queryKey,
    placeholderData: sameExceptViewer(queryKey),
    queryFn: ({ signal }) => orNotFound(getDealer(vendorId, signal)),
  });
}

export function useDealer(vendorId: number) {
  const { session } = useAuth();
  return useQuery(dealerQueryOptions(vendorId, session));
}
