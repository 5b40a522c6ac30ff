// Dealer accounts: created by an operator, never by a public sign-up (only verified dealers sell). Sign-in
// is the buyer's.
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { indiaDate } from '../../lib/time';
import { sendCode, verifyCode } from '../sessions';
import { insertDealer, selectDealer, updateDealer, type Dealer } from './queries';

export interface DealerAccountInput {
  name: string;
  phone: string;
  email: string;
  city: string;
  state: string;
  address: string;
  pincode: string;
  /** Its trade licence or GSTIN, shown on its card; empty when none is known. */
  licenseNo: string;
}

/** A new dealer account; its code and monogram are named by its id, so they are set once the row has one. */
export async function createDealerAccount(tx: Tx, input: DealerAccountInput, now: Date): Promise<Dealer> {
  const row = await insertDealer(tx, {
    ...input,
    vendorCode: `LXW-NEW-${input.phone}`,
    memberSince: indiaDate(now),
    createdAt: now,
    updatedAt: now,
  });
  const cityCode = input.city
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 3)
    .toUpperCase();
  return (await updateDealer(tx, row.id, {
    vendorCode: `LXW-${cityCode}-${String(row.id).padStart(5, '0')}`,
    profilePic: `/media/dealers/${row.id}.svg`,
  }))!;
}

/** A suspended dealer's right code still opens nothing: it is told why. */
const refuseSuspended = async (tx: Tx, vendorId: number) => {
  const dealer = await selectDealer(tx, vendorId);
  if (dealer?.status === 'suspended')
    return forbidden(
      `This dealer account is suspended by Luxe Wheels: ${dealer.suspensionReason ?? ''} Please contact us.`.replace(' :', ':'),
    );
  return { purpose: 'full' as const };
};

export function sendDealerCode(deps: AppDeps, phone: string, clientIp: string, log: FastifyBaseLogger): Promise<{ otp?: string }> {
  return sendCode(deps, 'vendor', phone, clientIp, log);
}

export async function signInDealer(
  deps: AppDeps,
  phone: string,
  code: string,
  clientIp: string,
): Promise<{ accessToken: string; expiresAt: Date; dealer: Dealer }> {
  const { accessToken, expiresAt, accountId } = await verifyCode(deps, 'vendor', phone, code, clientIp, refuseSuspended);
  const dealer = await selectDealer(deps.database.db, accountId);
  if (!dealer) throw notFound('Dealer account not found');
  return { accessToken, expiresAt, dealer };
}
