// The account menu: 'My Account' when signed in, 'Guest User' otherwise. The button
// opens the menu by its `popovertarget`: no code runs at the tap (header-popover.tsx).
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Button } from '@mui/material';
import { Suspense, useId } from 'react';
import { useAuth } from '../../lib/auth';
import { lazyComponent } from '../../lib/lazy-component';
import { ACCOUNT_MENU_ANCHOR, AccountMenuList, onMenuButtonKey } from './account-menu-list';
import { menuButtonFocusSx, usePopoverOpen } from './header-popover';

/** The buyer's picture on the button; its code loads with a signed-in buyer's pages only. */
const AccountAvatar = lazyComponent(() => import('./account-avatar').then((m) => m.AccountAvatar));

export function AccountMenu() {
  const { isAuthenticated } = useAuth();
  const menuId = useId();
  const buttonId = useId();
  const open = usePopoverOpen(menuId);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={
          isAuthenticated ? (
            <Suspense fallback={<AccountCircleOutlined />}>
              <AccountAvatar />
            </Suspense>
          ) : (
            <AccountCircleOutlined />
          )
        }
        endIcon={<ExpandMore />}
        disableRipple
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onMenuButtonKey}
        sx={{
          fontWeight: 700,
          whiteSpace: 'nowrap',
          border: 1,
          borderColor: 'divider',
          borderRadius: '22px',
          px: 2,
          anchorName: ACCOUNT_MENU_ANCHOR,
          ...menuButtonFocusSx,
        }}
      >
        {isAuthenticated ? 'My Account' : 'Guest User'}
      </Button>
      <AccountMenuList id={menuId} labelledBy={buttonId} />
    </>
  );
}
