// The narrow-screen sidebar (spec 01 section 2). It closes on every choice: it exists only below 900px.
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Close from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth';
import { openLoginDialog, openLogoutDialog } from '../../lib/auth-dialogs';
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
// few elements rather than a ripple and three components per entry (issue 25: a tap answers at once).
const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& a, & button': {
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    width: '100%',
    minHeight: 48,
    px: 2,
    border: 0,
    borderRadius: '10px',
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    fontSize: '1rem',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '& a:hover, & button:hover': { bgcolor: 'action.hover' },
  '& a:focus-visible, & button:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& .strong': { fontWeight: 700 },
} as const;

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isAuthenticated } = useAuth();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 86vw)', borderRadius: 0 } } }}
      sx={{ display: { md: 'none' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Site" sx={{ p: 1.5, flex: 1, overflowY: 'auto' }}>
        {isAuthenticated ? (
          <Box component="ul" sx={listSx}>
            <li>
              <RouterLink to="/profile" onClick={onClose} className="strong">
                <AccountCircleOutlined sx={{ color: 'action.active' }} />
                My Profile
              </RouterLink>
            </li>
            <li>
              <RouterLink to="/vendor" onClick={onClose}>
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
              <RouterLink to={item.to} onClick={onClose}>
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
            onClick={() => {
              onClose();
              if (isAuthenticated) openLogoutDialog();
              else openLoginDialog();
            }}
          >
            {isAuthenticated ? 'Log out' : 'Log in'}
          </button>
        </Box>
      </Box>
    </Drawer>
  );
}
