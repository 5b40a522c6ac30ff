// My Bookings: a card per booking with its type, date, price, what was paid
// and where it stands (the reservation's end, the refund); cancel where allowed, the refund rule stated
// first; paged 10 at a time.
import { Button, Stack, Typography } from '@mui/material';
import type { BookingItem } from '@luxe/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCancelBooking } from '../../../lib/booking/mutations';
import { formatIndianDateTime, formatRupees } from '../../../lib/format';
import { BOOKINGS_PAGE, bookingStatus, bookingTypeLabel, refundState, useBookings } from '../../../lib/booking/history';
import { ConfirmCancel, LoadFailed, Pager, cancelOutcome } from './confirm-cancel';
import { OrderCard } from '../../../components/order-card';
import { RateDealer } from '../../../components/booking/rate-dealer';

function bookingNote(b: BookingItem): string | null {
  if (b.status === 'reserved' && b.reserved_until) return `Reserved for you until ${formatIndianDateTime(b.reserved_until)}.`;
  if (b.refund_amount !== null && b.refund_status)
    return `Your refund of ${formatRupees(b.refund_amount)} ${refundState[b.refund_status]}.`;
  if (b.status === 'pending_payment') return 'The token is not paid yet; the car is held for you for 15 minutes from the order.';
  return null;
}

const cancellable = (b: BookingItem) => b.status === 'pending_payment' || (b.status === 'reserved' && b.reserved_until !== null);

function BookingCard({ booking, onCancel }: { booking: BookingItem; onCancel: () => void }) {
  return (
    <OrderCard
      carId={booking.car_id}
      carName={booking.car_name}
      image={booking.car_images[0]}
      subtitle={`${booking.vendor_name} · ${bookingTypeLabel[booking.booking_type]}`}
      status={bookingStatus(booking)}
      note={bookingNote(booking)}
      figures={[
        { label: 'Booked on', value: formatIndianDateTime(booking.created_at) },
        { label: 'Total car price', value: formatRupees(booking.total_car_price) },
        { label: 'Token (2%)', value: formatRupees(booking.pay_amount) },
        { label: 'Paid', value: booking.payment_status === 'paid' ? formatRupees(booking.pay_amount) : 'Not yet' },
      ]}
      actions={
        <>
          <Button component={RouterLink} to={`/car-purchased-history?order=b-${booking.booking_id}`} variant="text">
            View order
          </Button>
          {cancellable(booking) && (
            <Button variant="outlined" color="error" onClick={onCancel} aria-label={`Cancel the booking of ${booking.car_name}`}>
              Cancel booking
            </Button>
          )}
          {booking.paid_at !== null && (
            <RateDealer vendor={{ id: booking.vendor_id, name: booking.vendor_name }} rating={booking.your_dealer_rating} />
          )}
        </>
      }
    />
  );
}

export function MyBookings({ empty }: { empty: ReactNode }) {
  const [page, setPage] = useState(0);
  const bookings = useBookings(page);
  const [cancelling, setCancelling] = useState<BookingItem | null>(null);
  const cancel = useCancelBooking();

  if (bookings.isPending) return <Typography aria-busy="true">Loading your bookings…</Typography>;
  if (bookings.isError) return <LoadFailed error={bookings.error} retry={() => void bookings.refetch()} />;
  const { result, total } = bookings.data;
  if (total === 0) return empty;
  const paid = cancelling?.status === 'reserved' && cancelling.payment_status === 'paid';
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        My Bookings
      </Typography>
      <Stack spacing={2}>
        {result.map((booking) => (
          <BookingCard key={booking.booking_id} booking={booking} onCancel={() => setCancelling(booking)} />
        ))}
      </Stack>
      <Pager page={page} pages={Math.ceil(total / BOOKINGS_PAGE)} onPage={setPage} label="Pages of your bookings" />
      <ConfirmCancel
        open={cancelling !== null}
        title={paid ? 'Cancel your reservation?' : 'Cancel this booking?'}
        refund={
          paid
            ? `Your token of ${formatRupees(cancelling.pay_amount)} is refunded in full in 7 to 10 working days.`
            : 'Nothing has been paid on this booking, so nothing is refunded.'
        }
        detail="The car becomes available to other buyers at once."
        action={paid ? 'Cancel reservation' : 'Cancel booking'}
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            cancelling.booking_id,
            cancelOutcome(() => setCancelling(null)),
          )
        }
      />
    </>
  );
}
