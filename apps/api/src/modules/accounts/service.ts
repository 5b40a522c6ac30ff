// Buyer accounts: sign-up, and sign-in through the sessions module (docs/product/accounts.md).
import type { SignUpBody } from '@luxe/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { sendCode, verifyCode } from '../sessions';
import { insertBuyer, selectBuyer, type Buyer } from './queries';

export async function signUp(deps: AppDeps, body: SignUpBody): Promise<void> {
  try {
    await insertBuyer(deps.database.db, { fullName: body.full_name, email: body.email, phone: body.phone }, deps.clock.now());
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('An account with this phone number already exists. Please log in.');
    throw err;
  }
}

export function sendBuyerCode(deps: AppDeps, phone: string, clientIp: string, log: FastifyBaseLogger): Promise<{ otp?: string }> {
  return sendCode(deps, 'buyer', phone, clientIp, log);
}

export async function signInBuyer(
  deps: AppDeps,
  phone: string,
  code: string,
  clientIp: string,
): Promise<{ accessToken: string; expiresAt: Date; buyer: Buyer }> {
  const { accessToken, expiresAt, accountId } = await verifyCode(deps, 'buyer', phone, code, clientIp);
  const buyer = await selectBuyer(deps.database.db, accountId);
  if (!buyer) throw notFound('Account not found');
  return { accessToken, expiresAt, buyer };
}
