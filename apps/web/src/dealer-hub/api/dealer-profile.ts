import { cataloguePaths } from '@luxe/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { vendorRequest } from './vendor-request';

/** The dealer's public card (rating, reply time), as buyers see it: a public call, sent without the dealer's token. */
export function dealerProfileQuery(vendorId: number) {
  return queryOptions({
    queryKey: ['vendor', 'profile', vendorId],
    queryFn: ({ signal }) =>
      vendorRequest(cataloguePaths.vendorCars, (s) => s.VendorCarsResponseSchema, {
        headers: { vendor_id: String(vendorId), limit: '1' },
        anonymous: true,
        signal,
      }).then((r) => r.data.vendor),
    staleTime: 5 * 60_000,
  });
}
