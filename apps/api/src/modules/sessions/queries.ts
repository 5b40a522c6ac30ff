// Sign-in's tables: the accounts' sign-in columns, one-time codes and sessions.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { otpCodes, sessions } from '../../db/schema';
import { PRINCIPAL_KINDS, type PrincipalKind, type SessionPurpose } from './principals';

export interface SignInAccount {
  id: number;
  failedSignins: number;
  signinLockedUntil: Date | null;
}

/** Locks the account row for the rest of the transaction, so two requests for one phone queue up. */
export async function lockAccountByPhone(tx: Tx, kind: PrincipalKind, phone: string): Promise<SignInAccount | undefined> {
  const [row] = await queryRows<{ id: number; failed_signins: number; signin_locked_until: string | Date | null }>(
    tx,
    sql`select id, failed_signins, signin_locked_until from ${PRINCIPAL_KINDS[kind].accounts} where phone = ${phone} limit 1 for update`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    failedSignins: row.failed_signins,
    signinLockedUntil: row.signin_locked_until === null ? null : new Date(row.signin_locked_until),
  };
}

export async function updateSignInCounters(
  tx: Tx,
  kind: PrincipalKind,
  accountId: number,
  failedSignins: number,
  lockedUntil: Date | null,
): Promise<void> {
  await tx.execute(
    sql`update ${PRINCIPAL_KINDS[kind].accounts} set failed_signins = ${failedSignins},
          signin_locked_until = ${lockedUntil?.toISOString() ?? null} where id = ${accountId}`,
  );
}

/** When each code of the last hour for this phone was sent, newest first. */
export function selectRecentCodes(tx: Tx, kind: PrincipalKind, phone: string, since: Date) {
  return tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.audience, kind), eq(otpCodes.phone, phone), gt(otpCodes.createdAt, since)))
    .orderBy(desc(otpCodes.createdAt));
}

/** Closes the phone's open codes and stores the new one's hash: a new code replaces the old. */
export async function replaceCode(tx: Tx, kind: PrincipalKind, phone: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ closedAt: now })
    .where(and(eq(otpCodes.audience, kind), eq(otpCodes.phone, phone), isNull(otpCodes.closedAt)));
  await tx.insert(otpCodes).values({ audience: kind, phone, codeHash, createdAt: now, expiresAt });
}

export async function selectLatestCode(tx: Tx, kind: PrincipalKind, phone: string) {
  const [code] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.audience, kind), eq(otpCodes.phone, phone)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return code;
}

export async function updateCode(tx: Tx, codeId: number, change: { wrongAttempts?: number; closedAt: Date | null }): Promise<void> {
  await tx.update(otpCodes).set(change).where(eq(otpCodes.id, codeId));
}

export async function insertSession(
  tx: Tx,
  kind: PrincipalKind,
  accountId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
  purpose: SessionPurpose = 'full',
) {
  await tx.insert(sessions).values({ tokenHash, [PRINCIPAL_KINDS[kind].sessionColumn]: accountId, createdAt: now, expiresAt, purpose });
}

export async function selectLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: sessions.id,
      buyerId: sessions.buyerId,
      vendorId: sessions.vendorId,
      operatorId: sessions.operatorId,
      purpose: sessions.purpose,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of an account (a suspended dealer); answers how many. */
export async function revokeSessionsOf(tx: Tx, kind: PrincipalKind, accountId: number, now: Date): Promise<number> {
  const column = kind === 'buyer' ? sessions.buyerId : kind === 'vendor' ? sessions.vendorId : sessions.operatorId;
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(column, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Removes sessions and codes that can never be used again. */
export async function deleteDeadSessionsAndCodes(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now.toISOString()}`);
  await db.delete(otpCodes).where(sql`${otpCodes.createdAt} < ${new Date(now.getTime() - 24 * 3600_000).toISOString()}`);
}
