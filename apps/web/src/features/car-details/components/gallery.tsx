// The photo gallery of the car detail page: a 16:10 main image, clickable thumbnails, previous and
// next buttons, the arrow keys and a sideways swipe; a photo that fails shows a fallback picture.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Typography, type Theme } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { CarImage } from '../../../components/car-image';

/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE_PX = 40;
/** From 900px the thumbnails fill the gallery's width in one row of up to this many. */
const THUMBS_PER_ROW = 5;

interface GalleryProps {
  images: string[];
  name: string;
  /** Drawn over the main image (the wishlist heart, a status badge). */
  overlay?: ReactNode;
}

export function Gallery({ images, name, overlay }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const go = (step: number) => count > 1 && setIndex((current + step + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  }

  const arrowSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(255,255,255,0.9)',
    boxShadow: (theme: Theme) => theme.navyShadows.onImage,
    '&:hover': { bgcolor: '#ffffff' },
  } as const;

  return (
    <Box>
      <Box
        role="region"
        aria-roledescription="carousel"
        aria-label={`Photos of ${name}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
        sx={{
          position: 'relative',
          borderRadius: 4,
          overflow: 'hidden',
          touchAction: 'pan-y',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        <CarImage src={images[current]} alt={`${name}, photo ${count ? current + 1 : 1} of ${Math.max(count, 1)}`} eager priority />
        {overlay}
        {count > 1 && (
          <>
            <IconButton aria-label="Previous photo" onClick={() => go(-1)} sx={{ ...arrowSx, left: 12 }}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label="Next photo" onClick={() => go(1)} sx={{ ...arrowSx, right: 12 }}>
              <ChevronRight />
            </IconButton>
            <Typography
              aria-live="polite"
              variant="caption"
              sx={{
                position: 'absolute',
                bottom: 12,
                right: 12,
                px: 1.25,
                py: 0.25,
                borderRadius: 8,
                bgcolor: 'navy.overlay',
                color: '#fff',
              }}
            >
              {current + 1} / {count}
            </Typography>
          </>
        )}
      </Box>

      {count > 1 && (
        <Box
          role="group"
          aria-label="Choose a photo"
          sx={{
            display: { xs: 'flex', md: 'grid' },
            gridTemplateColumns: `repeat(${Math.min(count, THUMBS_PER_ROW)}, minmax(0, 1fr))`,
            gap: { xs: 1, md: 1.5 },
            mt: 1.5,
            overflowX: { xs: 'auto', md: 'visible' },
            pb: 0.5,
            scrollbarWidth: 'thin',
          }}
        >
          {images.map((src, i) => (
            <ButtonBase
              key={`${src}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={`Show photo ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
              sx={{
                flex: '0 0 auto',
                width: { xs: 76, sm: 104, md: 'auto' },
                borderRadius: 2,
                overflow: 'hidden',
                border: 2,
                borderColor: i === current ? 'secondary.main' : 'transparent',
                opacity: i === current ? 1 : 0.75,
                transition: 'opacity 150ms ease, border-color 150ms ease',
                '&:hover': { opacity: 1 },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <CarImage src={src} alt="" sx={{ width: '100%' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
