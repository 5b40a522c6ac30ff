// The 'Car Overview' grid: fifteen facts, 0 where the value is missing.
import { Box, Typography } from '@mui/material';
import type { CarDetails } from '@luxe/contract';
import { overviewRows } from '../car-details';

export function CarOverview({ car }: { car: CarDetails }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
        gap: { xs: 2, md: 3 },
        m: 0,
      }}
    >
      {overviewRows(car).map((row) => (
        <Box key={row.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
