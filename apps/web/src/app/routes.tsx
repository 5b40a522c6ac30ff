// Every route of spec 01 section 2, each loaded on demand. Pages not built yet show an honest
// placeholder with their title. The same table serves the browser and the server renderer.
import { matchRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/layout';
import { RequireAuth } from './require-auth';

function placeholder(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoonPage } = await import('../components/coming-soon-page');
      return { Component: () => <ComingSoonPage title={title} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
      { path: 'cars', lazy: async () => ({ Component: (await import('../features/cars/cars-page')).CarsPage }) },
      {
        path: 'car-details/:id',
        lazy: async () => ({ Component: (await import('../features/car-details/car-details-page')).CarDetailsPage }),
      },
      { path: 'car-dealer', lazy: async () => ({ Component: (await import('../features/dealer/dealer-page')).DealerPage }) },
      placeholder('test-drive', 'Test drive at home'),
      placeholder('book-testdrive', 'Book your test drive'),
      { path: 'about-us', lazy: async () => ({ Component: (await import('../features/info-pages/about-us-page')).AboutUsPage }) },
      { path: 'faq', lazy: async () => ({ Component: (await import('../features/info-pages/faq-page')).FaqPage }) },
      {
        path: 'terms-conditions',
        lazy: async () => ({ Component: (await import('../features/info-pages/terms-conditions-page')).TermsConditionsPage }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('../features/info-pages/privacy-policy-page')).PrivacyPolicyPage }),
      },
      {
        path: 'cancellation-refund',
        lazy: async () => ({ Component: (await import('../features/info-pages/cancellation-refund-page')).CancellationRefundPage }),
      },
      {
        path: 'purchased-history',
        lazy: async () => ({ Component: (await import('../features/info-pages/purchased-history-page')).PurchasedHistoryPage }),
      },
      { path: 'help-center', lazy: async () => ({ Component: (await import('../features/info-pages/help-center-page')).HelpCenterPage }) },
      { path: 'contact-us', lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }) },
      { path: 'news', lazy: async () => ({ Component: (await import('../features/info-pages/news-page')).NewsPage }) },
      {
        path: 'how-it-works',
        lazy: async () => ({ Component: (await import('../features/info-pages/how-it-works-page')).HowItWorksPage }),
      },
      {
        element: <RequireAuth />,
        // The server renders only public pages; these arrive empty and are rendered in the browser.
        handle: { private: true },
        children: [
          { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }) },
          { path: 'wishlist', lazy: async () => ({ Component: (await import('../features/wishlist/wishlist-page')).WishlistPage }) },
          { path: 'comparison', lazy: async () => ({ Component: (await import('../features/compare/comparison-page')).ComparisonPage }) },
          placeholder('car-purchased-history', 'Purchased history'),
          placeholder('schedule-screen', 'Schedule your test drive'),
          placeholder('schedule-screen-pay', 'Payment'),
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
];

/**
 * Loads the code of the routes that match `path` and puts it in place of their `lazy`, so the first
 * render (and the hydration of the server's HTML) shows the page at once instead of an empty frame.
 */
export async function loadRoutesFor(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
