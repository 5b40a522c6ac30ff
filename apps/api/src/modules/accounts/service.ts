// Buyer accounts: sign-up, OTP sign-in, sessions (D5-D8, issue 3).
import { randomBytes } from 'node:crypto';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, SESSION_TTL_SECONDS, type SignUpBody } from '@luxe/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { buyers, otpCodes, sessions } from '../../db/schema';
import { hashToken } from '../../http/auth-guard';
import { HttpError, badRequest, conflict, notFound, tooManyRequests } from '../../http/errors';
import { humanDuration } from '../../http/rate-limit';
import { hashOtp, newOtp, otpMatches } from './otp';

const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000;
export const MAX_CODES_PER_HOUR = 5;
export const MAX_WRONG_PER_CODE = 5;
/** NIST 800-63B: limit consecutive failed attempts on one account. */
export const MAX_CONSECUTIVE_FAILURES = 100;
export const LOCK_MS = 3600 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the buyer row for the rest of the transaction, so two requests for one phone queue up. */
async function lockBuyerByPhone(tx: Tx, phone: string) {
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.phone, phone)).for('update').limit(1);
  return buyer;
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export async function signUp(deps: AppDeps, body: SignUpBody): Promise<void> {
  const now = deps.clock.now();
  try {
    await deps.database.db
      .insert(buyers)
      .values({ fullName: body.full_name, email: body.email, phone: body.phone, createdAt: now, updatedAt: now });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('An account with this phone number already exists. Please log in.');
    throw err;
  }
}

export async function sendOtp(deps: AppDeps, phone: string): Promise<{ otp?: string }> {
  const now = deps.clock.now();
  const code = newOtp();
  await deps.database.db.transaction(async (tx) => {
    const buyer = await lockBuyerByPhone(tx, phone);
    if (!buyer) throw notFound('No account found for this phone number. Please sign up first.');
    const recent = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now.getTime() - 3600_000))))
      .orderBy(desc(otpCodes.createdAt));
    const last = recent[0];
    if (last) {
      const wait = Math.ceil((last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw tooManyRequests(`Please wait ${humanDuration(wait)} before requesting a new code.`);
    }
    if (recent.length >= MAX_CODES_PER_HOUR) {
      const oldest = recent[recent.length - 1]!;
      const wait = Math.ceil((oldest.createdAt.getTime() + 3600_000 - now.getTime()) / 1000);
      throw tooManyRequests(`Too many codes were requested for this number. Please try again in ${humanDuration(wait)}.`);
    }
    // A new code replaces the old one.
    await tx
      .update(otpCodes)
      .set({ closedAt: now })
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.closedAt)));
    await tx.insert(otpCodes).values({
      phone,
      codeHash: hashOtp(deps.config.secrets.otpSecret, phone, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    });
  });
  // NOTE: sent after the commit: a failed SMS leaves a stored code the user can simply re-request
  // after the countdown, and no transaction is held open across a network call.
  await deps.sms.sendOtp(phone, code);
  return deps.sms.revealsCode ? { otp: code } : {};
}

export interface SignedIn {
  accessToken: string;
  expiresAt: Date;
  buyer: { fullName: string; phone: string; email: string };
}

export async function verifyOtp(deps: AppDeps, phone: string, code: string): Promise<SignedIn> {
  const now = deps.clock.now();
  // The transaction commits the counters of a failed attempt; the error is thrown after it.
  const outcome = await deps.database.db.transaction(async (tx): Promise<HttpError | SignedIn> => {
    const buyer = await lockBuyerByPhone(tx, phone);
    if (!buyer) return notFound('No account found for this phone number. Please sign up first.');
    if (buyer.signinLockedUntil && buyer.signinLockedUntil > now) {
      const wait = Math.ceil((buyer.signinLockedUntil.getTime() - now.getTime()) / 1000);
      return tooManyRequests(
        `Sign-in for this number is locked after too many failed attempts. Please try again in ${humanDuration(wait)}.`,
      );
    }
    const [otp] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    if (!otp) return badRequest('No code was requested for this number. Please request a code first.', 'otp');
    if (otp.closedAt) return badRequest('This code is no longer valid. Please request a new code.', 'otp');
    if (otp.expiresAt <= now) return badRequest('This code has expired. Please request a new code.', 'otp');

    if (!otpMatches(deps.config.secrets.otpSecret, phone, code, otp.codeHash)) {
      const wrong = otp.wrongAttempts + 1;
      const voided = wrong >= MAX_WRONG_PER_CODE;
      await tx
        .update(otpCodes)
        .set({ wrongAttempts: wrong, closedAt: voided ? now : null })
        .where(eq(otpCodes.id, otp.id));
      const failures = buyer.failedSignins + 1;
      const locked = failures >= MAX_CONSECUTIVE_FAILURES;
      await tx
        .update(buyers)
        .set({
          failedSignins: locked ? 0 : failures,
          signinLockedUntil: locked ? new Date(now.getTime() + LOCK_MS) : buyer.signinLockedUntil,
        })
        .where(eq(buyers.id, buyer.id));
      if (locked) return tooManyRequests('Too many failed attempts. Sign-in for this number is locked for 1 hour.');
      if (voided) return badRequest('Incorrect code. This code is now void; please request a new code.', 'otp');
      const left = MAX_WRONG_PER_CODE - wrong;
      return badRequest(`Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`, 'otp');
    }

    await tx.update(otpCodes).set({ closedAt: now }).where(eq(otpCodes.id, otp.id));
    await tx.update(buyers).set({ failedSignins: 0, signinLockedUntil: null }).where(eq(buyers.id, buyer.id));
    const accessToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await tx.insert(sessions).values({ tokenHash: hashToken(accessToken), buyerId: buyer.id, createdAt: now, expiresAt });
    return { accessToken, expiresAt, buyer: { fullName: buyer.fullName, phone: buyer.phone, email: buyer.email } };
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

export async function logout(deps: AppDeps, sessionId: number): Promise<void> {
  await deps.database.db.update(sessions).set({ revokedAt: deps.clock.now() }).where(eq(sessions.id, sessionId));
}

/** Removes sessions and codes that can never be used again. */
export async function pruneExpired(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.delete(sessions).where(sql`${sessions.expiresAt} < ${now.toISOString()}`);
  await deps.database.db.delete(otpCodes).where(sql`${otpCodes.createdAt} < ${new Date(now.getTime() - 24 * 3600_000).toISOString()}`);
}
