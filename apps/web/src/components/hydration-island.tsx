// Parts of a server-rendered page that hydrate on their own. React hydrates each Suspense boundary as
// a separate piece of work that yields to the browser in between, so the page is not one long task
// that blocks taps and scrolling; a tap inside a part that is not hydrated yet hydrates it first.
import { memo, Suspense, use, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';

export function HydrationIsland({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** How far ahead of the viewport a deferred part starts loading: one screen. */
const LOAD_AHEAD = '100% 0px';

function gate() {
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  const state = {
    opened,
    isOpen: false,
    open: () => {
      state.isOpen = true;
      resolve();
    },
  };
  return state;
}

function Gate({ opened, children }: { opened: Promise<void>; children: ReactNode }) {
  use(opened);
  return children;
}

/**
 * Marks the part `data-hydrated` once its content is live (the browser tests wait for it), and sends
 * again a form the reader sent before it was.
 */
function Hydrated({ island, pendingRef }: { island: RefObject<HTMLDivElement | null>; pendingRef?: RefObject<PendingSubmit | null> }) {
  useEffect(() => {
    island.current?.setAttribute('data-hydrated', '');
    const held = pendingRef?.current;
    if (!pendingRef || !held) return;
    pendingRef.current = null;
    if (held.form.isConnected) held.form.requestSubmit(held.submitter);
  }, [island, pendingRef]);
  return null;
}

interface PendingSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * A part of a server-rendered page that is not on the first screen, whose components are lazy (see
 * lib/lazy-component.tsx): the server's HTML shows it at once, and its code downloads and it hydrates
 * only when it comes within a screen of the viewport, or gets the pointer or the focus. So the first
 * page's code is what the first screen needs; a part hidden at this width (display: none) never loads.
 * Rendered by the browser itself (after a link), it renders at once.
 *
 * `until="used"`, for a form on the first screen: its code loads when the reader first points at it,
 * touches it or moves the focus into it, not on sight. What they type meanwhile stays in the fields
 * (React keeps the value of an input it hydrates; FormTextField hands it to the form), and a form sent
 * before its code is there is held and sent once it is.
 *
 * Memoized: a page that renders again with the same children (the same element) leaves the part
 * alone, so the server's HTML stays until it hydrates.
 */
export const DeferredIsland = memo(function DeferredIsland({ children, until = 'near' }: { children: ReactNode; until?: 'near' | 'used' }) {
  const id = useId();
  // While hydrating, the server's element with this id is in the document; in a render of the
  // browser's own it is not yet. On the server there is no document.
  const [state] = useState(() => {
    if (typeof document === 'undefined') return { boundary: true, gate: null };
    return document.getElementById(id) ? { boundary: true, gate: gate() } : { boundary: false, gate: null };
  });
  const ref = useRef<HTMLDivElement>(null);

  // NOTE: React cannot update a part that is not hydrated yet. A page change (a transition: the router's
  // new address reaches every part through its context) waits for every such part to hydrate, so it
  // would hang until the reader scrolled there; other updates (a sign-in, fresh data, new props) make
  // React drop the server's HTML and render the part afresh once its code is there. So a new address,
  // or new children of a part that is shown, opens the gate: the change waits only for the code. A
  // part hidden at this width (display: none) stays closed, its content rendered when it is shown.
  const location = useLocation();
  const [first] = useState({ children, location });
  const shown = () => (document.getElementById(id)?.getClientRects().length ?? 0) > 0;
  // Once open, never asked again: whether it is shown reads the layout, in the middle of a render.
  if (state.gate && !state.gate.isOpen && (location !== first.location || (children !== first.children && shown()))) state.gate.open();

  const pendingRef = useRef<PendingSubmit>(null);
  useEffect(() => {
    const element = ref.current;
    const waiting = state.gate;
    if (!element || !waiting) return;
    const observer =
      until === 'near'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: LOAD_AHEAD })
        : null;
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    // NOTE: on the window, not the part: React's own listener on its root stops a pointer or focus event
    // aimed into a part it has not hydrated yet (to replay it after), so the part itself never sees one.
    const reached = (event: Event) => event.target instanceof Node && element.contains(event.target) && open();
    function stop() {
      observer?.disconnect();
      for (const type of events) window.removeEventListener(type, reached, true);
    }
    function open() {
      waiting?.open();
      stop();
    }
    // Until hydrated, the browser would send the form itself, to this address as a query.
    function hold(event: SubmitEvent) {
      if (element?.hasAttribute('data-hydrated') || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      pendingRef.current = { form: event.target, submitter: event.submitter };
      open();
    }
    observer?.observe(element);
    for (const type of events) window.addEventListener(type, reached, { capture: true, passive: true });
    element.addEventListener('submit', hold, true);
    return () => {
      stop();
      element.removeEventListener('submit', hold, true);
    };
  }, [state, until]);

  const live = (
    <>
      {children}
      <Hydrated island={ref} pendingRef={pendingRef} />
    </>
  );
  const content = state.gate ? <Gate opened={state.gate.opened}>{live}</Gate> : live;
  return (
    <div id={id} ref={ref} data-deferred={until}>
      {state.boundary ? <Suspense fallback={null}>{content}</Suspense> : content}
    </div>
  );
});
