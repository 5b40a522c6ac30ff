// The app as the browser runs it: a query cache holding the server's answers behind the HTML, the
// router over the route table, and the providers every page stands on.
import { hydrate } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router';
import { QUERY_STATE_ELEMENT_ID } from '../entry-shared';
import { getAccessToken, subscribeToAuth } from '../lib/auth';
import { wishlistKeys } from '../lib/query-keys';
import { AppProviders, createQueryClient } from './app';
import { AppRoutes, loadRoutesFor } from './routes';

/** Loads the code of the page at the browser's address (see loadRoutesFor). */
export function loadCurrentRoute() {
  return loadRoutesFor(window.location.pathname, { signedIn: getAccessToken() !== null });
}

export function createBrowserApp(): ReactElement {
  const queryClient = createQueryClient();
  // A signed-out browser keeps nothing of the last buyer's private data.
  subscribeToAuth(() => {
    if (getAccessToken() === null) queryClient.removeQueries({ queryKey: wishlistKeys.all });
  });
  // The server's answers behind the HTML it rendered, so hydration starts from the same data.
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
