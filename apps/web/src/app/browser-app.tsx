// The app as the browser runs it: a query cache holding the server's answers behind the HTML, the
// router over the route table, and the providers every page stands on.
import { hydrate } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router';
import { QUERY_STATE_ELEMENT_ID, SIGNED_IN_ATTRIBUTE } from '../entry-shared';
import { GUEST_VIEWER, RenderedViewerContext, getAccessToken, hydrationViewer, subscribeToAuth } from '../lib/auth';
import { wishlistKeys } from '../lib/query-keys';
import { AppProviders, createQueryClient } from './app';
import { AppRoutes, loadRoutesFor } from './routes';

/** Loads the code of the page at the browser's address (see loadRoutesFor). */
export function loadCurrentRoute() {
  return loadRoutesFor(window.location.pathname, { signedIn: getAccessToken() !== null });
}

/**
 * The app, and whether it can hydrate the server's HTML: not when the server rendered it for a buyer
 * this browser is no longer signed in as (signed out meanwhile); it is then rendered afresh.
 */
export function createBrowserApp(): { app: ReactElement; hydratable: boolean } {
  const queryClient = createQueryClient();
  // A signed-out browser keeps nothing of the last buyer's private data.
  subscribeToAuth(() => {
    if (getAccessToken() === null) queryClient.removeQueries({ queryKey: wishlistKeys.all });
  });
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID);
  const viewer = hydrationViewer(state?.hasAttribute(SIGNED_IN_ATTRIBUTE) ?? false);
  // The server's answers behind the HTML it rendered, so hydration starts from the same data.
  if (viewer && state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
  const app = (
    <StrictMode>
      <RenderedViewerContext.Provider value={viewer ?? GUEST_VIEWER}>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </RenderedViewerContext.Provider>
    </StrictMode>
  );
  return { app, hydratable: viewer !== null };
}
