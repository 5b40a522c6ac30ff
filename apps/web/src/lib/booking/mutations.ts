// The rating and cancelling a reservation: in their own module, so the pages that only read (the
// flow's forms) do not load react-query's mutation code (the first-route budget).
import { bookingPaths } from '@luxe/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { carKeys, notificationKeys, offerKeys } from '../query-keys';
import { bookingKeys } from './api';

/** rate-vendor with what the buyer entered, once (one rating per dealer: docs/product/dealers-and-operators.md). */
export function useRateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { vendor_id: number; rating: number; review?: string }) =>
      apiRequest(bookingPaths.rateVendor, (schemas) => schemas.RateVendorResponseSchema, { method: 'POST', body }),
    // The profile's and the dealer page's 'Rate DEALER' turn into the stars given; the dealer's average moves.
    onSuccess: () => Promise.all([bookingKeys.all, carKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The buyer cancels their reservation (or a booking awaiting payment). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiRequest(bookingPaths.cancelBooking, (schemas) => schemas.CancelResponseSchema, {
        method: 'PATCH',
        body: { booking_id: bookingId },
      }),
    // The offer behind a post-offer booking goes back to its agreed price.
    onSettled: () =>
      Promise.all(
        [carKeys.all, bookingKeys.all, offerKeys.all, notificationKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
