// The absolute address of the page being shown, for share links: the browser knows its origin; the
// server renderer provides the origin of the request it answers.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

export const OriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);

export function usePageUrl(): string {
  const origin = useContext(OriginContext);
  const { pathname, search } = useLocation();
  return `${origin}${pathname}${search}`;
}
