// Which auth dialog is open. Any screen may ask for the login dialog (a guest's wishlist heart, a
// signed-in-only route), so it lives here rather than in a feature.
import { useSyncExternalStore } from 'react';
import { getAccessToken, subscribeToAuth } from './auth';

export type AuthDialog = 'login' | 'signup' | 'logout' | null;

let open: AuthDialog = null;
const listeners = new Set<() => void>();

function set(next: AuthDialog): void {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** What a guest was doing when asked to log in (make an offer): done once they have signed in. */
let afterSignIn: (() => void) | null = null;

export const openLoginDialog = () => set('login');
export const openSignUpDialog = () => set('signup');
export const openLogoutDialog = () => set('logout');
/** Closed by the reader (or by signing in): a guest who closes it without signing in drops what they asked for. */
export const closeAuthDialog = () => {
  afterSignIn = null;
  set(null);
};

/** The login dialog, and `then` once the guest has signed in through it (switching to sign-up keeps it). */
export function openLoginDialogThen(then: () => void): void {
  afterSignIn = then;
  set('login');
}

// The login and logout dialogs close whenever the authentication state changes.
subscribeToAuth(() => {
  const then = afterSignIn;
  closeAuthDialog();
  if (then && getAccessToken() !== null) then();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
}
