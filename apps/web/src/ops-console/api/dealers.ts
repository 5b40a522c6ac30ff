// Dealerships' applications (approve or reject), dealers (search, one dealer, suspend and restore).
import { opsPaths } from '@luxe/contract/ops-paths';
import { OpsApplicationResponseSchema, OpsApplicationsResponseSchema, type ApplicationStatus } from '@luxe/contract/dealer-application';
import {
  DealerStatusResponseSchema,
  OpsDealerResponseSchema,
  OpsDealersResponseSchema,
  type DealerStatus,
} from '@luxe/contract/ops-console';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { opsKeys, pageOf } from './keys';
import { opsFile, opsRequest } from './ops-request';
import { useRefreshAll } from './reports';

export function applicationsQuery(status: ApplicationStatus, page: number) {
  return queryOptions({
    queryKey: opsKeys.applications(status, page),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.applications, OpsApplicationsResponseSchema, { query: { status }, page: pageOf(page), signal }).then(
        (r) => r.data,
      ),
  });
}

/** The trade certificate as a blob, to show inline from an object URL. */
export function applicationDocumentQuery(applicationId: number) {
  return queryOptions({
    queryKey: opsKeys.applicationDocument(applicationId),
    queryFn: ({ signal }) => opsFile(opsPaths.applicationDocument, { application_id: applicationId }, signal),
    staleTime: Infinity,
  });
}

export function useDecideApplication() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { application_id: number; decision: 'approved' | 'rejected'; reason?: string }) =>
      opsRequest(opsPaths.decideApplication, OpsApplicationResponseSchema, { method: 'PATCH', body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function dealersQuery(q: string, status: DealerStatus | 'all', page: number) {
  return queryOptions({
    queryKey: opsKeys.dealers(q, status, page),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.dealers, OpsDealersResponseSchema, {
        query: { q: q || undefined, status: status === 'all' ? undefined : status },
        page: pageOf(page),
        signal,
      }).then((r) => r.data),
  });
}

export function dealerQuery(vendorId: number) {
  return queryOptions({
    queryKey: opsKeys.dealer(vendorId),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.dealer, OpsDealerResponseSchema, { query: { vendor_id: vendorId }, signal }).then((r) => r.data),
  });
}

export function useDealerStatus() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { vendor_id: number; status: DealerStatus; reason: string }) =>
      opsRequest(opsPaths.dealerStatus, DealerStatusResponseSchema, { method: 'PATCH', body }).then((r) => r.data),
    onSuccess: refresh,
  });
}
