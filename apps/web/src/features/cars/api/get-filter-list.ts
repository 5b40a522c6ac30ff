// The options of the filter sidebar (the filter-list call's answer).
import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getFilterList(signal?: AbortSignal) {
  return apiRequest(cataloguePaths.filterList, (schemas) => schemas.FilterListResponseSchema, { signal }).then((response) => response.data);
}

export const filterListQueryOptions = queryOptions({
  queryKey: ['filter-list'],
  queryFn: ({ signal }) => getFilterList(signal),
  staleTime: 10 * 60_000,
});

export function useFilterList() {
  return useQuery(filterListQueryOptions);
}
