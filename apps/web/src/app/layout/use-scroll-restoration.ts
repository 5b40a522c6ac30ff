// Where the window scrolls when the address changes, as a browser does between whole pages: a new
// page (a link, a search) starts at the top, or at its #section; Back and Forward return to where
// that entry was left, also after a reload of the tab.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

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
/** The page the tab opened on: the reader may have scrolled it already, before the code ran. */
let firstEntry = true;

function remember(key: string) {
  positions ??= readPositions();
  positions.delete(key);
  positions.set(key, window.scrollY);
  while (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
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
    const onPageHide = () => {
      remember(window.history.state?.key ?? 'default');
      persist();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const isFirstEntry = firstEntry;
    firstEntry = false;
    if (navigationType === 'POP') {
      positions ??= readPositions();
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (!isFirstEntry) window.scrollTo(0, 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    // Leaving this entry: its position is kept for Back and Forward.
    return () => remember(key);
  }, [location.key, location.hash, navigationType]);
}
