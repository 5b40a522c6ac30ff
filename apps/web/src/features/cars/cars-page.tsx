// The car list screen. Every choice lives in the address, so a filtered list can
// be shared, reloaded and navigated with Back; the header, home links and search already link here
// with the car list call's parameter names.
import Close from '@mui/icons-material/Close';
import { Button, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { styled, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CarCard } from '../../components/car-card/car-card';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { Tag } from '../../components/tag';
import { errorMessage } from '../../lib/api-client';
import { usePrefetchWhenIdle, whenIdle } from '../../lib/prefetch-code';
import { useAuth } from '../../lib/auth';
import { useMetaDescription } from '../../lib/use-meta-description';
import { usePageTitle } from '../../lib/use-page-title';
import { carsQueryOptions, loadCarListSchemaAhead, useCars, warmCarListSchema, type getCars } from './api/get-cars';
import { useFilterList } from './api/get-filter-list';
import { CardSkeleton } from '../../components/car-card/card-skeleton';
import { FeaturedCar } from './components/featured-car';
import { PhoneFilters } from './components/phone-filters';
import { useCarFilters } from './use-car-filters';
import { DeferredIsland } from '../../components/hydration-island';
import { lazyComponent } from '../../lib/lazy-component';
import { themeStyles } from '../../components/theme-styles';
import {
  clearFilters,
  hasActiveFilters,
  offsetFor,
  PAGE_SIZE,
  setPage,
  setSort,
  SORT_OPTIONS,
  toListQuery,
  type CarFilters,
  type Sort,
} from './filters';

// The filters (in a side column from 900px, in a sheet below) and the page links at the foot load
// when they come near the viewport or the sheet opens: a phone's first screen is the list itself.
const FilterSidebar = lazyComponent(() => import('./components/filter-sidebar').then((m) => m.FilterSidebar));
const PaginationBar = lazyComponent(() => import('./components/pagination-bar').then((m) => m.PaginationBar));
/** Save this search: its dialog, the name it suggests and the call load at the first tap. */
const SaveSearch = lazyComponent(() => import('./components/save-search-loader').then((m) => m.loadSaveSearch()));

/** Three columns above 1350px. */
const WIDE = '@media (min-width:1350px)';
/** The cards a first screen shows: the featured car's own card (hidden from 1200px) and a row of three. */
const FIRST_SCREEN = 4;
const GRID = 'car-grid';

type CarList = Awaited<ReturnType<typeof getCars>>;

// The same elements on every render, so a change of filters or answer leaves them alone.
const HEADER = <PageHeader title="Cars" />;

// The page's frame as plain elements with classes under one root whose styles are made once per theme:
// its boxes' own styles were worked out again on each change (see components/theme-styles.ts).
const Layout = styled('div')(
  themeStyles((theme) => {
    const { up } = theme.breakpoints;
    return {
      // MUI's Container at maxWidth xl, with the page's own padding above and below.
      width: '100%',
      marginLeft: 'auto',
      marginRight: 'auto',
      boxSizing: 'border-box',
      padding: theme.spacing(3, 2),
      [up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
      [up('md')]: { paddingTop: theme.spacing(5), paddingBottom: theme.spacing(5) },
      [up('xl')]: { maxWidth: theme.breakpoints.values.xl },
      '& .cars-columns': {
        display: 'grid',
        gridTemplateColumns: '1fr',
        alignItems: 'start',
        [up('md')]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: theme.spacing(4) },
      },
      '& .cars-column': {
        display: 'none',
        [up('md')]: { display: 'block' },
        position: 'sticky',
        top: 88,
        maxHeight: 'calc(100vh - 104px)',
        overflowY: 'auto',
        paddingRight: theme.spacing(1),
      },
      '& .cars-column-title': { ...theme.typography.h3, margin: theme.spacing(0, 0, 1) },
      '& .cars-list-section': { minWidth: 0 },
      '& .cars-list-head': {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(2),
        justifyContent: 'space-between',
        alignItems: 'stretch',
        marginBottom: theme.spacing(3),
        [up('sm')]: { flexDirection: 'row', alignItems: 'center' },
      },
      '& .cars-status': { ...theme.typography.body1, margin: 0, fontWeight: 600 },
      '& .cars-list': {
        transition: 'opacity 150ms ease',
        // Its own layer: dimming it and back repaints nothing (two paints of the whole list on a slow phone).
        willChange: 'opacity',
        // Dims only when an answer is slow: a quick one shows with no fade, and no frames of one meanwhile.
        // A filter change marks the list only once it is slow (DIM_MS): the tap's frame starts no transition.
        '&[data-changing]': { opacity: 0.6 },
        '&[data-placeholder]': { opacity: 0.6, transitionDelay: `${DIM_MS}ms` },
        [`&[data-settling] .${GRID} > :nth-child(n + ${FIRST_SCREEN + 1})`]: { opacity: 0.6 },
      },
      '& .cars-featured': { display: 'none', marginBottom: theme.spacing(3), [up('lg')]: { display: 'block' } },
      [`& .${GRID}`]: {
        display: 'grid',
        gap: theme.spacing(3),
        gridTemplateColumns: '1fr',
        [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [WIDE]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        // Over 1200px the first car is featured above the grid instead of being its first card.
        [up('lg')]: { '&.featuring > :first-of-type': { display: 'none' } },
        // Cards below the first screen are styled, laid out and painted only when they come near:
        // a change's frame is the first screen's. Their size while away is their last.
        [`& > :nth-child(n + ${FIRST_SCREEN + 1})`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 530px' },
      },
    };
  }),
);
const SORT_SX = { minWidth: 220 };
/** How long a change's answer may take before the old list dims. */
const DIM_MS = 200;

function cardsOf(data: CarList | undefined) {
  return data
    ? data.cars.map((car, index) => <CarCard key={index} car={car} eagerImage={index < 3} />)
    : Array.from({ length: PAGE_SIZE }, (_, index) => <CardSkeleton key={index} />);
}

export function CarsPage() {
  const [filters, update, latest] = useCarFilters();
  const query = toListQuery(filters);
  const cars = useCars(query, offsetFor(filters.page));
  const filterList = useFilterList();
  const listHeadingId = useId();
  const columnRef = useRef<HTMLElement>(null);
  // NOTE: which layout shows is CSS's choice (the server cannot know the width). The page renders again
  // once it knows (after hydrating, on a wide screen), which lets its parts below hydrate then too.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  // Over 1200px the first card is hidden under the featured car: it waits for the later cards' render.
  const featuring = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));

  usePageTitle(filters.search ? `Results for "${filters.search}"` : 'Pre-owned luxury cars for sale');
  useMetaDescription(
    'Browse verified pre-owned luxury cars across India: filter by city, brand, body type, fuel, colour, kilometres and price, with prices in rupees.',
  );

  // NOTE: a change of filters renders nothing before the paint: the browser ticks its box itself and
  // the list is marked changing by an attribute (it dims if the answer is slow; undone when the new
  // address renders). The new list's call starts as a mouse reaches its box or in the tap, and the
  // page renders the change once its answer is here (use-car-filters.ts). Its answer's schema is a
  // small module of its own (lib/car-list-schema), fetched while idle and run when the buyer reaches
  // for the filters (loadCarListSchemaAhead) or, on a wide screen, while idle, so that the answer
  // waits on no script.
  usePrefetchWhenIdle(['lib/car-list-schema']);
  // A wide screen shows the filter column from the start, so its schema runs (on the list shown) as soon
  // as the browser is idle; a phone's stays for the sheet (its first route's script has a budget:
  // e2e/js-budget.spec.ts).
  const shown = cars.data;
  useEffect(() => (wide ? whenIdle(() => warmCarListSchema(shown)) : undefined), [wide, shown]);
  const queryClient = useQueryClient();
  const { session } = useAuth();
  // Undefined until the save dialog is first opened; then it stays mounted, shown or not.
  const [saving, setSaving] = useState<boolean>();
  const listRef = useRef<HTMLDivElement>(null);
  // The list of `filters`: an answer already here at once (when stale, the list's own query asks again
  // once it is shown), one on its way (asked for as a mouse reached its box) the same. A failure shows
  // through the list's own query.
  const askFor = useCallback(
    (next: CarFilters) => {
      const answer = queryClient.query({ ...carsQueryOptions(toListQuery(next), offsetFor(next.page), session), staleTime: 'static' });
      answer.catch(() => undefined);
      return answer;
    },
    [queryClient, session],
  );
  // A mouse reaching for a box asks for its list ahead of the click.
  const reachFilters = useCallback((change: (current: CarFilters) => CarFilters) => void askFor(change(latest())), [askFor, latest]);
  // NOTE: a timer, not a delayed transition: a transition starting in the tap's frame is an event that
  // React's root handles there (transitionrun), and one more when the answer undoes it.
  const dimming = useRef<ReturnType<typeof setTimeout>>(undefined);
  const changeFilters = useCallback(
    (change: (current: CarFilters) => CarFilters) => {
      const next = change(latest());
      const answer = askFor(next);
      clearTimeout(dimming.current);
      dimming.current = setTimeout(() => listRef.current?.setAttribute('data-changing', ''), DIM_MS);
      update(next, answer);
    },
    [latest, update, askFor],
  );
  useLayoutEffect(() => {
    clearTimeout(dimming.current);
    listRef.current?.removeAttribute('data-changing');
  }, [filters]);
  useEffect(() => () => clearTimeout(dimming.current), []);
  const sortBy = useCallback((value: string) => update(setSort(latest(), value as Sort)), [update, latest]);
  const sortField = useMemo(
    () => <SelectField label="Sort by" value={filters.sort} onChange={sortBy} options={SORT_OPTIONS} sx={SORT_SX} keepsChoice />,
    [filters.sort, sortBy],
  );
  // The same function from one change to the next: the page links render again only with the cards.
  const changePage = useCallback(
    (page: number) => {
      update(setPage(latest(), page));
      window.scrollTo({ top: 0 });
    },
    [update, latest],
  );

  // NOTE: one element while its inputs hold, so a render for the window's width keeps the column's server HTML (DeferredIsland).
  const { data: options, isError: optionsFailed, refetch: refetchOptions } = filterList;
  const sidebar = useMemo(
    () => (
      <FilterSidebar
        filters={filters}
        options={options}
        loadFailed={optionsFailed}
        onRetry={() => void refetchOptions()}
        onChange={changeFilters}
        onReach={reachFilters}
        latest={latest}
      />
    ),
    [filters, options, optionsFailed, refetchOptions, changeFilters, reachFilters, latest],
  );

  const data = cars.data;
  const list = data?.cars ?? [];
  // Over 1200px the first car is featured above the grid instead of being its first card.
  const featured = list[0];
  const filtered = hasActiveFilters(filters);
  // The same elements while the answer is the same: a tap that changes no cars renders none.
  const featuredCar = useMemo(() => featured && <FeaturedCar car={featured} />, [featured]);
  // A new answer shows the cards of the first screen at once, the rest in a render of their own that
  // gives way to taps (twelve new cards at once held the paint back on a slow phone). Not
  // useDeferredValue: a cached answer arrives in the filter change's transition, where it defers nothing.
  // Cards keep their place (keyed by position), so a new answer updates the elements it has rather
  // than building new ones, and the later places keep the last answer's cards (dimmed) meanwhile.
  const [settled, setSettled] = useState(data);
  useEffect(() => {
    if (settled !== data) startTransition(() => setSettled(data));
  }, [settled, data]);
  const settling = settled !== data;
  const settledCards = useMemo(() => cardsOf(settled), [settled]);
  const cards = useMemo(
    () =>
      settled === data
        ? settledCards
        : cardsOf(data).map((card, index) =>
            index < FIRST_SCREEN && !(index === 0 && featuring && featured) ? card : (settledCards[index] ?? <CardSkeleton key={index} />),
          ),
    [settled, data, settledCards, featuring, featured],
  );

  return (
    <>
      {HEADER}
      <Layout>
        <div className="cars-columns">
          <aside
            ref={columnRef}
            className="cars-column"
            aria-label="Filter cars"
            // On the column's parts wherever they are shown (React's events follow its tree, so the sheet's too).
            onPointerOver={loadCarListSchemaAhead}
            onFocus={loadCarListSchemaAhead}
          >
            <h2 className="cars-column-title">Filters</h2>
            <DeferredIsland>{sidebar}</DeferredIsland>
          </aside>

          <section className="cars-list-section" aria-labelledby={listHeadingId}>
            {/* Headings go h1, h2, h3 on every width: the cards' h3 titles sit under this one. */}
            <h2 id={listHeadingId} style={visuallyHidden}>
              Car list
            </h2>
            <div className="cars-list-head">
              <div>
                <p className="cars-status" role="status">
                  {data ? `Showing ${list.length} out of ${data.pagination.total} results` : '\u00a0'}
                </p>
                {(filtered || filters.search) && (
                  <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => void SaveSearch.load().then(() => setSaving(true))}>
                    Save this search
                  </Button>
                )}
                {filters.search && (
                  <Tag sx={{ mt: 1, pr: 0.25, fontSize: 13, fontWeight: 600, bgcolor: 'navy.fill', whiteSpace: 'normal' }}>
                    {`Results for "${filters.search}"`}
                    <IconButton
                      size="small"
                      aria-label={`Clear search ${filters.search}`}
                      onClick={() => update({ ...filters, search: '', page: 1 })}
                      sx={{ p: 0.25 }}
                    >
                      <Close sx={{ fontSize: 18 }} />
                    </IconButton>
                  </Tag>
                )}
              </div>
              {sortField}
            </div>

            {cars.isError && !data ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 6 }} role="alert">
                <Typography variant="h3" component="h2">
                  We could not load the cars
                </Typography>
                <Typography color="text.secondary">{errorMessage(cars.error)}</Typography>
                <Button variant="contained" color="secondary" onClick={() => void cars.refetch()}>
                  Retry
                </Button>
              </Stack>
            ) : data && list.length === 0 ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 6 }}>
                <Typography variant="h3" component="h2">
                  {filters.page > 1 && data.pagination.total > 0 ? 'This page is past the end of the list' : 'No cars match your choices'}
                </Typography>
                <Typography color="text.secondary">
                  {filters.search
                    ? 'Try a shorter or different name, or clear the search to see every car.'
                    : 'Try removing a filter or raising the price limit, or clear all filters to see every car.'}
                </Typography>
                {filters.page > 1 && data.pagination.total > 0 ? (
                  <Button variant="contained" color="secondary" onClick={() => changePage(1)}>
                    Go to page 1
                  </Button>
                ) : filters.search ? (
                  <Button variant="contained" color="secondary" onClick={() => update({ ...filters, search: '', page: 1 })}>
                    Clear search
                  </Button>
                ) : (
                  filtered && (
                    <Button variant="contained" color="secondary" onClick={() => update(clearFilters(filters))}>
                      Clear All Filters
                    </Button>
                  )
                )}
              </Stack>
            ) : (
              <div
                ref={listRef}
                className="cars-list"
                data-placeholder={cars.isPlaceholderData || undefined}
                data-settling={settling || undefined}
                aria-busy={cars.isFetching}
              >
                {featuredCar && <div className="cars-featured">{featuredCar}</div>}
                <div className={featured ? `${GRID} featuring` : GRID}>{cards}</div>
                {/* Below the cards: with the later ones. */}
                {settled && (
                  <DeferredIsland>
                    <PaginationBar page={settled.pagination.current_page} totalPages={settled.pagination.total_pages} onPage={changePage} />
                  </DeferredIsland>
                )}
              </div>
            )}
          </section>
        </div>
      </Layout>

      {saving !== undefined && <SaveSearch filters={filters} open={saving} onClose={() => setSaving(false)} />}
      {/* Its count shows only in the phone's sheet: a wide screen's answers leave it alone. */}
      <PhoneFilters column={columnRef} total={wide ? undefined : data?.pagination.total} wide={wide} />
    </>
  );
}
