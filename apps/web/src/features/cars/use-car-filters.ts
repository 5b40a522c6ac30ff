import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { filtersToSearch, parseFilters, type CarFilters } from './filters';

/** The list's state, read from and written to the address (a new history entry per change, for Back). */
export function useCarFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The same object while the address's query is the same: the filter column renders again only when
  // the filters change (see cars-page.tsx).
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (next: CarFilters) => {
      void navigate({ pathname: '/cars', search: filtersToSearch(next) });
    },
    [navigate],
  );
  return [filters, update] as const;
}
