// The dealer's session in this browser, apart from the buyer's (lib/auth.ts) and the operator's: its own
// storage key (lib/stored-session.ts), and only vendor calls (api/vendor-request.ts) ever send it. A
// buyer's token is never read here, so it never opens the panel.
import { createStoredSession } from '../lib/stored-session';

export interface VendorSession {
  token: string;
  vendorId: number;
  name: string;
  city: string;
}

const store = createStoredSession<VendorSession>('luxe.vendorSession', (value) =>
  typeof value.vendorId === 'number' && typeof value.name === 'string'
    ? { token: value.token as string, vendorId: value.vendorId, name: value.name, city: typeof value.city === 'string' ? value.city : '' }
    : null,
);

export const getVendorSession = store.get;
export const signInVendor = store.signIn;
/** Signs the dealer out here; `notice` says why on the sign-in page (the server refused the token). */
export const signOutVendor = store.signOut;
export const subscribeToVendorSession = store.subscribe;
/** The signed-in dealer, or null; never anyone on the server (the panel is rendered in the browser only). */
export const useVendorSession = store.useSession;
/** Why the panel signed the dealer out, until the next sign-in. */
export const useSignOutNotice = store.useSignOutNotice;
