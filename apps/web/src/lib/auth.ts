// Auth state: the access token lives in localStorage and is read on start; being
// signed in means holding a token. A tiny external store, so the API client (outside React) and
// components (through useAuth) share one source of truth.
//
// The token is mirrored in a cookie so the server can render a signed-in buyer's pages with their data
// (the browser then loads no code to fetch and check it). The API never reads the cookie: its calls
// carry the token in a header, so a request another site makes the browser send is a guest's.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { ACCESS_TOKEN_COOKIE, SESSION_TTL_SECONDS } from '@luxe/contract/constants';

const TOKEN_KEY = 'luxe.accessToken';

/** Who is looking at the page, as components see it. */
export interface Viewer {
  isAuthenticated: boolean;
  /** 0 for a guest; a new number on every sign-in, so per-viewer query keys never mix two sessions. */
  session: number;
}

interface AuthSnapshot extends Viewer {
  token: string | null;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The cookie's value as the server received it (a token is written encoded). */
function readTokenCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? entry.slice(prefix.length) : null;
}

const cookieValueOf = (token: string | null) => (token === null ? null : encodeURIComponent(token));

function writeTokenCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    token === null
      ? `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${ACCESS_TOKEN_COOKIE}=${cookieValueOf(token)}; Path=/; Max-Age=${SESSION_TTL_SECONDS}; SameSite=Lax${secure}`;
}

const GUEST: AuthSnapshot = { token: null, isAuthenticated: false, session: 0 };

function snapshotFor(token: string | null, previousSession: number): AuthSnapshot {
  return token === null ? GUEST : { token, isAuthenticated: true, session: previousSession + 1 };
}

export const GUEST_VIEWER: Viewer = GUEST;
/** The buyer a page's first render is for: the server renders it so, and hydration matches it. */
export const FIRST_BUYER_VIEWER: Viewer = { isAuthenticated: true, session: 1 };

let snapshot = snapshotFor(readStoredToken(), 0);
/** The token the server saw with this page's request (the stored one is the truth from here on). */
const tokenCookieAtLoad = readTokenCookie();
if (tokenCookieAtLoad !== cookieValueOf(snapshot.token)) writeTokenCookie(snapshot.token);

const listeners = new Set<() => void>();

function update(token: string | null): void {
  if (token === snapshot.token) return;
  snapshot = snapshotFor(token, snapshot.session);
  listeners.forEach((listener) => listener());
}

function persist(token: string | null): void {
  writeTokenCookie(token);
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

/**
 * Whom the browser can hydrate the server's HTML as: the buyer, when the server rendered it for the
 * token this browser holds; a guest, when the server rendered it for a guest; null when the server
 * rendered it for a token this browser no longer holds (the page must then be rendered afresh).
 */
export function hydrationViewer(renderedSignedIn: boolean): Viewer | null {
  if (!renderedSignedIn) return GUEST;
  return snapshot.token !== null && cookieValueOf(snapshot.token) === tokenCookieAtLoad ? snapshot : null;
}

/** Who the HTML being rendered or hydrated is for (a guest unless the server rendered it for a buyer). */
export const RenderedViewerContext = createContext<Viewer>(GUEST);

export function useAuth(): Viewer {
  const rendered = useContext(RenderedViewerContext);
  return useSyncExternalStore(
    subscribeToAuth,
    () => snapshot,
    () => rendered,
  );
}
