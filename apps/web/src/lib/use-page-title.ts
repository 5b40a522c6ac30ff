import { useEffect } from 'react';

const SUFFIX = 'Luxe Wheels';

/** Sets the browser tab's title for the current page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SUFFIX}` : `${SUFFIX} · Pre-owned luxury cars in India`;
  }, [title]);
}
