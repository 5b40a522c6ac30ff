// The buying panel of the car detail page: title, key facts, the real wishlist count (never a made-up figure), the
// wishlist heart, share links and the two actions.
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Box, Button, GlobalStyles, IconButton, Stack, Typography, type AlertProps } from '@mui/material';
import type { CarDetails } from '@luxe/contract';
import { Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Price } from '../../../components/price';
import { Tag } from '../../../components/tag';
import { useAuth } from '../../../lib/auth';
import { openLoginDialogThen } from '../../../lib/auth-dialogs';
import { formatIndianDateTime, formatKm } from '../../../lib/format';
import { UnbrokenWords } from '../../../components/unbroken-words';
import { lazyComponent } from '../../../lib/lazy-component';
import { useWishlistToggle } from '../../../lib/wishlist/use-wishlist-toggle';
import { carTitle } from '../car-details';
import { usePageUrl } from '../../../lib/page-url';

/** Most cars are available and most visitors ask nothing yet: the alert's code loads when one shows. */
const Alert = lazyComponent(() => import('@mui/material/Alert').then((m) => m.default as ComponentType<AlertProps>));

/** The holder's reservation: countdown and cancel (loaded only for them). */
const ReservationHolder = lazyComponent(() => import('../../../components/booking/reservation-holder').then((m) => m.ReservationHolder));
/** Book Now's dialogs (Take Further steps, Acknowledgement): their code loads when first asked for. */
const StartBooking = lazyComponent(() => import('../../../components/booking/start-booking').then((m) => m.StartBooking));

/** A signed-in buyer's offer part; a guest's page ships none of it. */
const BuyerOfferButton = lazyComponent(() => import('./buyer-offer').then((m) => m.BuyerOfferButton));
const BuyerNegotiation = lazyComponent(() => import('./buyer-offer').then((m) => m.BuyerNegotiation));

const PHONE_MAX = 599.95;
const PHONE_BAR = {
  position: { xs: 'fixed', sm: 'static' },
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 'appBar',
  px: { xs: 2, sm: 0 },
  pt: { xs: 1.5, sm: 0 },
  pb: { xs: 'calc(12px + env(safe-area-inset-bottom))', sm: 0 },
  bgcolor: { xs: 'background.paper', sm: 'transparent' },
  borderTop: { xs: 1, sm: 0 },
  borderColor: 'divider',
  boxShadow: { xs: '0 -6px 20px rgba(11, 31, 58, 0.12)', sm: 'none' },
  // Each label on one line in the bar's half width.
  '& .MuiButton-root': { whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.75 } },
} as const;

const statusText = {
  reserved: 'This car is reserved by another buyer. It may come back if their booking lapses.',
  sold: 'This car has been sold.',
} as const;

/** Another buyer's reservation disables both actions, and says why and until when. */
function ReservedForOthers({ until }: { until: string | null }) {
  const reasonId = useId();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" color="secondary" size="large" fullWidth disabled aria-describedby={reasonId}>
          Book Now
        </Button>
        <Button variant="outlined" size="large" fullWidth disabled aria-describedby={reasonId}>
          Make an Offer
        </Button>
      </Stack>
      <Alert id={reasonId} severity="warning">
        {until
          ? `Reserved by another buyer until ${formatIndianDateTime(until)}: it cannot be booked or offered on until then. It comes back if their booking lapses.`
          : statusText.reserved}
      </Alert>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} noWrap title={value}>
        {value}
      </Typography>
    </Box>
  );
}

function ShareLinks({ title }: { title: string }) {
  const url = usePageUrl();
  const text = encodeURIComponent(`${title} on Luxe Wheels: ${url}`);
  const iconSx = { border: 1, borderColor: 'divider', color: 'primary.main' } as const;

  async function shareToInstagram() {
    // NOTE: Instagram has no web address that shares a link; the link is copied for pasting there.
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied. Paste it in Instagram to share this car.');
    } catch {
      toast.info(`Copy this link to share it on Instagram: ${url}`);
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        Share
      </Typography>
      <IconButton
        component="a"
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on Facebook"
        sx={iconSx}
      >
        <Facebook />
      </IconButton>
      <IconButton aria-label="Share on Instagram (copies the link)" onClick={() => void shareToInstagram()} sx={iconSx}>
        <Instagram />
      </IconButton>
      <IconButton
        component="a"
        href={`https://wa.me/?text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Share on WhatsApp"
        sx={iconSx}
      >
        <WhatsApp />
      </IconButton>
    </Stack>
  );
}

export function CarSummary({ car }: { car: CarDetails }) {
  const { isAuthenticated } = useAuth();
  const title = carTitle(car);
  const initiallyWishlisted = car.wishlist_status === 1;
  const { wishlisted, toggle, pending } = useWishlistToggle(car.id, initiallyWishlisted);
  const [booking, setBooking] = useState<'choose' | 'offer' | null>(null);
  const [search] = useSearchParams();
  const bookEntryHandled = useRef(false);
  const [wantsToOffer, setWantsToOffer] = useState(false);
  // The server's count already includes this viewer's own heart; a flip here moves it by one.
  const wishlistCount = Math.max(0, car.wishlist_count + (isAuthenticated ? Number(wishlisted) - Number(initiallyWishlisted) : 0));

  function book(entry: 'choose' | 'offer' = 'choose') {
    // A guest signs in first and carries on to the booking.
    if (!isAuthenticated) openLoginDialogThen(() => setBooking(entry));
    else setBooking(entry);
  }

  // My offers' 'Book Now' (?book=offer) opens the booking at the agreed price, once.
  const bookOffer = search.get('book') === 'offer' && car.status === 'available';
  useEffect(() => {
    if (!bookOffer || bookEntryHandled.current) return;
    bookEntryHandled.current = true;
    book('offer');
  });

  function guestMakesOffer() {
    // A guest signs in first and comes back to the offer dialog.
    openLoginDialogThen(() => setWantsToOffer(true));
  }

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          {car.status !== 'available' && (
            <Tag sx={{ mb: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {car.status === 'sold'
                ? 'Sold'
                : car.reserved_until
                  ? `Reserved until ${formatIndianDateTime(car.reserved_until)}`
                  : 'Reserved'}
            </Tag>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' }, overflowWrap: 'anywhere' }} title={title}>
            <UnbrokenWords text={title} />
          </Typography>
          {car.car_variant_name && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {car.car_variant_name} · {car.location}
            </Typography>
          )}
        </Box>
        <IconButton
          onClick={toggle}
          disabled={pending}
          aria-pressed={wishlisted}
          aria-label={`${wishlisted ? 'Remove' : 'Add'} ${title} ${wishlisted ? 'from' : 'to'} wishlist`}
          title={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
          sx={{ border: 1, borderColor: 'divider', color: 'secondary.main', flexShrink: 0 }}
        >
          {wishlisted ? <Favorite /> : <FavoriteBorder />}
        </IconButton>
      </Stack>

      <Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Dealer’s offer
        </Typography>
        <Price rupees={car.listing_price} component="p" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, lineHeight: 1.2 }} />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          p: 2,
          borderRadius: 3,
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Fact label="Registration year" value={String(car.registration_year || 0)} />
        <Fact label="Kilometres driven" value={formatKm(car.odometer_reading)} />
        <Fact label="Fuel" value={car.fuel_type || 'NA'} />
        <Fact label="Test drive" value="Available" />
      </Box>

      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {wishlistCount === 0
          ? 'Be the first to wishlist this car'
          : `${wishlistCount} ${wishlistCount === 1 ? 'person' : 'people'} wishlisted`}
      </Typography>

      {car.status === 'available' ? (
        <Stack spacing={1.5}>
          {/* On a phone the two actions stay in reach in a bar along the bottom; the page
              keeps room for it at its end. */}
          <GlobalStyles styles={{ [`@media (max-width: ${PHONE_MAX}px)`]: { body: { paddingBottom: 80 } } }} />
          <Stack direction="row" spacing={1.5} sx={PHONE_BAR}>
            <Button variant="contained" color="secondary" size="large" fullWidth onClick={() => book()}>
              Book Now
            </Button>
            {isAuthenticated ? (
              <Suspense fallback={null}>
                <BuyerOfferButton
                  car={{ id: car.id, title, listingPrice: car.listing_price }}
                  wantsToOffer={wantsToOffer}
                  onWantsToOffer={setWantsToOffer}
                />
              </Suspense>
            ) : (
              <Button variant="outlined" size="large" fullWidth onClick={guestMakesOffer}>
                Make an Offer
              </Button>
            )}
          </Stack>
          {booking !== null && (
            <Suspense fallback={null}>
              <StartBooking car={{ id: car.id, title, listingPrice: car.listing_price }} entry={booking} onClose={() => setBooking(null)} />
            </Suspense>
          )}
        </Stack>
      ) : car.status === 'reserved' && car.my_booking ? (
        <Suspense fallback={null}>
          <ReservationHolder booking={car.my_booking} />
        </Suspense>
      ) : car.status === 'reserved' ? (
        <ReservedForOthers until={car.reserved_until} />
      ) : (
        <Alert severity="warning">{statusText[car.status]}</Alert>
      )}

      {isAuthenticated && (
        <Suspense fallback={null}>
          <BuyerNegotiation carId={car.id} />
        </Suspense>
      )}

      <ShareLinks title={title} />
    </Stack>
  );
}
