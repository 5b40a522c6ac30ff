import { vendorBookingPaths } from '@luxe/contract/vendor-paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, vendorKeys } from './keys';
import { vendorRequest } from './vendor-request';

export function bookingsQuery(page: number, limit = PAGE_SIZE) {
  return queryOptions({
    queryKey: [...vendorKeys.bookings(page), limit],
    queryFn: ({ signal }) =>
      vendorRequest(vendorBookingPaths.bookings, (s) => s.VendorBookingsResponseSchema, {
        page: { limit, offset: (page - 1) * limit },
        signal,
      }).then((r) => r.data),
  });
}

function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.bookingsAll }),
      // A booking that ends moves its offer too (back to agreed, or on to sold).
      queryClient.invalidateQueries({ queryKey: vendorKeys.offersAll }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.notificationsAll }),
    ]);
}

export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: { booking_id: number; reason: string }) =>
      vendorRequest(vendorBookingPaths.cancelBooking, (s) => s.VendorBookingResponseSchema, { method: 'PATCH', body }),
    onSettled: refresh,
  });
}

export function useMarkSold() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (bookingId: number) =>
      vendorRequest(vendorBookingPaths.markSold, (s) => s.VendorBookingResponseSchema, {
        method: 'PATCH',
        body: { booking_id: bookingId },
      }),
    onSettled: refresh,
  });
}
