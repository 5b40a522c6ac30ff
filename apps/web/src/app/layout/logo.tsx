import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: inverted ? '#fff' : 'primary.main',
        minHeight: 44,
        flexShrink: 0,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? '#fff' : 'primary.main',
          color: inverted ? 'primary.main' : '#fff',
          fontWeight: 800,
          fontSize: 15,
          letterSpacing: '-0.04em',
        }}
      >
        LW
      </Box>
      {/* The link is named by its visible words (WCAG 2.5.3); capitals come from CSS so they are read as words. */}
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: 17, letterSpacing: '0.16em', whiteSpace: 'nowrap', textTransform: 'uppercase' }}
      >
        Luxe{' '}
        <Box component="span" sx={{ fontWeight: 400 }}>
          Wheels
        </Box>
      </Box>
    </Link>
  );
}
