import { vendorBookingPaths } from '@luxe/contract/vendor-paths';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, vendorKeys } from './keys';
import { vendorRequest } from './vendor-request';

export function testDrivesQuery(page: number, limit = PAGE_SIZE) {
  return queryOptions({
    queryKey: [...vendorKeys.testDrives(page), limit],
    queryFn: ({ signal }) =>
      vendorRequest(vendorBookingPaths.testDrives, (s) => s.VendorTestDrivesResponseSchema, {
        page: { limit, offset: (page - 1) * limit },
        signal,
      }).then((r) => r.data),
  });
}

export function useTestDriveOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { test_drive_id: number; outcome: 'completed' | 'no_show' }) =>
      vendorRequest(vendorBookingPaths.testDriveOutcome, (s) => s.VendorTestDriveResponseSchema, { method: 'PATCH', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.testDrivesAll }),
  });
}
