// React Router's Link, with one decision taken from the browser's address: whether following it replaces
// the entry on screen. React Router replaces when the link leads to the address it last rendered; after a
// filter change on /cars (written without the router, history-entry.ts) that address is no longer the one
// shown, so a link to it (the header's "Browse all cars" on a filtered list) would replace the filtered
// list's entry and Back would skip it. Here such a link pushes; one to the address shown still replaces.
import type { MouseEvent, Ref } from 'react';
import { createPath, Link, useLinkClickHandler, useLocation, useResolvedPath, type LinkProps } from 'react-router';
import { isBrowserAddress } from './history-entry';

export function RouterLink({ onClick, ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { to, target, state, relative, preventScrollReset, viewTransition } = props;
  const location = useLocation();
  const path = createPath(useResolvedPath(to, { relative }));
  // React Router's own handler, told to push; it leaves a click it does not handle (a new tab) to the browser.
  const push = useLinkClickHandler(to, { replace: false, target, state, relative, preventScrollReset, viewTransition });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Link's own handler decides every other case the same way.
    if (event.defaultPrevented || props.replace !== undefined || createPath(location) !== path || isBrowserAddress(path)) return;
    push(event);
  };
  return <Link ref={ref} {...props} onClick={handleClick} />;
}
