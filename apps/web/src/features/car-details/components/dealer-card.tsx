// The dealer card of the car detail page: photo, name (to the dealer page), the real rating or 'New'
// (docs/product/dealers-and-operators.md), established year, licence and View Details.
import StarRounded from '@mui/icons-material/StarRounded';
import Verified from '@mui/icons-material/Verified';
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { Avatar } from '../../../components/avatar';
import type { CarDetails } from '@luxe/contract';
import { Link as RouterLink } from 'react-router';
import { establishedYear } from '../car-details';

/** The dealer page takes the id in its address, so a reload shows the same dealer. */
function dealerPath(vendorId: number): string {
  return `/car-dealer?id=${vendorId}`;
}

export function DealerCard({ car }: { car: CarDetails }) {
  const to = dealerPath(car.vendor_id);
  const rating = car.vendor_rating === null ? 'New' : car.vendor_rating.toFixed(1);
  return (
    <Card component="section" aria-labelledby="dealer-card-name" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        Sold by
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Avatar src={car.vendor_profile_pic} initial={car.vendor_name.charAt(0)} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Link
              id="dealer-card-name"
              component={RouterLink}
              to={to}
              variant="h4"
              sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}
            >
              {car.vendor_name}
            </Link>
            <Verified aria-label="Verified dealer" sx={{ color: 'secondary.main', fontSize: 20 }} />
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.25 }}>
            <StarRounded sx={{ color: 'secondary.main', fontSize: 20 }} aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {rating}
            </Typography>
            {car.vendor_rating !== null && (
              <Typography variant="body2" color="text.secondary">
                ({car.vendor_rating_count} {car.vendor_rating_count === 1 ? 'rating' : 'ratings'})
              </Typography>
            )}
          </Stack>
        </Box>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, my: 2.5, '& dd': { m: 0 } }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          Established
        </Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
          {establishedYear(car.member_since)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Licence
        </Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {car.vendor_license}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Location
        </Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
          {car.vendor_city}, {car.vendor_state}
        </Typography>
      </Box>
      <Button component={RouterLink} to={to} variant="outlined" fullWidth aria-label={`View details of ${car.vendor_name}`}>
        View Details
      </Button>
    </Card>
  );
}
