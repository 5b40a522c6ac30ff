// A new history entry written here rather than through the router, for a change of the address's query
// that only the page on screen reads (the car list's filters): through the router, the whole app would
// render at the new address and first hydrate every part still waiting to (the footer...), about a
// second on a slow phone. The entry has the form React Router gives its own (its state's key and
// index), so Back and Forward, which do go through the router, and its next push count right. That form
// is the router's private detail: history-entry.test.ts runs the real router around it (docs/decisions/014).

type Listener = (key: string) => void;
const listeners = new Set<Listener>();

/** Called with the new entry's key after each `pushEntry`; answers an unsubscribe. */
export function onPushedEntry(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a history entry for `url` (same origin) without telling the router. */
export function pushEntry(url: string): void {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.pushState({ usr: null, key, idx: typeof index === 'number' ? index + 1 : 0 }, '', url);
  for (const listener of listeners) listener(key);
}

/**
 * Whether `path` (pathname, query, hash) is the browser's address: after `pushEntry` the router's own
 * is behind it, so a link's "same page" is judged on this one (router-link.tsx).
 */
export function isBrowserAddress(path: string): boolean {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash === path;
}
