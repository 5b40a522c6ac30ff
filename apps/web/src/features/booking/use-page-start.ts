// A step of the booking flow opens at its top with the focus on its heading: the buyer arrives from a
// dialog (the Acknowledgement's Ok, a link of the step before), where the focus had nowhere to return.
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/** The ref goes on the page's h1; Back and Forward (POP) keep the position the layout restores. */
export function usePageStart<T extends HTMLElement>(key: string) {
  const heading = useRef<T>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [key, navigationType]);
  return heading;
}
