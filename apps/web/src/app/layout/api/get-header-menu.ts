import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 5 each of cities, brands, kilometre bands and categories. */
const MENU_LIMITS = { cities_limit: 5, car_brands_limit: 5, distance_limit: 5, categories_limit: 5 };

export function getHeaderMenu(signal?: AbortSignal) {
  return apiRequest(cataloguePaths.headerMenu, (schemas) => schemas.HeaderMenuResponseSchema, { query: MENU_LIMITS, signal }).then(
    (response) => response.data.payload,
  );
}

export const headerMenuQueryOptions = queryOptions({
  queryKey: ['header-menu'],
  queryFn: ({ signal }) => getHeaderMenu(signal),
  staleTime: 10 * 60_000,
});

export function useHeaderMenu(enabled = true) {
  return useQuery({ ...headerMenuQueryOptions, enabled });
}
