import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';

export const FALLBACK_CAR_IMAGE = '/media/fallback-car.svg';

interface CarImageProps {
  src: string | undefined;
  alt: string;
  /** The first screenful loads at once; everything below the fold waits until it is near. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A car photo at a fixed 16:10 ratio, so nothing jumps while it loads; the spec's fallback on failure. */
export function CarImage({ src, alt, eager = false, sx }: CarImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_CAR_IMAGE : src;
  return (
    <Box
      sx={[{ position: 'relative', aspectRatio: '16 / 10', bgcolor: '#f1ede6', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        component="img"
        src={shown}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => {
          if (src && shown === src) setFailedSrc(src);
        }}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
