// The header's bell for a signed-in buyer (see docs/product/notifications.md): the unread count on it, the list in a panel that loads
// when first opened.
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Box, IconButton } from '@mui/material';
import { lazy, useId, useState } from 'react';
import { CountBadge } from '../../components/count-badge';
import { OpenedOnce } from '../../components/lazy-overlay';
import { useNotifications } from './api/get-notifications';

const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const notifications = useNotifications();
  const unread = notifications.data?.unread_count ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <NotificationsNoneOutlined />
          <CountBadge count={unread} />
        </Box>
      </IconButton>
      <OpenedOnce open={anchor !== null}>
        <NotificationsPanel id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
      </OpenedOnce>
    </>
  );
}
