import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { filtersToSearch, parseFilters, type CarFilters } from './filters';

/** The list's state, read from and written to the address (a new history entry per change, for Back). */
export function useCarFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = parseFilters(params);
  const update = useCallback(
    (next: CarFilters) => {
      void navigate({ pathname: '/cars', search: filtersToSearch(next) });
    },
    [navigate],
  );
  return [filters, update] as const;
}
