// The dealer page, by the id in the address so a reload shows the same dealer:
// profile, showroom timing, directions, their top 5 cars and other dealers near them.
import AccessTime from '@mui/icons-material/AccessTime';
import Directions from '@mui/icons-material/Directions';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Verified from '@mui/icons-material/Verified';
import { Avatar, Box, Button, Card, CardActionArea, Container, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../components/skeleton';
import type { Vendor } from '@luxe/contract';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CarCard } from '../../components/car-card/car-card';
import { SectionHeading } from '../../components/section-heading';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { lazyComponent } from '../../lib/lazy-component';
import { usePageTitle } from '../../lib/use-page-title';
import { useDealer } from './api/get-dealer';
import { addressLine, dealerIdFrom, dealerPath, directionsUrl, ratingText, SHOWROOM_TIMING } from './dealer';
import { PageMessage } from '../../components/page-message';
import { visuallyHidden } from '@mui/utils';

/** A signed-in buyer's own rating of the dealer: its code loads for buyers only, a guest's page ships none. */
const YourRatingOf = lazyComponent(() => import('./your-rating').then((m) => m.YourRatingOf));

function Rating({ vendor }: { vendor: Pick<Vendor, 'rating' | 'rating_count'> }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <StarRounded sx={{ color: 'secondary.main', fontSize: 20 }} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        <Box component="span" sx={visuallyHidden}>
          Rating:{' '}
        </Box>
        {ratingText(vendor.rating)}
      </Typography>
      {vendor.rating !== null && (
        <Typography variant="body2" color="text.secondary">
          ({vendor.rating_count})
        </Typography>
      )}
    </Stack>
  );
}

function DealerProfile({ vendor }: { vendor: Vendor }) {
  const { isAuthenticated } = useAuth();
  const address = addressLine(vendor);
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="xl">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 4 }} sx={{ alignItems: { md: 'center' } }}>
          <Avatar
            src={vendor.vendor_profile_pic ?? undefined}
            alt=""
            sx={{
              width: { xs: 88, md: 120 },
              height: { xs: 88, md: 120 },
              bgcolor: 'secondary.main',
              border: '3px solid rgba(255,255,255,0.2)',
            }}
          >
            {vendor.vendor_name.charAt(0)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                {vendor.vendor_name}
              </Typography>
              <Verified aria-label="Verified dealer" sx={{ color: 'secondary.light', fontSize: { xs: 26, md: 32 } }} />
            </Stack>
            <Stack
              direction="row"
              sx={{
                mt: 1.5,
                flexWrap: 'wrap',
                columnGap: 3,
                rowGap: 1,
                color: 'rgba(255,255,255,0.85)',
                '& .MuiTypography-root': { color: 'inherit' },
              }}
            >
              <Typography variant="body2">Member since {vendor.member_since.slice(0, 4)}</Typography>
              <Rating vendor={vendor} />
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <AccessTime sx={{ fontSize: 18 }} aria-hidden />
                <Typography variant="body2">Showroom timing {SHOWROOM_TIMING}</Typography>
              </Stack>
            </Stack>
            <Stack direction="row" spacing={0.75} sx={{ mt: 1.5, alignItems: 'flex-start', color: 'rgba(255,255,255,0.85)' }}>
              <PlaceOutlined sx={{ fontSize: 20, mt: '2px' }} aria-hidden />
              <Typography variant="body1" sx={{ color: 'inherit' }}>
                {address}
              </Typography>
            </Stack>
            {isAuthenticated && (
              <Suspense fallback={null}>
                <YourRatingOf vendor={vendor} />
              </Suspense>
            )}
          </Box>
          <Button
            component="a"
            href={directionsUrl(vendor)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<Directions />}
            sx={{ alignSelf: { xs: 'stretch', md: 'center' }, flexShrink: 0 }}
          >
            Get the directions
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

function NearbyDealer({ vendor }: { vendor: Vendor }) {
  return (
    <Card sx={{ height: '100%', '&:hover': { boxShadow: (theme) => theme.navyShadows.cardHover } }}>
      <CardActionArea component={RouterLink} to={dealerPath(vendor.vendor_id)} sx={{ p: 2.5, height: '100%', display: 'block' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={vendor.vendor_profile_pic ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
            {vendor.vendor_name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {vendor.vendor_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {vendor.vendor_city}, {vendor.vendor_state}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Rating vendor={vendor} />
          <Typography variant="body2" color="text.secondary">
            {vendor.car_count} {vendor.car_count === 1 ? 'car' : 'cars'}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function DealerSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the dealer">
      <Box sx={{ bgcolor: 'primary.main', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="xl">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Skeleton variant="circular" width={104} height={104} sx={{ bgcolor: 'rgba(255,255,255,0.12)' }} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" height={56} sx={{ bgcolor: 'rgba(255,255,255,0.12)' }} />
              <Skeleton width="80%" sx={{ bgcolor: 'rgba(255,255,255,0.12)' }} />
              <Skeleton width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.12)' }} />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="xl" sx={{ py: 6 }}>
        <Box sx={columns(3)}>
          {Array.from({ length: 3 }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
              <Skeleton width="70%" height={32} sx={{ mt: 1 }} />
              <Skeleton width="40%" />
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/** One column on a phone, two from 600px, `wide` from 1200px. */
function columns(wide: number) {
  return {
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${wide}, minmax(0, 1fr))` },
  };
}

function Dealer({ vendorId }: { vendorId: number }) {
  const dealer = useDealer(vendorId);
  usePageTitle(dealer.data ? dealer.data.vendor.vendor_name : dealer.data === null ? 'Dealer not found' : 'Dealer');

  if (dealer.isPending) return <DealerSkeleton />;
  if (dealer.data === null) {
    return <PageMessage notFound title="Dealer not found" text="We could not find this dealer. They may no longer sell on Luxe Wheels." />;
  }
  if (dealer.isError || !dealer.data) {
    return (
      <PageMessage
        title="We could not load this dealer"
        text={errorMessage(dealer.error)}
        action={
          <Button variant="contained" color="secondary" onClick={() => void dealer.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const { vendor, cars, nearby_dealers: nearby } = dealer.data;
  return (
    <>
      <DealerProfile vendor={vendor} />
      <Container maxWidth="xl">
        <Box component="section" sx={{ py: { xs: 6, md: 9 } }}>
          <SectionHeading title="Explore the top 5 cars" description={`Hand-picked from ${vendor.vendor_name}’s showroom.`} />
          {cars.length === 0 ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">This dealer has no cars listed right now. Browse every listing meanwhile.</Typography>
              <Button component={RouterLink} to="/cars" variant="outlined">
                Browse all cars
              </Button>
            </Stack>
          ) : (
            <Box sx={columns(3)}>
              {cars.map((car) => (
                <CarCard key={car.id} car={car} />
              ))}
            </Box>
          )}
        </Box>
        <Box component="section" sx={{ pb: { xs: 6, md: 9 } }}>
          <SectionHeading title="Other dealers near you" />
          {nearby.length === 0 ? (
            <Typography color="text.secondary">No other dealers are listed near this one yet.</Typography>
          ) : (
            <Box sx={columns(4)}>
              {nearby.map((other) => (
                <NearbyDealer key={other.vendor_id} vendor={other} />
              ))}
            </Box>
          )}
        </Box>
      </Container>
    </>
  );
}

export function DealerPage() {
  const [params] = useSearchParams();
  const vendorId = dealerIdFrom(params.get('id'));
  if (vendorId === null) {
    return (
      <PageMessage
        notFound
        title="Dealer not found"
        text="This address does not name a dealer. Open a dealer from a car’s page to see them here."
      />
    );
  }
  return <Dealer key={vendorId} vendorId={vendorId} />;
}
