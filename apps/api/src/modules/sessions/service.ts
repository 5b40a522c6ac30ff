// One-time-code sign-in and access tokens for any principal, buyer, dealer or operator: the same limits,
// hashing and SMS sender for all.
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, SESSION_TTL_SECONDS } from '@luxe/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { HttpError, badRequest, tooManyRequests } from '../../http/errors';
import { hitLimit } from '../../http/rate-limit';
import { humanDuration } from '../../lib/time';
import { hashOtp, newOtp, otpMatches } from './otp';
import { PRINCIPAL_KINDS, type Principal, type PrincipalKind, type SessionPurpose } from './principals';
import {
  deleteDeadSessionsAndCodes,
  insertSession,
  lockAccountByPhone,
  replaceCode,
  revokeSession,
  selectLatestCode,
  selectLiveSession,
  selectRecentCodes,
  updateCode,
  updateSignInCounters,
} from './queries';
import { hashToken, newAccessToken, TOKEN_FORMAT } from './tokens';

const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000;
const HOUR_MS = 3600_000;
/** 5 codes an hour, counted per phone and client address: a stranger's requests spend the stranger's budget (docs/decisions/011). */
export const MAX_CODES_PER_HOUR = 5;
/** Every address together: bounds the SMS one phone receives (and what they cost) in an hour. */
export const MAX_CODES_PER_PHONE_HOUR = 20;
/** verify-otp per phone and client address, whether or not the phone has an account (docs/decisions/011). */
const VERIFY_PER_PHONE = { max: 20, windowMs: 10 * 60 * 1000 };
export const MAX_WRONG_PER_CODE = 5;
/** NIST 800-63B: limit consecutive failed attempts on one account. */
export const MAX_CONSECUTIVE_FAILURES = 100;
export const LOCK_MS = HOUR_MS;

const TEN_MINUTES = 10 * 60 * 1000;
/** Per client address: generous enough for an office behind one address (30+ sign-ins per 10 minutes). */
const STEP_LIMITS = {
  signUp: { max: 30, windowMs: TEN_MINUTES },
  sendOtp: { max: 60, windowMs: TEN_MINUTES },
  verifyOtp: { max: 150, windowMs: TEN_MINUTES },
};
export type SignInStep = keyof typeof STEP_LIMITS;

/** Counts one sign-in step from a client address, buyer's or dealer's alike; a 429 past the limit. */
export function limitSignInStep(deps: AppDeps, step: SignInStep, ip: string): Promise<void> {
  return hitLimit(deps.database.db, deps.clock.now(), { key: `${step}:ip:${ip}`, ...STEP_LIMITS[step] }, 'attempts from your network');
}

const TOO_MANY_CODES = 'codes were requested for this number';

/**
 * send-otp for any phone (docs/decisions/011, OWASP: no account enumeration). A phone with an account of
 * this kind gets a code by SMS; one without gets the same answer, the same countdown and the same
 * budgets, through a stored code nobody is sent. The code is answered only when the sender may reveal it
 * (the console sender of development and the demo), and only for an account.
 */
export async function sendCode(
  deps: AppDeps,
  kind: PrincipalKind,
  phone: string,
  clientIp: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ otp?: string }> {
  const now = deps.clock.now();
  const code = newOtp();
  const hasAccount = await deps.database.db.transaction(async (tx) => {
    const account = await lockAccountByPhone(tx, kind, phone);
    const recent = await selectRecentCodes(tx, kind, phone, new Date(now.getTime() - HOUR_MS));
    const last = recent[0];
    if (last) {
      const wait = Math.ceil((last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw tooManyRequests(`Please wait ${humanDuration(wait)} before requesting a new code.`);
    }
    await hitLimit(
      tx,
      now,
      { key: `send-otp:${kind}:${phone}:ip:${clientIp}`, max: MAX_CODES_PER_HOUR, windowMs: HOUR_MS },
      TOO_MANY_CODES,
    );
    if (recent.length >= MAX_CODES_PER_PHONE_HOUR) {
      const oldest = recent[recent.length - 1]!;
      const wait = Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000);
      throw tooManyRequests(`Too many ${TOO_MANY_CODES}. Please try again in ${humanDuration(wait)}.`);
    }
    const codeHash = hashOtp(deps.config.secrets.otpSecret, phone, code);
    await replaceCode(tx, kind, phone, codeHash, now, new Date(now.getTime() + OTP_TTL_SECONDS * 1000));
    return account !== undefined;
  });
  if (!hasAccount) return {};
  // NOTE: sent after the commit: a failed SMS leaves a stored code the user can simply re-request after the
  // countdown. A real sender is not waited for: the answer would come later for a phone with an account.
  if (deps.sms.revealsCode) {
    await deps.sms.sendOtp(phone, code);
    return { otp: code };
  }
  deps.sms.sendOtp(phone, code).catch((err: unknown) => log?.error({ err, phone }, 'the sign-in code could not be sent'));
  return {};
}

/** send-otp's answer, the buyer's and the dealer's alike: the code itself only from the console sender. */
export function codeSentAnswer({ otp }: { otp?: string }) {
  const message = otp ? `OTP sent successfully. Your code is ${otp}` : 'OTP sent successfully';
  return ok(message, { ...(otp ? { otp } : {}), expires_in_s: OTP_TTL_SECONDS, resend_after_s: OTP_RESEND_SECONDS });
}

export interface SignedIn {
  accessToken: string;
  expiresAt: Date;
  accountId: number;
  purpose: SessionPurpose;
}

/**
 * What else a sign-in needs once the phone's code is right (an operator's authenticator), in the sign-in's
 * transaction: the session to open, or the error to answer. An error counts as a wrong try of the code.
 */
export type SecondFactor = (tx: Tx, accountId: number, now: Date) => Promise<HttpError | { purpose: SessionPurpose; ttlMs?: number }>;

/**
 * Checks the code and opens a session; a wrong code counts against the code and the account. A phone
 * with no account answers as one with an account and a wrong code (docs/decisions/011).
 */
export async function verifyCode(
  deps: AppDeps,
  kind: PrincipalKind,
  phone: string,
  code: string,
  clientIp: string,
  secondFactor?: SecondFactor,
): Promise<SignedIn> {
  const now = deps.clock.now();
  await hitLimit(
    deps.database.db,
    now,
    { key: `verify-otp:${kind}:${phone}:ip:${clientIp}`, ...VERIFY_PER_PHONE },
    'attempts for this number',
  );
  // The transaction commits the counters of a failed attempt; the error is thrown after it.
  const outcome = await deps.database.db.transaction(async (tx): Promise<HttpError | SignedIn> => {
    const account = await lockAccountByPhone(tx, kind, phone);
    if (account?.signinLockedUntil && account.signinLockedUntil > now) {
      const wait = Math.ceil((account.signinLockedUntil.getTime() - now.getTime()) / 1000);
      return tooManyRequests(
        `Sign-in for this number is locked after too many failed attempts. Please try again in ${humanDuration(wait)}.`,
      );
    }
    const otp = await selectLatestCode(tx, kind, phone);
    if (!otp) return badRequest('No code was requested for this number. Please request a code first.', 'otp');
    if (otp.closedAt) return badRequest('This code is no longer valid. Please request a new code.', 'otp');
    if (otp.expiresAt <= now) return badRequest('This code has expired. Please request a new code.', 'otp');

    // No account: the code nobody was sent never matches, and counts its wrong tries as any code does.
    const matches = account !== undefined && otpMatches(deps.config.secrets.otpSecret, phone, code, otp.codeHash);
    const second = matches && secondFactor ? await secondFactor(tx, account.id, now) : { purpose: 'full' as const };
    if (!account || !matches || second instanceof HttpError) {
      const wrong = otp.wrongAttempts + 1;
      const voided = wrong >= MAX_WRONG_PER_CODE;
      await updateCode(tx, otp.id, { wrongAttempts: wrong, closedAt: voided ? now : null });
      if (account) {
        const failures = account.failedSignins + 1;
        const locked = failures >= MAX_CONSECUTIVE_FAILURES;
        await updateSignInCounters(
          tx,
          kind,
          account.id,
          locked ? 0 : failures,
          locked ? new Date(now.getTime() + LOCK_MS) : account.signinLockedUntil,
        );
        if (locked) return tooManyRequests('Too many failed attempts. Sign-in for this number is locked for 1 hour.');
      }
      if (voided) return badRequest('Incorrect code. This code is now void; please request a new code.', 'otp');
      if (second instanceof HttpError) return second;
      const left = MAX_WRONG_PER_CODE - wrong;
      return badRequest(`Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`, 'otp');
    }

    await updateCode(tx, otp.id, { closedAt: now });
    await updateSignInCounters(tx, kind, account.id, 0, null);
    const session = await openSession(tx, kind, account.id, now, second.purpose, second.ttlMs);
    return { ...session, accountId: account.id, purpose: second.purpose };
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

/** A new session of the account: its token, handed out once (only its hash is stored), and its end. */
export async function openSession(
  tx: Tx,
  kind: PrincipalKind,
  accountId: number,
  now: Date,
  purpose: SessionPurpose = 'full',
  ttlMs?: number,
) {
  const accessToken = newAccessToken();
  const expiresAt = new Date(now.getTime() + (ttlMs ?? PRINCIPAL_KINDS[kind].sessionTtlMs ?? SESSION_TTL_MS));
  await insertSession(tx, kind, accountId, hashToken(accessToken), now, expiresAt, purpose);
  return { accessToken, expiresAt };
}

/** The principal an access token stands for, or null when it is absent, malformed, unknown, expired or revoked. */
export async function principalOfToken(deps: AppDeps, token: string | undefined): Promise<Principal | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  const row = await selectLiveSession(deps.database.db, hashToken(token), deps.clock.now());
  if (!row) return null;
  const purpose = row.purpose as SessionPurpose;
  if (row.buyerId !== null) return { kind: 'buyer', id: row.buyerId, sessionId: row.id, purpose };
  if (row.vendorId !== null) return { kind: 'vendor', id: row.vendorId, sessionId: row.id, purpose };
  if (row.operatorId !== null) return { kind: 'operator', id: row.operatorId, sessionId: row.id, purpose };
  return null;
}

/** Logout: the token stops working at once, on every server. */
export function endSession(deps: AppDeps, sessionId: number): Promise<void> {
  return revokeSession(deps.database.db, sessionId, deps.clock.now());
}

export function pruneSessions(deps: AppDeps): Promise<void> {
  return deleteDeadSessionsAndCodes(deps.database.db, deps.clock.now());
}
