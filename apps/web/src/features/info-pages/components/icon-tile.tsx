// The navy square that holds a card's icon on the information pages.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 48, height: 48, borderRadius: '14px', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center' }}
    >
      {children}
    </Box>
  );
}
