// Refunds, newest first, by status: failed and pending ones are the ones to chase.
import { REFUND_STATUSES, type OpsRefundRow } from '@luxe/contract/ops-console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelTitle } from '../../dealer-hub/components/panel-section';
import { refundsQuery } from '../api/money';
import { FilterBar } from '../components/filter-bar';
import { orderPath, RecordLink } from '../components/links';
import { MoneyTabs } from '../components/money-tabs';
import { PagedTable } from '../components/paged-table';
import { OpsStatusTag } from '../components/status-tags';
import { formatRupees, formatWhen, humanize } from '../format';
import { useListParams } from '../use-list-params';

const filters = [
  { value: 'all', label: 'All' },
  ...REFUND_STATUSES.map((value) => ({ value, label: value === 'processed' ? 'Refunded' : humanize(value) })),
] as const;

export const refundColumns = [
  { key: 'id', label: 'Refund', phone: 'title' as const, render: (r: OpsRefundRow) => <strong>Refund {r.refund_id}</strong> },
  { key: 'order', label: 'Order', render: (r: OpsRefundRow) => <RecordLink to={orderPath(r.order_id)}>Order {r.order_id}</RecordLink> },
  { key: 'amount', label: 'Amount', numeric: true, render: (r: OpsRefundRow) => formatRupees(r.amount) },
  { key: 'reason', label: 'Why', render: (r: OpsRefundRow) => r.reason },
  { key: 'status', label: 'Status', render: (r: OpsRefundRow) => <OpsStatusTag status={r.status} /> },
  { key: 'provider', label: 'Provider id', render: (r: OpsRefundRow) => r.provider_refund_id ?? '—' },
  { key: 'at', label: 'Asked', render: (r: OpsRefundRow) => formatWhen(r.created_at) },
  { key: 'updated', label: 'Last change', render: (r: OpsRefundRow) => formatWhen(r.updated_at) },
];

export function RefundsPage() {
  usePageTitle('Refunds · Operations');
  const { params, page, show } = useListParams();
  const status = filters.find((f) => f.value === params.get('status'))?.value ?? 'all';
  const refunds = useQuery({ ...refundsQuery(status, page), placeholderData: keepPreviousData });
  return (
    <>
      <PanelTitle sub="Refunds of reservations and test drives, newest first.">Money</PanelTitle>
      <MoneyTabs current="/ops/money/refunds" />
      <FilterBar
        label="Show refunds by status"
        options={filters}
        value={status}
        onChange={(value) => show({ status: value === 'all' ? undefined : value })}
      />
      <PagedTable
        query={refunds}
        rowsOf={(d) => d.refunds}
        loading="Loading refunds"
        empty="No refund with this status."
        caption="Refunds, newest first"
        rowKey={(r) => r.refund_id}
        columns={refundColumns}
        highlight={(r) => r.status === 'failed'}
        page={page}
        onPage={(p) => show({ page: p })}
      />
    </>
  );
}
