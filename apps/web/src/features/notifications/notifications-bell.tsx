// The header's bell for a signed-in buyer (D35): the unread count on it, the list in a panel that loads
// when first opened.
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Box, IconButton } from '@mui/material';
import { lazy, useId, useState } from 'react';
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
          {unread > 0 && (
            <Box
              component="span"
              aria-hidden
              sx={{
                position: 'absolute',
                top: -6,
                right: -8,
                minWidth: 18,
                height: 18,
                px: 0.5,
                borderRadius: 9,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 11,
                fontWeight: 800,
                lineHeight: '18px',
                textAlign: 'center',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {unread > 99 ? '99+' : unread}
            </Box>
          )}
        </Box>
      </IconButton>
      <OpenedOnce open={anchor !== null}>
        <NotificationsPanel id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
      </OpenedOnce>
    </>
  );
}
