// The dealer's session in this browser, apart from the buyer's (lib/auth.ts): its own storage key, no
// cookie (the server never renders the panel, so it never needs the token), and only vendor calls
// (api/vendor-request.ts) ever send it. A buyer's token is never read here, so it never opens the panel.
import { useSyncExternalStore } from 'react';

const SESSION_KEY = 'luxe.vendorSession';

export interface VendorSession {
  token: string;
  vendorId: number;
  name: string;
  city: string;
}

function readStored(): VendorSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<VendorSession>;
    return typeof value.token === 'string' && typeof value.vendorId === 'number' && typeof value.name === 'string'
      ? { token: value.token, vendorId: value.vendorId, name: value.name, city: typeof value.city === 'string' ? value.city : '' }
      : null;
  } catch {
    return null;
  }
}

let session: VendorSession | null = typeof window === 'undefined' ? null : readStored();
const listeners = new Set<() => void>();

function update(next: VendorSession | null): void {
  session = next;
  listeners.forEach((listener) => listener());
}

export function getVendorSession(): VendorSession | null {
  return session;
}

export function signInVendor(next: VendorSession): void {
  signOutNotice = null;
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  } catch {
    // NOTE: storage can be unavailable (private mode); the session then lasts for this page only.
  }
  update(next);
}

/** Why the dealer was last signed out by the panel itself (the server refused the token), for the sign-in page. */
let signOutNotice: string | null = null;

/** Why the panel signed the dealer out, until the next sign-in. */
export function useSignOutNotice(): string | null {
  return useSyncExternalStore(
    subscribeToVendorSession,
    () => signOutNotice,
    () => null,
  );
}

export function signOutVendor(notice?: string): void {
  signOutNotice = notice ?? null;
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // as above
  }
  update(null);
}

export function subscribeToVendorSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Signing in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) update(readStored());
  });
}

/** The signed-in dealer, or null; never anyone on the server (the panel is rendered in the browser only). */
export function useVendorSession(): VendorSession | null {
  return useSyncExternalStore(
    subscribeToVendorSession,
    () => session,
    () => null,
  );
}
