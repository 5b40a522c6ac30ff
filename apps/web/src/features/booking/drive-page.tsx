// /test-drive (home delivery) and /schedule-screen (showroom visit): the car's
// summary, the address form or the dealer's address, and for a test drive the date among the next 4
// days and the hourly slot (both required); then Pay Now. A booking of the car (?flow=...) uses
// the same pages for its delivery choice, without a date. A guest signs in first and carries on.
import Storefront from '@mui/icons-material/Storefront';
import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import type { CarDetails, DriveSlot } from '@luxe/contract';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { OpenedOnce } from '../../components/lazy-overlay';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth';
import { openLoginDialogThen } from '../../lib/auth-dialogs';
import {
  checkAddress,
  EMPTY_ADDRESS,
  flowHref,
  isCarBooking,
  loadDraft,
  type Address,
  type AddressField,
  type BookingDraft,
} from '../../lib/booking/flow';
import { usePageTitle } from '../../lib/use-page-title';
import { AddressForm } from './components/address-form';
import { BookingCarCard } from './components/booking-car-card';
import { DriveFee } from './components/drive-fee';
import { SlotPicker } from './components/slot-picker';
import { paymentSubject } from './payment-subject';
import { useStartPayment } from './use-start-payment';
import { WithBookingCar, type BookingPageContext } from './use-booking-page';

type Location = BookingDraft['preferred_location'];

/** The dialog's code loads with the first order (the page keeps within the first-route budget). */
const PayNowDialog = lazy(() => import('./components/pay-now-dialog').then((m) => ({ default: m.PayNowDialog })));
const FreeDriveBooked = lazy(() => import('./components/free-drive-booked').then((m) => ({ default: m.FreeDriveBooked })));

const TITLES: Record<Location, [testDrive: string, booking: string]> = {
  home: ['Test drive at home', 'Home delivery'],
  showroom: ['Schedule your test drive', 'Showroom visit'],
};

export const CHOOSE_DATE = 'Please choose a date';
export const CHOOSE_SLOT = 'Please choose a time slot';

function DealerAddress({ car }: { car: CarDetails }) {
  const lines = [
    car.vendor_flat_no,
    car.vendor_address,
    car.vendor_landmark,
    `${car.vendor_city}, ${car.vendor_state} ${car.vendor_pincode}`,
  ];
  return (
    <Box sx={{ p: 2.5, display: 'flex', gap: 2, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Storefront aria-hidden sx={{ color: 'secondary.main' }} />
      <Box>
        <Typography component="h2" sx={{ fontWeight: 800 }}>
          {car.vendor_name}’s showroom
        </Typography>
        <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', color: 'text.secondary' }}>
          {lines.filter(Boolean).join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Open 10:00 AM - 07:00 PM
        </Typography>
      </Box>
    </Box>
  );
}

function DriveForm({ car, flow, location }: BookingPageContext & { location: Location }) {
  const booking = isCarBooking(flow);
  const title = TITLES[location][booking ? 1 : 0];
  usePageTitle(title);
  const { isAuthenticated } = useAuth();
  // A draft of this car and flow (a failed payment, a reload) fills the form again.
  const [draft] = useState(() => loadDraft(flow, car.id));
  const [address, setAddress] = useState<Address>(draft?.address ?? EMPTY_ADDRESS);
  const [date, setDate] = useState<string | undefined>(draft?.drive_date);
  const [slot, setSlot] = useState<DriveSlot | undefined>(draft?.drive_time);
  const [addressErrors, setAddressErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [slotErrors, setSlotErrors] = useState<{ date?: string | null; slot?: string | null }>({});
  const payment = useStartPayment(flow, car.id);
  // A drive whose fee is waived comes back booked, with no order to pay.
  const freeDrive = payment.order && payment.order.rzp_order_id === null ? payment.order.test_drive_id : null;

  function check(): BookingDraft | null {
    const errors = location === 'home' ? checkAddress(address, { city: car.vendor_city, pincode: car.vendor_pincode }) : {};
    const when = booking ? {} : { date: date ? null : CHOOSE_DATE, slot: slot ? null : CHOOSE_SLOT };
    setAddressErrors(errors);
    setSlotErrors(when);
    if (Object.keys(errors).length > 0 || when.date || when.slot) return null;
    return { preferred_location: location, address, ...(booking ? {} : { drive_date: date, drive_time: slot }) };
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const checked = check();
    if (!checked) return;
    if (!isAuthenticated) {
      openLoginDialogThen(() => payment.start(checked));
      return;
    }
    payment.start(checked);
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 6 } }}>
      <Link component={RouterLink} to={flowHref('/book-testdrive', car.id, flow)} sx={{ display: 'inline-block', mb: 1 }}>
        Back to the choice of home or showroom
      </Link>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {title}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}
      >
        <Stack spacing={2}>
          <BookingCarCard car={car} />
          {location === 'showroom' && <DealerAddress car={car} />}
        </Stack>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={3}>
            {location === 'home' && (
              <AddressForm
                value={address}
                errors={addressErrors}
                onChange={(field, value) => {
                  setAddress((current) => ({ ...current, [field]: value }));
                  setAddressErrors((current) => ({ ...current, [field]: undefined }));
                }}
              />
            )}
            {!booking && (
              <SlotPicker
                carId={car.id}
                date={date}
                slot={slot}
                errors={slotErrors}
                onChange={(nextDate, nextSlot) => {
                  setDate(nextDate);
                  setSlot(nextSlot);
                  setSlotErrors({ date: nextDate ? null : slotErrors.date, slot: nextSlot ? null : slotErrors.slot });
                }}
              />
            )}
            {!booking && <DriveFee carId={car.id} />}
            {payment.error && (
              <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
                {payment.error}
              </Typography>
            )}
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={payment.pending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {payment.pending ? 'Please wait…' : booking ? 'Continue to payment' : 'Schedule Test Drive'}
            </Button>
          </Stack>
        </Box>
      </Box>
      {freeDrive !== null && (
        <Suspense fallback={null}>
          <FreeDriveBooked car={car} testDriveId={freeDrive} />
        </Suspense>
      )}
      <OpenedOnce open={payment.order !== null && freeDrive === null}>
        <PayNowDialog
          order={freeDrive === null ? payment.order : null}
          flow={flow}
          forWhat={paymentSubject(car, flow, { preferred_location: location, address, drive_date: date, drive_time: slot })}
          returnPath={flowHref('/schedule-screen-pay', car.id, flow, { from: location })}
          onClose={payment.close}
        />
      </OpenedOnce>
    </Container>
  );
}

export function HomeTestDrivePage() {
  return <WithBookingCar>{(context) => <DriveForm {...context} location="home" />}</WithBookingCar>;
}

export function ShowroomTestDrivePage() {
  return <WithBookingCar>{(context) => <DriveForm {...context} location="showroom" />}</WithBookingCar>;
}
