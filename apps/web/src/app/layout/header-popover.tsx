// The header's menus (account, CARS) on the platform's popover: their content is in the page before
// the tap (server-rendered), and the button opens one by its `popovertarget`, so a tap only shows it,
// in the frame that follows. Light dismiss, Escape and the focus's return to the
// button come from the browser; the panel sits under its button by CSS anchor positioning.
import { styled } from '@mui/material/styles';
import { useCallback, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';

/** The panel of a header menu: the look of a menu (paper, border, shadow), under its button. */
export const HeaderPopover = styled('div')(({ theme }) => ({
  // The platform's popover is centred in the viewport by its own style: it sits by its button instead.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.navyShadows.menu,
  maxHeight: 'calc(100vh - 96px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Without anchor positioning: under the header, at its edge (the header is sticky, so it stays there).
  top: 80,
  '@media (prefers-reduced-motion: no-preference)': {
    '&:popover-open': { animation: 'luxe-menu-in 150ms ease-out' },
  },
  // From half-seen: the first frame after the tap already shows the menu.
  '@keyframes luxe-menu-in': { from: { opacity: 0.5, transform: 'translateY(-4px)' } },
}));

/**
 * Whether the header menu `id` is open, for its button's `aria-expanded`: read from the popover, again
 * after each `toggle` event once the frame that shows it is painted, so the tap itself renders nothing.
 * A menu opened before its part hydrated is found open.
 */
export function usePopoverOpen(id: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const popover = document.getElementById(id);
      // After the next paint: the button's render never delays the frame that shows the menu.
      const later = () => afterNextPaint(changed);
      popover?.addEventListener('toggle', later);
      return () => popover?.removeEventListener('toggle', later);
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => document.getElementById(id)?.matches(':popover-open') ?? false,
    () => false,
  );
}

/**
 * The style of a button that opens a header menu: no ripple (its rendering would come at the tap), so
 * the keyboard's focus gets a ring of its own.
 */
export const menuButtonFocusSx = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** Closes the popover holding `element` (a link followed in it, an entry chosen). */
export function closePopoverOf(element: Element): void {
  const popover = element.closest<HTMLElement>('[popover]');
  if (popover?.matches(':popover-open')) popover.hidePopover();
}
