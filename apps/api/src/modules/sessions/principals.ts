// Who can sign in: buyers, dealers and the operators who run the marketplace. Each kind has its own
// accounts table with the same sign-in columns (phone, failed_signins, signin_locked_until) and its own
// column in sessions.
import { OPS_SESSION_HOURS } from '@luxe/contract';
import { sql, type SQL } from 'drizzle-orm';

export type PrincipalKind = 'buyer' | 'vendor' | 'operator';
/** 'totp_enrolment': an operator's first token, good only to confirm their authenticator. */
export type SessionPurpose = 'full' | 'totp_enrolment';

export interface Principal {
  kind: PrincipalKind;
  id: number;
  sessionId: number;
  purpose: SessionPurpose;
}

interface KindRules {
  accounts: SQL;
  /** The sessions column that names an account of this kind. */
  sessionColumn: 'buyerId' | 'vendorId' | 'operatorId';
  /** How long a session lasts; undefined: the product's default. */
  sessionTtlMs?: number;
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
  // An operator can suspend dealers and move money: a working day's session, not a month's.
  operator: {
    accounts: sql.raw('operators'),
    sessionColumn: 'operatorId',
    sessionTtlMs: OPS_SESSION_HOURS * 3600_000,
  },
};
