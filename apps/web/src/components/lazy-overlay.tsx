// Popovers and drawers bring MUI's modal machinery with them: portal, focus trap, transitions.
// No page needs it before the first one opens, so an overlay's code loads then; afterwards the overlay
// stays mounted, so it can play its closing transition and opens at once the next time. Their files are
// fetched ahead while the browser is idle (lib/prefetch-code.ts), under these keys.
import type { DrawerProps } from '@mui/material/Drawer';
import type { PopoverProps } from '@mui/material/Popover';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '../lib/lazy-component';

export const DRAWER_CODE = 'components/mui-drawer';

export const LazyPopover = lazyComponent(() => import('./mui-popover').then((m) => m.default as ComponentType<PopoverProps>));
export const LazyDrawer = lazyComponent(() => import('./mui-drawer').then((m) => m.default as ComponentType<DrawerProps>));

/**
 * For a trigger's click: runs `open` at once when the code of `overlays` is there, otherwise once it
 * has loaded, so the overlay renders whole in one go rather than suspending, committing nothing and
 * waiting for React's throttled retry. A failed load opens it anyway: its render shows the failure.
 */
export function openWhenLoaded(overlays: readonly { load(): Promise<unknown>; isLoaded(): boolean }[], open: () => void): void {
  if (overlays.every((overlay) => overlay.isLoaded())) open();
  else void Promise.all(overlays.map((overlay) => overlay.load())).then(open, open);
}

/**
 * For a menu whose button says at once that it is open (aria-expanded, aria-controls): whether the
 * code of `overlays` is there, and `load`, for the click, which renders again once it is. The menu is
 * rendered open only then, whole in one go, as with openWhenLoaded. A failed load counts as there:
 * the menu's render shows the failure.
 */
export function useOverlayCode(overlays: readonly { load(): Promise<unknown>; isLoaded(): boolean }[]) {
  const [failed, setFailed] = useState(false);
  const [, setLoadedCount] = useState(0);
  const loaded = failed || overlays.every((overlay) => overlay.isLoaded());
  const load = () => {
    if (overlays.every((overlay) => overlay.isLoaded())) return;
    Promise.all(overlays.map((overlay) => overlay.load())).then(
      () => setLoadedCount((count) => count + 1),
      () => setFailed(true),
    );
  };
  return { loaded, load };
}

/** Renders `children` from the first time `open` is true on. */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
