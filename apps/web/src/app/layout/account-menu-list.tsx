// The account menu's entries, loaded with its first opening (MUI's menu machinery comes with them).
import { Divider, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
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

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function AccountMenuList({ id, anchor, onClose: close }: AccountMenuListProps) {
  const { isAuthenticated } = useAuth();
  const links = isAuthenticated ? [...SIGNED_IN_ONLY, ...EVERYONE] : EVERYONE;
  return (
    <Menu
      id={id}
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
    </Menu>
  );
}
