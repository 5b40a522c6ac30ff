// A dialog that opens at a tap with no React work before the paint: its code is loaded
// and it is mounted closed (ModalDialog's keepMounted) while the browser is idle after the page became
// interactive; the tap only calls showModal() on it, and React learns that it is open after the browser
// has painted it. Kept apart from modal-dialog.tsx so a page holds the opener, not the dialog's code.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';
import { whenIdle } from '../lib/prefetch-code';

/** The controls the focus goes to with Tab. */
export const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus of an open dialog starts: its heading (`labelledBy`), or else its first control. The
 * heading is marked so the focus wrap counts it as before the first control, and made focusable.
 */
function dialogStart(dialog: HTMLDialogElement, labelledBy: string): HTMLElement | null {
  const heading = document.getElementById(labelledBy);
  if (!heading || !dialog.contains(heading)) return dialog.querySelector<HTMLElement>(TABBABLE);
  heading.setAttribute('data-dialog-start', '');
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** Moves the focus of an open dialog to where reading starts (dialogStart). */
export function focusDialogStart(dialog: HTMLDialogElement, labelledBy: string): void {
  dialogStart(dialog, labelledBy)?.focus();
}

/**
 * For a dialog whose content is mounted while closed: showModal() would focus its first field, which on
 * a phone raises the keyboard over a form the buyer has not read yet, and a second move to the heading
 * costs another round of focus events at the tap. The `autofocus` attribute on the heading has
 * showModal() focus it at once.
 */
export function markDialogStart(dialog: HTMLDialogElement, labelledBy: string): void {
  const start = dialogStart(dialog, labelledBy);
  if (start?.hasAttribute('data-dialog-start')) start.setAttribute('autofocus', '');
}

/** Shows a mounted dialog as a modal, with the focus on where reading starts (see markDialogStart). */
export function showModalDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
  const active = document.activeElement;
  if (!(active instanceof HTMLElement && active.hasAttribute('data-dialog-start') && dialog.contains(active)))
    focusDialogStart(dialog, dialog.getAttribute('aria-labelledby') ?? '');
}

/**
 * For a trigger and the keepMounted ModalDialog it opens: `ref` goes to the dialog, `open` to its open
 * prop. `show`, for the trigger's click, opens a mounted dialog on the platform at once and sets `open`
 * after the paint (unless it was closed meanwhile); a dialog not mounted yet mounts open. `close` is for
 * its onClose.
 */
export function useModalDialogOpener() {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    const dialog = ref.current;
    if (!dialog) {
      setOpen(true);
      return;
    }
    showModalDialog(dialog);
    afterNextPaint(() => {
      if (dialog.open) setOpen(true);
    });
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { ref, open, show, close };
}

/** How long the page must have fetched nothing before a dialog's code is loaded ahead. */
const NETWORK_QUIET_MS = 1000;

/**
 * Runs `callback` once the page has finished no fetch for NETWORK_QUIET_MS (its own scripts, data and
 * pictures are in) and then the browser is idle: code loaded ahead of use never competes with what the
 * page shows, and is not part of the first route's JavaScript (e2e/js-budget.spec.ts). Answers a cancel.
 */
function whenSettled(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: number | undefined;
  const check = () => {
    const lastFetch = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce(
      (last, entry) => Math.max(last, entry.responseEnd),
      0,
    );
    const wait = lastFetch + NETWORK_QUIET_MS - performance.now();
    if (wait > 0) timer = window.setTimeout(check, wait);
    else cancelIdle = whenIdle(callback);
  };
  check();
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}

/**
 * Whether to mount a dialog (closed) ahead of its first use: true once its code (`component.load`) has
 * loaded, which starts once the page has settled (whenSettled) after it became interactive (effects run
 * after hydration), and `enabled`. The mount renders as a transition, so a tap meanwhile is not kept waiting.
 */
export function useMountedWhenIdle(component: { load(): Promise<unknown> }, enabled = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const cancel = whenSettled(() => {
      component.load().then(
        () => {
          if (live) startTransition(() => setReady(true));
        },
        // NOTE: a failed download only costs the head start: opening mounts the dialog and shows the failure.
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [component, enabled]);
  return ready;
}
