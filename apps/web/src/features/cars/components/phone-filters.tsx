// The phone's Filters button and its sheet (below 900px). The sheet shows the page's own filter column,
// the server's HTML, not a second copy: once the page is idle the column moves into a closed <dialog>,
// and the button opens it by an invoker command, so a tap runs no code before the paint and the first
// open is as quick as the next. The column hydrates once it is shown
// (DeferredIsland); a box ticked before that still counts (checkbox-group.tsx). From 900px the column
// stays in its place and the sheet is never shown.
import Close from '@mui/icons-material/Close';
import Tune from '@mui/icons-material/Tune';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { usePrefetchWhenIdle, whenIdle } from '../../../lib/prefetch-code';
import { loadCarListSchemaAhead } from '../api/get-cars';

/** The column's hydrating part, the aside's child that moves into the sheet. */
const COLUMN = ':scope > [data-deferred]';
/** Whether buttons open dialogs by `command` (Chromium 135 on); elsewhere the click handler does. */
const invokerCommands = typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
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

/** Moves the column's part from `from` into `to`, if it is in `from`. */
function moveInto(to: HTMLElement, from: HTMLElement) {
  const part = from.querySelector(COLUMN);
  if (part) to.append(part);
}

/** Memoized: the list's page renders on every change; this renders again only when its count or the width does. */
export const PhoneFilters = memo(function PhoneFilters({
  column,
  total,
  wide,
}: {
  column: RefObject<HTMLElement | null>;
  total: number | undefined;
  wide: boolean;
}) {
  const sheetRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const pressedOutside = useRef(false);
  // The column hydrates as soon as the sheet shows it: its code is fetched while the page is idle.
  usePrefetchWhenIdle(['features/cars/components/filter-sidebar'], !wide);

  // Below 900px the column waits in the closed sheet, so that a tap only shows it; from 900px it is in its place.
  useEffect(() => {
    const body = bodyRef.current;
    const aside = column.current;
    if (!body || !aside) return;
    if (!wide) return whenIdle(() => moveInto(body, aside));
    sheetRef.current?.close();
    moveInto(aside, body);
  }, [wide, column]);

  useEffect(() => {
    const sheet = sheetRef.current;
    // The browser focuses the heading when it shows the sheet, where reading starts (not a control).
    document.getElementById(headingId)?.setAttribute('autofocus', '');
    // The page behind stops scrolling once the sheet is painted: a relayout of the page, kept out of the
    // tap's frame; the list's answer's schema loads then too, ahead of a first tick.
    const toggled = () => {
      if (!sheet?.open) return;
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (!sheet.open) return;
          document.documentElement.style.overflow = 'hidden';
          loadCarListSchemaAhead();
        }, 0),
      );
    };
    sheet?.addEventListener('toggle', toggled);
    return () => sheet?.removeEventListener('toggle', toggled);
  }, [headingId]);

  const open = () => {
    const sheet = sheetRef.current;
    const body = bodyRef.current;
    const aside = column.current;
    if (!sheet || !body || !aside) return;
    // Tapped before the page was idle: the column moves now. The command shows the sheet after this handler.
    moveInto(body, aside);
    if (!invokerCommands && !sheet.open) sheet.showModal();
  };
  const close = () => sheetRef.current?.close();

  return (
    <Box sx={{ display: { md: 'none' } }}>
      <Button
        variant="contained"
        color="primary"
        startIcon={<Tune />}
        {...{ command: 'show-modal', commandfor: `${headingId}-sheet` }}
        onClick={open}
        aria-haspopup="dialog"
        aria-controls={`${headingId}-sheet`}
        // No ripple, whose rendering would come at the tap: the keyboard's focus gets a ring instead.
        disableRipple
        sx={{
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
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
});
