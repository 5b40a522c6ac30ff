// The site header (spec 01 section 2). Below 900px the links move into the sidebar.
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Menu from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Stack, Toolbar } from '@mui/material';
import { lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExpandingSearch } from '../../components/expanding-search';
import { OpenedOnce } from '../../components/lazy-overlay';
import { AccountMenu } from './account-menu';
import { CarsMenu } from './cars-menu';
import { Logo } from './logo';
import { NotificationsButton } from './notifications-button';

/** The narrow-screen sidebar loads the first time it opens. */
const Sidebar = lazy(() => import('./sidebar').then((m) => ({ default: m.Sidebar })));

const navButtonSx = { fontWeight: 600, px: 1.5, whiteSpace: 'nowrap' } as const;

export function Header() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'rgba(255,255,255,0.94)',
        backdropFilter: 'saturate(1.4) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
        color: 'text.primary',
      }}
    >
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 0.5, md: 1 } }}>
          <IconButton aria-label="Open menu" edge="start" onClick={() => setSidebarOpen(true)} sx={{ display: { md: 'none' } }}>
            <Menu />
          </IconButton>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 3 }}>
            <CarsMenu />
            {/* The dealers' panel (issue 24), in this app but never loaded with a buyer's page. */}
            <Button color="inherit" component={RouterLink} to="/vendor" sx={navButtonSx}>
              Vendor&apos;s Hub
            </Button>
            <Button color="inherit" component={RouterLink} to="/how-it-works" sx={navButtonSx}>
              How it works
            </Button>
            <Button color="inherit" component={RouterLink} to="/contact-us" sx={navButtonSx}>
              Contact us
            </Button>
          </Box>
          <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ ml: 'auto', alignItems: 'center' }}>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <ExpandingSearch />
            </Box>
            <NotificationsButton />
            <IconButton component={RouterLink} to="/wishlist" aria-label="Wishlist" color="inherit">
              <FavoriteBorder />
            </IconButton>
            <Box sx={{ display: { xs: 'none', md: 'block' }, pl: 1 }}>
              <AccountMenu />
            </Box>
          </Stack>
        </Toolbar>
      </Container>
      <OpenedOnce open={sidebarOpen}>
        <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
      </OpenedOnce>
    </AppBar>
  );
}
