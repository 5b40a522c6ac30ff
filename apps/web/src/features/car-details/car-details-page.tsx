// The car detail page: gallery, buying panel, dealer card, similar deals, overview
// and full specifications of one car, by the id in the address.
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../components/skeleton';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { SectionHeading } from '../../components/section-heading';
import { errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useCarDetails } from './api/get-car-details';
import { carIdFrom, carTitle } from './car-details';
import { CarSummary } from './components/car-summary';
import { Gallery } from './components/gallery';
import { PageMessage } from '../../components/page-message';
import { DeferredIsland, HydrationIsland } from '../../components/hydration-island';
import { lazyComponent } from '../../lib/lazy-component';

// Below the photos and the buying panel: each loads and hydrates as it comes near (DeferredIsland).
const DealerCard = lazyComponent(() => import('./components/dealer-card').then((m) => m.DealerCard));
const CarOverview = lazyComponent(() => import('./components/car-overview').then((m) => m.CarOverview));
const FullSpecifications = lazyComponent(() => import('./components/full-specifications').then((m) => m.FullSpecifications));
const SimilarDeals = lazyComponent(() => import('./components/similar-deals').then((m) => m.SimilarDeals));
const PriceInsight = lazyComponent(() => import('./components/price-insight').then((m) => m.PriceInsight));
const EmiCalculator = lazyComponent(() => import('./components/emi-calculator').then((m) => m.EmiCalculator));
const InspectionReport = lazyComponent(() => import('./components/inspection-report').then((m) => m.InspectionReport));
const ReportListing = lazyComponent(() => import('./components/report-listing').then((m) => m.ReportListing));

/** The similar deals follow the transmission given in navigation state. */
function transmissionFrom(state: unknown): string | undefined {
  const value = (state as { transmission?: unknown } | null)?.transmission;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Photos (7 of 12 columns) beside the buying panel from 900px, the car's description under the photos
 * (not under both, which left an empty block below the photos); one column below 900px.
 */
const TWO_COLUMNS = {
  display: 'grid',
  gap: { xs: 3, md: 5 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
  gridTemplateAreas: { xs: '"photos" "panel" "about"', md: '"photos panel" "about panel"' },
  gridTemplateRows: { md: 'auto 1fr' },
} as const;

function DetailsSkeleton() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }} aria-busy="true" aria-label="Loading the car">
      <Box sx={TWO_COLUMNS}>
        <Box>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto', borderRadius: 4 }} />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" width={96} height={60} />
            ))}
          </Stack>
        </Box>
        <Box>
          <Skeleton width="90%" height={48} />
          <Skeleton width="40%" />
          <Skeleton width="50%" height={56} sx={{ mt: 2 }} />
          <Skeleton variant="rounded" height={88} sx={{ mt: 2 }} />
          <Skeleton variant="rounded" height={52} sx={{ mt: 3 }} />
        </Box>
      </Box>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 6, md: 9 } }}>
      <SectionHeading title={title} />
      <DeferredIsland>{children}</DeferredIsland>
    </Box>
  );
}

function NoSuchCar() {
  return <PageMessage notFound title="Car not found" text="This address does not name a car. Browse the list to find one." />;
}

function CarDetailsContent({ carId }: { carId: number }) {
  const location = useLocation();
  const details = useCarDetails(carId);
  const car = details.data;
  usePageTitle(car ? carTitle(car) : car === null ? 'Car not found' : 'Car details');

  if (details.isPending) return <DetailsSkeleton />;
  if (car === null) {
    return (
      <PageMessage notFound title="Car not found" text="This car is not listed on Luxe Wheels. It may have been removed by its dealer." />
    );
  }
  if (details.isError || !car) {
    return (
      <PageMessage
        title="We could not load this car"
        text={errorMessage(details.error)}
        action={
          <Button variant="contained" color="secondary" onClick={() => void details.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={TWO_COLUMNS}>
        <Box sx={{ gridArea: 'photos' }}>
          <HydrationIsland>
            <Gallery images={car.car_images} name={carTitle(car)} />
          </HydrationIsland>
        </Box>
        <Box sx={{ gridArea: 'panel' }}>
          <Stack spacing={3}>
            <HydrationIsland>
              <CarSummary car={car} />
            </HydrationIsland>
            {/* Shown by the server with its defaults; its code loads when the reader first reaches for it. */}
            <DeferredIsland until="used">
              <EmiCalculator price={car.listing_price} />
            </DeferredIsland>
            <DeferredIsland>
              <DealerCard car={car} />
            </DeferredIsland>
          </Stack>
        </Box>
        {car.description && (
          <Typography variant="subtitle1" sx={{ gridArea: 'about', maxWidth: 820 }}>
            {car.description}
          </Typography>
        )}
      </Box>

      {(car.fair_price !== null || car.price_history.length > 0) && (
        <Section title="Is this a good price?">
          <PriceInsight car={car} />
        </Section>
      )}

      <Section title="Dealer inspection report">
        <InspectionReport car={car} />
      </Section>

      <Section title="Car Overview">
        <CarOverview car={car} />
      </Section>

      <Section title="Full Specifications">
        <FullSpecifications specifications={car.specifications} />
      </Section>

      <Section title="Similar deals">
        <SimilarDeals car={car} transmission={transmissionFrom(location.state)} />
      </Section>

      <DeferredIsland>
        <ReportListing car={car} />
      </DeferredIsland>
    </Container>
  );
}

export function CarDetailsPage() {
  const { id } = useParams();
  const carId = carIdFrom(id);
  if (carId === null) return <NoSuchCar />;
  // A new car (a similar deal) starts fresh: first photo, closed messages.
  return <CarDetailsContent key={carId} carId={carId} />;
}
