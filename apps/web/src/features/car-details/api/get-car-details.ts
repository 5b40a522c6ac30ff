// The car detail call: data.carDetails, with this viewer's wishlist heart.
import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orNotFound } from '../../../lib/page-status';
import { useAuth } from '../../../lib/auth';
import { carKeys, sameExceptViewer } from '../../../lib/query-keys';

export function getCarDetails(carId: number, signal?: AbortSignal) {
  return apiRequest(cataloguePaths.carDetails, (schemas) => schemas.CarDetailsResponseSchema, { query: { car_id: carId }, signal }).then(
    (response) => response.data.carDetails,
  );
}

/** The answer carries this viewer's wishlist heart, so each session has its own entry; null for an unknown car. */
export function carDetailsQueryOptions(carId: number, session: number) {
  const queryKey = [...carKeys.all, 'details', carId, { session }];
  return queryOptions({
    queryKey,
    placeholderData: sameExceptViewer(queryKey),
    queryFn: ({ signal }) => orNotFound(getCarDetails(carId, signal)),
  });
}

export function useCarDetails(carId: number) {
  const { session } = useAuth();
  return useQuery(carDetailsQueryOptions(carId, session));
}
