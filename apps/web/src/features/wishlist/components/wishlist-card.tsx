// A wishlist car: photo, name (over 30 characters cut to 25 plus '...'), price,
// rating, a 'Book Now' button to the detail page, a remove action, and in compare mode a select control.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Card, IconButton, Stack, Typography } from '@mui/material';
import type { WishlistItem } from '@luxe/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarImage } from '../../../components/car-image';
import { CheckboxLabel } from '../../../components/checkbox-label';
import { StarRating } from '../../../components/star-rating';
import { Price } from '../../../components/price';
import { carDetailsPath } from '../../../lib/cars-url';
import { clip } from '../../../lib/clip';
import { formatKm } from '../../../lib/format';

interface WishlistCardProps {
  item: WishlistItem;
  layout: 'grid' | 'list';
  compareMode: boolean;
  selected: boolean;
  onToggleSelect: () => void;
  onRemove: () => void;
  removing: boolean;
}

export function WishlistCard({ item, layout, compareMode, selected, onToggleSelect, onRemove, removing }: WishlistCardProps) {
  const nameId = useId();
  const name = item.car_name.trim() || 'Car Name not found';
  const list = layout === 'list';
  return (
    <Card
      component="article"
      aria-label={name}
      sx={{
        display: 'grid',
        gridTemplateColumns: list ? { xs: '1fr', sm: '280px minmax(0, 1fr)' } : '1fr',
        height: '100%',
        outline: selected ? 2 : 0,
        outlineColor: 'secondary.main',
        opacity: removing ? 0.5 : 1,
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CarImage src={item.car_images[0]} alt={name} sx={list ? { height: '100%' } : undefined} />
        {compareMode && (
          <CheckboxLabel
            checked={selected}
            onChange={onToggleSelect}
            aria-label={`Select ${name} for comparison`}
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              gap: 1,
              pl: 1.5,
              pr: 2,
              fontWeight: 600,
              bgcolor: 'rgba(255,255,255,0.94)',
              borderRadius: 999,
            }}
          >
            Compare
          </CheckboxLabel>
        )}
      </Box>
      <Stack sx={{ p: 2.5, gap: 1.25 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={nameId} variant="h4" component="h2" title={name}>
            {clip(name, 30, 25)}
          </Typography>
          <IconButton
            aria-label={`Remove ${name} from wishlist`}
            title="Remove from wishlist"
            onClick={onRemove}
            disabled={removing}
            sx={{ mt: -1, mr: -1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[item.manufacturing_year, item.fuel_type, item.transmission, formatKm(item.odometer_reading), item.location].join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {/* No reviews: no stars, rather than five empty ones that read as a poor rating. */}
          {item.car_review > 0 && <StarRating value={item.car_star} label={`Rated ${item.car_star} out of 5`} />}
          <Typography variant="caption" color="text.secondary">
            {item.car_review === 0 ? 'No reviews yet' : `${item.car_review} ${item.car_review === 1 ? 'review' : 'reviews'}`}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ mt: 'auto', pt: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Price rupees={item.listing_price} variant="h3" component="p" />
          <Button component={RouterLink} to={carDetailsPath(item.car_id)} variant="contained" color="secondary" aria-describedby={nameId}>
            Book Now
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
