// The promotional banner of the home page, promising only what the product does (see docs/product/test-drives-and-bookings.md).
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function PromoBanner() {
  return (
    <Box
      component="aside"
      aria-label="Reserve a car"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
        borderRadius: '24px',
        overflow: 'hidden',
        bgcolor: '#efe9df',
      }}
    >
      <Box sx={{ p: { xs: 3, md: 7 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Reserve with confidence
        </Typography>
        <Typography variant="h2" component="p" sx={{ mt: 1 }}>
          Found the one? Hold it for three days.
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 2, maxWidth: 460 }}>
          Pay a refundable token of 2% of the price and the car is reserved for you alone, with as many test drives as you need before you
          decide.
        </Typography>
        <Button component={RouterLink} to="/cars" variant="outlined" size="large" sx={{ mt: 3 }}>
          Find your car
        </Button>
      </Box>
      <Box
        component="img"
        src="/media/cars/convertible/f2efe9/front-quarter.svg"
        alt="A white luxury convertible"
        loading="lazy"
        sx={{ width: '100%', height: '100%', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
