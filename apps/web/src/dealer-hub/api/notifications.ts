import { vendorNotificationPaths } from '@luxe/contract/vendor-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, vendorKeys } from './keys';
import { vendorRequest } from './vendor-request';

export function notificationsQuery(page: number, limit = PAGE_SIZE) {
  return queryOptions({
    queryKey: [...vendorKeys.notifications(page), limit],
    queryFn: ({ signal }) =>
      vendorRequest(vendorNotificationPaths.read, (s) => s.NotificationsResponseSchema, {
        page: { limit, offset: (page - 1) * limit },
        signal,
      }).then((r) => r.data),
  });
}

/** The navigation's unread count, read again every minute while the panel is open. */
export function useUnreadCount() {
  return useQuery({ ...notificationsQuery(1, 1), select: (data) => data.unread_count, refetchInterval: 60_000 });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { notification_ids: number[] } | { all: true }) =>
      vendorRequest(vendorNotificationPaths.markRead, (s) => s.MarkNotificationsReadResponseSchema, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.notificationsAll }),
  });
}
