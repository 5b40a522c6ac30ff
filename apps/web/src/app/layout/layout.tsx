import { Box } from '@mui/material';
import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuthDialog } from '../../lib/auth-dialogs';
import { Header } from './header';
import { DeferredIsland, HydrationIsland } from '../../components/hydration-island';
import { lazyComponent } from '../../lib/lazy-component';
import { OpenedOnce } from '../../components/lazy-overlay';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { PageLoadingBar } from './page-loading-bar';
import { useScrollRestoration } from './use-scroll-restoration';

const Footer = lazyComponent(() => import('./footer').then((m) => m.Footer));
const AuthDialog = lazyComponent(() => import('../../features/auth/auth-dialog').then((m) => m.AuthDialog));
const LogoutDialog = lazy(() => import('../../features/auth/logout-dialog').then((m) => ({ default: m.LogoutDialog })));

/** Each dialog loads the first time someone asks for it, then stays. */
function AuthDialogs() {
  const dialog = useAuthDialog();
  return (
    <>
      <OpenedOnce open={dialog === 'login' || dialog === 'signup'}>
        <AuthDialog />
      </OpenedOnce>
      <OpenedOnce open={dialog === 'logout'}>
        <LogoutDialog />
      </OpenedOnce>
    </>
  );
}

export function Layout() {
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PageLoadingBar />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 16,
          top: -64,
          zIndex: 'tooltip',
          bgcolor: 'primary.main',
          color: '#fff',
          px: 2,
          py: 1.5,
          borderRadius: '8px',
          '&:focus': { top: 16 },
        }}
      >
        Skip to content
      </Box>
      <HydrationIsland>
        <Header />
      </HydrationIsland>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrationIsland>
          <PageErrorBoundary resetKey={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </HydrationIsland>
      </Box>
      <DeferredIsland>
        <Footer />
      </DeferredIsland>
      <AuthDialogs />
    </Box>
  );
}
