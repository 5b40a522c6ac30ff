// The dealer's notifications, newest first, unread ones marked; mark one or all read.
import type { Notification } from '@luxe/contract/schemas';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { PAGE_SIZE } from '../api/keys';
import { notificationsQuery, useMarkNotificationsRead } from '../api/notifications';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-state';
import { Pager } from '../components/pager';
import { PanelTitle } from '../components/panel-section';
import { formatDateTime } from '../format';

function Item({ notification }: { notification: Notification }) {
  const mark = useMarkNotificationsRead();
  const n = notification;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        p: 2,
        bgcolor: n.read ? 'transparent' : 'background.paper',
        border: 1,
        borderColor: n.read ? 'divider' : 'text.primary',
        borderRadius: '12px',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: n.read ? 600 : 800 }}>
          {!n.read && (
            <Box
              component="span"
              sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', mr: 1 }}
            />
          )}
          {n.title}
          {!n.read && (
            <Box component="span" sx={visuallyHidden}>
              {' (unread)'}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {n.body}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(n.created_at)}
          {n.offer_id !== null && (
            <>
              {' · '}
              <Link component={RouterLink} to={`/vendor/offers/${n.offer_id}`}>
                Open the offer
              </Link>
            </>
          )}
        </Typography>
      </Box>
      {!n.read && (
        <Button
          size="small"
          variant="outlined"
          disabled={mark.isPending}
          aria-label={`Mark read: ${n.title}`}
          onClick={() => mark.mutate({ notification_ids: [n.notification_id] }, { onError: (error) => toast.error(errorMessage(error)) })}
        >
          Mark read
        </Button>
      )}
    </Box>
  );
}

export function NotificationsPage() {
  usePageTitle("Notifications · Vendor's Hub");
  const [page, setPage] = useState(1);
  const list = useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });
  const markAll = useMarkNotificationsRead();
  const unread = list.data?.unread_count ?? 0;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <PanelTitle sub={list.data ? (unread === 0 ? 'All read.' : `${unread} unread.`) : undefined}>Notifications</PanelTitle>
        {unread > 0 && (
          <Button
            variant="outlined"
            size="small"
            disabled={markAll.isPending}
            onClick={() =>
              markAll.mutate(
                { all: true },
                { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toast.error(errorMessage(error)) },
              )
            }
          >
            Mark all read
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <ListSkeleton label="Loading notifications" rows={4} />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.notifications.length === 0 ? (
        <ListEmpty>Nothing yet. New offers, payments, bookings and reminders appear here.</ListEmpty>
      ) : (
        <>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.data.notifications.map((n) => (
              <Item key={n.notification_id} notification={n} />
            ))}
          </Stack>
          <Pager page={page} total={list.data.pagination.total} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </>
  );
}
