// The home banner: 3 slides, advancing every 2000 ms, paused while the
// pointer or keyboard focus is on it and never moving for people who prefer reduced motion.
import ArrowForward from '@mui/icons-material/ArrowForward';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, Container, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useReducedMotion } from '../use-reduced-motion';

export const BANNER_INTERVAL_MS = 2000;

const SLIDES = [
  {
    title: 'The car you have always wanted, from dealers we trust',
    text: 'Hand-picked luxury cars from verified dealers across India, with every price in the open.',
    image: '/media/cars/suv/1e2a3d/front-quarter.svg',
    alt: 'A dark blue luxury SUV',
  },
  {
    title: 'Make an offer and negotiate on your terms',
    text: 'Send your price, see every counter-offer in one place, and close the deal when it feels right.',
    image: '/media/cars/sedan/d8d4cc/side.svg',
    alt: 'A pearl white luxury saloon',
  },
  {
    title: 'Drive it at home. Hold it for three days.',
    text: 'Book a test drive at your door or at the showroom, then reserve the car with a refundable token.',
    image: '/media/cars/coupe/7a1f2b/front-quarter.svg',
    alt: 'A deep red luxury coupé',
  },
] as const;

const controlSx = {
  color: '#fff',
  border: 1,
  borderColor: 'rgba(255,255,255,0.28)',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.06)' },
} as const;

export function HeroBanner() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = SLIDES.length;

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = window.setInterval(() => setActive((current) => (current + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion, count]);

  const go = (step: number) => setActive((current) => (current + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      sx={{
        color: '#fff',
        background: 'radial-gradient(90% 120% at 85% 10%, #24324a 0%, #0f1724 55%, #0b111b 100%)',
        overflow: 'hidden',
      }}
    >
      <Container maxWidth="xl" sx={{ pt: { xs: 4, md: 8 }, pb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" component="h1" sx={{ color: 'secondary.light', mb: { xs: 2, md: 3 } }}>
          Pre-owned luxury cars from verified dealers
        </Typography>
        <Box sx={{ display: 'grid' }}>
          {SLIDES.map((slide, index) => {
            const current = index === active;
            return (
              <Box
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={!current}
                inert={!current}
                sx={{
                  gridArea: '1 / 1',
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
                  gap: { xs: 3, md: 6 },
                  alignItems: 'center',
                  opacity: current ? 1 : 0,
                  transition: 'opacity 400ms ease',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              >
                <Box sx={{ order: { xs: 2, md: 1 } }}>
                  <Typography variant="h1" component="h2" sx={{ maxWidth: 560 }}>
                    {slide.title}
                  </Typography>
                  <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.72)', fontSize: { xs: 16, md: 18 }, maxWidth: 480 }}>
                    {slide.text}
                  </Typography>
                  <Button
                    component={RouterLink}
                    to="/cars"
                    variant="contained"
                    color="secondary"
                    size="large"
                    endIcon={<ArrowForward />}
                    tabIndex={current ? 0 : -1}
                    sx={{ mt: { xs: 3, md: 4 } }}
                  >
                    Explore More
                  </Button>
                </Box>
                <Box sx={{ order: { xs: 1, md: 2 } }}>
                  <Box
                    component="img"
                    src={slide.image}
                    alt={slide.alt}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    sx={{
                      width: '100%',
                      aspectRatio: '16 / 10',
                      objectFit: 'cover',
                      display: 'block',
                      borderRadius: { xs: '16px', md: '24px' },
                      boxShadow: '0 32px 64px rgba(0,0,0,0.45)',
                    }}
                  />
                </Box>
              </Box>
            );
          })}
        </Box>

        <Stack direction="row" spacing={2} sx={{ mt: { xs: 3, md: 5 }, alignItems: 'center' }}>
          <IconButton aria-label="Previous slide" onClick={() => go(-1)} sx={controlSx}>
            <ChevronLeft />
          </IconButton>
          <Stack direction="row" spacing={0.5} role="group" aria-label="Choose a slide">
            {SLIDES.map((slide, index) => (
              <Box
                key={slide.title}
                component="button"
                type="button"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
                sx={{
                  width: 44,
                  height: 44,
                  border: 0,
                  p: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: index === active ? 28 : 8,
                    height: 8,
                    borderRadius: '4px',
                    bgcolor: index === active ? '#fff' : 'rgba(255,255,255,0.35)',
                    transition: 'width 200ms ease, background-color 200ms ease',
                  },
                  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -6, borderRadius: '10px' },
                }}
              />
            ))}
          </Stack>
          <IconButton aria-label="Next slide" onClick={() => go(1)} sx={controlSx}>
            <ChevronRight />
          </IconButton>
          <Typography
            aria-live={paused ? 'polite' : 'off'}
            sx={{ ml: 'auto !important', fontVariantNumeric: 'tabular-nums', color: 'rgba(255,255,255,0.72)', fontWeight: 600 }}
          >
            {active + 1}/{count}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
