// 'Similar deals' (D17 spelling; spec 02 section 2): up to 5 other cars from the car list call,
// of the transmission the visitor came with, when they came with one.
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../../components/skeleton';
import { CarCard } from '../../../components/car-card/car-card';
import { Scroller } from '../../../components/scroller';
import { useSimilarCandidates } from '../api/get-similar-cars';
import { similarDeals } from '../car-details';

export const NO_SIMILAR_CARS = 'No similar cars available at this time.';
export const NO_SIMILAR_FILTERED = 'No similar cars found. Try adjusting your filters.';

const slotSx = { width: { xs: 'min(300px, calc(100vw - 64px))', md: 320 }, display: 'flex' } as const;

export function SimilarDeals({ carId, transmission }: { carId: number; transmission?: string }) {
  const candidates = useSimilarCandidates();

  if (candidates.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">We could not load similar deals just now.</Typography>
        <Button variant="outlined" onClick={() => void candidates.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  if (candidates.isPending) {
    return (
      <Stack direction="row" spacing={3} sx={{ overflow: 'hidden' }} aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} sx={{ ...slotSx, flexShrink: 0, flexDirection: 'column' }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
            <Box sx={{ p: 2.5 }}>
              <Skeleton width="80%" height={28} />
              <Skeleton width="50%" />
              <Skeleton width="40%" height={36} sx={{ mt: 2 }} />
            </Box>
          </Card>
        ))}
      </Stack>
    );
  }

  const deals = similarDeals(candidates.data, carId, transmission);
  if (deals.length === 0) {
    return <Typography color="text.secondary">{transmission ? NO_SIMILAR_FILTERED : NO_SIMILAR_CARS}</Typography>;
  }

  return (
    <Scroller label="Similar deals" gap={3}>
      {deals.map((car) => (
        <Box key={car.id} sx={slotSx}>
          <CarCard car={car} nameLength={25} />
        </Box>
      ))}
    </Scroller>
  );
}
