// The featured first car of wide screens (spec 01 section 2) with its advertisement image; D18: its
// kms, type, gear and price are the real values of the first car of the result, not placeholders.
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import type { CarListItem } from '@luxe/contract';
import { Link as RouterLink } from 'react-router';
import { carStatusText } from '../../../components/car-card/car-card';
import { DealTags } from '../../../components/car-card/deal-tags';
import { Tag } from '../../../components/tag';
import { CarImage } from '../../../components/car-image';
import { Price } from '../../../components/price';
import { carDetailsPath } from '../../../lib/cars-url';
import { formatDistance } from '../../../lib/format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.6)', display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

export function FeaturedCar({ car }: { car: CarListItem }) {
  const name = car.car_name.trim() || 'Car Name not found';
  return (
    <Card
      component="article"
      aria-label={`Featured: ${name}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        border: 0,
      }}
    >
      {/* The photo fills its column to the height of the text beside it, never wider than the column. */}
      <CarImage src={car.images[0]} alt={name} eager sx={{ height: '100%', minHeight: 320, aspectRatio: 'auto' }} />
      <Stack spacing={2.5} sx={{ p: 4, justifyContent: 'center' }}>
        <Typography variant="overline" sx={{ color: 'secondary.light' }}>
          Featured this week
        </Typography>
        {/* A reserved or sold car says so here as on every card. */}
        {car.status !== 'available' && (
          <Tag sx={{ alignSelf: 'flex-start', bgcolor: 'background.paper', color: 'text.primary' }}>{carStatusText(car)}</Tag>
        )}
        <Typography variant="h2" component="h3" sx={{ fontSize: '1.75rem' }}>
          {name}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 3, justifyContent: 'start' }}>
          <Fact label="Kms" value={formatDistance(car.odometer_reading)} />
          <Fact label="Type" value={car.car_type} />
          <Fact label="Gear" value={car.transmission} />
        </Box>
        <Box>
          <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.6)', display: 'block' }}>
            Offered price
          </Typography>
          <Price rupees={car.listing_price} variant="h2" component="p" sx={{ color: 'secondary.light' }} />
          <DealTags car={car} onDark />
        </Box>
        <Button
          component={RouterLink}
          to={carDetailsPath(car.id)}
          variant="contained"
          color="secondary"
          endIcon={<ArrowForward />}
          sx={{ alignSelf: 'flex-start' }}
        >
          View Details
        </Button>
      </Stack>
    </Card>
  );
}
