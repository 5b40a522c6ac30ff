import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, type Location } from 'react-router';
import { afterNextPaint } from '../../lib/after-next-paint';
import { pushEntry } from '../../lib/history-entry';
import { filtersToSearch, parseFilters, type CarFilters } from './filters';

/** How long a change waits for its answer before it renders without it (the old cards stay, dimmed). */
const HOLD_MS = 400;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The list's state, read from and written to the address (a new history entry per change, for Back).
 * A change writes the entry itself and renders this page alone (lib/history-entry.ts): the router's
 * address stays the one it last rendered until it moves (Back, Forward, a link), which then wins.
 * It renders after the tap's paint, in one piece (not a transition, whose slices a frame runs between,
 * and which an answer landing meanwhile starts again); given the new list's call (`ready`), once its
 * answer is here (HOLD_MS at most), so the change and its cards are one render and one frame.
 * `latest` reads the address as it is now, so a second tick before the first renders builds on it, not
 * on what is shown.
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
  const wanted = useRef('');
  const update = useCallback(
    (next: CarFilters, ready?: Promise<unknown>) => {
      const nextSearch = filtersToSearch(next);
      pushEntry(`/cars${nextSearch}`);
      // A later change wins: an earlier one's answer coming last shows nothing.
      wanted.current = nextSearch;
      const show = () => {
        // At once, in this task: a render scheduled as a task of its own waits behind whatever the
        // browser queued meanwhile (the answer's pictures, the next frame).
        if (wanted.current === nextSearch) flushSync(() => setOwn({ routed: location, search: nextSearch }));
      };
      afterNextPaint(() => (ready ? void Promise.race([ready, delay(HOLD_MS)]).then(show, show) : show()));
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
