// A horizontal row that scrolls sideways inside itself (never the page), with previous and next
// buttons that move it 500px and swipe or shift-wheel on touch and trackpads.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export const SCROLL_STEP_PX = 500;

interface ScrollerProps {
  /** Names the row for assistive technology, e.g. 'Top Deals'. */
  label: string;
  children: ReactNode;
  /** Gap between items, in theme spacing units. */
  gap?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Scroller({ label, children, gap = 2 }: ScrollerProps) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, children]);

  const move = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  const buttonSx = {
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    '&:hover': { bgcolor: 'background.paper', borderColor: 'primary.main' },
    '&.Mui-disabled': { bgcolor: 'transparent', opacity: 0.5 },
  } as const;

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2, display: { xs: 'none', md: 'flex' } }}>
        <IconButton aria-label={`Scroll ${label} left`} onClick={() => move(-1)} disabled={edges.start} sx={buttonSx}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={`Scroll ${label} right`} onClick={() => move(1)} disabled={edges.end} sx={buttonSx}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box
        ref={track}
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={measure}
        sx={{
          display: 'flex',
          gap,
          // The containing block of whatever its cards position (a card's visually hidden text is absolute):
          // a scroll box clips only what it contains, so without this a card beyond the edge widened the page.
          position: 'relative',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: 4,
          px: 0.5,
          pt: 0.5,
          pb: 2,
          mx: -0.5,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > *': { scrollSnapAlign: 'start', flexShrink: 0 },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: '12px' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
