// The header's bell (D35). A guest has no notifications: the bell asks them to log in. A signed-in
// buyer's bell, with its unread count and list, loads with their first page (never a guest's).
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { IconButton } from '@mui/material';
import { useAuth } from '../../lib/auth';
import { openLoginDialog } from '../../lib/auth-dialogs';
import { lazyComponent } from '../../lib/lazy-component';

const NotificationsBell = lazyComponent(() => import('../../features/notifications/notifications-bell').then((m) => m.NotificationsBell));

export function NotificationsButton() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <NotificationsBell />;
  return (
    <IconButton color="inherit" aria-label="Notifications (sign in to see yours)" onClick={openLoginDialog}>
      <NotificationsNoneOutlined />
    </IconButton>
  );
}
