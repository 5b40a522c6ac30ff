// What the server answers for a page it renders: 404 for a page that names nothing, though its route
// exists (a car or dealer that is not there). The browser has no status to set: there these do nothing.
import { createContext, useContext } from 'react';
import { ApiError } from './api-client';

/** What the page tells the server while it renders it. */
export interface PageStatus {
  markNotFound(): void;
}
export const PageStatusContext = createContext<PageStatus | null>(null);

/** Marks the page the server is rendering as naming nothing, when `notFound`. */
export function useNotFoundStatus(notFound: boolean): void {
  const status = useContext(PageStatusContext);
  if (notFound) status?.markNotFound();
}

/**
 * The thing a page is about (a car, a dealer), or null when the API does not know it (404). An answer
 * like any other rather than a failure: it is not retried, the server renders the page's "not found"
 * (answered 404, as it shows PageMessage notFound) and sends the answer along, and the browser hydrates
 * the same. (A failed query would show as loading in the server's HTML: the browser fetches it again.)
 */
export function orNotFound<T>(request: Promise<T>): Promise<T | null> {
  return request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}
