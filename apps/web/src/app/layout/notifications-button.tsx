// The header's bell (see docs/product/notifications.md). A guest has no notifications: the bell asks them to log in. A signed-in
// buyer's bell, with its unread count and list, loads with their first page (never a guest's).
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { IconButton } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { openLoginDialog, useAuthDialog } from '../../lib/auth-dialogs';
import { lazyComponent } from '../../lib/lazy-component';
import { loadAhead } from '../../lib/prefetch-code';

const NotificationsBell = lazyComponent(() => import('../../features/notifications/notifications-bell').then((m) => m.NotificationsBell));

function PlainBell({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <IconButton color="inherit" aria-label={label} onClick={onClick}>
      <NotificationsNoneOutlined />
    </IconButton>
  );
}

export function NotificationsButton() {
  const { isAuthenticated } = useAuth();
  const dialog = useAuthDialog();
  // A guest who opens the login dialog is about to need the bell: its code loads while they type.
  const signingIn = !isAuthenticated && (dialog === 'login' || dialog === 'signup');
  useEffect(() => {
    if (signingIn) loadAhead(NotificationsBell);
  }, [signingIn]);

  if (isAuthenticated) {
    return (
      // While its code loads (just signed in), a plain bell of the same size stands in: without this
      // boundary the header's own would hide the whole header.
      <Suspense fallback={<PlainBell label="Notifications" />}>
        <NotificationsBell />
      </Suspense>
    );
  }
  return <PlainBell label="Notifications (sign in to see yours)" onClick={openLoginDialog} />;
}
