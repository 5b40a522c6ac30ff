// Who can sign in: buyers (spec 01) and dealers (D30). Each kind has its own accounts table with the same
// sign-in columns (phone, failed_signins, signin_locked_until) and its own column in sessions.
import { sql, type SQL } from 'drizzle-orm';

export type PrincipalKind = 'buyer' | 'vendor';

export interface Principal {
  kind: PrincipalKind;
  id: number;
  sessionId: number;
}

interface KindRules {
  accounts: SQL;
  /** The sessions column that names an account of this kind. */
  sessionColumn: 'buyerId' | 'vendorId';
}

export const PRINCIPAL_KINDS: Record<PrincipalKind, KindRules> = {
  buyer: {
    accounts: sql.raw('buyers'),
    sessionColumn: 'buyerId',
  },
  vendor: {
    accounts: sql.raw('vendors'),
    sessionColumn: 'vendorId',
  },
};
