// The narrow-screen sidebar (spec 01 section 2). It closes on every choice: it exists only below 900px.
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Close from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
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

const itemSx = { minHeight: 48, borderRadius: '10px', px: 2 } as const;

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
          <List disablePadding>
            <ListItemButton component={RouterLink} to="/profile" onClick={onClose} sx={itemSx}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <AccountCircleOutlined />
              </ListItemIcon>
              <ListItemText primary="My Profile" slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
            </ListItemButton>
            <ListItemButton component={RouterLink} to="/vendor" onClick={onClose} sx={itemSx}>
              <ListItemText primary="Vendor's Hub" />
            </ListItemButton>
          </List>
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
            <AccountCircleOutlined sx={{ color: 'text.secondary' }} />
            <Typography sx={{ fontWeight: 700 }}>Guest User</Typography>
          </Stack>
        )}
        <Divider sx={{ my: 1 }} />
        <List disablePadding>
          {ITEMS.map((item) => (
            <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onClose} sx={itemSx}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
          <Divider sx={{ my: 1 }} />
          <ListItemButton
            onClick={() => {
              onClose();
              if (isAuthenticated) openLogoutDialog();
              else openLoginDialog();
            }}
            sx={itemSx}
          >
            <ListItemText primary={isAuthenticated ? 'Log out' : 'Log in'} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
