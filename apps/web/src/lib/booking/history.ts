// The buyer's bookings and test drives (get-booking-list, retrieve-test-drives), one
// order of the purchase history, cancelling a test drive (a booking: lib/booking/api), and the
// words for where each stands, shared by the profile's tabs and the purchase history.
import { bookingPaths } from '@luxe/contract/constants';
import type { BookingItem, TestDriveItem } from '@luxe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth';
import { bookingKeys } from './api';
import { carKeys, notificationKeys } from '../query-keys';

export const BOOKINGS_PAGE = 10;

/** One page of the buyer's bookings, newest first (x-limit, x-offset). */
export function useBookings(page: number, limit = BOOKINGS_PAGE) {
  const { isAuthenticated, session } = useAuth();
  return useQuery({
    queryKey: [...bookingKeys.all, 'list', { session, page, limit }],
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.bookingList, (schemas) => schemas.BookingListResponseSchema, {
        headers: { 'x-limit': String(limit), 'x-offset': String(page * limit) },
        signal,
      }).then((response) => response.data.booking_list),
    enabled: isAuthenticated,
    // The page shown stays while the next one loads.
    placeholderData: (previous) => previous,
  });
}

export function useTestDrives() {
  const { isAuthenticated, session } = useAuth();
  return useQuery({
    queryKey: [...bookingKeys.all, 'test-drives', { session }],
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.testDrives, (schemas) => schemas.TestDrivesResponseSchema, { signal }).then(
        (response) => response.data.test_drive_data,
      ),
    enabled: isAuthenticated,
  });
}

/** The buyer's own rating of a dealer, or whether they may rate them (the dealer's page's 'Rate DEALER'). */
export function useYourRating(vendorId: number) {
  const { isAuthenticated, session } = useAuth();
  return useQuery({
    queryKey: [...bookingKeys.all, 'your-rating', vendorId, { session }],
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.yourRating, (schemas) => schemas.YourRatingResponseSchema, { query: { vendor_id: vendorId }, signal }).then(
        (response) => response.data,
      ),
    enabled: isAuthenticated,
  });
}

/** One order of the purchase history (see docs/product/test-drives-and-bookings.md): its timeline, payment and receipt figures. */
export function useOrderDetails(order: { booking_id: number } | { test_drive_id: number } | null) {
  const { session } = useAuth();
  return useQuery({
    queryKey: [...bookingKeys.all, 'order', { session, order }],
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.orderDetails, (schemas) => schemas.OrderDetailsResponseSchema, { query: order!, signal }).then(
        (response) => response.data,
      ),
    enabled: order !== null,
  });
}

export function useCancelTestDrive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (testDriveId: number) =>
      apiRequest(bookingPaths.cancelTestDrive, (schemas) => schemas.CancelResponseSchema, {
        method: 'PATCH',
        body: { test_drive_id: testDriveId },
      }),
    onSettled: () =>
      Promise.all([carKeys.all, bookingKeys.all, notificationKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const bookingTypeLabel: Record<BookingItem['booking_type'], string> = {
  direct: 'Direct booking',
  post_offer: 'After an offer',
  post_test_drive: 'After a test drive',
};

export const driveStatusLabel: Record<TestDriveItem['status'], string> = {
  pending_payment: 'Awaiting payment',
  booked: 'Booked',
  cancelled: 'Cancelled',
  completed: 'Done',
  no_show: 'Missed',
};

/** A refund's state, ending a sentence ('Your refund of ₹X ...'). */
export const refundState = {
  pending: 'is on its way (7 to 10 working days)',
  processed: 'has been refunded',
  failed: 'could not be refunded yet; we are on it',
} as const;

export function bookingStatus(b: Pick<BookingItem, 'status' | 'reserved_until'>): string {
  if (b.status === 'reserved') return b.reserved_until ? 'Reserved' : 'Reservation ended';
  return { pending_payment: 'Awaiting payment', cancelled: 'Cancelled', sold: 'Purchased' }[b.status];
}
