// The account menu (spec 01 section 2): 'My Account' when signed in, 'Guest User' otherwise.
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Button, Divider, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LazyMenu, OpenedOnce } from '../../components/lazy-overlay';
import { useAuth } from '../../lib/auth';
import { openLoginDialog, openLogoutDialog } from '../../lib/auth-dialogs';

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

export function AccountMenu() {
  const { isAuthenticated } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const links = isAuthenticated ? [...SIGNED_IN_ONLY, ...EVERYONE] : EVERYONE;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleOutlined />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', border: 1, borderColor: 'divider', borderRadius: '22px', px: 2 }}
      >
        {isAuthenticated ? 'My Account' : 'Guest User'}
      </Button>
      <OpenedOnce open={anchor !== null}>
        <LazyMenu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { mt: 1, minWidth: 220 } } }}
        >
          {links.map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
              {link.label}
            </MenuItem>
          ))}
          <Divider />
          {isAuthenticated ? (
            <MenuItem
              onClick={() => {
                close();
                openLogoutDialog();
              }}
            >
              Log out
            </MenuItem>
          ) : (
            <MenuItem
              onClick={() => {
                close();
                openLoginDialog();
              }}
              sx={{ fontWeight: 700 }}
            >
              Log in
            </MenuItem>
          )}
        </LazyMenu>
      </OpenedOnce>
    </>
  );
}
