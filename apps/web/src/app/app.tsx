import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
    // Spec 01 section 8: a failed header-menu, list, filter or brand fetch is logged; the screen shows
    // its own quiet error state, never a toast.
    queryCache: new QueryCache({ onError: (error, query) => console.error('Request failed', query.queryKey, error.message) }),
  });
}

/** What every page stands on, in the browser and in the server renderer alike. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
