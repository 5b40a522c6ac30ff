// A round picture with an initial behind it, for a person or a dealer: MUI's Avatar costs a chunk of its
// own on pages that need only this (decision 009's budget).
import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';

export function Avatar({ src, initial, size, sx }: { src?: string | null; initial: string; size: number; sx?: SxProps<Theme> }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box
      component="span"
      sx={[
        {
          width: size,
          height: size,
          flex: 'none',
          borderRadius: '50%',
          overflow: 'hidden',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          fontSize: size * 0.4,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && !broken ? (
        <Box component="img" src={src} alt="" onError={() => setBroken(true)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        initial
      )}
    </Box>
  );
}
