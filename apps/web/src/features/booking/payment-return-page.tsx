// /schedule-screen-pay: where the checkout returns (Razorpay's handler, or the test gateway's redirect).
// It verifies the payment with the flow's own verify call (see docs/product/payments.md): with the signature when the checkout
// gave one, else with the order id alone, so a reload asks the server how things stand. Paid: 'Payment
// Successful!', then 'Test Drive Booked!' (or the reservation), then the rating. Failed or unpaid: says
// so, keeps the buyer's details and offers Pay Now again (create-order gives back the same held order).
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import type { CarDetails, PaymentState } from '@luxe/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { bookingKeys, useRefreshAfterPayment, useTestDrive, verifyPayment } from '../../lib/booking/api';
import { clearDraft, flowHref, loadDraft, type BookingFlow } from '../../lib/booking/flow';
import { formatIndianDateTime } from '../../lib/format';
import { formatDriveSlot } from '@luxe/contract/drive-slot';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { BookedDialog } from './components/booked-dialog';
import { PayNowDialog } from './components/pay-now-dialog';
import { RatingDialog } from '../../components/booking/rating-dialog';
import { paymentSubject } from './payment-subject';
import { useStartPayment } from './use-start-payment';
import { WithBookingCar, type BookingPageContext } from './use-booking-page';

const ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** What this order's page has already shown once (the toast, the rating), so a reload does not repeat it. */
const seenKey = (orderId: string, what: 'toast' | 'rated') => `luxe-payment:${orderId}:${what}`;
function seen(orderId: string, what: 'toast' | 'rated'): boolean {
  try {
    return sessionStorage.getItem(seenKey(orderId, what)) === '1';
  } catch {
    return false;
  }
}
function markSeen(orderId: string, what: 'toast' | 'rated'): void {
  try {
    sessionStorage.setItem(seenKey(orderId, what), '1');
  } catch {
    // Storage refused: at worst the buyer sees it again after a reload.
  }
}

function Paid({ car, flow, state }: { car: CarDetails; flow: BookingFlow; state: PaymentState }) {
  const [step, setStep] = useState<'booked' | 'rating' | 'done'>('booked');
  const drive = useTestDrive(state.test_drive_id);
  const driveInfo = drive.data
    ? {
        when: `${formatDriveSlot(drive.data.drive_date, drive.data.drive_time)} (India time)`,
        where: drive.data.preferred_location === 'home' ? `At ${drive.data.location}` : `At the showroom: ${drive.data.location}`,
      }
    : null;
  const isDrive = flow === 'test_drive';
  function closeBooked() {
    // One rating per dealer; the server says whether this buyer has given it already.
    setStep(state.dealer_rated || seen(state.order_id, 'rated') ? 'done' : 'rating');
  }
  function closeRating() {
    markSeen(state.order_id, 'rated');
    setStep('done');
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {isDrive ? 'Test Drive Booked!' : 'Car Reserved!'}
      </Typography>
      <Typography>
        {isDrive
          ? driveInfo
            ? `Your test drive of the ${car.car_name} is on ${driveInfo.when}. ${driveInfo.where}.`
            : `Your test drive of the ${car.car_name} is booked.`
          : state.reserved_until
            ? `The ${car.car_name} is reserved for you until ${formatIndianDateTime(state.reserved_until)}.`
            : `The ${car.car_name} is reserved for you.`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Order {state.order_id}. You find it under My Bookings or Test Drives in your profile.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={`/car-details/${car.id}`} variant="contained" color="secondary">
          Back to the car
        </Button>
        <Button component={RouterLink} to={`/profile?tab=${isDrive ? 'test-drives' : 'bookings'}`} variant="outlined">
          {isDrive ? 'My test drives' : 'My bookings'}
        </Button>
      </Stack>
      <BookedDialog
        open={step === 'booked' && (!isDrive || !drive.isPending)}
        carName={`${car.registration_year} ${car.car_name}`}
        drive={isDrive ? (driveInfo ?? { when: 'Booked', where: 'As you chose' }) : null}
        reservedUntil={state.reserved_until}
        onClose={closeBooked}
      />
      <RatingDialog open={step === 'rating'} vendor={{ id: car.vendor_id, name: car.vendor_name }} onClose={closeRating} />
    </Stack>
  );
}

function NotPaid({ car, flow, from, reason }: { car: CarDetails; flow: BookingFlow; from: 'home' | 'showroom'; reason: string }) {
  const draft = loadDraft(flow, car.id);
  const payment = useStartPayment(flow, car.id);
  const formHref = flowHref(from === 'home' ? '/test-drive' : '/schedule-screen', car.id, flow);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ErrorOutline aria-hidden color="error" />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Payment not completed
        </Typography>
      </Stack>
      <Alert severity="error" sx={{ width: '100%' }}>
        {reason}
      </Alert>
      <Typography>
        Nothing was charged for this attempt. {draft ? 'Your details are kept: try again, or change them first.' : 'You can try again.'}
      </Typography>
      {payment.error && <Alert severity="error">{payment.error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {draft && (
          <Button variant="contained" color="secondary" onClick={() => payment.start(draft)} disabled={payment.pending}>
            {payment.pending ? 'Please wait…' : 'Try again'}
          </Button>
        )}
        <Button component={RouterLink} to={formHref} variant="outlined">
          {draft ? 'Change details' : 'Enter the details again'}
        </Button>
      </Stack>
      {draft && (
        <PayNowDialog
          order={payment.order}
          flow={flow}
          forWhat={paymentSubject(car, flow, draft)}
          returnPath={flowHref('/schedule-screen-pay', car.id, flow, { from })}
          onClose={payment.close}
        />
      )}
    </Stack>
  );
}

function PaymentReturn({ car, flow, search }: BookingPageContext) {
  usePageTitle('Payment');
  const navigate = useNavigate();
  const refresh = useRefreshAfterPayment();
  const orderId = search.get('razorpay_order_id');
  const paymentId = search.get('razorpay_payment_id');
  const signature = search.get('razorpay_signature');
  const failure = search.get('error_description') ?? (search.get('error_code') ? 'The payment failed.' : null);
  const from = search.get('from') === 'home' ? 'home' : 'showroom';
  const validOrder = orderId !== null && ORDER_ID.test(orderId);
  const signed = paymentId !== null && signature !== null && PAYMENT_ID.test(paymentId) && SIGNATURE.test(signature);

  const verify = useQuery({
    queryKey: [...bookingKeys.all, 'verify', flow, orderId, signed ? signature : null],
    queryFn: () =>
      verifyPayment(flow, {
        order_id: orderId!,
        ...(signed ? { razorpay_payment_id: paymentId, razorpay_signature: signature } : {}),
      }).then((response) => response.data),
    // A failed checkout needs no call: the gateway has said so.
    enabled: validOrder && failure === null,
    retry: false,
    staleTime: Infinity,
    // Dropping the signature from the address asks again by order id: the paid answer stays on screen meanwhile.
    placeholderData: (previous) => previous,
  });
  const paid = verify.data?.status === 'paid';

  const announced = useRef(false);
  useEffect(() => {
    if (!paid || !orderId || announced.current) return;
    announced.current = true;
    clearDraft(flow, car.id);
    void refresh();
    if (!seen(orderId, 'toast')) {
      markSeen(orderId, 'toast');
      toast.success('Payment Successful!');
    }
    // A reload verifies with the order id alone (the server asks the provider): the signature leaves the address.
    if (signed) void navigate(flowHref('/schedule-screen-pay', car.id, flow, { from, razorpay_order_id: orderId }), { replace: true });
  }, [paid, orderId, signed, flow, car.id, from, navigate, refresh]);

  let content;
  if (!validOrder)
    content = <NotPaid car={car} flow={flow} from={from} reason="This page did not receive a payment to check. Start the payment again." />;
  else if (failure !== null) content = <NotPaid car={car} flow={flow} from={from} reason={`Payment failed: ${failure}`} />;
  else if (verify.isPending)
    content = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={28} aria-hidden />
        <Typography>Confirming your payment…</Typography>
      </Stack>
    );
  else if (verify.isError) content = <NotPaid car={car} flow={flow} from={from} reason={errorMessage(verify.error)} />;
  else if (paid) content = <Paid car={car} flow={flow} state={verify.data} />;
  else
    content = (
      <NotPaid
        car={car}
        flow={flow}
        from={from}
        reason={
          verify.data.status === 'failed' ? 'The payment failed.' : 'The payment was not completed: the checkout was closed before paying.'
        }
      />
    );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      {content}
    </Container>
  );
}

export function PaymentReturnPage() {
  return <WithBookingCar>{(context) => <PaymentReturn {...context} />}</WithBookingCar>;
}
