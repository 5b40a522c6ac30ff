// Roots of the query keys that more than one feature touches, so one can invalidate the other's data.
import type { QueryKey } from '@tanstack/react-query';

export const carKeys = { all: ['cars'] as const };
export const wishlistKeys = { all: ['wishlist'] as const };
/** The buyer's negotiations: a bid, an answer or a notification about one refreshes all of them. */
export const offerKeys = { all: ['offers'] as const };
export const notificationKeys = { all: ['notifications'] as const };

const withoutSession = (key: QueryKey) => JSON.stringify(key, (name, value: unknown) => (name === 'session' ? undefined : value));

/**
 * placeholderData for per-viewer answers: while a buyer's own copy loads (after sign-in, or over the
 * guest's copy the server rendered), the page keeps showing the same thing instead of a skeleton.
 * Another car, list or dealer never stands in.
 */
export function sameExceptViewer(queryKey: QueryKey) {
  const own = withoutSession(queryKey);
  return <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery && withoutSession(previousQuery.queryKey) === own ? previous : undefined;
}

/**
 * An open negotiation moves when the other side taps, on another device: the pages showing one read it
 * again on their own, every 15 s while the tab is visible (paused while hidden), and on coming back to it.
 */
export const liveRefresh = { refetchInterval: 15_000, refetchOnWindowFocus: 'always' } as const;
