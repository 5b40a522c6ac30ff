// A small rounded label (a car's status, 'New Launched'): the look of MUI's small Chip without its
// click, delete and focus machinery, which a label does not need.
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export function Tag({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          minHeight: 24,
          px: 1.25,
          borderRadius: 999,
          fontSize: 12,
          fontWeight: 700,
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
