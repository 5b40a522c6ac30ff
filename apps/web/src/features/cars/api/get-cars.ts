// The car list call for one page of the list: filters in the query, paging in
// the x-limit / x-offset headers (see docs/product/catalogue.md).
import { cataloguePaths } from '@luxe/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { loadOnce } from '../../../lib/load-once';
import { loadAhead } from '../../../lib/prefetch-code';
import { carKeys } from '../../../lib/query-keys';
import { PAGE_SIZE, type CarListRequest } from '../filters';

const carListSchema = {
  load: loadOnce(() => import('../../../lib/car-list-schema').then((schemas) => schemas.CarListResponseSchema)),
};

/**
 * Loads and runs the answer's schema ahead of a change (a wide screen while idle; the buyer reaching for
 * the filters: a pointer over the column, its focus, the phone's sheet opening), so a change's answer
 * waits on no script. Not on a phone's load: its first route's script has a budget (e2e/js-budget.spec.ts).
 */
export const loadCarListSchemaAhead = () => loadAhead(carListSchema);

let warmed = false;

/**
 * Loads the answer's schema and runs it on the list shown (three times, once per page's life): the first
 * change's answer is then checked by code the engine has compiled. At 4x CPU a cold check took 8-22 ms
 * of that change, a warm one 0-11. With no list shown yet, it only loads the schema.
 */
export function warmCarListSchema(shown: CarListPage | undefined): void {
  if (!shown) return loadCarListSchemaAhead();
  if (warmed) return;
  warmed = true;
  const answer = { success: true, message: '', data: { filteredCars: shown } };
  carListSchema.load().then(
    (schema) => {
      for (let run = 0; run < 3; run++) schema.safeParse(answer);
    },
    () => (warmed = false),
  );
}

type CarListPage = Awaited<ReturnType<typeof getCars>>;

export function getCars(query: CarListRequest, offset: number, signal?: AbortSignal) {
  return apiRequest(cataloguePaths.carList, carListSchema, {
    query,
    headers: { 'x-limit': String(PAGE_SIZE), 'x-offset': String(offset) },
    signal,
  }).then((response) => response.data.filteredCars);
}

/** The answer carries this viewer's wishlist hearts, so each session has its own entry. */
export function carsQueryOptions(query: CarListRequest, offset: number, session: number) {
  return queryOptions({
    queryKey: [...carKeys.all, 'list', { query, offset, session }],
    queryFn: ({ signal }) => getCars(query, offset, signal),
    // The previous page stays on screen (dimmed) while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

export function useCars(query: CarListRequest, offset: number) {
  const { session } = useAuth();
  return useQuery(carsQueryOptions(query, offset, session));
}
