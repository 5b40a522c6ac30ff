// A modal dialog on the platform's own <dialog>: shown with showModal(), it sits above the page, which
// becomes inert (no focus, no clicks, hidden from screen readers) until it closes; Escape closes it and
// the focus returns where it was. What this adds: the focus wraps around inside it on Tab, a click on
// the dimmed page closes it, the page behind does not scroll, and the content mounts once the dialog
// is shown, so a field with autoFocus gets the focus; without one, the heading gets it (not the dialog,
// whose outline would frame the whole screen). With keepMounted, the content stays mounted while it is
// closed, so a tap can open it with showModal() alone (modal-dialog-opener.ts); it opens on its heading.
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { whenIdle } from '../lib/prefetch-code';
import { focusDialogStart, markDialogStart, showModalDialog, TABBABLE } from './modal-dialog-opener';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading. */
  labelledBy: string;
  /** The widest the dialog grows, in px; it leaves a margin on a phone. */
  maxWidth: number;
  /** A panel along the right edge, the page's full height (the whole width on a phone). */
  side?: boolean;
  /** Styles of the dialog's panel. */
  sx?: SxProps<Theme>;
  /** The content stays mounted while the dialog is closed (see useModalDialogOpener). */
  keepMounted?: boolean;
  /** The <dialog> element, for an opener that shows it itself. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

const Dialog = styled('dialog')(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: theme.spacing(2),
  border: 0,
  background: 'transparent',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
  '&[open], &[data-warming]': { display: 'grid', placeItems: 'center' },
  // Laid out unseen for a frame (keepMounted): not painted, not hit, not focusable, hidden from screen readers.
  '&[data-warming]:not([open])': { visibility: 'hidden', pointerEvents: 'none' },
  // The dialog itself spans the screen: an outline there would frame the whole page.
  '&:focus-visible': { outline: 'none' },
  '&.side': { padding: 0 },
  '&.side[open], &.side[data-warming]': { display: 'flex', justifyContent: 'flex-end' },
  '&::backdrop': { backgroundColor: theme.palette.navy.backdrop },
  '@media (prefers-reduced-motion: no-preference)': {
    '&[open] > div': { animation: 'luxe-dialog-in 200ms ease-out' },
    '&[open]::backdrop': { animation: 'luxe-backdrop-in 200ms ease-out' },
    '&.side[open] > div': { animation: 'luxe-side-in 220ms ease-out' },
  },
  '@keyframes luxe-dialog-in': { from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } },
  '@keyframes luxe-side-in': { from: { transform: 'translateX(100%)' } },
  '@keyframes luxe-backdrop-in': { from: { opacity: 0 } },
}));

const Panel = styled('div')(({ theme }) => ({
  width: '100%',
  position: 'relative',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderRadius: 16,
  boxShadow: theme.navyShadows.dialog,
  overflow: 'hidden',
  '.side > &': { height: '100%', borderRadius: 0, display: 'flex', flexDirection: 'column' },
  // The heading takes the focus only to start reading there; it is no control, so no ring.
  '& [data-dialog-start]:focus': { outline: 'none' },
}));

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  // The dialog or its heading (focused on opening, not tabbable) counts as before the first control.
  const beforeFirst = active === event.currentTarget || (active instanceof HTMLElement && active.hasAttribute('data-dialog-start'));
  if (event.shiftKey && (active === first || beforeFirst)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  maxWidth,
  side = false,
  sx,
  keepMounted = false,
  dialogRef,
  children,
}: ModalDialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const [shown, setShown] = useState(false);
  const pressedOutside = useRef(false);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (keepMounted && dialog) markDialogStart(dialog, labelledBy);
  }, [keepMounted, labelledBy, ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!keepMounted || !dialog) return;
    // Styled and laid out once, unseen, while the browser is idle: the first opening then costs what the
    // next ones do, not the first matching of its styles and shaping of its text.
    return whenIdle(() => {
      dialog.setAttribute('data-warming', '');
      requestAnimationFrame(() => requestAnimationFrame(() => dialog.removeAttribute('data-warming')));
    });
  }, [keepMounted, ref]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Mounted content would take showModal()'s focus on its first field: showModalDialog moves it to the heading.
    if (open && !dialog.open) {
      if (keepMounted) showModalDialog(dialog);
      else dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    setShown(open);
  }, [open, keepMounted, ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape (the browser may close the dialog itself) and close() both end here.
    const closed = () => {
      if (openRef.current) onCloseRef.current();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    // showModal() ran before the content mounted, so it focused the dialog itself: the focus moves to the
    // heading, where reading starts, unless a field inside took it (autoFocus).
    const active = document.activeElement;
    if (active !== dialog && active !== null && active !== document.body && dialog.contains(active)) return;
    focusDialogStart(dialog, labelledBy);
  }, [shown, labelledBy, ref]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      root.style.overflow = before.overflow;
      root.style.paddingRight = before.paddingRight;
    };
  }, [open]);

  return (
    <Dialog
      ref={ref}
      className={side ? 'side' : undefined}
      aria-labelledby={labelledBy}
      onKeyDown={wrapFocus}
      // A press that starts and ends on the dimmed page closes it (not a text selection dragged out).
      onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) onClose();
      }}
    >
      {(shown || keepMounted) && <Panel sx={[{ maxWidth }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Panel>}
    </Dialog>
  );
}
