// The car card of spec 01 section 2, shared by every car list (home Top Deals, /cars, dealer page).
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import type { CarListItem } from '@luxe/contract';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { carDetailsPath } from '../../lib/cars-url';
import { formatDistance, formatIndianDateTime, truncate } from '../../lib/format';
import { CarImage } from '../car-image';
import { Tag } from '../tag';
import { Price } from '../price';
import { WishlistHeart } from './wishlist-heart';
import { DealTags } from './deal-tags';

export type CarCardCar = Pick<
  CarListItem,
  | 'id'
  | 'car_name'
  | 'manufacturing_year'
  | 'engine_capacity'
  | 'images'
  | 'location'
  | 'odometer_reading'
  | 'listing_price'
  | 'transmission'
  | 'seats'
  | 'fuel_type'
  | 'wishlist_status'
  | 'status'
  | 'reserved_until'
  | 'fair_price'
  | 'price_drop'
>;

interface CarCardProps {
  car: CarCardCar;
  /** Spec 01 section 9: 35 characters on one card, 30 in the list card, 25 in the deal card. */
  nameLength?: number;
  eagerImage?: boolean;
}

const statusBadge = { available: 'New Listing', reserved: 'Reserved', sold: 'Sold' } as const;
/** Issue 23: a reserved car says until when, in India's time (D23, D33). */
export const carStatusText = (car: Pick<CarListItem, 'status' | 'reserved_until'>) =>
  car.status === 'reserved' && car.reserved_until ? `Reserved until ${formatIndianDateTime(car.reserved_until)}` : statusBadge[car.status];

function Spec({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
      <Box sx={{ display: 'flex', color: 'text.disabled', '& svg': { fontSize: 18 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function CarCard({ car, nameLength = 30, eagerImage = false }: CarCardProps) {
  const nameId = useId();
  const name = car.car_name.trim() || 'Car Name not found';
  const to = carDetailsPath(car.id);
  const engine = car.engine_capacity.trim();
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: (theme) => theme.navyShadows.cardHover },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CarImage src={car.images[0]} alt={name} eager={eagerImage} />
        <Tag
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            bgcolor: car.status === 'available' ? 'rgba(255,255,255,0.92)' : 'primary.main',
            color: car.status === 'available' ? 'primary.main' : 'primary.contrastText',
            backdropFilter: 'blur(4px)',
          }}
        >
          {carStatusText(car)}
        </Tag>
        <WishlistHeart carId={car.id} carName={name} wishlisted={car.wishlist_status === 1} />
      </Box>

      <Stack sx={{ p: 2.5, pt: 2, flex: 1, gap: 1.5 }}>
        <Box>
          <Typography id={nameId} variant="h4" component="h3" title={name} sx={{ lineHeight: 1.35 }}>
            {truncate(name, nameLength)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {car.manufacturing_year}
            {engine ? ` · ${truncate(engine, 12)}` : ''}
          </Typography>
        </Box>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
          <Spec icon={<LocalGasStationOutlined />}>{truncate(car.fuel_type.trim() || 'Fuel not found', 14)}</Spec>
          <Spec icon={<SpeedOutlined />}>{formatDistance(car.odometer_reading)}</Spec>
          <Spec icon={<SettingsOutlined />}>{truncate(car.transmission, 14)}</Spec>
          <Spec icon={<EventSeatOutlined />}>{car.seats > 0 ? `${car.seats} Seats` : 'Seat not found'}</Spec>
        </Box>

        <Spec icon={<PlaceOutlined />}>{car.location}</Spec>

        <Box sx={{ mt: 'auto', pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Offered price
          </Typography>
          <Price rupees={car.listing_price} variant="h3" component="p" />
          <DealTags car={car} />
          <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
            <Link
              component={RouterLink}
              to={to}
              aria-describedby={nameId}
              sx={{ fontWeight: 700, minHeight: 44, display: 'inline-flex', alignItems: 'center', color: 'primary.main' }}
            >
              View Details
            </Link>
            <Button component={RouterLink} to={to} variant="contained" color="secondary" aria-describedby={nameId}>
              Book Now
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}
