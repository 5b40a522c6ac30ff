// The phone's menu (the sidebar) on the platform's popover, a modal dialog: its content is in the page
// from the start (server-rendered, hydrated once shown), and the 'Open menu' button opens it by its
// `popovertarget`, so a tap only shows it, in the frame that follows. A popover rather
// than <dialog>'s showModal(): that one makes the whole page inert and moves the focus at once, which
// restyles and lays out the whole page at the tap. The dimmed page takes no taps (a tap there closes the
// menu), Escape closes it and the focus returns to the button: all the browser's; the focus moves into
// the menu once shown, Tab keeps it there, and the rest of the page turns inert once the menu is painted.
import { styled } from '@mui/material/styles';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type ToggleEvent } from 'react';
import { DeferredIsland } from '../../components/hydration-island';
import { makeOutsideInert } from '../../lib/inert-outside';
import { lazyComponent } from '../../lib/lazy-component';

/** The sidebar's content: its code loads when it is first shown (and is fetched ahead while idle). */
export const Sidebar = lazyComponent(() => import('./sidebar').then((m) => m.Sidebar));

export const SIDEBAR_ID = 'site-menu';

const Panel = styled('div')(({ theme }) => ({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: 'min(320px, 86vw)',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.navyShadows.dialog,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '&::backdrop': { backgroundColor: theme.palette.navy.backdrop },
  // It slides in from the left edge; its first frame already shows half of it.
  '@media (prefers-reduced-motion: no-preference)': {
    '&:popover-open': { animation: 'luxe-sidebar-in 200ms ease-out' },
    '&:popover-open::backdrop': { animation: 'luxe-sidebar-backdrop-in 200ms ease-out' },
  },
  '@keyframes luxe-sidebar-in': { from: { transform: 'translateX(-50%)', opacity: 0.6 } },
  '@keyframes luxe-sidebar-backdrop-in': { from: { opacity: 0 } },
}));

// One element for every render, so the part is left alone until it hydrates (hydration-island.tsx).
const content = (
  <DeferredIsland>
    <Suspense fallback={null}>
      <Sidebar dialogId={SIDEBAR_ID} />
    </Suspense>
  </DeferredIsland>
);

const CONTROLS = 'a[href], button';

/** Tab from the last control goes to the first and Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = event.currentTarget.querySelectorAll<HTMLElement>(CONTROLS);
  const from = event.shiftKey ? controls[0] : controls[controls.length - 1];
  const to = event.shiftKey ? controls[controls.length - 1] : controls[0];
  if (!from || !to || document.activeElement !== from) return;
  event.preventDefault();
  to.focus();
}

/**
 * The menu, with its content server-rendered. A page the browser renders itself (a guest's /wishlist)
 * renders the content only once the menu is first shown, so a phone loads its code only then.
 */
export function SidebarDialog() {
  const [rendered, setRendered] = useState(
    () => typeof document === 'undefined' || document.getElementById(SIDEBAR_ID)?.hasChildNodes() === true,
  );
  const giveBackPage = useRef<(() => void) | null>(null);
  const releasePage = () => {
    giveBackPage.current?.();
    giveBackPage.current = null;
  };
  useEffect(() => () => giveBackPage.current?.(), []);
  const onToggle = (event: ToggleEvent<HTMLElement>) => {
    if (event.newState !== 'open') return;
    if (!rendered) setRendered(true);
    // Shown (the toggle event comes after the tap's own work), the focus goes to its first control.
    const menu = event.currentTarget;
    if (!menu.contains(document.activeElement)) menu.querySelector<HTMLElement>(CONTROLS)?.focus();
    // The page turns inert after the frame that shows the menu: that restyles all of it, which at the tap would delay the menu.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (menu.matches(':popover-open') && !giveBackPage.current) giveBackPage.current = makeOutsideInert(menu);
      }),
    );
  };
  // Before it hides, which is when the browser gives the focus back to the button (inert until then).
  const onBeforeToggle = (event: ToggleEvent<HTMLElement>) => {
    if (event.newState === 'closed') releasePage();
  };
  return (
    <Panel
      id={SIDEBAR_ID}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onToggle={onToggle}
      onBeforeToggle={onBeforeToggle}
      onKeyDown={keepFocusInside}
    >
      {rendered && content}
    </Panel>
  );
}
