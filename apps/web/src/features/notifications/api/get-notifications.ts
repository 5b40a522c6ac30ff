// The signed-in buyer's notifications (see docs/product/notifications.md): the newest first and how many are unread.
import { notificationPaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { notificationKeys } from '../../../lib/query-keys';

/** As many as the bell's panel lists. */
export const NOTIFICATIONS_SHOWN = 20;

export function getNotifications(signal?: AbortSignal) {
  return apiRequest(notificationPaths.read, (schemas) => schemas.NotificationsResponseSchema, {
    headers: { 'x-limit': String(NOTIFICATIONS_SHOWN), 'x-offset': '0' },
    signal,
  }).then((response) => response.data);
}

export function notificationsQueryOptions(session: number) {
  return queryOptions({
    queryKey: [...notificationKeys.all, { session }],
    queryFn: ({ signal }) => getNotifications(signal),
    // A dealer's answer arrives while the buyer browses: the count keeps up within a minute.
    refetchInterval: 60_000,
  });
}

export function useNotifications() {
  const { session } = useAuth();
  return useQuery(notificationsQueryOptions(session));
}
