// The dealer's reservations as rows: the car, the buyer's contact, the token and the price, the
// countdown to the reservation's end, and Mark sold or Cancel (with a reason the buyer is told, and a
// full refund: docs/product/payments.md).
import type { VendorBooking } from '@luxe/contract/schemas';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { formatRupees } from '../../lib/format';
import { useCancelBooking, useMarkSold } from '../api/bookings';
import { formatDateTime, timeLeft } from '../format';
import { BuyerContact } from './buyer-contact';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { BookingStatusTag } from './status-tag';

export const isLive = (b: VendorBooking, now: Date) =>
  b.status === 'reserved' && b.reserved_until !== null && new Date(b.reserved_until) > now;

function Actions({ booking, now }: { booking: VendorBooking; now: Date }) {
  const [asking, setAsking] = useState<'sold' | 'cancel' | null>(null);
  const markSold = useMarkSold();
  const cancel = useCancelBooking();
  if (!isLive(booking, now)) return <BookingStatusTag status={booking.status} live={false} />;
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setAsking('sold')} aria-label={`Mark the ${booking.car_name} sold`}>
        Mark sold
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setAsking('cancel')}
        aria-label={`Cancel the reservation of the ${booking.car_name}`}
      >
        Cancel…
      </Button>
      <ConfirmDialog
        open={asking === 'sold'}
        onClose={() => setAsking(null)}
        title="Mark this car sold?"
        confirmLabel="Mark sold"
        onConfirm={async () => toast.success((await markSold.mutateAsync(booking.booking_id)).message)}
      >
        The {booking.car_name} is sold to {booking.buyer.name}. It leaves sale, and other buyers&apos; negotiations on it close.
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'cancel'}
        onClose={() => setAsking(null)}
        title="Cancel this reservation?"
        confirmLabel="Cancel reservation"
        reason={{ label: 'Reason for the buyer', hint: 'Sent to the buyer as you write it (at most 500 characters).' }}
        onConfirm={async (reason) => toast.success((await cancel.mutateAsync({ booking_id: booking.booking_id, reason })).message)}
      >
        {booking.buyer.name} is told why and refunded the token of {formatRupees(booking.pay_amount)} in full. The {booking.car_name} is on
        sale again.
      </ConfirmDialog>
    </>
  );
}

const refundWords = {
  pending: 'Token refund on its way',
  processed: 'Token refunded',
  failed: 'Token refund failed: we are retrying',
} as const;

/** While live, its countdown; once over, how it ended: who cancelled and when, with the dealer's reason, or the 3 days run out. */
function Reservation({ booking: b, now }: { booking: VendorBooking; now: Date }) {
  const line = (strong: string, detail?: string | null) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {strong}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {detail}
        </Typography>
      )}
    </>
  );
  if (b.status === 'reserved' && b.reserved_until)
    return isLive(b, now)
      ? line(timeLeft(b.reserved_until, now, { days: true })!, formatDateTime(b.reserved_until))
      : line('Ended without a sale', `Its 3 days ran out on ${formatDateTime(b.reserved_until)}`);
  if (b.status !== 'cancelled') return '—';
  const who = b.cancelled_by === 'dealer' ? 'Cancelled by you' : b.cancelled_by === 'buyer' ? 'Cancelled by the buyer' : 'Cancelled';
  return (
    <>
      {line(who, b.cancelled_at && formatDateTime(b.cancelled_at))}
      {b.cancelled_by !== 'buyer' && b.cancel_reason && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Reason: {b.cancel_reason}
        </Typography>
      )}
      {b.refund_status && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {refundWords[b.refund_status]}
        </Typography>
      )}
    </>
  );
}

export function BookingTable({ bookings, now, caption }: { bookings: VendorBooking[]; now: Date; caption: string }) {
  const columns: Column<VendorBooking>[] = [
    {
      key: 'car',
      label: 'Car',
      phone: 'title',
      render: (b) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 800 }}>
            {b.car_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {b.booking_type === 'post_offer'
              ? 'After an offer'
              : b.booking_type === 'post_test_drive'
                ? 'After a test drive'
                : 'Direct booking'}
          </Typography>
        </>
      ),
    },
    { key: 'buyer', label: 'Buyer', render: (b) => <BuyerContact buyer={b.buyer} /> },
    { key: 'price', label: 'Price', numeric: true, render: (b) => formatRupees(b.total_car_price) },
    { key: 'token', label: 'Token paid', numeric: true, render: (b) => formatRupees(b.pay_amount) },
    { key: 'until', label: 'Reservation', render: (b) => <Reservation booking={b} now={now} /> },
    { key: 'action', label: 'Action', phone: 'actions', render: (b) => <Actions booking={b} now={now} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={bookings} rowKey={(b) => b.booking_id} highlight={(b) => isLive(b, now)} />;
}
