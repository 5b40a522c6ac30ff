// Popovers and drawers bring MUI's modal machinery with them: portal, focus trap, transitions.
// No page needs it before the first one opens, so an overlay's code loads then; afterwards the overlay
// stays mounted, so it can play its closing transition and opens at once the next time. Their files are
// fetched ahead while the browser is idle (lib/prefetch-code.ts), under these keys.
import type { DrawerProps } from '@mui/material/Drawer';
import type { PopoverProps } from '@mui/material/Popover';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '../lib/lazy-component';

export const DRAWER_CODE = 'components/mui-drawer';
export const POPOVER_CODE = 'components/mui-popover';

export const LazyPopover = lazyComponent(() => import('./mui-popover').then((m) => m.default as ComponentType<PopoverProps>));
export const LazyDrawer = lazyComponent(() => import('./mui-drawer').then((m) => m.default as ComponentType<DrawerProps>));

/** Renders `children` from the first time `open` is true on. */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
