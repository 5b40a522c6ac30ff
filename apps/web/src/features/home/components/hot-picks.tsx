// Hot Picks In Your City (a fixed list); a city opens /cars filtered to it.
import ArrowForward from '@mui/icons-material/ArrowForward';
import { HOT_CITIES } from '@luxe/contract/constants';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { carsPath } from '../../../lib/cars-url';

const TAGLINES: Record<(typeof HOT_CITIES)[number], string> = {
  Delhi: 'The capital’s finest',
  Mumbai: 'Coastal-city classics',
  Gurugram: 'Millennium City picks',
  Bangalore: 'Garden City drives',
  Lucknow: 'Nawabi elegance',
};

export function HotPicks() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      {HOT_CITIES.map((city, index) => (
        <Box component="li" key={city} sx={{ gridColumn: { xs: index === HOT_CITIES.length - 1 ? '1 / -1' : 'auto', sm: 'auto' } }}>
          <Link
            component={RouterLink}
            to={carsPath({ location: city })}
            underline="none"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'space-between',
              gap: 3,
              height: '100%',
              minHeight: { xs: 132, md: 168 },
              p: { xs: 2, md: 3 },
              borderRadius: '20px',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              position: 'relative',
              overflow: 'hidden',
              transition: 'border-color 200ms ease, box-shadow 200ms ease',
              '&::before': {
                content: '""',
                position: 'absolute',
                right: -32,
                bottom: -32,
                width: 120,
                height: 120,
                borderRadius: '50%',
                border: '18px solid',
                borderColor: 'background.default',
              },
              '&:hover, &:focus-visible': { borderColor: 'primary.main', boxShadow: (theme) => theme.navyShadows.tileHover },
              '&:hover .city-arrow': { transform: 'translateX(4px)' },
            }}
          >
            <Box sx={{ position: 'relative' }}>
              <Typography variant="h3" component="h3">
                {city}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {TAGLINES[city]}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.75, position: 'relative' }}
            >
              View cars
              <ArrowForward className="city-arrow" sx={{ fontSize: 18, transition: 'transform 200ms ease' }} />
            </Typography>
          </Link>
        </Box>
      ))}
    </Box>
  );
}
