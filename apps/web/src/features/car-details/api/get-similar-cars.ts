// Similar deals (spec 02 sections 7 and 9): the car list call with x-limit 20 and x-offset 0; the page
// keeps up to 5 of them.
import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { carKeys, sameExceptViewer } from '../../../lib/query-keys';

export const SIMILAR_FETCH_LIMIT = 20;

export function getSimilarCandidates(signal?: AbortSignal) {
  return apiRequest(cataloguePaths.carList, (schemas) => schemas.CarListResponseSchema, {
    headers: { 'x-limit': String(SIMILAR_FETCH_LIMIT), 'x-offset': '0' },
    signal,
  }).then((response) => response.data.filteredCars.cars);
}

export function similarCandidatesQueryOptions(session: number) {
  const queryKey = [...carKeys.all, 'similar-candidates', { session }];
  return queryOptions({
    queryKey,
    placeholderData: sameExceptViewer(queryKey),
    queryFn: ({ signal }) => getSimilarCandidates(signal),
  });
}

export function useSimilarCandidates() {
  const { session } = useAuth();
  return useQuery(similarCandidatesQueryOptions(session));
}
