// The operator's session in this browser, apart from the buyer's and the dealer's: its own storage key
// (lib/stored-session.ts), sent only by the console's calls (api/ops-request.ts). It lasts 8 hours.
import { createStoredSession } from '../lib/stored-session';

export interface OpsSession {
  token: string;
  operatorId: number;
  name: string;
  phone: string;
  /** When the server stops taking the token (ISO). */
  expiresAt: string;
}

const store = createStoredSession<OpsSession>('luxe.opsSession', (value) =>
  typeof value.operatorId === 'number' &&
  typeof value.name === 'string' &&
  typeof value.phone === 'string' &&
  typeof value.expiresAt === 'string'
    ? {
        token: value.token as string,
        operatorId: value.operatorId,
        name: value.name,
        phone: value.phone,
        expiresAt: value.expiresAt,
      }
    : null,
);

export const getOpsSession = store.get;
export const signInOperator = store.signIn;
/** Signs the operator out here; `notice` says why on the sign-in screen. */
export const signOutOperator = store.signOut;
export const useOpsSession = store.useSession;
export const useOpsSignOutNotice = store.useSignOutNotice;

export const SESSION_ENDED = 'Your session has ended (an operator’s lasts 8 hours), or it was signed out. Please sign in again.';
