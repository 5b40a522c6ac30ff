import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

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
