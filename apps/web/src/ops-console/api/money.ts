// Payment orders (filtered by status, purpose, day and a search), one order's story, refunds, and a day's
// reconciliation with the run that settles lost payments at once.
import { opsPaths } from '@luxe/contract/ops-paths';
import {
  OpsOrderResponseSchema,
  OpsOrdersResponseSchema,
  OpsRefundsResponseSchema,
  ReconcileResponseSchema,
  ReconciliationResponseSchema,
  type ORDER_STATUSES,
  type REFUND_STATUSES,
} from '@luxe/contract/ops-console';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { opsKeys, pageOf } from './keys';
import { opsRequest } from './ops-request';
import { useRefreshAll } from './reports';

export interface OrderFilters {
  status?: (typeof ORDER_STATUSES)[number];
  purpose?: 'booking' | 'test_drive';
  /** YYYY-MM-DD, India's day. */
  date?: string;
  q?: string;
}

export function ordersQuery(filters: OrderFilters, page: number) {
  return queryOptions({
    queryKey: opsKeys.orders(filters, page),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.orders, OpsOrdersResponseSchema, { query: { ...filters }, page: pageOf(page), signal }).then((r) => r.data),
  });
}

export function orderQuery(orderId: number) {
  return queryOptions({
    queryKey: opsKeys.order(orderId),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.order, OpsOrderResponseSchema, { query: { order_id: orderId }, signal }).then((r) => r.data),
  });
}

export function refundsQuery(status: (typeof REFUND_STATUSES)[number] | 'all', page: number) {
  return queryOptions({
    queryKey: opsKeys.refunds(status, page),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.refunds, OpsRefundsResponseSchema, {
        query: { status: status === 'all' ? undefined : status },
        page: pageOf(page),
        signal,
      }).then((r) => r.data),
  });
}

/** A day's money by provider, from the ledger, and the anomalies recorded that day. */
export function reconciliationQuery(date: string) {
  return queryOptions({
    queryKey: opsKeys.reconciliation(date),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.reconciliation, ReconciliationResponseSchema, { query: { date }, signal }).then((r) => r.data),
  });
}

/** Asks the provider now about every order still waiting for its payment after a minute. */
export function useReconcile() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => opsRequest(opsPaths.reconcile, ReconcileResponseSchema, { method: 'POST' }).then((r) => r.data),
    onSuccess: refresh,
  });
}
