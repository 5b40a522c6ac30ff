// Marking notifications read (see docs/product/notifications.md): some by id, or all of them.
import { notificationPaths } from '@luxe/contract/constants';
import type { MarkNotificationsReadBody } from '@luxe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

export function markNotificationsRead(body: MarkNotificationsReadBody) {
  return apiRequest(notificationPaths.markRead, (schemas) => schemas.MarkNotificationsReadResponseSchema, { method: 'PATCH', body });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
