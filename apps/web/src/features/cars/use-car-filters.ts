import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { pushEntry } from '../../lib/history-entry';
import { filtersToSearch, parseFilters, type CarFilters } from './filters';

/**
 * The list's state, read from and written to the address (a new history entry per change, for Back).
 * A change writes the entry itself and renders this page alone, in a transition (lib/history-entry.ts):
 * the router's address stays the one it last rendered until it moves (Back, Forward, a link), which
 * then wins. `latest` reads the address as it is now, so a second tick before the first renders
 * builds on it, not on what is shown.
 */
export function useCarFilters() {
  const location = useLocation();
  const [own, setOwn] = useState<{ routed: Location; search: string } | null>(null);
  const search = own?.routed === location ? own.search : location.search;
  // Back or Forward: the router's address is the one to show, even where the router's own is the same
  // as before (Back to the entry it last rendered keeps its location object).
  useEffect(() => {
    const followRouter = () => startTransition(() => setOwn(null));
    window.addEventListener('popstate', followRouter);
    return () => window.removeEventListener('popstate', followRouter);
  }, []);
  // The same object while the query is the same: the filter column renders again only when the
  // filters change (see cars-page.tsx).
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (next: CarFilters) => {
      const nextSearch = filtersToSearch(next);
      pushEntry(`/cars${nextSearch}`);
      startTransition(() => setOwn({ routed: location, search: nextSearch }));
    },
    [location],
  );
  // The same function from one change to the next, so the parts of the column that a change leaves
  // alone do not render again (filter-sidebar.tsx). NOTE: a router of its own (a test's MemoryRouter)
  // is not the browser's address.
  const shown = useRef(filters);
  useLayoutEffect(() => {
    shown.current = filters;
  }, [filters]);
  const latest = useCallback(
    () =>
      typeof window !== 'undefined' && window.location.pathname === location.pathname
        ? parseFilters(new URLSearchParams(window.location.search))
        : shown.current,
    [location.pathname],
  );
  return [filters, update, latest] as const;
}
