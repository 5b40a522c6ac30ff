// Purchased history (see docs/product/test-drives-and-bookings.md): the buyer's real orders, each a card with the car, dealer,
// location, date, their offer, the dealer's counter and a status badge; the badge opens the order's
// detail (?order=b-<booking> or t-<test drive>): order number, dates, the steps that happened, the
// payment, and Download Invoice, a printable receipt (?receipt=...) the browser saves as a PDF.
import { Box, Button, ButtonBase, Card, Container, Stack, Typography } from '@mui/material';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { OfferItem, OrderDetails, OrderStep } from '@luxe/contract';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { OrderCard } from '../../components/order-card';
import { Figure } from '../../components/figure';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogHeading } from '../../components/offers/dialog-parts';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-client';
import { formatIndianDateTime, formatRupees } from '../../lib/format';
import { formatDriveSlot } from '@luxe/contract/drive-slot';
import { useOffers } from '../../lib/offers/get-offers';
import { statusLabel } from '../../lib/offers/offer-rules';
import { usePageTitle } from '../../lib/use-page-title';
import { bookingStatus, driveStatusLabel, refundState, useBookings, useOrderDetails, useTestDrives } from '../../lib/booking/history';

type OrderRef = { booking_id: number } | { test_drive_id: number };

/** 'b-12' or 't-5' from the address. */
function orderRef(param: string | null): OrderRef | null {
  const match = /^([bt])-(\d{1,9})$/.exec(param ?? '');
  if (!match) return null;
  return match[1] === 'b' ? { booking_id: Number(match[2]) } : { test_drive_id: Number(match[2]) };
}

const stepLabel: Record<OrderStep, string> = {
  offer: 'Offer made',
  test_drive: 'Test drive booked',
  drive_done: 'Test drive done',
  drive_missed: 'Missed',
  token_paid: 'Token paid',
  reserved: 'Car reserved',
  sold: 'Purchased',
  cancelled: 'Cancelled',
};

interface Entry {
  key: string;
  carId: number;
  carName: string;
  image: string | undefined;
  dealer: string;
  location: string;
  date: string;
  offer: OfferItem | undefined;
  status: string;
}

function HistoryCard({ entry, onOpen }: { entry: Entry; onOpen: () => void }) {
  const { offer } = entry;
  return (
    <OrderCard
      headingLevel="h2"
      carId={entry.carId}
      carName={entry.carName}
      image={entry.image}
      subtitle={`${entry.dealer} · ${entry.location}`}
      status={
        <ButtonBase
          onClick={onOpen}
          aria-label={`${entry.status}: view the order of ${entry.carName}`}
          sx={{ borderRadius: 999, px: 1.5, minHeight: 32, fontSize: 12, fontWeight: 700, bgcolor: 'navy.fill', color: 'text.primary' }}
        >
          {entry.status}
        </ButtonBase>
      }
      note={null}
      figures={[
        { label: 'Offer date', value: formatIndianDateTime(offer?.offers_bid_time ?? entry.date) },
        { label: 'Your offer', value: offer ? formatRupees(offer.buyer_last_bid) : 'No offer' },
        {
          label: 'Counter offer',
          value: offer?.offers_current_bid ? formatRupees(offer.offers_current_bid) : offer ? statusLabel(offer.offers_status) : 'None',
        },
      ]}
    />
  );
}

/** Orders that reached their end: their last step is history, not where they stand now. */
const finished: ReadonlySet<OrderDetails['status']> = new Set(['cancelled', 'sold', 'completed', 'no_show']);

function Timeline({ steps, status }: { steps: OrderDetails['timeline']; status: OrderDetails['status'] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => {
        const current = index === steps.length - 1 && !finished.has(status);
        return (
          <Box component="li" key={step.step} aria-current={current ? 'step' : undefined} sx={{ display: 'flex', gap: 1.5, pb: 1.5 }}>
            <Box
              sx={{
                mt: 0.5,
                width: 12,
                height: 12,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: current ? 'secondary.main' : 'primary.main',
              }}
            />
            <Box>
              <Typography sx={{ fontWeight: current ? 800 : 600 }}>
                {stepLabel[step.step]}
                {current ? ' (now)' : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatIndianDateTime(step.at)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function PaymentFigures({ order }: { order: OrderDetails }) {
  const p = order.payment;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}>
      {order.total_car_price !== null && <Figure label="Total car price" value={formatRupees(order.total_car_price)} />}
      <Figure label={order.kind === 'booking' ? 'Token (2%)' : 'Test drive fee'} value={formatRupees(order.amount)} />
      <Figure label="Paid" value={p?.status === 'paid' ? formatRupees(p.amount) : 'Not paid'} />
      {p?.paid_at && <Figure label="Paid on" value={formatIndianDateTime(p.paid_at)} />}
      {p && <Figure label="Payment order" value={p.order_id} />}
      {p?.payment_id && <Figure label="Payment id" value={p.payment_id} />}
      {p?.refund && <Figure label="Refund" value={`${formatRupees(p.refund.amount)} ${refundState[p.refund.status]}`} />}
    </Box>
  );
}

const receiptKey = (order: OrderDetails) => (order.kind === 'booking' ? `b-${order.booking_id}` : `t-${order.test_drive_id}`);

function OrderPanel({ order, onClose }: { order: OrderRef | null; onClose: () => void }) {
  const titleId = useId();
  const details = useOrderDetails(order);
  const d = details.data;
  return (
    <ModalDialog open={order !== null} onClose={onClose} labelledBy={titleId} maxWidth={560} side>
      <Box sx={{ p: { xs: 2.5, sm: 3.5 }, overflowY: 'auto', flex: 1 }}>
        <DialogHeading id={titleId} title="Order details" subtitle={d ? `Order ${d.order_number}` : undefined} onClose={onClose} />
        {details.isError && <Typography>{errorMessage(details.error)}</Typography>}
        {!d && !details.isError && <Typography aria-busy="true">Loading the order…</Typography>}
        {d && (
          <Stack spacing={3}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}>
              <Figure label="Order number" value={d.order_number} />
              <Figure label="Placed on" value={formatIndianDateTime(d.placed_at)} />
              <Figure label="Car" value={d.car.name} />
              <Figure label="Dealer" value={d.dealer.name} />
              <Figure label="Your offer" value={d.your_offer === null ? 'No offer' : formatRupees(d.your_offer)} />
              {d.reserved_until && <Figure label="Reserved until" value={formatIndianDateTime(d.reserved_until)} />}
              {d.drive_date && d.drive_time && <Figure label="Test drive slot" value={formatDriveSlot(d.drive_date, d.drive_time)} />}
            </Box>
            <Box component="section" aria-label="Order timeline">
              <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
                Order timeline
              </Typography>
              {d.timeline.length ? <Timeline steps={d.timeline} status={d.status} /> : <Typography>Waiting for the payment.</Typography>}
            </Box>
            <Box component="section" aria-label="Payment details">
              <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
                Payment details
              </Typography>
              <PaymentFigures order={d} />
            </Box>
            {d.payment?.status === 'paid' && (
              <Box sx={{ display: 'none', '@media (min-width: 700px)': { display: 'block' } }}>
                <Button component={RouterLink} to={`/car-purchased-history?receipt=${receiptKey(d)}`} variant="contained" color="secondary">
                  Download Invoice
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </Box>
    </ModalDialog>
  );
}

/** The receipt of an order's payment, printable (the browser's Save as PDF); the site's chrome is not printed. */
function Receipt({ order }: { order: OrderRef }) {
  const details = useOrderDetails(order);
  const d = details.data;
  if (details.isError) return <Typography>{errorMessage(details.error)}</Typography>;
  if (!d) return <Typography aria-busy="true">Loading the receipt…</Typography>;
  const p = d.payment;
  return (
    <>
      <GlobalStyles styles={{ '@media print': { 'header, footer, nav, .no-print': { display: 'none !important' } } }} />
      <Card id="receipt" sx={{ p: { xs: 2.5, md: 5 }, maxWidth: 760 }}>
        <Typography variant="h2" component="h2">
          Payment receipt
        </Typography>
        <Typography color="text.secondary">Luxe Wheels · Order {d.order_number}</Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5, my: 3 }}>
          <Figure label="Buyer" value={`${d.buyer.name}, +91 ${d.buyer.phone}, ${d.buyer.email}`} />
          <Figure label="Dealer" value={`${d.dealer.name}, ${d.dealer.address}`} />
          <Figure label="Car" value={d.car.name} />
          <Figure
            label="For"
            value={
              d.kind === 'booking'
                ? 'Token to reserve the car (2% of its price)'
                : `Test drive on ${formatDriveSlot(d.drive_date!, d.drive_time!)}`
            }
          />
          {d.total_car_price !== null && <Figure label="Price of the car" value={formatRupees(d.total_car_price)} />}
          <Figure label="Amount paid" value={p?.status === 'paid' ? formatRupees(p.amount) : 'Not paid'} />
          <Figure label="Paid on (India time)" value={p?.paid_at ? formatIndianDateTime(p.paid_at) : 'Not paid'} />
          <Figure label="Payment order id" value={p?.order_id ?? 'None'} />
          <Figure label="Payment id" value={p?.payment_id ?? 'None'} />
          {p?.refund && <Figure label="Refund" value={`${formatRupees(p.refund.amount)} ${refundState[p.refund.status]}`} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {d.kind === 'booking'
            ? 'The token is adjusted against the price of the car on purchase and refunded in full if the reservation is cancelled within its 3 days.'
            : 'The test drive fee is refunded in full if the drive is cancelled 24 hours or more before its slot.'}
        </Typography>
        <Stack direction="row" spacing={1.5} className="no-print" sx={{ mt: 3 }}>
          <Button variant="contained" color="secondary" onClick={() => window.print()}>
            Print or save as PDF
          </Button>
          <Button component={RouterLink} to={`/car-purchased-history?order=${receiptKey(d)}`} variant="outlined">
            Back to the order
          </Button>
        </Stack>
      </Card>
    </>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      {children}
      <Button component={RouterLink} to="/cars" variant="outlined" sx={{ mt: 3 }}>
        Browse cars
      </Button>
    </Card>
  );
}

function History({ onOpen }: { onOpen: (key: string) => void }) {
  const bookings = useBookings(0, 50);
  const drives = useTestDrives();
  const offers = useOffers();
  const failed = bookings.error ?? drives.error ?? offers.error;
  if (failed) return <Message>{<Typography>{errorMessage(failed)}</Typography>}</Message>;
  if (!bookings.data || !drives.data || !offers.data) return <Typography aria-busy="true">Loading your history…</Typography>;
  const offerOn = new Map(offers.data.map((offer) => [offer.offers_car_id, offer]));
  const entries: Entry[] = [
    ...bookings.data.result.map((b) => ({
      key: `b-${b.booking_id}`,
      carId: b.car_id,
      carName: b.car_name,
      image: b.car_images[0],
      dealer: b.vendor_name,
      location: b.locality ?? '',
      date: b.created_at,
      offer: offerOn.get(b.car_id),
      status: bookingStatus(b),
    })),
    ...drives.data.map((t) => ({
      key: `t-${t.id}`,
      carId: t.car_id,
      carName: t.car_name,
      image: t.car_image ?? undefined,
      dealer: t.vendor_name,
      location: t.location,
      date: t.created_at,
      offer: offerOn.get(t.car_id),
      status: `Test drive ${driveStatusLabel[t.status].toLowerCase()}`,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));
  if (entries.length === 0)
    return (
      <Message>
        <Typography variant="h3" component="h2">
          Nothing purchased yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Cars you book and test drives you pay for appear here, with their receipts.
        </Typography>
      </Message>
    );
  return (
    <Stack spacing={2}>
      {entries.map((entry) => (
        <HistoryCard key={entry.key} entry={entry} onOpen={() => onOpen(entry.key)} />
      ))}
    </Stack>
  );
}

export function PurchaseHistoryPage() {
  usePageTitle('Purchased history');
  const [params, setParams] = useSearchParams();
  const receipt = orderRef(params.get('receipt'));
  const opened = orderRef(params.get('order'));
  return (
    <>
      <PageHeader title={receipt ? 'Payment receipt' : 'Purchased history'} />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 6 } }}>
        {receipt ? (
          <Receipt order={receipt} />
        ) : (
          <>
            <History onOpen={(key) => setParams({ order: key })} />
            <OrderPanel order={opened} onClose={() => setParams({}, { replace: true })} />
          </>
        )}
      </Container>
    </>
  );
}
