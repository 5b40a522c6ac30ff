// Auth state (spec 01 section 4): the access token lives in localStorage and is read on start; being
// signed in means holding a token. A tiny external store, so the API client (outside React) and
// components (through useAuth) share one source of truth.
import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'luxe.accessToken';

interface AuthSnapshot {
  token: string | null;
  isAuthenticated: boolean;
  /** 0 for a guest; a new number on every sign-in, so per-viewer query keys never mix two sessions. */
  session: number;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

const GUEST: AuthSnapshot = { token: null, isAuthenticated: false, session: 0 };

function snapshotFor(token: string | null, previousSession: number): AuthSnapshot {
  return token === null ? GUEST : { token, isAuthenticated: true, session: previousSession + 1 };
}

let snapshot = snapshotFor(readStoredToken(), 0);
const listeners = new Set<() => void>();

function update(token: string | null): void {
  if (token === snapshot.token) return;
  snapshot = snapshotFor(token, snapshot.session);
  listeners.forEach((listener) => listener());
}

function persist(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_KEY);
    else window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // NOTE: storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

export function getAccessToken(): string | null {
  return snapshot.token;
}

export function signIn(token: string): void {
  persist(token);
  update(token);
}

export function signOut(): void {
  persist(null);
  update(null);
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) update(readStoredToken());
  });
}

/** The server renders every page as a guest sees it; hydration starts there, then shows the buyer. */
export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(
    subscribeToAuth,
    () => snapshot,
    () => GUEST,
  );
}
