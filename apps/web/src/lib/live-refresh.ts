// An open negotiation moves when the other side taps, on another device: the pages showing one read it
// again on their own, so neither side answers a state that is no longer there.

/** TanStack Query options: every 15 s while the tab is visible (paused while hidden), and on coming back to it. */
export const liveRefresh = { refetchInterval: 15_000, refetchOnWindowFocus: 'always' } as const;
