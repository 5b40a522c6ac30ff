// A signed-in buyer reports a listing; loaded with the report dialog only.
// With the buyer's schemas, so the contract modules both use stay in their chunks (the first-route budget).
import '../../../lib/contract-schemas';
import { reportPaths } from '@luxe/contract/ops-paths';
import { ListingReportResponseSchema, type ListingReportBody } from '@luxe/contract/ops';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function reportListing(body: ListingReportBody) {
  return apiRequest(reportPaths.createListingReport, { load: async () => ListingReportResponseSchema }, { method: 'POST', body });
}

export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}
