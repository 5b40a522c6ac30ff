// React Router's Link, with one decision taken from the browser's address: whether following it replaces
// the entry on screen. React Router replaces when the link leads to the address it last rendered; after a
// filter change on /cars (written without the router, history-entry.ts) that address is no longer the one
// shown, so a link to it (the header's "Browse all cars" on a filtered list) would replace the filtered
// list's entry and Back would skip it. Here such a link pushes; one to the address shown still replaces.
import type { MouseEvent, Ref } from 'react';
import { createPath, Link, useLocation, useNavigate, useResolvedPath, type LinkProps } from 'react-router';
import { isBrowserAddress } from './history-entry';

/** A click the link handles in the page: the main button, no modifier key, no other window. */
function plainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && (!target || target === '_self');
}

export function RouterLink({ onClick, ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = useResolvedPath(props.to, { relative: props.relative });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || props.replace !== undefined || !plainClick(event, props.target)) return;
    const to = createPath(path);
    // React Router's own handler decides every other case the same way.
    if (createPath(location) !== to || isBrowserAddress(to)) return;
    event.preventDefault();
    void navigate(props.to, {
      state: props.state,
      relative: props.relative,
      preventScrollReset: props.preventScrollReset,
      viewTransition: props.viewTransition,
    });
  };
  return <Link ref={ref} {...props} onClick={handleClick} />;
}
