// Top Deals: real cars from the car list call, in a scroller.
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CarCard } from '../../../components/car-card/car-card';
import { Scroller } from '../../../components/scroller';
import { useTopDeals } from '../api/get-top-deals';
import { CardSkeleton } from '../../../components/car-card/card-skeleton';

const slotSx = { width: { xs: 'min(300px, calc(100vw - 64px))', md: 330 }, display: 'flex' } as const;
/** Names are cut at 25 characters on the deal card. */
const DEAL_NAME_LENGTH = 25;

export function TopDeals() {
  const deals = useTopDeals();

  if (deals.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
        <Typography color="text.secondary">We could not load today’s deals just now.</Typography>
        <Button variant="outlined" onClick={() => void deals.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  if (deals.isSuccess && deals.data.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
        <Typography color="text.secondary">No cars are listed right now. New arrivals appear here first, so check back soon.</Typography>
        <Button component={RouterLink} to="/cars" variant="outlined">
          Browse all cars
        </Button>
      </Stack>
    );
  }

  return (
    <Scroller label="Top Deals" gap={3}>
      {deals.isPending
        ? Array.from({ length: 4 }, (_, index) => (
            <Box key={index} sx={slotSx}>
              <CardSkeleton />
            </Box>
          ))
        : deals.data.map((car) => (
            <Box key={car.id} sx={slotSx}>
              <CarCard car={car} nameLength={DEAL_NAME_LENGTH} />
            </Box>
          ))}
    </Scroller>
  );
}
