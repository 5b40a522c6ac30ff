// The account menu (spec 01 section 2): 'My Account' when signed in, 'Guest User' otherwise.
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Button } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { OpenedOnce, useOverlayCode } from '../../components/lazy-overlay';
import { useAuth } from '../../lib/auth';
import { lazyComponent } from '../../lib/lazy-component';
import { loadAhead } from '../../lib/prefetch-code';

/** The buyer's picture on the button; its code loads with a signed-in buyer's pages only. */
const AccountAvatar = lazyComponent(() => import('./account-avatar').then((m) => m.AccountAvatar));

export const AccountMenuList = lazyComponent(() => import('./account-menu-list').then((m) => m.AccountMenuList));

export function AccountMenu() {
  const { isAuthenticated } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const code = useOverlayCode([AccountMenuList]);

  return (
    <>
      <Button
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
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onPointerDown={() => loadAhead(AccountMenuList)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          code.load();
        }}
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', border: 1, borderColor: 'divider', borderRadius: '22px', px: 2 }}
      >
        {isAuthenticated ? 'My Account' : 'Guest User'}
      </Button>
      <OpenedOnce open={anchor !== null && code.loaded}>
        <AccountMenuList id={menuId} anchor={anchor} onClose={close} />
      </OpenedOnce>
    </>
  );
}
