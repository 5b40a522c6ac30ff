// One variable font file carries every weight: the page lays its text out again once, not per weight.
import '@fontsource-variable/manrope/wght.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { config as configureZod } from 'zod/mini';
import { AppProviders, createQueryClient } from './app/app';
import { loadRoutesFor, routes } from './app/routes';
import { QUERY_STATE_ELEMENT_ID } from './entry-shared';
import { getAccessToken, subscribeToAuth } from './lib/auth';
import { wishlistKeys } from './lib/query-keys';

// NOTE: our content security policy has no 'unsafe-eval'. Zod's compiled parsers would probe for
// `new Function`, which the browser reports as a violation even though zod then does without it.
configureZod({ jitless: true });

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  // A signed-out browser keeps nothing of the last buyer's private data.
  subscribeToAuth(() => {
    if (getAccessToken() === null) queryClient.removeQueries({ queryKey: wishlistKeys.all });
  });
  // The server's answers behind the HTML it rendered, so hydration starts from the same data.
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));

  await loadRoutesFor(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  // The server renders public pages; the signed-in pages arrive empty and are rendered here.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // From here on a tap is handled (React replays one aimed at a part not hydrated yet); tests wait for it.
  document.documentElement.dataset.app = 'ready';
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
