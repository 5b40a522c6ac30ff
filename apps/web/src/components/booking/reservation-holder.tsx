// The buyer who holds a car's reservation sees it on the car page: until when, a live
// countdown, and a cancel action with the refund rule, confirmed in a dialog (bookingPaths.cancelBooking).
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { MyBooking } from '@luxe/contract';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useCancelBooking } from '../../lib/booking/mutations';
import { formatIndianDateTime, formatRupees } from '../../lib/format';
import { toast } from '../../lib/toast';
import { ModalDialog } from '../modal-dialog';
import { DialogHeading } from '../offers/dialog-parts';

/** '2 days 4 hours 12 minutes left', to the minute. */
export function timeLeft(until: string, now: number): string {
  const minutes = Math.max(0, Math.floor((new Date(until).getTime() - now) / 60_000));
  if (minutes === 0) return 'Ends in less than a minute';
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  return `${parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`)
    .join(' ')} left`;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function ReservationHolder({ booking }: { booking: MyBooking }) {
  const now = useNow(15_000);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const cancel = useCancelBooking();
  const refund =
    booking.refund_if_cancelled > 0
      ? `Your token of ${formatRupees(booking.refund_if_cancelled)} is refunded in full in 7 to 10 working days.`
      : 'No refund is due on this booking.';

  function confirm() {
    // Not mutate's callbacks: the car refetched after a cancel takes this holder off the page, and
    // mutate drops its callbacks once its caller is gone; the buyer would not hear the cancel went through.
    cancel.mutateAsync(booking.booking_id).then(
      (response) => {
        toast.success(response.message);
        setConfirming(false);
      },
      (failure: unknown) => toast.error(errorMessage(failure)),
    );
  }

  return (
    <Stack spacing={1.5}>
      <Alert severity="success">
        <Typography sx={{ fontWeight: 700 }}>You have reserved this car until {formatIndianDateTime(booking.reserved_until)}.</Typography>
        <Typography variant="body2" role="timer" aria-live="off">
          {timeLeft(booking.reserved_until, now)}
        </Typography>
        <Typography variant="body2">
          {booking.booking_type === 'post_offer' ? 'At the price you agreed' : 'At the price you booked it'}:{' '}
          <strong>{formatRupees(booking.total_car_price)}</strong>, with a token of {formatRupees(booking.pay_amount)} paid.
        </Typography>
        <Typography variant="body2">No other buyer can book it or pay for it meanwhile. Complete the purchase with the dealer.</Typography>
      </Alert>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        Cancel reservation
      </Button>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy={titleId}
        maxWidth={460}
        sx={{ p: { xs: 2.5, sm: 3.5 } }}
      >
        <DialogHeading id={titleId} title="Cancel your reservation?" onClose={() => setConfirming(false)} />
        <Typography>{refund}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The car becomes available to other buyers at once.
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="outlined" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel reservation'}
          </Button>
        </Box>
      </ModalDialog>
    </Stack>
  );
}
