import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
    // A failed header-menu, list, filter or brand fetch is logged; the screen shows
    // its own quiet error state, never a toast.
    queryCache: new QueryCache({ onError: (error, query) => console.error('Request failed', query.queryKey, error.message) }),
  });
}

/** What every page stands on, in the browser and in the server renderer alike. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // NOTE: MUI's own ThemeProvider renders exactly this for a theme without CSS variables (ours), but
    // carries the CSS-variables provider with it, 3 KB of gzipped code the first page would load unused.
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
