// Operators sign in with two factors: the phone's one-time code (the same limits as buyers' and dealers')
// and an authenticator app's code. The first sign-in enrols the authenticator: its secret is answered once,
// with a short token good only to confirm it with a first code; only then does a full 8-hour token come.
import type { Operator, OpsVerifyOtpBody } from '@luxe/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { hitLimit } from '../../http/rate-limit';
import { endSession, openSession, sendCode, verifyCode } from '../sessions';
import { selectOperator, setPendingSecret, useTotpStep, type OperatorRow } from './queries';
import { recordAudit } from './audit';
import { newTotpSecret, openSecret, sealSecret, totpStep } from './totp';

/** The enrolment token's life: time to scan the code and type the first number, not a session. */
const ENROLMENT_TTL_MS = 15 * 60_000;
/** Wrong authenticator codes an operator may send in a window: 5 in 15 minutes bounds guessing 10^6 codes. */
const CONFIRM_LIMIT = { max: 5, windowMs: 15 * 60_000 };
const WRONG_TOTP = 'Incorrect authenticator code. Check the time on your phone and try the current code.';

export const operatorOf = (row: OperatorRow): Operator => ({ operator_id: row.id, name: row.name, phone: row.phone });

export function sendOperatorCode(deps: AppDeps, phone: string, clientIp: string, log: FastifyBaseLogger) {
  return sendCode(deps, 'operator', phone, clientIp, log);
}

/** A code of the operator's confirmed authenticator, not taken before: its time step, or null. */
function freshStep(deps: AppDeps, operator: OperatorRow, code: string, now: Date): number | null {
  const step = totpStep(openSecret(deps.config.secrets.otpSecret, operator.totpSecretSealed!), code, now);
  return step === null || (operator.totpLastStep !== null && step <= operator.totpLastStep) ? null : step;
}

export async function signInOperator(deps: AppDeps, body: OpsVerifyOtpBody, clientIp: string) {
  let enrolment: { secret: string; otpauthUrl: string } | null = null;
  const signedIn = await verifyCode(deps, 'operator', body.phone, body.otp, clientIp, async (tx, id, now) => {
    const operator = (await lockOperator(tx, id))!;
    if (!operator.totpEnrolledAt) {
      enrolment = newTotpSecret(operator.phone);
      await setPendingSecret(tx, id, sealSecret(deps.config.secrets.otpSecret, enrolment.secret));
      return { purpose: 'totp_enrolment', ttlMs: ENROLMENT_TTL_MS };
    }
    if (!body.totp) return badRequest('Enter the 6-digit code from your authenticator app as well.', 'totp');
    const step = freshStep(deps, operator, body.totp, now);
    if (step === null) return badRequest(WRONG_TOTP, 'totp');
    await useTotpStep(tx, id, step);
    await recordAudit(tx, { operatorId: id, action: 'operator.signed_in', ip: clientIp, now });
    return { purpose: 'full' };
  });
  const operator = (await selectOperator(deps.database.db, signedIn.accountId))!;
  const pending = enrolment as { secret: string; otpauthUrl: string } | null;
  return {
    accessToken: signedIn.accessToken,
    expires_at: signedIn.expiresAt.toISOString(),
    operator: operatorOf(operator),
    totp_enrolment: pending ? { secret: pending.secret, otpauth_url: pending.otpauthUrl } : null,
  };
}

/** The enrolment token's one call: the authenticator's first code confirms it, and a full session opens. */
export async function confirmTotp(deps: AppDeps, operatorId: number, enrolmentSession: number, code: string, clientIp: string) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await hitLimit(db, now, { key: `confirm-totp:operator:${operatorId}`, ...CONFIRM_LIMIT }, 'authenticator codes for this account');
  const session = await db.transaction(async (tx) => {
    const operator = await lockOperator(tx, operatorId);
    if (!operator) throw notFound('Operator not found');
    if (operator.totpEnrolledAt || !operator.totpSecretSealed)
      throw conflict('This authenticator is confirmed already, or was replaced by a newer sign-in. Please sign in again.');
    const step = freshStep(deps, operator, code, now);
    if (step === null) throw badRequest(WRONG_TOTP, 'code');
    await useTotpStep(tx, operatorId, step, now);
    await recordAudit(tx, { operatorId, action: 'operator.authenticator_enrolled', ip: clientIp, now });
    return { operator, ...(await openSession(tx, 'operator', operatorId, now)) };
  });
  await endSession(deps, enrolmentSession);
  return { accessToken: session.accessToken, expires_at: session.expiresAt.toISOString(), operator: operatorOf(session.operator) };
}

/** The operator's row, locked for the rest of the transaction: two sign-ins at once take turns. */
async function lockOperator(tx: Tx, id: number): Promise<OperatorRow | undefined> {
  await queryRows(tx, sql`select id from operators where id = ${id} for update`);
  return selectOperator(tx, id);
}

/** Sign-out: the token stops working at once, and the log says so. */
export async function signOutOperator(deps: AppDeps, operatorId: number, sessionId: number, clientIp: string): Promise<void> {
  await endSession(deps, sessionId);
  await recordAudit(deps.database.db, { operatorId, action: 'operator.signed_out', ip: clientIp, now: deps.clock.now() });
}
