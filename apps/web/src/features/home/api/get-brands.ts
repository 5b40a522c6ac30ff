import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The brand scroller requests 10 brands. */
export const BRAND_SCROLLER_SIZE = 10;

export function getBrands(signal?: AbortSignal) {
  return apiRequest(cataloguePaths.brands, (schemas) => schemas.BrandsResponseSchema, {
    headers: { 'x-offset': '0', 'x-limit': String(BRAND_SCROLLER_SIZE) },
    signal,
  }).then((response) => response.data.results);
}

export const brandsQueryOptions = queryOptions({
  queryKey: ['brands', { offset: 0, limit: BRAND_SCROLLER_SIZE }],
  queryFn: ({ signal }) => getBrands(signal),
  staleTime: 10 * 60_000,
});

export function useBrands() {
  return useQuery(brandsQueryOptions);
}
