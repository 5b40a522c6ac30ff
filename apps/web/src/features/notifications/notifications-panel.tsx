// The bell's panel (see docs/product/notifications.md): the buyer's notifications, newest first, the unread ones marked; each opens
// what it is about (an offer's timeline, a car's page) and is marked read; all can be marked read.
import Circle from '@mui/icons-material/Circle';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { Notification } from '@luxe/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { LazyPopover } from '../../components/lazy-overlay';
import { Skeleton } from '../../components/skeleton';
import { errorMessage } from '../../lib/api-client';
import { formatIndianDateTime } from '../../lib/format';
import { offerTimelineHref } from '../../lib/offers/offer-rules';
import { toast } from '../../lib/toast';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';

/** Where a notification leads: its negotiation, else its car. */
export function targetOf(notification: Notification): string | null {
  if (notification.offer_id !== null) return offerTimelineHref(notification.offer_id);
  if (notification.car_id !== null) return `/car-details/${notification.car_id}`;
  return null;
}

interface NotificationsPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function NotificationsPanel({ id, anchor, onClose }: NotificationsPanelProps) {
  const titleId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread_count ?? 0;

  function open(notification: Notification) {
    if (!notification.read) {
      markRead.mutate({ notification_ids: [notification.notification_id] }, { onError: (error) => toast.error(errorMessage(error)) });
    }
    const target = targetOf(notification);
    onClose();
    if (target) void navigate(target);
  }

  return (
    <LazyPopover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { mt: 1, width: 'min(380px, calc(100vw - 32px))' } } }}
    >
      <Stack direction="row" sx={{ px: 2.5, pt: 2.5, pb: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="h4" component="h2">
          Notifications
        </Typography>
        {unread > 0 && (
          <Button
            size="small"
            onClick={() => markRead.mutate({ all: true }, { onError: (error) => toast.error(errorMessage(error)) })}
            disabled={markRead.isPending}
          >
            Mark all as read
          </Button>
        )}
      </Stack>
      {notifications.isPending ? (
        <Stack spacing={1} sx={{ p: 2.5 }} aria-busy="true" aria-label="Loading your notifications">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : notifications.isError ? (
        <Box sx={{ px: 2.5, pb: 2.5 }}>
          <Typography variant="body2">{errorMessage(notifications.error)}</Typography>
          <Button variant="outlined" size="small" sx={{ mt: 1.5 }} onClick={() => void notifications.refetch()}>
            Try again
          </Button>
        </Box>
      ) : notifications.data.notifications.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 2.5 }}>
          Nothing yet. Dealers’ answers to your offers, bookings and test drive reminders appear here.
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label="Notifications, newest first"
          sx={{ listStyle: 'none', m: 0, p: 1, maxHeight: 440, overflowY: 'auto' }}
        >
          {notifications.data.notifications.map((notification) => (
            <li key={notification.notification_id}>
              <ButtonBase
                onClick={() => open(notification)}
                sx={{
                  width: '100%',
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: '10px',
                  textAlign: 'left',
                  bgcolor: notification.read ? 'transparent' : 'navy.fill',
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                }}
              >
                <Circle
                  aria-hidden
                  sx={{ fontSize: 10, mt: 0.75, flexShrink: 0, color: notification.read ? 'transparent' : 'primary.main' }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: notification.read ? 600 : 800 }}>
                    {!notification.read && (
                      <Box component="span" sx={visuallyHidden}>
                        Unread:{' '}
                      </Box>
                    )}
                    {notification.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {notification.body}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatIndianDateTime(notification.created_at)}
                  </Typography>
                </Box>
              </ButtonBase>
            </li>
          ))}
        </Stack>
      )}
    </LazyPopover>
  );
}
