// The car summary card of the flow's pages: photo, name, dealer, price, and a
// favourite toggle that is local only (it saves nothing).
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { CarDetails } from '@luxe/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarImage } from '../../../components/car-image';
import { Price } from '../../../components/price';

export function BookingCarCard({ car, priceLabel = 'Dealer’s offer', price }: { car: CarDetails; priceLabel?: string; price?: number }) {
  const [liked, setLiked] = useState(false);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '220px minmax(0, 1fr)' },
        gap: 2,
        p: 2,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <CarImage src={car.car_images[0]} alt={car.car_name} sx={{ aspectRatio: '16 / 10', borderRadius: 3 }} />
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography
            component={RouterLink}
            to={`/car-details/${car.id}`}
            variant="h3"
            sx={{
              fontWeight: 800,
              color: 'text.primary',
              textDecoration: 'none',
              overflowWrap: 'anywhere',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {car.registration_year} {car.car_name}
          </Typography>
          <IconButton
            onClick={() => setLiked((value) => !value)}
            aria-pressed={liked}
            aria-label={liked ? 'Unmark as favourite' : 'Mark as favourite'}
            sx={{ color: 'secondary.main', flexShrink: 0 }}
          >
            {liked ? <Favorite /> : <FavoriteBorder />}
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[car.fuel_type, car.transmission, car.location].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Dealer: {car.vendor_name}, {car.vendor_city}
        </Typography>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {priceLabel}
          </Typography>
          <Price rupees={price ?? car.listing_price} sx={{ fontSize: '1.5rem' }} />
        </Box>
      </Stack>
    </Box>
  );
}
