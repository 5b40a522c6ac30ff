// One car's whole story: its dealer, every price it has had, what happened to it, its reports; and the
// one action on it, taking it down.
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelSection, PanelTitle } from '../../dealer-hub/components/panel-section';
import { carQuery } from '../api/cars';
import { CloseReportButton, TakeDownButton } from '../components/car-actions';
import { Facts } from '../components/facts';
import { dealerPath, RecordLink } from '../components/links';
import { TableOrEmpty } from '../components/paged-table';
import { RecordView } from '../components/record-view';
import { OpsStatusTag } from '../components/status-tags';
import { EventList } from '../components/event-list';
import { formatRupees, formatWhen, humanize } from '../format';
import { useIdParam } from '../use-id-param';

export function CarPage() {
  const carId = useIdParam(useParams().carId);
  const car = useQuery({ ...carQuery(carId ?? 0), enabled: carId !== null });
  usePageTitle(`${car.data?.car.name ?? 'Car'} · Operations`);
  return (
    <RecordView back={{ to: '/ops/listings', label: 'Listings' }} id={carId} what="car" query={car}>
      {({ car: c, prices, events, reports }) => (
        <>
          <PanelTitle
            sub={
              <>
                Car {c.car_id} · <OpsStatusTag status={c.status} takenDown={c.taken_down} />
              </>
            }
          >
            {c.name}
          </PanelTitle>
          <PanelSection
            id="car-facts"
            title="The listing"
            aside={!c.taken_down ? <TakeDownButton car={{ id: c.car_id, name: c.name }} size="medium" /> : undefined}
          >
            <Facts
              items={[
                ['Price', formatRupees(c.price)],
                ['Registration', c.registration ?? '—'],
                [
                  'Dealer',
                  <RecordLink
                    key="d"
                    to={dealerPath(c.vendor.vendor_id)}
                  >{`${c.vendor.name}${c.vendor.status === 'suspended' ? ' (suspended)' : ''}`}</RecordLink>,
                ],
                ['Listed', formatWhen(c.created_at)],
                ['Open reports', String(c.open_reports)],
                ...(c.taken_down
                  ? ([
                      ['Taken down', c.taken_down_at ? formatWhen(c.taken_down_at) : 'Yes'],
                      ['Why', c.taken_down_reason ?? '—'],
                    ] as [string, string][])
                  : []),
              ]}
            />
          </PanelSection>
          <Box sx={{ display: 'grid', gap: { md: 4 }, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <PanelSection id="car-prices" title="Prices">
              <TableOrEmpty
                empty="No price recorded."
                caption="Prices, oldest first"
                rows={prices}
                rowKey={(p) => `${p.at}-${p.price}`}
                columns={[
                  { key: 'at', label: 'From', render: (p) => formatWhen(p.at) },
                  { key: 'price', label: 'Price', numeric: true, render: (p) => formatRupees(p.price) },
                ]}
              />
            </PanelSection>
            <PanelSection id="car-events" title="What happened">
              <EventList events={events} empty="Nothing has happened to it yet." />
            </PanelSection>
          </Box>
          <PanelSection id="car-reports" title="Reports">
            <TableOrEmpty
              empty="No buyer has reported it."
              caption="Reports of this car"
              rows={reports}
              rowKey={(r) => r.report_id}
              columns={[
                { key: 'reason', label: 'Reason', phone: 'title', render: (r) => <strong>{humanize(r.reason)}</strong> },
                { key: 'details', label: 'Details', render: (r) => r.details ?? '—' },
                { key: 'buyer', label: 'Reported by', render: (r) => r.buyer.name },
                { key: 'at', label: 'Reported', render: (r) => formatWhen(r.created_at) },
                {
                  key: 'status',
                  label: 'Status',
                  render: (r) =>
                    r.status === 'open' ? (
                      <OpsStatusTag status="open" />
                    ) : r.outcome === 'taken_down' ? (
                      'Closed: car taken down'
                    ) : (
                      'Closed: no action'
                    ),
                },
                {
                  key: 'actions',
                  label: 'Actions',
                  phone: 'actions',
                  render: (r) => (r.status === 'open' ? <CloseReportButton report={r} /> : null),
                },
              ]}
            />
          </PanelSection>
        </>
      )}
    </RecordView>
  );
}
