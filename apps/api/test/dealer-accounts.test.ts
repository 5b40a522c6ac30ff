// Dealer sign-in: the buyer's one-time code flow and limits at the dealer's paths, and tokens that
// work only on their own side.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/app';
import { newPhone, signInBuyer, signUpBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';
import { createDealer, newDealerPhone } from './helpers/dealers';

const SEND = '/api/vendor/login/v1/send-otp';
const VERIFY = '/api/vendor/login/v1/verify-otp';
const LOGOUT = '/api/vendor/logout/v1/logout';
const BUYER_SEND = '/api/login/v1/send-otp';
const BUYER_VERIFY = '/api/login/v1/verify-otp';
const BUYER_PROFILE = '/api/auth/profile/v1/read/get-profile';
const BUYER_LOGOUT = '/api/auth/logout/v1/logout';
const DEALER_NOTIFICATIONS = '/api/vendor/notification/v1/read/notifications';
/** send-otp's answer to a phone without an account, as to one with an account and a real SMS sender. */
const SENT_WITHOUT_CODE = { success: true, message: 'OTP sent successfully', data: { expires_in_s: 300, resend_after_s: 60 } };

describe(`dealer accounts (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

  async function signInDealer(phone: string): Promise<string> {
    const sent = await post(SEND, { phone });
    expect(sent.statusCode).toBe(200);
    const verified = await post(VERIFY, { phone, otp: t.sms.lastCode(phone) });
    expect(verified.statusCode).toBe(200);
    t.clock.advance(61_000);
    return verified.json().data.accessToken;
  }

  it('signs a dealer in by phone and code; the answer names the vendor', async () => {
    const dealer = await createDealer(t.database.db);
    const sent = await post(SEND, { phone: dealer.phone });
    expect(sent.statusCode).toBe(200);
    const code = t.sms.lastCode(dealer.phone);
    expect(sent.json()).toMatchObject({ success: true, data: { otp: code, expires_in_s: 300, resend_after_s: 60 } });

    const verified = await post(VERIFY, { phone: dealer.phone, otp: code });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Logged in successfully',
      data: {
        accessToken: expect.any(String),
        vendor: { vendor_id: dealer.id, name: dealer.name, phone: dealer.phone, email: dealer.email, city: dealer.city },
      },
    });
    expect(body.data.user).toBeUndefined();
    const [session] = await queryRows<{ vendor_id: number | null; buyer_id: number | null }>(
      t.database.db,
      sql`select vendor_id, buyer_id from sessions order by id desc limit 1`,
    );
    expect(session).toEqual({ vendor_id: dealer.id, buyer_id: null });
    expect((await get(DEALER_NOTIFICATIONS, body.data.accessToken)).statusCode).toBe(200);
    // The code is single use.
    const again = await post(VERIFY, { phone: dealer.phone, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This code is no longer valid. Please request a new code.');
  });

  it('keeps the buyer limits: a resend within 60 s is a 429, a wrong code counts down', async () => {
    const dealer = await createDealer(t.database.db);
    expect((await post(SEND, { phone: dealer.phone })).statusCode).toBe(200);
    t.clock.advance(30_000);
    const early = await post(SEND, { phone: dealer.phone });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ success: false, message: 'Please wait 30 seconds before requesting a new code.' });

    const code = t.sms.lastCode(dealer.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post(VERIFY, { phone: dealer.phone, otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Incorrect code. 4 attempts left.');

    t.clock.advance(31_000);
    expect((await post(SEND, { phone: dealer.phone })).statusCode).toBe(200);
    expect(t.sms.sent.filter((s) => s.phone === dealer.phone)).toHaveLength(2);
  });

  // The dealers' sign-in is the buyers' (the sessions module): no probing for dealer phones either.
  it('answers an unknown phone as a dealer with a wrong code, at both steps, and sends nothing', async () => {
    const phone = newDealerPhone();
    const sentBefore = t.sms.sent.length;
    const sent = await post(SEND, { phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(SENT_WITHOUT_CODE);
    const verified = await post(VERIFY, { phone, otp: '123456' });
    expect(verified.statusCode).toBe(400);
    expect(verified.json().message).toBe('Incorrect code. 4 attempts left.');
    expect(t.sms.sent.length).toBe(sentBefore);
  });

  it('refuses a bad phone with the buyer’s message naming the field', async () => {
    const res = await post(SEND, { phone: '5123456789' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/10 digits starting with 6, 7, 8 or 9/);
  });

  it("a buyer's phone cannot sign in as a dealer, nor a dealer's as a buyer", async () => {
    const { phone: buyerPhone } = await signUpBuyer(t);
    const sentBefore = t.sms.sent.length;
    const asDealer = await post(SEND, { phone: buyerPhone });
    expect(asDealer.json()).toEqual(SENT_WITHOUT_CODE);
    expect((await post(VERIFY, { phone: buyerPhone, otp: '123456' })).statusCode).toBe(400);

    const dealer = await createDealer(t.database.db);
    const asBuyer = await post(BUYER_SEND, { phone: dealer.phone });
    expect(asBuyer.json()).toEqual(SENT_WITHOUT_CODE);
    expect(t.sms.sent.length).toBe(sentBefore);
  });

  it('keeps the codes of one person who is both buyer and dealer apart', async () => {
    const phone = newPhone();
    await signUpBuyer(t, { phone });
    await createDealer(t.database.db, { phone });
    expect((await post(BUYER_SEND, { phone })).statusCode).toBe(200);
    const buyerCode = t.sms.lastCode(phone);
    // A buyer's code is no dealer's code: the dealer side has none for this phone.
    const crossed = await post(VERIFY, { phone, otp: buyerCode });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('No code was requested for this number. Please request a code first.');
    const asBuyer = await post(BUYER_VERIFY, { phone, otp: buyerCode });
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.json().data.user).toMatchObject({ phone });
    expect((await get(DEALER_NOTIFICATIONS, asBuyer.json().data.accessToken)).statusCode).toBe(401);
  });

  it('a buyer token under /api/vendor/... and a dealer token under /api/auth/... are 401s', async () => {
    const { token: buyerToken } = await signInBuyer(t);
    const dealerToken = await signInDealer((await createDealer(t.database.db)).phone);

    const buyerAtDealer = await get(DEALER_NOTIFICATIONS, buyerToken);
    expect(buyerAtDealer.statusCode).toBe(401);
    expect(buyerAtDealer.json()).toMatchObject({ success: false, message: 'This call needs a dealer sign-in.' });
    expect((await post(LOGOUT, {}, { 'x-access-token': buyerToken })).statusCode).toBe(401);

    const dealerAtBuyer = await get(BUYER_PROFILE, dealerToken);
    expect(dealerAtBuyer.statusCode).toBe(401);
    expect(dealerAtBuyer.json()).toMatchObject({ success: false, message: 'This call needs a buyer sign-in.' });
    expect((await post(BUYER_LOGOUT, {}, { 'x-access-token': dealerToken })).statusCode).toBe(401);

    // Refused on the wrong side, neither token was revoked.
    expect((await get(BUYER_PROFILE, buyerToken)).statusCode).toBe(200);
    expect((await get(DEALER_NOTIFICATIONS, dealerToken)).statusCode).toBe(200);
  });

  it('dealer logout revokes the token; a missing token is a 401', async () => {
    const dealerToken = await signInDealer((await createDealer(t.database.db)).phone);
    const out = await post(LOGOUT, {}, { 'x-access-token': dealerToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const after = await get(DEALER_NOTIFICATIONS, dealerToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired or was signed out. Please log in again.');
    expect((await post(LOGOUT, {}, { 'x-access-token': dealerToken })).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: LOGOUT });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please log in to continue.');
  });
});
