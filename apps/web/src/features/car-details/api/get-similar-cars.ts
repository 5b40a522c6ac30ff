// Similar deals: the car list call with x-limit 20 and x-offset 0, asked
// with its own filters (car_type, min_price, max_price, transmission) for the car's body type and
// price band, band by band until 5 are found (similar-deals-rule.ts).
import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { carKeys, sameExceptViewer } from '../../../lib/query-keys';
import { findSimilarDeals, type PriceBand, type SimilarTo } from '../similar-deals-rule';

export const SIMILAR_FETCH_LIMIT = 20;

export function getCarsInBand(car: SimilarTo, band: PriceBand, transmission: string | undefined, signal?: AbortSignal) {
  return apiRequest(cataloguePaths.carList, (schemas) => schemas.CarListResponseSchema, {
    query: { car_type: car.car_type, ...band, transmission },
    headers: { 'x-limit': String(SIMILAR_FETCH_LIMIT), 'x-offset': '0' },
    signal,
  }).then((response) => response.data.filteredCars.cars);
}

export function similarDealsQueryOptions(car: SimilarTo, transmission: string | undefined, session: number) {
  const queryKey = [...carKeys.all, 'similar', { car, transmission, session }];
  return queryOptions({
    queryKey,
    placeholderData: sameExceptViewer(queryKey),
    queryFn: ({ signal }) => findSimilarDeals(car, transmission, (band) => getCarsInBand(car, band, transmission, signal)),
  });
}

export function useSimilarDeals(car: SimilarTo, transmission: string | undefined) {
  const { session } = useAuth();
  return useQuery(similarDealsQueryOptions(car, transmission, session));
}
