// Where the window scrolls when the address changes, as a browser does between whole pages: a new
// page (a link, a search) starts at the top, or at its #section; Back and Forward return to where
// that entry was left, also after a reload of the tab.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { onPushedEntry } from '../../lib/history-entry';

const STORAGE_KEY = 'luxe-scroll-positions';
/** Entries kept; the oldest go first. */
const MAX_ENTRIES = 100;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | undefined;
/** The positions of this tab's history entries, read from storage the first time. */
const savedPositions = () => (positions ??= readPositions());
/** The history entry on screen. */
let currentKey: string | undefined;
/** The page the tab opened on: the reader may have scrolled it already, before the code ran. */
let firstEntry = true;

/**
 * NOTE: kept as the reader scrolls, not when the address changes: by the time React tells of the new
 * address, the new page is in place and the window has already moved to fit it.
 */
function rememberPosition() {
  if (currentKey === undefined) return;
  const saved = savedPositions();
  saved.delete(currentKey);
  saved.set(currentKey, window.scrollY);
  while (saved.size > MAX_ENTRIES) saved.delete(saved.keys().next().value as string);
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions ?? [])]));
  } catch {
    // Storage full or disabled: positions last for this page's life only.
  }
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // NOTE: the browser sends at most one scroll event a frame.
    window.addEventListener('scroll', rememberPosition, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', rememberPosition);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // An entry added outside the router (lib/history-entry.ts) is a new page of the same screen: it starts at the top.
  useEffect(
    () =>
      onPushedEntry((key) => {
        currentKey = key;
        window.scrollTo(0, 0);
      }),
    [],
  );

  useLayoutEffect(() => {
    // NOTE: the entry a tab opens or reloads on has the key 'default' whatever its address: with the
    // address in it, a page opened afresh does not take the last one's position, a reload keeps its own.
    const key = location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
    currentKey = key;
    const isFirstEntry = firstEntry;
    firstEntry = false;
    if (navigationType === 'POP') {
      const saved = savedPositions().get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (!isFirstEntry) window.scrollTo(0, 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
