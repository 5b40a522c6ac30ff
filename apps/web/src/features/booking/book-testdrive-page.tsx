// /book-testdrive: 'Book your test drive', 'Buy within 3 days', the explanation
// cards for a test drive and for booking the car, the car's summary card, Home delivery (to /test-drive)
// and Showroom visit (to /schedule-screen), and a how-it-works strip. The same page starts a booking of
// the car (?flow=direct, post_offer, post_test_drive): there too the buyer chooses home or showroom.
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Home from '@mui/icons-material/Home';
import Payments from '@mui/icons-material/Payments';
import Storefront from '@mui/icons-material/Storefront';
import Verified from '@mui/icons-material/Verified';
import { Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { RESERVATION_DAYS, TEST_DRIVE_FEE, TOKEN_PERCENT, tokenFor } from '@luxe/contract/constants';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionHeading } from '../../components/section-heading';
import { StepCard } from '../../components/step-card';
import { Tag } from '../../components/tag';
import { flowHref, isCarBooking } from '../../lib/booking/flow';
import { formatRupees } from '../../lib/format';
import { useOffers } from '../../lib/offers/get-offers';
import { canBook } from '../../lib/offers/offer-rules';
import { usePageTitle } from '../../lib/use-page-title';
import { BookingCarCard } from './components/booking-car-card';
import { PriceBreakdown } from './components/price-breakdown';
import { usePageStart } from './use-page-start';
import { WithBookingCar, type BookingPageContext } from './use-booking-page';

const BOOKING_STEPS = [
  { icon: <Home />, title: 'Choose delivery', text: 'At your home, or in the dealer’s showroom.' },
  {
    icon: <Payments />,
    title: 'Pay the token',
    text: `${TOKEN_PERCENT}% of the price, through Razorpay; the amount is shown before you pay.`,
  },
  { icon: <Verified />, title: `Yours for ${RESERVATION_DAYS} days`, text: 'Held for you alone, with unlimited test drives.' },
  { icon: <DirectionsCar />, title: 'Pay the balance', text: 'At the dealer when you buy: the token counts towards the price.' },
];

const STEPS = [
  { icon: <Home />, title: 'Choose where', text: 'At your home, or in the dealer’s showroom.' },
  { icon: <CalendarMonth />, title: 'Pick a day and hour', text: 'Any of the next 4 days, hourly from 10 AM to 6 PM.' },
  { icon: <Payments />, title: 'Pay securely', text: 'Through Razorpay; the amount is shown before you pay.' },
  { icon: <DirectionsCar />, title: 'Drive, then decide', text: 'Book the car within 3 days and the fee comes back to you.' },
];

function Explanation({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card sx={{ p: 3, display: 'flex', gap: 2 }}>
      <Box aria-hidden sx={{ color: 'secondary.main' }}>
        {icon}
      </Box>
      <Box>
        <Typography variant="h3" component="h2" sx={{ fontWeight: 800, mb: 0.75 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </Box>
    </Card>
  );
}

/** The price a booking is at: the agreed price of the buyer's offer after one, else the listing price. */
function BookingPrice({ car, flow }: Pick<BookingPageContext, 'car' | 'flow'>) {
  const offers = useOffers();
  const agreed = flow === 'post_offer' ? offers.data?.find((o) => o.offers_car_id === car.id && canBook(o)) : undefined;
  if (flow === 'post_offer' && offers.isPending) return null;
  const price = agreed?.agreed_price ?? car.listing_price;
  return (
    <>
      <BookingCarCard car={car} priceLabel={agreed ? 'Agreed price' : undefined} price={price} />
      <Box sx={{ mt: 2, maxWidth: 520 }}>
        <PriceBreakdown price={price} token={tokenFor(price)} agreed={agreed !== undefined} agreedUntil={agreed?.agreed_until} />
      </Box>
    </>
  );
}

function BookTestDrive({ car, flow }: BookingPageContext) {
  const booking = isCarBooking(flow);
  const title = booking ? 'Book your car' : 'Book your test drive';
  usePageTitle(title);
  const heading = usePageStart<HTMLHeadingElement>(`${car.id} ${flow}`);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, outline: 'none' }}>
          {title}
        </Typography>
        <Tag sx={{ alignSelf: 'flex-start', bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>Buy within 3 days</Tag>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: booking ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        {!booking && (
          <Explanation icon={<DirectionsCar />} title="Test Drive">
            Drive the car at your home or in the showroom for a fee of {formatRupees(TEST_DRIVE_FEE)}, fully refunded when you buy it within
            15 days. Once you negotiate, test drives of several cars from the same dealer are free.
          </Explanation>
        )}
        <Explanation icon={<Verified />} title="Book Now">
          Pay a refundable token of {TOKEN_PERCENT}% of the price and the car is held for you alone for {RESERVATION_DAYS} days, with
          unlimited test drives. The token is adjusted against the price when you buy.
        </Explanation>
      </Box>
      {booking ? <BookingPrice car={car} flow={flow} /> : <BookingCarCard car={car} />}
      <Box component="section" aria-labelledby="where-heading" sx={{ mt: 4 }}>
        <Typography id="where-heading" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
          {booking ? 'Where would you like to take delivery?' : 'Where would you like your test drive?'}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to={flowHref('/test-drive', car.id, flow)}
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<Home />}
          >
            Home delivery
          </Button>
          <Button
            component={RouterLink}
            to={flowHref('/schedule-screen', car.id, flow)}
            variant="outlined"
            size="large"
            startIcon={<Storefront />}
          >
            Showroom visit
          </Button>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="how-heading" sx={{ mt: { xs: 5, md: 8 } }}>
        <SectionHeading id="how-heading" title="How it works" />
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            p: 0,
            m: 0,
          }}
        >
          {(booking ? BOOKING_STEPS : STEPS).map((step, index) => (
            <StepCard key={step.title} index={index} {...step} announceNumber />
          ))}
        </Box>
      </Box>
    </Container>
  );
}

export function BookTestDrivePage() {
  return <WithBookingCar>{(context) => <BookTestDrive {...context} />}</WithBookingCar>;
}
