// Code that loads on first use (the filter drawer, dialogs, panels) is fetched ahead,
// so the first open is as quick as the second: while the browser is idle after the page has become
// interactive, its files are fetched into the HTTP cache with <link rel="prefetch"> (fetched, not run:
// the first route's own script stays as it was), and on the trigger's pointer-down the code itself
// starts to load, a tap's length before the click asks for it.
//
// Which files each module needs is known only to the build: vite.config.ts (prefetchMap) writes them
// into index.html as JSON, keyed by the module's path under src/ without its extension.
import { useEffect } from 'react';

/** The element the build writes the map into (the same id in vite.config.ts). */
export const PREFETCH_MAP_ELEMENT_ID = 'luxe-prefetch';

type PrefetchMap = Record<string, string[]>;

let map: PrefetchMap | undefined;
const requested = new Set<string>();

function readMap(): PrefetchMap {
  if (map) return map;
  const element = typeof document === 'undefined' ? null : document.getElementById(PREFETCH_MAP_ELEMENT_ID);
  try {
    map = element?.textContent ? (JSON.parse(element.textContent) as PrefetchMap) : {};
  } catch {
    map = {}; // NOTE: a broken map only costs the head start; the code still loads when opened.
  }
  return map;
}

/** Whether the page has already fetched `url` (its own scripts, or an earlier prefetch). */
function alreadyFetched(url: string): boolean {
  if (requested.has(url)) return true;
  const absolute = new URL(url, document.baseURI).href;
  return performance.getEntriesByName(absolute).length > 0;
}

/** Fetches the files of the modules `keys` (paths under src/, e.g. 'features/cars/components/filter-sidebar'). */
export function prefetchCode(keys: readonly string[]): void {
  const files = keys.flatMap((key) => readMap()[key] ?? []);
  for (const url of files) {
    if (alreadyFetched(url)) continue;
    requested.add(url);
    const link = document.createElement('link');
    // NOTE: no `as`: a plain low-priority fetch into the cache, not a script the page loads.
    link.rel = 'prefetch';
    // The same request mode as the module script that will use it, so the cached copy is reused.
    link.crossOrigin = 'anonymous';
    link.href = url;
    // Gone once fetched: Vite's import helper skips any file a <link> names, and it is that helper's
    // modulepreload which fetches a module's own imports beside it rather than one after the other.
    link.onload = link.onerror = () => link.remove();
    document.head.appendChild(link);
  }
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` when the browser is next idle (within `timeout` ms at the latest); answers a cancel. */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout });
    return () => idle.cancelIdleCallback?.(handle);
  }
  // Safari has no requestIdleCallback: after the current work and a short pause instead.
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

/**
 * From a component that shows a trigger: fetches the code of what it opens once the page is interactive
 * (effects run after hydration) and the browser is idle. Pass a constant list.
 */
export function usePrefetchWhenIdle(keys: readonly string[], enabled = true): void {
  const joined = keys.join(' ');
  useEffect(() => (enabled ? whenIdle(() => prefetchCode(joined.split(' '))) : undefined), [joined, enabled]);
}

/**
 * For a trigger's pointer-down: starts loading (and running) the code of lazy components before the
 * click asks for them. A failure is left to the render, which tries again and shows it.
 */
export function loadAhead(...components: readonly { load(): Promise<unknown> }[]): void {
  for (const component of components) component.load().catch(() => undefined);
}
