import { Box, LinearProgress } from '@mui/material';
import { lazy } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAuthDialog } from '../../lib/auth-dialogs';
import { Footer } from './footer';
import { Header } from './header';
import { HydrationIsland } from '../../components/hydration-island';
import { OpenedOnce } from '../../components/lazy-overlay';

const AuthDialog = lazy(() => import('../../features/auth/auth-dialog').then((m) => ({ default: m.AuthDialog })));
const LogoutDialog = lazy(() => import('../../features/auth/logout-dialog').then((m) => ({ default: m.LogoutDialog })));

/** The sign-in forms load the first time someone asks for them, then stay for their closing animation. */
function AuthDialogs() {
  return (
    <OpenedOnce open={useAuthDialog() !== null}>
      <AuthDialog />
      <LogoutDialog />
    </OpenedOnce>
  );
}

export function Layout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Loading page"
          color="primary"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
        />
      )}
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
          <Outlet />
        </HydrationIsland>
      </Box>
      <HydrationIsland>
        <Footer />
      </HydrationIsland>
      <AuthDialogs />
      <ScrollRestoration />
    </Box>
  );
}
