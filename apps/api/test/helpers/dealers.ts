// Factory for dealers (the vendors table): a verified dealer in Pune unless told otherwise.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { vendors } from '../../src/db/schema';
import { vendorAccountPaths } from '@luxe/contract';
import { createTestApp, type TestApp } from './app';

export type Dealer = typeof vendors.$inferSelect;
type DealerInsert = typeof vendors.$inferInsert;

let counter = 0;

/**
 * A fresh dealer phone for each call within a test file: it starts with 8, so it never equals a
 * buyer's number from `newPhone` (which start with 9).
 */
export function newDealerPhone(): string {
  counter += 1;
  return `8${String(300000000 + counter * 6007).slice(-9)}`;
}

/** Inserts a dealer with every required column filled and answers its row; `overrides` set any column. */
export async function createDealer(db: Db, overrides: Partial<DealerInsert> = {}): Promise<Dealer> {
  const phone = overrides.phone ?? newDealerPhone();
  const n = phone.slice(-5);
  const [inserted] = await db
    .insert(vendors)
    .values({
      name: `Deccan Prestige Motors ${n}`,
      email: `sales.${n}@deccanprestige.example.com`,
      phone,
      licenseNo: `TL/MH/2019/${n}`,
      // Demo dealers' codes end in digits only (LXW-PNQ-00012): a T keeps these apart.
      vendorCode: `LXW-PNQ-T${n}`,
      address: 'Mumbai-Pune Highway, Wakdewadi',
      flatNo: 'Showroom 4, Ground Floor',
      landmark: 'Opposite Pune Central Mall',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411003',
      latitude: 18.5314,
      longitude: 73.8446,
      memberSince: '2019-04-15',
      isVerified: true,
      ...overrides,
    })
    .returning();
  const dealer = inserted!;
  if (overrides.profilePic !== undefined) return dealer;
  // The generated monogram is served at /media/dealers/<id>.svg, so the id must be known first.
  const [withPicture] = await db
    .update(vendors)
    .set({ profilePic: `/media/dealers/${dealer.id}.svg` })
    .where(eq(vendors.id, dealer.id))
    .returning();
  return withPicture!;
}

/** Signs a dealer in through the real dealer API and answers the access token. */
export async function signInDealer(t: TestApp, phone: string): Promise<string> {
  const sent = await t.app.inject({ method: 'POST', url: vendorAccountPaths.sendOtp, payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`dealer send-otp failed: ${sent.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: vendorAccountPaths.verifyOtp,
    payload: { phone, otp: t.sms.lastCode(phone) },
  });
  if (verified.statusCode !== 200) throw new Error(`dealer verify-otp failed: ${verified.body}`);
  t.clock.advance(61_000);
  return verified.json().data.accessToken;
}

/** A test file's app with one dealer, signed in: `beforeAll(async () => ({ t, dealer, dealerToken } = await openAppWithDealer()))`. */
export async function openAppWithDealer(overrides: Partial<DealerInsert> = {}) {
  const t = await createTestApp();
  const dealer = await createDealer(t.database.db, overrides);
  return { t, dealer, dealerToken: await signInDealer(t, dealer.phone) };
}
