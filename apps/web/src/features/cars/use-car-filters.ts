import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { filtersToSearch, parseFilters, type CarFilters } from './filters';

/**
 * The list's state, read from and written to the address (a new history entry per change, for Back).
 * `change` applies a change to the filters of the address as it is now: a new address renders in a
 * transition, so a second tick before that render ends builds on the first, not on what is shown.
 */
export function useCarFilters() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
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
  // NOTE: the browser's address is ahead of the router's while the router renders it; a router of
  // its own (a test's MemoryRouter) has only the rendered one.
  const latest = useCallback(
    () =>
      typeof window !== 'undefined' && window.location.pathname === pathname
        ? parseFilters(new URLSearchParams(window.location.search))
        : filters,
    [pathname, filters],
  );
  return [filters, update, latest] as const;
}
