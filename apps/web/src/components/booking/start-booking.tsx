// Book Now on the car page: 'Take Further steps' (a test drive, or booking
// the car) then the 'Acknowledgement' of the terms, whose Ok leads to /book-testdrive for this car and
// flow. Booking the car is at the price agreed in an offer when there is one (post-offer), after a test
// drive of it (post-test-drive), else direct. Loaded when the buyer first presses Book Now.
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Key from '@mui/icons-material/Key';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import { RESERVATION_DAYS, TEST_DRIVE_FEE, TOKEN_PERCENT, tokenFor } from '@luxe/contract/constants';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMyTestDrives } from '../../lib/booking/api';
import { flowHref, type BookingFlow } from '../../lib/booking/flow';
import { formatRupees } from '../../lib/format';
import { useOffers } from '../../lib/offers/get-offers';
import { canBook } from '../../lib/offers/offer-rules';
import { CheckboxLabel } from '../checkbox-label';
import { ModalDialog } from '../modal-dialog';
import { DialogHeading } from '../offers/dialog-parts';

export const ACCEPT_TERMS = 'Please accept the terms and conditions';

interface StartBookingProps {
  car: { id: number; title: string; listingPrice: number };
  /** 'offer' when My offers' Book Now sent the buyer here: straight to booking at the agreed price. */
  entry: 'choose' | 'offer';
  onClose: () => void;
}

/**
 * Which car booking applies, and at what price (the server decides again; this only explains it): a paid
 * test drive of the car, done or still ahead, makes it the booking after the test drive, as the server's
 * create-booking takes it. Not ready until the buyer's offers and test drives have been read.
 */
function useCarBooking(carId: number, listingPrice: number): { flow: BookingFlow; price: number; ready: boolean } {
  const offers = useOffers();
  const drives = useMyTestDrives(true);
  const ready = !offers.isPending && !drives.isPending;
  const agreed = offers.data?.find((offer) => offer.offers_car_id === carId && canBook(offer));
  if (agreed?.agreed_price != null) return { flow: 'post_offer', price: agreed.agreed_price, ready };
  const drove = drives.data?.some((drive) => drive.car_id === carId && (drive.status === 'booked' || drive.status === 'completed'));
  return { flow: drove ? 'post_test_drive' : 'direct', price: listingPrice, ready };
}

interface ChoiceProps {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  disabled?: boolean;
}

function Choice({ icon, title, text, onClick, disabled = false }: ChoiceProps) {
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 1.5,
        width: '100%',
        p: 2,
        textAlign: 'left',
        borderRadius: 3,
        border: 1,
        borderColor: 'navy.outline',
        '&:hover': { borderColor: 'primary.main', bgcolor: 'navy.fill' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        '&.Mui-disabled': { opacity: 0.6 },
      }}
    >
      <Box sx={{ color: 'secondary.main', mt: 0.25 }}>{icon}</Box>
      <Box>
        <Typography component="span" sx={{ display: 'block', fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {text}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

export function StartBooking({ car, entry, onClose }: StartBookingProps) {
  const navigate = useNavigate();
  const booking = useCarBooking(car.id, car.listingPrice);
  const [flow, setFlow] = useState<BookingFlow | null>(entry === 'offer' ? 'post_offer' : null);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chooseId = useId();
  const termsId = useId();

  function acknowledge(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setError(ACCEPT_TERMS);
      return;
    }
    onClose();
    void navigate(flowHref('/book-testdrive', car.id, flow!));
  }

  const bookingText =
    booking.flow === 'post_offer'
      ? `At the price you agreed, ${formatRupees(booking.price)}: pay a token of ${formatRupees(tokenFor(booking.price))} and the car is held for you alone for ${RESERVATION_DAYS} days.`
      : `${booking.flow === 'post_test_drive' ? 'After your test drive: pay' : 'Pay'} a token of ${TOKEN_PERCENT}% (${formatRupees(tokenFor(booking.price))}) and the car is held for you alone for ${RESERVATION_DAYS} days.`;

  return (
    <>
      <ModalDialog open={flow === null} onClose={onClose} labelledBy={chooseId} maxWidth={520} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <DialogHeading id={chooseId} title="Take Further steps" subtitle={car.title} onClose={onClose} />
        <Stack spacing={1.5}>
          <Choice
            icon={<DirectionsCar />}
            title="Book a test drive"
            text={`At your home or in the showroom, on a day and hour you choose. Fee ${formatRupees(TEST_DRIVE_FEE)}, refunded when you buy.`}
            onClick={() => setFlow('test_drive')}
          />
          <Choice icon={<Key />} title="Book this car" text={bookingText} onClick={() => setFlow(booking.flow)} disabled={!booking.ready} />
        </Stack>
      </ModalDialog>
      <ModalDialog open={flow !== null} onClose={onClose} labelledBy={termsId} maxWidth={520} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <form onSubmit={acknowledge} noValidate>
          <DialogHeading id={termsId} title="Acknowledgement" subtitle={car.title} onClose={onClose} />
          <Stack spacing={1.25} component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
            <li>You deal with the dealer through Luxe Wheels only; payments made outside it are not protected.</li>
            <li>Dealers who bypass the platform pay a penalty of ₹25,000 per breach; three warnings lead to permanent delisting.</li>
            <li>Refunds are processed in 7 to 10 working days; failed or duplicate payments within 7 working days.</li>
          </Stack>
          <CheckboxLabel
            checked={accepted}
            onChange={(checked) => {
              setAccepted(checked);
              setError(null);
            }}
            sx={{ mt: 2 }}
          >
            I accept the{' '}
            <Box component={RouterLink} to="/terms-conditions" target="_blank" sx={{ color: 'primary.main' }}>
              terms and conditions
            </Box>
          </CheckboxLabel>
          {error && (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1, fontWeight: 600 }}>
              {error}
            </Typography>
          )}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="secondary">
              Ok
            </Button>
          </Stack>
        </form>
      </ModalDialog>
    </>
  );
}
