// The site header. Below 900px the links move into the sidebar.
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Menu from '@mui/icons-material/Menu';
import { AppBar, Box, Container, IconButton, Stack, Toolbar } from '@mui/material';
import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeferredIsland } from '../../components/hydration-island';
import { loadAhead, prefetchCode, whenIdle } from '../../lib/prefetch-code';
import { Logo } from './logo';
import { SIDEBAR_ID, SidebarDialog } from './sidebar-dialog';
import { NotificationsButton } from './notifications-button';
import { useAuth } from '../../lib/auth';
import { lazyComponent } from '../../lib/lazy-component';

/** A signed-in buyer's heart with its count; its code loads with their pages only. */
const WishlistLinkWithCount = lazyComponent(() => import('./signed-in-header').then((m) => m.WishlistLinkWithCount));

/**
 * What only a wider screen shows (the main links, the account menu from 900px, the search from 600px):
 * server-rendered for every width, its code loads where it is shown (WideOnly), so a phone never loads it.
 */
const MainLinks = lazyComponent(() => import('./wide-header').then((m) => m.MainLinks));
const AccountMenu = lazyComponent(() => import('./wide-header').then((m) => m.AccountMenu));
const ExpandingSearch = lazyComponent(() => import('./wide-header').then((m) => m.ExpandingSearch));
// A screen that shows them starts loading their code with the header's own, not once it has hydrated.
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 600px)').matches)
  loadAhead(MainLinks);

/** Whether the window is `px` wide or more; true while hydrating, as the server renders every width's parts. */
function useAtLeast(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/**
 * A part of the header shown from `from` px on: it hydrates when shown (DeferredIsland, which never
 * loads a part hidden at this width). Rendered by the browser itself (a page it renders alone, such as
 * a guest's /wishlist), it renders from the first time the window is that wide, so a phone never
 * loads its code; once rendered it stays.
 */
function WideOnly({ from, children }: { from: number; children: ReactNode }) {
  const wide = useAtLeast(from);
  const [rendered, setRendered] = useState(false);
  if (wide && !rendered) setRendered(true);
  if (!wide && !rendered) return null;
  return (
    <DeferredIsland>
      <Suspense fallback={null}>{children}</Suspense>
    </DeferredIsland>
  );
}

// The same elements on every render of the header, so a part not yet hydrated is left alone.
const mainLinks = (
  <WideOnly from={900}>
    <MainLinks />
  </WideOnly>
);
const search = (
  <WideOnly from={600}>
    <ExpandingSearch />
  </WideOnly>
);
const accountMenu = (
  <WideOnly from={900}>
    <AccountMenu />
  </WideOnly>
);

/**
 * The header's menus open with no code run (popovers and a dialog already in the page); what is fetched
 * once the page is idle is the code that then brings them to life: the phone's sidebar, which hydrates
 * when shown, and a guest's login dialog, which an entry of either menu opens.
 */
function usePrefetchHeaderOverlays(signedIn: boolean) {
  useEffect(
    () =>
      whenIdle(() => {
        const wide = window.matchMedia('(min-width: 900px)').matches;
        const overlays = wide ? [] : ['app/layout/sidebar'];
        prefetchCode(signedIn ? overlays : [...overlays, 'features/auth/auth-dialog']);
      }),
    [signedIn],
  );
}

function PlainWishlistLink() {
  return (
    <IconButton component={RouterLink} to="/wishlist" aria-label="Wishlist" color="inherit">
      <FavoriteBorder />
    </IconButton>
  );
}

export function Header() {
  const { isAuthenticated } = useAuth();
  usePrefetchHeaderOverlays(isAuthenticated);
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
          <IconButton
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-controls={SIDEBAR_ID}
            edge="start"
            popoverTarget={SIDEBAR_ID}
            disableRipple
            // No ripple, whose rendering would come at the tap: the keyboard's focus gets a ring instead.
            sx={{ display: { md: 'none' }, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
          >
            <Menu />
          </IconButton>
          <Logo />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' }, ml: 3 }}>
            {mainLinks}
          </Box>
          <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ ml: 'auto', alignItems: 'center' }}>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{search}</Box>
            <NotificationsButton />
            {isAuthenticated ? (
              // While its code loads (just signed in), the plain heart stands in: the header never blinks.
              <Suspense fallback={<PlainWishlistLink />}>
                <WishlistLinkWithCount />
              </Suspense>
            ) : (
              <PlainWishlistLink />
            )}
            <Box sx={{ display: { xs: 'none', md: 'block' }, pl: 1 }}>{accountMenu}</Box>
          </Stack>
        </Toolbar>
      </Container>
      <SidebarDialog />
    </AppBar>
  );
}
