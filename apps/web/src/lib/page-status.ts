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

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * Query options for the thing a page is about (a car, a dealer). An unknown one (404) will not appear on
 * a retry; other failures get the usual retries. The server answers the page 404 when it is unknown
 * (entry-server.tsx), though the HTML shows the page loading: the browser fetches it again and says so.
 */
export const pageSubjectQuery = {
  meta: { pageSubject: true },
  retry: (count: number, error: Error) => !isNotFound(error) && count < 2,
};
