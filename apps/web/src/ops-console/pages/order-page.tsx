// One order's whole story: who paid what for which reservation or test drive, its refunds, and every event.
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelSection, PanelTitle } from '../../dealer-hub/components/panel-section';
import { orderQuery } from '../api/money';
import { EventList } from '../components/event-list';
import { Facts } from '../components/facts';
import { carPath, dealerPath, RecordLink } from '../components/links';
import { TableOrEmpty } from '../components/paged-table';
import { RecordView } from '../components/record-view';
import { OpsStatusTag } from '../components/status-tags';
import { formatRupees, formatWhen, humanize } from '../format';
import { useIdParam } from '../use-id-param';
import { refundColumns } from './refunds-page';

export function OrderPage() {
  const orderId = useIdParam(useParams().orderId);
  const order = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
  usePageTitle(`Order ${orderId ?? ''} · Operations`);
  return (
    <RecordView back={{ to: '/ops/money', label: 'Money' }} id={orderId} what="order" query={order}>
      {({ order: o, subject, refunds, events }) => (
        <>
          <PanelTitle
            sub={
              <>
                {o.purpose === 'booking' ? 'Reservation' : 'Test drive'} · <OpsStatusTag status={o.status} />
              </>
            }
          >{`Order ${o.order_id}`}</PanelTitle>
          <Box sx={{ display: 'grid', gap: { md: 4 }, gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <PanelSection id="order-facts" title="The payment">
              <Facts
                items={[
                  ['Amount', formatRupees(o.amount)],
                  ['Refunded', formatRupees(o.refunded)],
                  ['Buyer', `${o.buyer.name}, +91 ${o.buyer.phone}`],
                  [
                    'Car',
                    <RecordLink key="c" to={carPath(o.car.id)}>
                      {o.car.name}
                    </RecordLink>,
                  ],
                  [
                    'Dealer',
                    <RecordLink key="d" to={dealerPath(o.dealer.vendor_id)}>
                      {o.dealer.name}
                    </RecordLink>,
                  ],
                  [
                    'Provider',
                    `${o.provider}: order ${o.provider_order_id}${o.provider_payment_id ? `, payment ${o.provider_payment_id}` : ''}`,
                  ],
                  ['Created', formatWhen(o.created_at)],
                  ['Paid', o.paid_at ? formatWhen(o.paid_at) : '—'],
                  ...(o.failure_reason ? ([['Why it failed', o.failure_reason]] as [string, string][]) : []),
                  [
                    subject.kind === 'booking' ? 'Reservation' : 'Test drive',
                    `${subject.kind === 'booking' ? 'Booking' : 'Test drive'} ${subject.id}: ${humanize(subject.status)}. ${subject.detail}`,
                  ],
                ]}
              />
            </PanelSection>
            <PanelSection id="order-events" title="Its story">
              <EventList events={events} empty="Nothing has happened to it yet." />
            </PanelSection>
          </Box>
          <PanelSection id="order-refunds" title="Refunds">
            <TableOrEmpty
              empty="No refund of this order."
              caption="Refunds of this order"
              rows={refunds}
              rowKey={(r) => r.refund_id}
              columns={refundColumns}
            />
          </PanelSection>
        </>
      )}
    </RecordView>
  );
}
