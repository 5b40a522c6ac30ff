// Whether the code of a page the user is going to is still downloading, for the loading bar.
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function changeBy(delta: number) {
  pending += delta;
  // NOTE: a page's code starts loading while React renders it; listeners hear of it just after.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** Counts `loading` as a page download until it settles. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  changeBy(1);
  return loading.finally(() => changeBy(-1));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
