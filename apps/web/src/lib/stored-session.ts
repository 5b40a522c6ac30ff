// A panel's own session in this browser (the dealer's, the operator's), apart from the buyer's (auth.ts):
// its own storage key, no cookie (the server never renders a panel, so it never needs the token), kept in
// step across tabs, and the reason the panel itself last signed its user out.
import { useSyncExternalStore } from 'react';

export interface StoredSession<T extends { token: string }> {
  get: () => T | null;
  signIn: (next: T) => void;
  /** Forgets the session; `notice` says why on the sign-in screen, until the next sign-in. */
  signOut: (notice?: string) => void;
  subscribe: (listener: () => void) => () => void;
  /** The signed-in user, or null; never anyone on the server. */
  useSession: () => T | null;
  useSignOutNotice: () => string | null;
}

/** `parse` answers the stored value when it has every field, else null. */
export function createStoredSession<T extends { token: string }>(
  key: string,
  parse: (value: Record<string, unknown>) => T | null,
): StoredSession<T> {
  const read = (): T | null => {
    try {
      const raw = window.localStorage.getItem(key);
      const value: unknown = raw ? JSON.parse(raw) : null;
      return value && typeof value === 'object' && typeof (value as { token?: unknown }).token === 'string'
        ? parse(value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  };
  let session: T | null = typeof window === 'undefined' ? null : read();
  let notice: string | null = null;
  const listeners = new Set<() => void>();
  const update = (next: T | null) => {
    session = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  if (typeof window !== 'undefined') {
    // Signing in or out in another tab applies here too.
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) update(read());
    });
  }

  return {
    get: () => session,
    signIn(next) {
      notice = null;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // NOTE: storage can be unavailable (private mode); the session then lasts for this page only.
      }
      update(next);
    },
    signOut(why) {
      notice = why ?? null;
      try {
        window.localStorage.removeItem(key);
      } catch {
        // as above
      }
      update(null);
    },
    subscribe,
    useSession: () =>
      useSyncExternalStore(
        subscribe,
        () => session,
        () => null,
      ),
    useSignOutNotice: () =>
      useSyncExternalStore(
        subscribe,
        () => notice,
        () => null,
      ),
  };
}
