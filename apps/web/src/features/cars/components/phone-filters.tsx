// The phone's Filters button and its sheet (below 900px). The sheet shows the page's own filter column,
// the server's HTML, not a second copy: the tap moves that column into a <dialog> and calls showModal(),
// with no React render before the paint, so the first open is as quick as the next (issue 25 item 1).
// The column hydrates once it is shown (DeferredIsland); a box ticked before that still counts
// (checkbox-group.tsx). From 900px the column stays in its place and the sheet is never shown.
import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { usePrefetchWhenIdle } from '../../../lib/prefetch-code';

/** The column's hydrating part, the aside's child that moves into the sheet. */
const COLUMN = ':scope > [data-deferred]';
const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex="0"]';

// The sheet is the dialog itself, along the foot of the screen; a press on the dimmed page above it is
// a press on its ::backdrop, whose target is the dialog, never one of the sheet's own parts.
const Sheet = styled('dialog')(({ theme }) => ({
  inset: 'auto 0 0 0',
  width: '100%',
  maxWidth: 'none',
  maxHeight: '88vh',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderTopLeftRadius: 20,
  borderTopRightRadius: 20,
  boxShadow: theme.navyShadows.dialog,
  '&[open]': { display: 'flex', flexDirection: 'column' },
  '&:focus-visible': { outline: 'none' },
  '&::backdrop': { backgroundColor: theme.palette.navy.backdrop },
  [theme.breakpoints.up('md')]: { '&[open]': { display: 'none' } },
  '& [data-sheet-start]:focus': { outline: 'none' },
  '@media (prefers-reduced-motion: no-preference)': {
    '&[open]': { animation: 'luxe-sheet-in 225ms ease-out' },
    '&[open]::backdrop': { animation: 'luxe-sheet-backdrop-in 225ms ease-out' },
  },
  '@keyframes luxe-sheet-in': { from: { transform: 'translateY(100%)' } },
  '@keyframes luxe-sheet-backdrop-in': { from: { opacity: 0 } },
}));

/** Tab from the last control goes to the first and back, as in every modal of the site. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((stop) => stop.getClientRects().length > 0);
  const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
  const active = document.activeElement;
  const atStart = active instanceof HTMLElement && active.hasAttribute('data-sheet-start');
  if (!edge || (active !== edge && !(event.shiftKey && atStart))) return;
  event.preventDefault();
  (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
}

export function PhoneFilters({ column, total, wide }: { column: RefObject<HTMLElement | null>; total: number | undefined; wide: boolean }) {
  const sheetRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const pressedOutside = useRef(false);
  // The column hydrates as soon as the sheet shows it: its code is fetched while the page is idle.
  usePrefetchWhenIdle(['features/cars/components/filter-sidebar'], !wide);

  // The window grew past the sheet: it closes, and the column goes back to its place.
  useEffect(() => {
    const body = bodyRef.current;
    const moved = body?.querySelector(COLUMN);
    if (!wide || !moved) return;
    sheetRef.current?.close();
    column.current?.append(moved);
  }, [wide, column]);

  const open = () => {
    const sheet = sheetRef.current;
    const body = bodyRef.current;
    if (!sheet || !body) return;
    const content = column.current?.querySelector(COLUMN);
    if (content) body.append(content);
    sheet.showModal();
    document.getElementById(headingId)?.focus();
    document.documentElement.style.overflow = 'hidden';
  };
  const close = () => sheetRef.current?.close();

  return (
    <Box sx={{ display: { md: 'none' } }}>
      <Button
        variant="contained"
        color="primary"
        startIcon={<Tune />}
        onClick={open}
        aria-haspopup="dialog"
        aria-controls={`${headingId}-sheet`}
        sx={{
          position: 'fixed',
          bottom: 'calc(16px + env(safe-area-inset-bottom))',
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.appBar,
          borderRadius: 999,
          px: 3,
          minHeight: 48,
          boxShadow: (theme) => theme.navyShadows.floating,
        }}
      >
        Filters
      </Button>
      <Sheet
        ref={sheetRef}
        id={`${headingId}-sheet`}
        aria-label="Filters"
        onKeyDown={keepTabInside}
        // Escape, Close, Show N results and a press on the dimmed page all end here.
        onClose={() => (document.documentElement.style.overflow = '')}
        onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
        onClick={(event) => {
          if (pressedOutside.current && event.target === event.currentTarget) close();
        }}
      >
        <Box sx={{ display: 'flex', flexShrink: 0, alignItems: 'center', justifyContent: 'space-between', px: 2.5, pt: 1.5 }}>
          <Typography id={headingId} variant="h3" component="h2" tabIndex={-1} data-sheet-start="">
            Filters
          </Typography>
          <IconButton aria-label="Close filters" onClick={close}>
            <Close />
          </IconButton>
        </Box>
        <Box ref={bodyRef} sx={{ px: 2.5, overflowY: 'auto', overscrollBehavior: 'contain', flex: 1, minHeight: 0 }} />
        <Box sx={{ flexShrink: 0, p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button fullWidth variant="contained" color="secondary" size="large" onClick={close}>
            {total === undefined ? 'Show results' : `Show ${total} results`}
          </Button>
        </Box>
      </Sheet>
    </Box>
  );
}
