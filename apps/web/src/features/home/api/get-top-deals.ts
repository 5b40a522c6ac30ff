// Top Deals: the car list call without paging headers, so the server answers its default page (see docs/product/catalogue.md).
import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { carKeys, sameExceptViewer } from '../../../lib/query-keys';

export function getTopDeals(signal?: AbortSignal) {
  return apiRequest(cataloguePaths.carList, (schemas) => schemas.CarListResponseSchema, { signal }).then(
    (response) => response.data.filteredCars.cars,
  );
}

/** The answer carries this viewer's wishlist hearts, so each session has its own entry. */
export function topDealsQueryOptions(session: number) {
  const queryKey = [...carKeys.all, 'top-deals', { session }];
  return queryOptions({
    queryKey,
    placeholderData: sameExceptViewer(queryKey),
    queryFn: ({ signal }) => getTopDeals(signal),
  });
}

export function useTopDeals() {
  const { session } = useAuth();
  return useQuery(topDealsQueryOptions(session));
}
