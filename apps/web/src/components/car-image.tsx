import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useState } from 'react';
import { themeStyles } from './theme-styles';

export const FALLBACK_CAR_IMAGE = '/media/fallback-car.svg';

interface CarImageProps {
  src: string | undefined;
  alt: string;
  /** The first screenful loads at once; everything below the fold waits until it is near. */
  eager?: boolean;
  /** The page's main picture (its largest paint): fetched before other pictures and scripts of its rank. */
  priority?: boolean;
  sx?: SxProps<Theme>;
  /** For a card whose own styles size the photo (no style object per render). */
  className?: string;
}

const Frame = styled('div')(
  themeStyles(() => ({
    position: 'relative',
    aspectRatio: '16 / 10',
    backgroundColor: '#f1ede6',
    overflow: 'hidden',
    '& > img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  })),
);

/** A car photo at a fixed 16:10 ratio, so nothing jumps while it loads; a fallback picture on failure. */
export function CarImage({ src, alt, eager = false, priority = false, sx, className }: CarImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_CAR_IMAGE : src;
  // Only the picture the place first showed is eager (the page's first screen): a later one (a filter
  // change's new car) loads after the frame that shows its card, not in the way of it.
  const [first] = useState(shown);
  return (
    <Frame sx={sx} className={className}>
      {/* A new picture is a new element: a reused one would show the last car's picture until this one loads. */}
      <img
        key={shown}
        src={shown}
        alt={alt}
        loading={eager && shown === first ? 'eager' : 'lazy'}
        fetchPriority={priority && shown === first ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        onError={() => {
          if (src && shown === src) setFailedSrc(src);
        }}
      />
    </Frame>
  );
}
