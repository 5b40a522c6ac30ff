// Overlays whose code loads on their first opening: MUI's Popover (with its modal machinery: portal,
// focus trap, transitions) for the notifications, and OpenedOnce for dialogs that stay mounted once
// opened, so they can play their closing transition and open at once the next time.
import type { PopoverProps } from '@mui/material/Popover';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '../lib/lazy-component';

export const LazyPopover = lazyComponent(() => import('./mui-popover').then((m) => m.default as ComponentType<PopoverProps>));

/** Renders `children` from the first time `open` is true on. */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
