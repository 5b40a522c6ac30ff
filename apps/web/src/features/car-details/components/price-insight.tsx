// 'Is this a good price?' on the car page: the fair-price band beside the price history.
import { Box, Card } from '@mui/material';
import type { CarDetails } from '@luxe/contract';
import { DeferredIsland } from '../../../components/hydration-island';
import { lazyComponent } from '../../../lib/lazy-component';
import { carTitle } from '../car-details';
import { FairPrice } from './fair-price';

// Under the fair price on a phone, a screen further down: its chart loads when it comes near.
const PriceHistory = lazyComponent(() => import('./price-history').then((m) => m.PriceHistory));

export function PriceInsight({ car }: { car: CarDetails }) {
  const panel = { p: { xs: 2.5, md: 3 }, minWidth: 0 } as const;
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}
    >
      {car.fair_price && (
        <Card sx={panel}>
          <FairPrice
            carId={car.id}
            carName={carTitle(car)}
            price={car.listing_price}
            fair={car.fair_price}
            brand={car.car_brand_name}
            body={car.car_type_name}
          />
        </Card>
      )}
      {car.price_history.length > 0 && (
        <Card sx={panel}>
          <DeferredIsland>
            <PriceHistory history={car.price_history} />
          </DeferredIsland>
        </Card>
      )}
    </Box>
  );
}
