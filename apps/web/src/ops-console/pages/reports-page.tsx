// Buyers' reports of listings: open ones oldest first, to close without action or answer by taking the car
// down; closed ones newest first, with how they ended.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpsReport } from '@luxe/contract/ops';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelTitle } from '../../dealer-hub/components/panel-section';
import { reportsQuery } from '../api/reports';
import { CloseReportButton, TakeDownButton } from '../components/car-actions';
import { FilterBar } from '../components/filter-bar';
import { carPath, dealerPath, RecordLink } from '../components/links';
import { PagedTable } from '../components/paged-table';
import { OpsStatusTag } from '../components/status-tags';
import { formatWhen, humanize } from '../format';
import { useListParams } from '../use-list-params';

const views = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

export function ReportsPage() {
  usePageTitle('Reports · Operations');
  const { params, page, show } = useListParams();
  const status = params.get('status') === 'closed' ? 'closed' : 'open';
  const reports = useQuery({ ...reportsQuery(status, page), placeholderData: keepPreviousData });
  const columns = [
    {
      key: 'car',
      label: 'Car',
      phone: 'title' as const,
      render: (r: OpsReport) => (
        <>
          <RecordLink to={carPath(r.car.id)}>{r.car.name}</RecordLink> <OpsStatusTag status={r.car.status} takenDown={r.car.taken_down} />
        </>
      ),
    },
    { key: 'reason', label: 'Reason', render: (r: OpsReport) => humanize(r.reason) },
    { key: 'details', label: 'Details', render: (r: OpsReport) => r.details ?? '—' },
    { key: 'buyer', label: 'Reported by', render: (r: OpsReport) => `${r.buyer.name}, +91 ${r.buyer.phone}` },
    {
      key: 'dealer',
      label: 'Dealer',
      render: (r: OpsReport) => <RecordLink to={dealerPath(r.car.vendor_id)}>Dealer {r.car.vendor_id}</RecordLink>,
    },
    { key: 'at', label: 'Reported', render: (r: OpsReport) => formatWhen(r.created_at) },
    ...(status === 'open'
      ? [
          {
            key: 'actions',
            label: 'Actions',
            phone: 'actions' as const,
            render: (r: OpsReport) => (
              <>
                <CloseReportButton report={r} />
                {!r.car.taken_down && <TakeDownButton car={r.car} />}
              </>
            ),
          },
        ]
      : [
          { key: 'outcome', label: 'Outcome', render: (r: OpsReport) => (r.outcome === 'taken_down' ? 'Car taken down' : 'No action') },
          { key: 'closed', label: 'Closed', render: (r: OpsReport) => (r.closed_at ? formatWhen(r.closed_at) : '—') },
        ]),
  ];
  return (
    <>
      <PanelTitle sub="Listings buyers reported. Open reports wait oldest first.">Reports</PanelTitle>
      <FilterBar
        label="Show reports"
        options={views}
        value={status}
        onChange={(value) => show({ status: value === 'open' ? undefined : value })}
      />
      <PagedTable
        query={reports}
        rowsOf={(d) => d.reports}
        loading="Loading reports"
        empty={status === 'open' ? 'No report waits. Reports buyers send appear here.' : 'No closed report yet.'}
        caption={`${status === 'open' ? 'Open' : 'Closed'} reports`}
        rowKey={(r) => r.report_id}
        columns={columns}
        page={page}
        onPage={(p) => show({ page: p })}
      />
    </>
  );
}
