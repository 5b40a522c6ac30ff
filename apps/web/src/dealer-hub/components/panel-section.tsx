import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A titled part of a panel page, with an optional link or count on the right of its title. */
export function PanelSection({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 3, md: 4 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Box>
  );
}

/** The page's title. */
export function PanelTitle({ children, sub }: { children: string; sub?: ReactNode }) {
  return (
    <Box sx={{ mb: { xs: 2, md: 3 } }}>
      <Typography variant="h2" component="h1">
        {children}
      </Typography>
      {sub && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {sub}
        </Typography>
      )}
    </Box>
  );
}

/** Back to the dealer's cars, above a car's page or form: a link flush with the title under it (a button's padding set it off). */
export function BackToListings() {
  return (
    <Link
      component={RouterLink}
      to="/vendor/listings"
      variant="body2"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 0.5, fontWeight: 700, color: 'text.primary' }}
    >
      ← Listings
    </Link>
  );
}
