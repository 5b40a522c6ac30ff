// The cars a car's fair price rests on: at most 20 list items, nearest first, with the
// estimate itself. Asked for when the buyer opens them, never with the page.
import { pricingPaths } from '@luxe/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { carKeys } from '../../../lib/query-keys';

export function getComparables(carId: number, signal?: AbortSignal) {
  return apiRequest(pricingPaths.comparables, (schemas) => schemas.FairPriceComparablesResponseSchema, {
    query: { car_id: carId },
    signal,
  }).then((response) => response.data);
}

/** The items carry this viewer's wishlist hearts, so each session has its own entry. */
export function useComparables(carId: number) {
  const { session } = useAuth();
  return useQuery({
    queryKey: [...carKeys.all, 'comparables', carId, { session }],
    queryFn: ({ signal }) => getComparables(carId, signal),
  });
}
