import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './layout';
import { theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
