// Dealer accounts (D30): created by the operator, never by a public sign-up; sign-in as the buyer's.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { sendCode, verifyCode } from '../sessions';
import { selectDealer, type Dealer } from './queries';

export function sendDealerCode(deps: AppDeps, phone: string, clientIp: string, log: FastifyBaseLogger): Promise<{ otp?: string }> {
  return sendCode(deps, 'vendor', phone, clientIp, log);
}

export async function signInDealer(
  deps: AppDeps,
  phone: string,
  code: string,
  clientIp: string,
): Promise<{ accessToken: string; expiresAt: Date; dealer: Dealer }> {
  const { accessToken, expiresAt, accountId } = await verifyCode(deps, 'vendor', phone, code, clientIp);
  const dealer = await selectDealer(deps.database.db, accountId);
  if (!dealer) throw notFound('Dealer account not found');
  return { accessToken, expiresAt, dealer };
}
