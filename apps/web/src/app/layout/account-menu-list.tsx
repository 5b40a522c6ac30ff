// The account menu's entries, on the platform's popover (header-popover.tsx): in the page from the start,
// shown by the button's tap with no code run. It keeps a menu's keys: the first entry takes the focus
// on opening, the arrows, Home and End move between entries, Tab and Escape close it.
import { memo, type KeyboardEvent, type ToggleEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth';
import { openLoginDialog, openLogoutDialog } from '../../lib/auth-dialogs';
import { plainEntrySx } from './entry-style';
import { closePopoverOf, HeaderPopover } from './header-popover';

const SIGNED_IN_ONLY = [
  { label: 'My Profile', to: '/profile' },
  { label: 'Purchased History', to: '/car-purchased-history' },
];
const EVERYONE = [
  { label: 'FAQs', to: '/faq' },
  { label: 'About us', to: '/about-us' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Condition', to: '/terms-conditions' },
  { label: 'News & updates', to: '/news' },
];

/** The name the button's CSS anchor carries (account-menu.tsx), which the menu sits under. */
export const ACCOUNT_MENU_ANCHOR = '--luxe-account-menu';

const menuSx = {
  minWidth: 220,
  py: 1,
  right: 24,
  '@supports (anchor-name: --a)': { positionAnchor: ACCOUNT_MENU_ANCHOR, top: 'anchor(bottom)', right: 'anchor(right)', mt: 1 },
  '& [role="menuitem"]': { ...plainEntrySx, minHeight: 44, whiteSpace: 'nowrap' },
  '& [role="menuitem"]:hover': { bgcolor: 'action.hover' },
  '& [role="menuitem"]:focus': { outline: 'none' },
  '& [role="menuitem"]:focus-visible': { bgcolor: 'action.focus' },
  '& hr': { my: 1, mx: 0, border: 0, borderTop: 1, borderColor: 'divider' },
} as const;

const KEY_TARGETS: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at <= 0 ? count - 1 : at - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

function items(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

/** The arrows, Home and End move the focus between the entries of `menu`. */
function moveInMenu(menu: HTMLElement, event: KeyboardEvent<HTMLElement>) {
  const target = KEY_TARGETS[event.key];
  if (!target) return;
  event.preventDefault();
  const entries = items(menu);
  const at = entries.indexOf(document.activeElement as HTMLElement);
  entries[target(at, entries.length)]?.focus();
}

/** A menu's keys; Escape is the popover's own (it closes and gives the focus back to the button). */
function onMenuKey(event: KeyboardEvent<HTMLElement>) {
  // Tab leaves a menu: it closes, the focus goes back to its button, and from there on to the next.
  if (event.key === 'Tab') event.currentTarget.hidePopover();
  else moveInMenu(event.currentTarget, event);
}

/**
 * For the button: a key pressed just after the menu opened, before the focus has moved into it (the
 * toggle event that moves it may come after a quick key), acts in the menu.
 */
export function onMenuButtonKey(event: KeyboardEvent<HTMLElement>) {
  const id = event.currentTarget.getAttribute('aria-controls');
  const menu = id ? document.getElementById(id) : null;
  if (menu?.matches(':popover-open')) moveInMenu(menu, event);
}

/** On opening, the first entry takes the focus (its ring only shows after a key, by :focus-visible). */
function focusFirstEntry(event: ToggleEvent<HTMLElement>) {
  const menu = event.currentTarget;
  // A key pressed on the button may have moved it in already.
  if (event.newState === 'open' && !menu.contains(document.activeElement)) items(menu)[0]?.focus();
}

export const AccountMenuList = memo(function AccountMenuList({ id, labelledBy }: { id: string; labelledBy: string }) {
  const { isAuthenticated } = useAuth();
  const links = isAuthenticated ? [...SIGNED_IN_ONLY, ...EVERYONE] : EVERYONE;
  const close = (event: { currentTarget: Element }) => closePopoverOf(event.currentTarget);
  return (
    <HeaderPopover
      id={id}
      popover="auto"
      role="menu"
      aria-labelledby={labelledBy}
      onToggle={focusFirstEntry}
      onKeyDown={onMenuKey}
      sx={menuSx}
    >
      {links.map((link) => (
        <RouterLink key={link.to} role="menuitem" to={link.to} onClick={close}>
          {link.label}
        </RouterLink>
      ))}
      <hr />
      {isAuthenticated ? (
        <button
          type="button"
          role="menuitem"
          onClick={(event) => {
            close(event);
            openLogoutDialog();
          }}
        >
          Log out
        </button>
      ) : (
        <button
          type="button"
          role="menuitem"
          onClick={(event) => {
            close(event);
            openLoginDialog();
          }}
          style={{ fontWeight: 700 }}
        >
          Log in
        </button>
      )}
    </HeaderPopover>
  );
});
