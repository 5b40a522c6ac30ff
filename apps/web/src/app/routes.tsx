// Every route of the web app, each page loaded on demand. The same table serves the browser and
// the server renderer.
import { Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { trackPageLoad } from '../lib/page-loading';
import { Layout } from './layout/layout';

interface RouteHandle {
  /** Loads the page's code. */
  load?: () => Promise<unknown>;
  /** Signed-in only: the server renders nothing for it. */
  private?: boolean;
}

/** A route whose page's code loads when it is first shown (with the loading bar) or asked for. */
function page(path: string | undefined, load: () => Promise<ComponentType<object>>): RouteObject {
  const Page: LazyComponent<object> = lazyComponent(() => trackPageLoad(load()));
  const handle: RouteHandle = { load: Page.load };
  return path === undefined ? { index: true, element: <Page />, handle } : { path, element: <Page />, handle };
}

/** The guard of the signed-in pages, loaded with the first of them. */
const RequireAuth = lazyComponent(() => import('./require-auth').then((m) => m.RequireAuth));

/**
 * A part of the app of its own, with its own layout and routes, loaded only when opened: the Vendor's Hub
 * (the dealer's panel) and the operators' console. Marked private, so the server answers a guest the app
 * shell; it renders nothing on the server for anyone else either (dealer-hub/vendor-app.tsx,
 * ops-console/ops-app.tsx).
 */
function panel(path: string, App: LazyComponent<object>): RouteObject {
  return {
    path,
    element: (
      <Suspense fallback={null}>
        <App />
      </Suspense>
    ),
    handle: { private: true, load: App.load } satisfies RouteHandle,
  };
}

export const routes: RouteObject[] = [
  panel(
    'vendor/*',
    lazyComponent(() => trackPageLoad(import('../dealer-hub/vendor-app').then((m) => m.VendorApp))),
  ),
  panel(
    'ops/*',
    lazyComponent(() => trackPageLoad(import('../ops-console/ops-app').then((m) => m.OpsApp))),
  ),
  {
    element: <Layout />,
    children: [
      page(undefined, async () => (await import('../features/home/home-page')).HomePage),
      page('cars', async () => (await import('../features/cars/cars-page')).CarsPage),
      page('car-details/:id', async () => (await import('../features/car-details/car-details-page')).CarDetailsPage),
      page('car-dealer', async () => (await import('../features/dealer-profile/dealer-page')).DealerPage),
      page('test-drive', async () => (await import('../features/booking/drive-page')).HomeTestDrivePage),
      page('book-testdrive', async () => (await import('../features/booking/book-testdrive-page')).BookTestDrivePage),
      page('about-us', async () => (await import('../features/info-pages/about-us-page')).AboutUsPage),
      page('faq', async () => (await import('../features/info-pages/faq-page')).FaqPage),
      page('terms-conditions', async () => (await import('../features/info-pages/terms-conditions-page')).TermsConditionsPage),
      page('privacy-policy', async () => (await import('../features/info-pages/privacy-policy-page')).PrivacyPolicyPage),
      page('cancellation-refund', async () => (await import('../features/info-pages/cancellation-refund-page')).CancellationRefundPage),
      page('purchased-history', async () => (await import('../features/info-pages/purchased-history-page')).PurchasedHistoryPage),
      page('help-center', async () => (await import('../features/info-pages/help-center-page')).HelpCenterPage),
      page('contact-us', async () => (await import('../features/contact/contact-page')).ContactPage),
      page('news', async () => (await import('../features/info-pages/news-page')).NewsPage),
      page('how-it-works', async () => (await import('../features/info-pages/how-it-works-page')).HowItWorksPage),
      page('sell', async () => (await import('../features/sell/sell-page')).SellPage),
      {
        element: <RequireAuth />,
        // The server renders only public pages; these arrive empty and are rendered in the browser.
        handle: { private: true, load: RequireAuth.load } satisfies RouteHandle,
        children: [
          page('profile', async () => (await import('../features/profile/profile-page')).ProfilePage),
          page('wishlist', async () => (await import('../features/wishlist/wishlist-page')).WishlistPage),
          page('comparison', async () => (await import('../features/compare/comparison-page')).ComparisonPage),
          page(
            'car-purchased-history',
            async () => (await import('../features/purchase-history/purchase-history-page')).PurchaseHistoryPage,
          ),
          page('schedule-screen', async () => (await import('../features/booking/drive-page')).ShowroomTestDrivePage),
          page('schedule-screen-pay', async () => (await import('../features/booking/payment-return-page')).PaymentReturnPage),
        ],
      },
      page('*', async () => (await import('../features/not-found/not-found-page')).NotFoundPage),
    ],
  },
];

const handleOf = (route: RouteObject) => (route.handle ?? {}) as RouteHandle;

export interface RouteMatchInfo {
  /** A signed-in-only page. */
  private: boolean;
  /** No route but the catch-all matched. */
  notFound: boolean;
}

/**
 * Loads the code of the pages that match `path`, so the first render (and the hydration of the
 * server's HTML) shows the page at once instead of suspending. A guest on a signed-in page sees the
 * sign-in prompt, so that page's own code waits until they sign in.
 */
export async function loadRoutesFor(path: string, { signedIn = true } = {}): Promise<RouteMatchInfo> {
  const matches = matchRoutes(routes, path) ?? [];
  const guard = matches.findIndex(({ route }) => handleOf(route).private === true);
  const shown = guard >= 0 && !signedIn ? matches.slice(0, guard + 1) : matches;
  await Promise.all(shown.map(({ route }) => handleOf(route).load?.()));
  return { private: guard >= 0, notFound: matches.at(-1)?.route.path === '*' };
}

/** The page for the current address, inside the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}
