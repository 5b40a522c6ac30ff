// One dealer: its details, cars, offers, bookings, ratings, reply time, sign-ins and the application it
// joined by; suspend it (every consequence named first) or restore it.
import { DealerStatusBodySchema, type OpsDealerPage } from '@luxe/contract/ops-console';
import type { OfferStatus } from '@luxe/contract/constants';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmDialog } from '../../dealer-hub/components/confirm-dialog';
import { ListEmpty } from '../../dealer-hub/components/list-state';
import { OfferStatusTag } from '../../dealer-hub/components/status-tag';
import { PanelSection, PanelTitle } from '../../dealer-hub/components/panel-section';
import { dealerQuery, useDealerStatus } from '../api/dealers';
import { ApplicationDetails } from '../components/application-details';
import { Facts } from '../components/facts';
import { carPath, RecordLink } from '../components/links';
import { TableOrEmpty } from '../components/paged-table';
import { RecordView } from '../components/record-view';
import { OpsStatusTag } from '../components/status-tags';
import { formatRupees, formatWhen, problemOf } from '../format';
import { useIdParam } from '../use-id-param';
import { ratingText } from './dealers-page';

type Dealer = OpsDealerPage['dealer'];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function StatusAction({ dealer }: { dealer: Dealer }) {
  const [open, setOpen] = useState(false);
  const change = useDealerStatus();
  const suspend = dealer.status === 'active';
  const next = suspend ? 'suspended' : 'active';
  return (
    <>
      <Button variant={suspend ? 'contained' : 'outlined'} color={suspend ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {suspend ? 'Suspend' : 'Restore'}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={suspend ? `Suspend ${dealer.name}?` : `Restore ${dealer.name}?`}
        confirmLabel={suspend ? 'Suspend the dealer' : 'Restore the dealer'}
        cancelLabel="Cancel"
        reason={{
          label: suspend ? 'Reason (the dealer is told it)' : 'Reason',
          hint: '5 to 500 characters. It goes in the audit log too.',
          check: (reason) => problemOf(DealerStatusBodySchema, { vendor_id: dealer.vendor_id, status: next, reason }),
        }}
        onConfirm={async (reason) => {
          const done = await change.mutateAsync({ vendor_id: dealer.vendor_id, status: next, reason });
          toast.success(
            suspend
              ? `${dealer.name} is suspended: ${plural(done.closed_offers, 'negotiation')} closed, ${plural(done.cancelled_bookings, 'reservation')} and ${plural(done.cancelled_test_drives, 'test drive')} cancelled, ${plural(done.refunds_started, 'refund')} started.`
              : `${dealer.name} is active again.`,
          );
        }}
      >
        {suspend ? (
          <>
            At once: its cars leave every list and page, its open negotiations close, its reservations and future test drives are cancelled
            and refunded in full, the buyers concerned are told, and the dealer is signed out and told why. Restoring it later does not
            bring those back.
          </>
        ) : (
          <>
            The dealer can sign in again and its cars on sale return to the lists. Cancelled reservations, test drives and negotiations stay
            cancelled.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

export function DealerPage() {
  const vendorId = useIdParam(useParams().vendorId);
  const page = useQuery({ ...dealerQuery(vendorId ?? 0), enabled: vendorId !== null });
  usePageTitle(`${page.data?.dealer.name ?? 'Dealer'} · Operations`);
  return (
    <RecordView back={{ to: '/ops/dealers', label: 'Dealers' }} id={vendorId} what="dealer" query={page}>
      {({ dealer, cars, offers, bookings, ratings, sign_ins, application }) => (
        <>
          <PanelTitle
            sub={
              <>
                Dealer {dealer.vendor_id} · {dealer.city} · <OpsStatusTag status={dealer.status} />
              </>
            }
          >
            {dealer.name}
          </PanelTitle>
          <PanelSection id="dealer-facts" title="The dealership" aside={<StatusAction dealer={dealer} />}>
            <Facts
              items={[
                ['Phone', `+91 ${dealer.phone}`],
                ['Email', dealer.email],
                ['Address', `${dealer.address}, ${dealer.city}, ${dealer.state} ${dealer.pincode}`],
                ['Licence', dealer.license_no],
                ['Member since', formatWhen(dealer.member_since)],
                ['Cars on sale / all', `${dealer.cars_on_sale} / ${dealer.cars_total}`],
                ['Rating', ratingText(dealer.rating, dealer.ratings_count)],
                [
                  'Reply time',
                  dealer.reply_hours === null
                    ? 'No answers in 90 days'
                    : `${dealer.reply_hours < 1 ? 'Under an hour' : `${Math.round(dealer.reply_hours)} h`} (median, 90 days)`,
                ],
                ...(dealer.status === 'suspended'
                  ? ([
                      ['Suspended', dealer.suspended_at ? formatWhen(dealer.suspended_at) : 'Yes'],
                      ['Why', dealer.suspension_reason ?? '—'],
                    ] as [string, string][])
                  : []),
              ]}
            />
          </PanelSection>
          <PanelSection id="dealer-cars" title={`Cars (${cars.length})`}>
            <TableOrEmpty
              empty="No car listed."
              caption="The dealer's cars"
              rows={cars}
              rowKey={(c) => c.car_id}
              columns={[
                {
                  key: 'name',
                  label: 'Car',
                  phone: 'title',
                  render: (c) => <RecordLink to={carPath(c.car_id)}>{c.name}</RecordLink>,
                },
                { key: 'price', label: 'Price', numeric: true, render: (c) => formatRupees(c.price) },
                { key: 'status', label: 'Status', render: (c) => <OpsStatusTag status={c.status} takenDown={c.taken_down} /> },
                { key: 'at', label: 'Listed', render: (c) => formatWhen(c.created_at) },
              ]}
            />
          </PanelSection>
          <Box sx={{ display: 'grid', gap: { md: 4 }, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <PanelSection id="dealer-offers" title="Offers">
              <TableOrEmpty
                empty="No offer yet."
                caption="Offers on the dealer's cars"
                rows={offers}
                rowKey={(o) => o.offer_id}
                columns={[
                  {
                    key: 'car',
                    label: 'Car',
                    phone: 'title',
                    render: (o) => <RecordLink to={carPath(o.car_id)}>{o.car_name}</RecordLink>,
                  },
                  { key: 'buyer', label: 'Buyer', render: (o) => o.buyer_name },
                  {
                    key: 'status',
                    label: 'Status',
                    render: (o) => <OfferStatusTag status={o.status as OfferStatus} reason={null} />,
                  },
                  { key: 'at', label: 'Last move', render: (o) => formatWhen(o.updated_at) },
                ]}
              />
            </PanelSection>
            <PanelSection id="dealer-bookings" title="Bookings">
              <TableOrEmpty
                empty="No booking yet."
                caption="Bookings of the dealer's cars"
                rows={bookings}
                rowKey={(b) => b.booking_id}
                columns={[
                  {
                    key: 'car',
                    label: 'Car',
                    phone: 'title',
                    render: (b) => <RecordLink to={carPath(b.car_id)}>{b.car_name}</RecordLink>,
                  },
                  { key: 'buyer', label: 'Buyer', render: (b) => b.buyer_name },
                  { key: 'status', label: 'Status', render: (b) => <OpsStatusTag status={b.status} /> },
                  { key: 'at', label: 'Made', render: (b) => formatWhen(b.created_at) },
                ]}
              />
            </PanelSection>
            <PanelSection id="dealer-ratings" title="Ratings">
              {ratings.length === 0 ? (
                <ListEmpty>No rating yet.</ListEmpty>
              ) : (
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {ratings.map((r, i) => (
                    <Box component="li" key={`${r.created_at}-${i}`} sx={{ mb: 1.5 }}>
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {r.stars} of 5 · {r.buyer_name} · {formatWhen(r.created_at)}
                      </Typography>
                      {r.review && (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {r.review}
                        </Typography>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </PanelSection>
            <PanelSection id="dealer-sign-ins" title="Sign-ins">
              <TableOrEmpty
                empty="Never signed in."
                caption="The dealer's last sign-ins"
                rows={sign_ins}
                rowKey={(s) => s.at}
                columns={[
                  { key: 'at', label: 'Signed in', render: (s) => formatWhen(s.at) },
                  {
                    key: 'end',
                    label: 'Ended',
                    render: (s) => (s.revoked_at ? `Signed out ${formatWhen(s.revoked_at)}` : `Lasts until ${formatWhen(s.expires_at)}`),
                  },
                ]}
              />
            </PanelSection>
          </Box>
          <PanelSection id="dealer-application" title="Its application">
            {application ? (
              <ApplicationDetails application={application} />
            ) : (
              <ListEmpty>It joined before applications came through /sell.</ListEmpty>
            )}
          </PanelSection>
        </>
      )}
    </RecordView>
  );
}
