// Buyers' reports of listings: the queue, closing one without action, and taking a car down.
import { opsPaths } from '@luxe/contract/ops-paths';
import { AuditEventsResponseSchema, OpsReportResponseSchema, OpsReportsResponseSchema, TakeDownResponseSchema } from '@luxe/contract/ops';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { opsKeys, pageOf } from './keys';
import { opsRequest } from './ops-request';

export function reportsQuery(status: 'open' | 'closed', page: number) {
  return queryOptions({
    queryKey: opsKeys.reports(status, page),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.reports, OpsReportsResponseSchema, { query: { status }, page: pageOf(page), signal }).then((r) => r.data),
  });
}

export function auditQuery(page: number) {
  return queryOptions({
    queryKey: opsKeys.audit(page),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.auditEvents, AuditEventsResponseSchema, { page: pageOf(page), signal }).then((r) => r.data),
  });
}

/** After an action: every list and page of the console afresh (a take-down moves a car, its reports, Today's counts, the log). */
export function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
}

export function useCloseReport() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { report_id: number; outcome: 'no_action'; reason: string }) =>
      opsRequest(opsPaths.closeReport, OpsReportResponseSchema, { method: 'PATCH', body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useTakeDown() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: { car_id: number; reason: string }) =>
      opsRequest(opsPaths.takeDown, TakeDownResponseSchema, { method: 'PATCH', body }).then((r) => r.data),
    onSuccess: refresh,
  });
}
