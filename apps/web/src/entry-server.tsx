// The server renderer: the API process calls renderPage for every page, so the HTML of a public one carries
// the page itself (text, images, styles) before any script runs; the browser then hydrates it
// (main.tsx). Data comes from the real API, answered in-process, and travels along in the HTML.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/app';
import { headerMenuQueryOptions } from './app/layout/api/get-header-menu';
import { carDetailsQueryOptions } from './features/car-details/api/get-car-details';
import { carsQueryOptions } from './features/cars/api/get-cars';
import { filterListQueryOptions } from './features/cars/api/get-filter-list';
import { offsetFor, parseFilters, toListQuery } from './features/cars/filters';
import { brandsQueryOptions } from './features/home/api/get-brands';
import { topDealsQueryOptions } from './features/home/api/get-top-deals';
import { similarDealsQueryOptions } from './features/car-details/api/get-similar-cars';
import { carIdFrom } from './features/car-details/car-details';
import { similarTo } from './features/car-details/similar-deals-rule';
import { AppRoutes, loadRoutesFor } from './app/routes';
import { QUERY_STATE_ELEMENT_ID, SIGNED_IN_ATTRIBUTE } from './entry-shared';
import { setApiTransport } from './lib/api-client';
import { PageStatusContext, type PageStatus } from './lib/page-status';
import { FIRST_BUYER_VIEWER, GUEST_VIEWER, RenderedViewerContext } from './lib/auth';
import { loadEveryLazyComponent } from './lib/lazy-component';
import { OriginContext } from './lib/page-url';
import type { PageRenderer, RenderedPage } from '@luxe/contract/render';

/** What the server asks for one page (its render thread, apps/api/src/site/page-renderer.ts). */
type RenderRequest = Parameters<PageRenderer['renderPage']>[0];

/** A page asks for data, the data shows more of the page: a few rounds at most. */
const MAX_RENDERS = 3;

/**
 * Renders, fetches what the render asked for, and renders again until nothing new is waiting.
 * NOTE: queries the page disabled are left alone; a failed one shows as loading here (it would fetch
 * again on mount) and is fetched again by the browser (only successful answers are sent along). An
 * unknown car or dealer is an answer, not a failure (orNotFound in lib/page-status.ts).
 */
async function renderWithData(render: () => string, queryClient: QueryClient): Promise<string> {
  for (let round = 1; ; round++) {
    const html = render();
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          query.state.fetchStatus === 'idle' &&
          (query.options as { enabled?: unknown }).enabled !== false,
      );
    if (waiting.length === 0 || round === MAX_RENDERS) return html;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}

/**
 * The data a page is known to ask for, fetched before the first render (every page its header's menu, the
 * home page its brands and top deals, the car list its cars and filters as its address says, a car page
 * the car and then its similar deals): the page then renders once, rather than once more for each round
 * of queries a render finds. What is left out is still found by renderWithData; a failed fetch is left to
 * it too.
 */
async function prefetchSteps(url: URL, queryClient: QueryClient, session: number): Promise<void> {
  const asks: Promise<unknown>[] = [queryClient.prefetchQuery(headerMenuQueryOptions)];
  if (url.pathname === '/')
    asks.push(queryClient.prefetchQuery(brandsQueryOptions), queryClient.prefetchQuery(topDealsQueryOptions(session)));
  if (url.pathname === '/cars') {
    const filters = parseFilters(url.searchParams);
    asks.push(
      queryClient.prefetchQuery(carsQueryOptions(toListQuery(filters), offsetFor(filters.page), session)),
      queryClient.prefetchQuery(filterListQueryOptions),
    );
  }
  const carId = carIdFrom(/^\/car-details\/([^/]+)$/.exec(url.pathname)?.[1]);
  if (carId !== null) {
    const carAndDeals = async () => {
      const car = await queryClient.fetchQuery(carDetailsQueryOptions(carId, session));
      // The server has no navigation state: the deals of any transmission, as the page asks for them here.
      if (car) await queryClient.prefetchQuery(similarDealsQueryOptions(similarTo(car), undefined, session));
    };
    asks.push(carAndDeals().catch(() => undefined));
  }
  await Promise.all(asks);
}

/** The answers behind the HTML, for the browser's query cache, marked when they are a buyer's. */
function queryStateOf(queryClient: QueryClient, signedIn: boolean): string {
  // NOTE: '<' is escaped so no value can close the element; the JSON is data, never executed (CSP).
  const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  const mark = signedIn ? ` ${SIGNED_IN_ATTRIBUTE}` : '';
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}"${mark}>${state}</script>`;
}

/**
 * A signed-in page asked for by a guest (or a buyer whose session the server no longer knows) is
 * rendered in the browser, which holds the token if there is one; it gets the header's menu along,
 * which every page shows, so the browser does not ask for it again.
 */
async function renderBrowserOnlyPage(): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery(headerMenuQueryOptions);
  return { status: 200, html: '', head: queryStateOf(queryClient, false) };
}

/** The render under way: one at a time, as every render's API calls go through the one transport. */
let previous: Promise<unknown> = Promise.resolve();

/**
 * The render before, or its time being up: the server discards a render once `giveUpMs` has passed
 * since it asked for it, so one still running by then (it started earlier) can no longer reach anyone,
 * and one that never ends must not hold up every render after it.
 */
function previousOrLate(giveUpMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, giveUpMs)));
  return Promise.race([previous, late]).finally(() => clearTimeout(timer));
}

/**
 * Renders one page at a time: each sets the API transport to its own viewer's for as long as it runs,
 * so two buyers' renders never share one. (Rendering is CPU work on the one thread anyway; an
 * AsyncLocalStorage would instead cost every promise of the process a hook.)
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const render = previousOrLate(request.giveUpMs).then(() => {
    setApiTransport(request.api);
    return renderWithin(request);
  });
  previous = render.catch(() => undefined);
  return render;
}

async function renderWithin(request: RenderRequest): Promise<RenderedPage> {
  const route = await loadRoutesFor(new URL(request.url, request.origin).pathname);
  if (route.private && !request.signedIn) return renderBrowserOnlyPage();
  await loadEveryLazyComponent();

  const queryClient = createQueryClient();
  const viewer = request.signedIn ? FIRST_BUYER_VIEWER : GUEST_VIEWER;
  await prefetchSteps(new URL(request.url, request.origin), queryClient, viewer.session);
  let markedNotFound = false;
  const pageStatus: PageStatus = { markNotFound: () => (markedNotFound = true) };
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = await renderWithData(
    () =>
      renderToString(
        <CacheProvider value={cache}>
          <OriginContext.Provider value={request.origin}>
            <PageStatusContext.Provider value={pageStatus}>
              <RenderedViewerContext.Provider value={viewer}>
                <AppProviders queryClient={queryClient}>
                  <StaticRouter location={request.url}>
                    <AppRoutes />
                  </StaticRouter>
                </AppProviders>
              </RenderedViewerContext.Provider>
            </PageStatusContext.Provider>
          </OriginContext.Provider>
        </CacheProvider>,
      ),
    queryClient,
  );

  // NOTE: every rule the render inserted is sent, not only those whose class names the HTML shows:
  // MUI also inserts the rules of the styles it composes, and the browser's emotion cache inserts
  // (during hydration, at a cost) any rule it does not find among the server's.
  const everyInsertedClass = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${html} ${everyInsertedClass.join(' ')}`));
  const notFound = route.notFound || markedNotFound;
  return { status: notFound ? 404 : 200, html, head: `${styles}${queryStateOf(queryClient, request.signedIn)}` };
}
