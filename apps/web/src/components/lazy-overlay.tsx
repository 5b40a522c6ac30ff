// Popovers and drawers bring MUI's modal machinery with them: portal, focus trap, transitions.
// No page needs it before the first one opens, so an overlay's code loads then; afterwards the overlay
// stays mounted, so it can play its closing transition and opens at once the next time.
import { lazy, Suspense, useState, type ReactNode } from 'react';

export const LazyPopover = lazy(() => import('@mui/material/Popover'));
export const LazyDrawer = lazy(() => import('@mui/material/Drawer'));

/** Renders `children` from the first time `open` is true on. */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
