// 'Similar deals': up to 5 other cars of the same body type in a price
// band around this one, of the transmission the visitor came with, when they came with one.
import type { CarDetails } from '@luxe/contract';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../../components/skeleton';
import { CarCard } from '../../../components/car-card/car-card';
import { Scroller } from '../../../components/scroller';
import { useSimilarDeals } from '../api/get-similar-cars';
import { similarTo } from '../similar-deals-rule';

export const NO_SIMILAR_CARS = 'No similar cars available at this time.';
export const NO_SIMILAR_FILTERED = 'No similar cars found. Try adjusting your filters.';

const slotSx = { width: { xs: 'min(300px, calc(100vw - 64px))', md: 320 }, display: 'flex' } as const;

interface SimilarDealsProps {
  car: Pick<CarDetails, 'id' | 'car_type_name' | 'listing_price'>;
  transmission?: string;
}

export function SimilarDeals({ car, transmission }: SimilarDealsProps) {
  const deals = useSimilarDeals(similarTo(car), transmission);

  if (deals.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">We could not load similar deals just now.</Typography>
        <Button variant="outlined" onClick={() => void deals.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  if (deals.isPending) {
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

  if (deals.data.length === 0) {
    return <Typography color="text.secondary">{transmission ? NO_SIMILAR_FILTERED : NO_SIMILAR_CARS}</Typography>;
  }

  return (
    <Scroller label="Similar deals" gap={3}>
      {deals.data.map((deal) => (
        <Box key={deal.id} sx={slotSx}>
          <CarCard car={deal} nameLength={25} />
        </Box>
      ))}
    </Scroller>
  );
}
