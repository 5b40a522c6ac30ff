// The narrow-screen sidebar's content. The menu closes on every choice.
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Close from '@mui/icons-material/Close';
import { Box, Divider, IconButton, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { RouterLink } from '../../lib/router-link';
import { useAuth } from '../../lib/auth';
import { openLoginDialog, openLogoutDialog } from '../../lib/auth-dialogs';
import { plainEntrySx } from './entry-style';
import { Logo } from './logo';

const ITEMS = [
  { label: 'Cars', to: '/cars' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'Purchased history', to: '/car-purchased-history' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'Contact us', to: '/contact-us' },
  { label: 'Faq', to: '/faq' },
  { label: 'About us', to: '/about-us' },
  { label: 'Terms & conditions', to: '/terms-conditions' },
  { label: 'News & Updates', to: '/news' },
];

// Plain links and a button styled by the list, not MUI's List items: the menu's first tap mounts a
// few elements rather than a ripple and three components per entry (a tap answers at once).
const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& a, & button': { ...plainEntrySx, gap: 2, minHeight: 48, borderRadius: '10px' },
  '& a:hover, & button:hover': { bgcolor: 'action.hover' },
  '& a:focus-visible, & button:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& .strong': { fontWeight: 700 },
} as const;

/** Closes the menu (a choice made). */
function closeMenu(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
}

/**
 * The sidebar's content, inside the header's menu `dialogId` (sidebar-dialog.tsx): server-rendered, so
 * the menu opens whole at the tap, and hydrated once shown.
 */
export function Sidebar({ dialogId }: { dialogId: string }) {
  const { isAuthenticated } = useAuth();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={closeMenu}>
          <Logo />
        </Box>
        <IconButton aria-label="Close menu" popoverTarget={dialogId} popoverTargetAction="hide">
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Site" sx={{ p: 1.5, flex: 1 }}>
        {isAuthenticated ? (
          <Box component="ul" sx={listSx}>
            <li>
              <RouterLink to="/profile" onClick={closeMenu} className="strong">
                <AccountCircleOutlined sx={{ color: 'action.active' }} />
                My Profile
              </RouterLink>
            </li>
            <li>
              <RouterLink to="/vendor" onClick={closeMenu}>
                Vendor&apos;s Hub
              </RouterLink>
            </li>
          </Box>
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
            <AccountCircleOutlined sx={{ color: 'text.secondary' }} />
            <Typography sx={{ fontWeight: 700 }}>Guest User</Typography>
          </Stack>
        )}
        <Divider sx={{ my: 1 }} />
        <Box component="ul" sx={listSx}>
          {ITEMS.map((item) => (
            <li key={item.to}>
              <RouterLink to={item.to} onClick={closeMenu}>
                {item.label}
              </RouterLink>
            </li>
          ))}
        </Box>
        <Divider sx={{ my: 1 }} />
        <Box sx={listSx}>
          <button
            type="button"
            className="strong"
            onClick={(event) => {
              closeMenu(event);
              if (isAuthenticated) openLogoutDialog();
              else openLoginDialog();
            }}
          >
            {isAuthenticated ? 'Log out' : 'Log in'}
          </button>
        </Box>
      </Box>
    </Box>
  );
}
