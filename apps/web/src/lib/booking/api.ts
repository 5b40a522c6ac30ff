// The booking flow's calls (see docs/product/payments.md, docs/product/test-drives-and-bookings.md): a car's free slots, create-order or
// create-booking, verify-payment, the buyer's test drives (the rating and cancelling: mutations.ts).
import { bookingPaths } from '@luxe/contract/constants';
import type { VerifyPaymentBody } from '@luxe/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useAuth } from '../auth';
import { carKeys, notificationKeys, offerKeys } from '../query-keys';
import { flowCalls, type BookingFlow } from './flow';

export const bookingKeys = { all: ['booking'] as const };

/** The slots answer depends on the viewer (their own unpaid hold counts as free to them). */
export function slotsQueryOptions(carId: number, session: number) {
  return queryOptions({
    queryKey: [...bookingKeys.all, 'slots', carId, { session }],
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.testDriveSlots, (schemas) => schemas.TestDriveSlotsResponseSchema, { query: { car_id: carId }, signal }).then(
        (response) => response.data,
      ),
    // A slot taken meanwhile shows when the buyer comes back to the page.
    staleTime: 30_000,
  });
}

export function useSlots(carId: number) {
  const { session } = useAuth();
  return useQuery(slotsQueryOptions(carId, session));
}

/** create-order (test drive, direct booking) or create-booking (after an offer or a test drive): the order to pay. */
export function createOrder(flow: BookingFlow, body: Record<string, unknown>) {
  return apiRequest(flowCalls[flow].create, (schemas) => schemas.OrderResponseSchema, { method: 'POST', body }).then(
    (response) => response.data,
  );
}

/** verify-payment with the checkout's signature, or with order_id alone (the server asks the provider; see docs/product/payments.md). */
export function verifyPayment(flow: BookingFlow, body: VerifyPaymentBody) {
  return apiRequest(flowCalls[flow].verify, (schemas) => schemas.VerifyPaymentResponseSchema, { method: 'POST', body });
}

/** After a payment, the car, the buyer's offers and bookings and the bell all change. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [carKeys.all, offerKeys.all, notificationKeys.all, bookingKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** The buyer's test drives: a completed one of a car opens its post-test-drive booking. */
export function useMyTestDrives(enabled: boolean) {
  const { session } = useAuth();
  return useQuery({
    queryKey: [...bookingKeys.all, 'test-drives', { session }],
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.testDrives, (schemas) => schemas.TestDrivesResponseSchema, { signal }).then(
        (response) => response.data.test_drive_data,
      ),
    enabled,
  });
}

/** One of the buyer's test drives (its when and where after paying). */
export function useTestDrive(testDriveId: number | null) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'test-drive', testDriveId],
    queryFn: ({ signal }) =>
      apiRequest(bookingPaths.testDrives, (schemas) => schemas.TestDrivesResponseSchema, {
        headers: { 'x-test-drive-id': String(testDriveId) },
        signal,
      }).then((response) => response.data.test_drive_data[0] ?? null),
    enabled: testDriveId !== null,
  });
}
