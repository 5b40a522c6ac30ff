// The cars of the comparison page (get-cars): 2 or 3 ids in the x-car-ids header.
import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export function getComparedCars(carIds: number[], signal?: AbortSignal) {
  return apiRequest(cataloguePaths.compareCars, (schemas) => schemas.CompareResponseSchema, {
    headers: { 'x-car-ids': carIds.join(',') },
    signal,
  }).then((response) => response.data.car_details);
}

export function comparedCarsQueryOptions(carIds: number[], session: number) {
  return queryOptions({
    queryKey: ['compare', { carIds, session }],
    queryFn: ({ signal }) => getComparedCars(carIds, signal),
  });
}

export function useComparedCars(carIds: number[], enabled: boolean) {
  const { session } = useAuth();
  return useQuery({ ...comparedCarsQueryOptions(carIds, session), enabled });
}
