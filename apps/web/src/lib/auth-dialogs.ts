// Which auth dialog is open. Any screen may ask for the login dialog (a guest's wishlist heart, a
// signed-in-only route), so it lives here rather than in a feature.
import { useSyncExternalStore } from 'react';
import { subscribeToAuth } from './auth';

export type AuthDialog = 'login' | 'signup' | 'logout' | null;

let open: AuthDialog = null;
const listeners = new Set<() => void>();

function set(next: AuthDialog): void {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const openLoginDialog = () => set('login');
export const openSignUpDialog = () => set('signup');
export const openLogoutDialog = () => set('logout');
export const closeAuthDialog = () => set(null);

// Spec 01 section 4: the login and logout dialogs close whenever the authentication state changes.
subscribeToAuth(closeAuthDialog);

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
