import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { getAccessToken, subscribeToAuth } from '../lib/auth';
import { wishlistKeys } from '../lib/query-keys';
import { router } from './router';
import { theme } from './theme';
import { Toasts } from './toasts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
  // Spec 01 section 8: a failed header-menu, list, filter or brand fetch is logged; the screen shows
  // its own quiet error state, never a toast.
  queryCache: new QueryCache({ onError: (error, query) => console.error('Request failed', query.queryKey, error.message) }),
});

// A signed-out browser keeps nothing of the last buyer's private data.
subscribeToAuth(() => {
  if (getAccessToken() === null) queryClient.removeQueries({ queryKey: wishlistKeys.all });
});

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <Toasts />
    </ThemeProvider>
  );
}
