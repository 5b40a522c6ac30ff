import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { CapturingSms, createTestApp, type TestApp } from './helpers/app';
import { newPhone, signInBuyer, signUpBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';

const SIGN_UP = '/api/sign-up/v1/form';
const SEND = '/api/login/v1/send-otp';
const VERIFY = '/api/login/v1/verify-otp';
const PROFILE = '/api/auth/profile/v1/read/get-profile';
const LOGOUT = '/api/auth/logout/v1/logout';
const UPDATE = '/api/auth/profile/v1/update/update-profile';

describe(`buyer accounts (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const buyerCount = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from buyers`))[0]!.n;

  describe('sign-up', () => {
    it('creates an account', async () => {
      const phone = newPhone();
      const res = await post(SIGN_UP, { full_name: 'Priya Sharma', email: 'Priya@Example.com', phone });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: expect.stringMatching(/created/i) });
      const [row] = await queryRows<{ full_name: string; email: string }>(
        t.database.db,
        sql`select full_name, email from buyers where phone = ${phone}`,
      );
      expect(row).toEqual({ full_name: 'Priya Sharma', email: 'priya@example.com' });
    });

    it('refuses a second sign-up for the same phone with a clear message', async () => {
      const { phone } = await signUpBuyer(t);
      const res = await post(SIGN_UP, { full_name: 'Someone Else', email: 'else@example.com', phone });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'An account with this phone number already exists. Please log in.',
        msg: expect.any(String),
      });
    });

    it.each([
      ['a missing field', { full_name: 'A B', email: 'a@b.co' }, /phone is required/],
      ['a wrong type', { full_name: 'A B', email: 'a@b.co', phone: 9876543210 }, /Phone must be a string of 10 digits/],
      ['a phone starting with 5', { full_name: 'A B', email: 'a@b.co', phone: '5876543210' }, /10 digits starting with 6, 7, 8 or 9/],
      ['a 9-digit phone', { full_name: 'A B', email: 'a@b.co', phone: '987654321' }, /10 digits/],
      ['a bad email', { full_name: 'A B', email: 'not-an-email', phone: '9876501234' }, /valid email/],
      ['a too long name', { full_name: 'A'.repeat(81), email: 'a@b.co', phone: '9876501234' }, /at most 80/],
      ['an extra field', { full_name: 'A B', email: 'a@b.co', phone: '9876501234', admin: true }, /Unknown field.*admin/],
      ['markup in the name', { full_name: '<script>', email: 'a@b.co', phone: '9876501234' }, /only letters/],
    ])('refuses %s and changes nothing', async (_what, body, message) => {
      const before = await buyerCount();
      const res = await post(SIGN_UP, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
      expect(res.json().msg).toBe(res.json().message);
      expect(await buyerCount()).toBe(before);
    });

    it('refuses broken JSON, a __proto__ key and a wrong content type', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: SIGN_UP,
        payload: '{"phone": "98',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ success: false, message: 'Request body is not valid JSON' });
      const proto = await t.app.inject({
        method: 'POST',
        url: SIGN_UP,
        payload: '{"full_name":"A B","email":"a@b.co","phone":"9876501234","__proto__":{"admin":true}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(proto.statusCode).toBe(400);
      expect(proto.json().message).toMatch(/forbidden property/);
      const text = await t.app.inject({
        method: 'POST',
        url: SIGN_UP,
        payload: 'phone=9876501234',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({ success: false, message: 'Unsupported content type' });
    });

    it('refuses a body that is not an object, creating nobody', async () => {
      const before = await buyerCount();
      for (const payload of ['[]', 'null', '"9876501234"', '42']) {
        const res = await t.app.inject({ method: 'POST', url: SIGN_UP, payload, headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().message, payload).toBe('Request body must be a JSON object');
      }
      expect(await buyerCount()).toBe(before);
    });
  });

  // A product for India takes the names its people write, in every script.
  describe('names and places in any script', () => {
    const names = [
      ['Devanagari', 'अमित कुमार'],
      ['Tamil', 'செல்வி முருகன்'],
      ['Bengali', 'সৌরভ গঙ্গোপাধ্যায়'],
      ['Malayalam with a zero-width joiner', 'ഫാത്തിമ ബീവി\u200d'],
      ['Gurmukhi', 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ'],
      ['combining accents', 'Jose\u0301 Garci\u0301a'],
      ['an apostrophe and a dot', "D'Souza R. Pereira-Lobo"],
    ];
    it.each(names)('signs up a %s name and stores it in NFC', async (_script, name) => {
      const phone = newPhone();
      const res = await post(SIGN_UP, { full_name: name, email: `n${phone}@example.com`, phone });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await queryRows<{ full_name: string }>(t.database.db, sql`select full_name from buyers where phone = ${phone}`);
      expect(row!.full_name).toBe(name.normalize('NFC'));
      expect(row!.full_name.length).toBeLessThanOrEqual(name.length);
    });

    it('stores José written with a combining accent as the one-character é', async () => {
      const phone = newPhone();
      expect((await post(SIGN_UP, { full_name: 'Jose\u0301', email: `j${phone}@example.com`, phone })).statusCode).toBe(200);
      const [row] = await queryRows<{ full_name: string }>(t.database.db, sql`select full_name from buyers where phone = ${phone}`);
      expect(row!.full_name).toBe('Jos\u00e9');
    });

    it.each([
      ['digits', 'Amit 2'],
      ['Devanagari digits', 'अमित १२'],
      ['a symbol', 'Amit @ Home'],
      ['an emoji', 'Amit 🚗'],
      ['a mark with no letter before it', '\u0301Amit'],
      ['a control character', 'Amit\u0001Kumar'],
      ['a joiner with no letter before it', '\u200dAmit'],
    ])('still refuses %s in a name', async (_what, name) => {
      const before = await buyerCount();
      const res = await post(SIGN_UP, { full_name: name, email: 'x@example.com', phone: newPhone() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Full name may contain only letters, spaces and . ' -");
      expect(await buyerCount()).toBe(before);
    });

    it('takes a city and a state in any script, stored in NFC, and refuses digits in them', async () => {
      const { token } = await signInBuyer(t);
      const update = (address: object) =>
        t.app.inject({ method: 'PATCH', url: UPDATE, headers: { 'x-access-token': token }, payload: { address } });
      const res = await update({ city: 'मुंबई', state: 'Tamil Na\u0304du' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.user_address).toEqual({ city: 'मुंबई', state: 'Tamil N\u0101du' });
      for (const city of ['Mumbai 400001', 'मुंबई<b>']) {
        const refused = await update({ city });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe("City may contain only letters, spaces and . ' -");
      }
    });
  });

  describe('one-time codes', () => {
    it('answers an unknown phone as a known one, without a code (docs/decisions/011)', async () => {
      const sentBefore = t.sms.sent.length;
      const res = await post(SEND, { phone: newPhone() });
      expect(res.statusCode).toBe(200);
      // With the console sender a known phone's answer shows its code (the demo's sender): the one difference left.
      expect(res.json()).toEqual({ success: true, message: 'OTP sent successfully', data: { expires_in_s: 300, resend_after_s: 60 } });
      expect(t.sms.sent.length).toBe(sentBefore);
    });

    it('issues a 6-digit code, returns it with the console sender, and stores only a keyed hash', async () => {
      const { phone } = await signUpBuyer(t);
      const res = await post(SEND, { phone });
      expect(res.statusCode).toBe(200);
      const code = t.sms.lastCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      expect(res.json()).toMatchObject({ success: true, data: { otp: code, expires_in_s: 300, resend_after_s: 60 } });
      const rows = await queryRows<{ code_hash: string }>(t.database.db, sql`select code_hash from otp_codes where phone = ${phone}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.code_hash).not.toContain(code);
      const { createHash } = await import('node:crypto');
      expect(rows[0]!.code_hash).not.toBe(createHash('sha256').update(`${phone}:${code}`).digest('hex'));
    });

    it('refuses a resend for 60 seconds, and more than 5 codes an hour', async () => {
      const { phone } = await signUpBuyer(t);
      expect((await post(SEND, { phone })).statusCode).toBe(200);
      t.clock.advance(30_000);
      const early = await post(SEND, { phone });
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toBe('Please wait 30 seconds before requesting a new code.');
      for (let i = 2; i <= 5; i++) {
        t.clock.advance(60_000);
        expect((await post(SEND, { phone })).statusCode, `code ${i}`).toBe(200);
      }
      t.clock.advance(60_000);
      const sixth = await post(SEND, { phone });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/Too many codes were requested for this number/);
      t.clock.advance(3600_000);
      expect((await post(SEND, { phone })).statusCode).toBe(200);
    });

    it('signs in with the code once, and answers an opaque 256-bit token valid 30 days', async () => {
      const { phone } = await signUpBuyer(t);
      await post(SEND, { phone });
      const code = t.sms.lastCode(phone);
      const res = await post(VERIFY, { phone, otp: code });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(data.expires_at).getTime() - t.clock.now().getTime()).toBe(30 * 24 * 3600 * 1000);
      const stored = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from sessions`);
      expect(stored.some((r) => r.token_hash === data.accessToken)).toBe(false);
      const again = await post(VERIFY, { phone, otp: code });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This code is no longer valid. Please request a new code.');
    });

    it('refuses a wrong code with the tries left, and voids the code after 5', async () => {
      const { phone } = await signUpBuyer(t);
      await post(SEND, { phone });
      const code = t.sms.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const first = await post(VERIFY, { phone, otp: wrong });
      expect(first.statusCode).toBe(400);
      expect(first.json().message).toBe('Incorrect code. 4 attempts left.');
      for (let i = 0; i < 3; i++) await post(VERIFY, { phone, otp: wrong });
      const fifth = await post(VERIFY, { phone, otp: wrong });
      expect(fifth.json().message).toBe('Incorrect code. This code is now void; please request a new code.');
      const right = await post(VERIFY, { phone, otp: code });
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toMatch(/no longer valid/);
    });

    it('refuses an expired code and a replaced one', async () => {
      const { phone } = await signUpBuyer(t);
      await post(SEND, { phone });
      const old = t.sms.lastCode(phone);
      t.clock.advance(301_000);
      const expired = await post(VERIFY, { phone, otp: old });
      expect(expired.json().message).toBe('This code has expired. Please request a new code.');
      await post(SEND, { phone });
      const fresh = t.sms.lastCode(phone);
      if (fresh !== old) expect((await post(VERIFY, { phone, otp: old })).statusCode).toBe(400);
      expect((await post(VERIFY, { phone, otp: fresh })).statusCode).toBe(200);
    });

    it('locks sign-in for an hour after 100 consecutive failures', async () => {
      const { phone } = await signUpBuyer(t);
      await t.database.db.execute(sql`update buyers set failed_signins = 99 where phone = ${phone}`);
      await post(SEND, { phone });
      const code = t.sms.lastCode(phone);
      const locked = await post(VERIFY, { phone, otp: code === '000000' ? '111111' : '000000' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed attempts. Sign-in for this number is locked for 1 hour.');
      const refused = await post(VERIFY, { phone, otp: code });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/locked.*try again in 60 minutes/);
      t.clock.advance(3600_000);
      await post(SEND, { phone });
      expect((await post(VERIFY, { phone, otp: t.sms.lastCode(phone) })).statusCode).toBe(200);
    });

    it('validates the code format', async () => {
      const res = await post(VERIFY, { phone: '9876543210', otp: '12ab56' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'The code must be 6 digits', field: 'otp' });
    });
  });

  describe('sessions', () => {
    const profile = (token?: string) =>
      t.app.inject({ method: 'GET', url: PROFILE, headers: token === undefined ? {} : { 'x-access-token': token } });

    it('refuses a missing, malformed or unknown token with a 401 in the envelope', async () => {
      for (const [token, message] of [
        [undefined, 'Please log in to continue.'],
        ['abc', 'Your access token is not valid. Please log in again.'],
        ['A'.repeat(43), 'Your session has expired or was signed out. Please log in again.'],
      ] as const) {
        const res = await profile(token);
        expect(res.statusCode, String(token)).toBe(401);
        expect(res.json()).toEqual({ success: false, message, msg: message });
      }
    });

    it('expires a token after 30 days', async () => {
      const { token } = await signInBuyer(t);
      t.clock.advance(29 * 24 * 3600_000);
      expect((await profile(token)).statusCode).toBe(200);
      t.clock.advance(1 * 24 * 3600_000);
      expect((await profile(token)).statusCode).toBe(401);
    });

    it('revokes the token on logout, and only that token', async () => {
      const { phone, token } = await signInBuyer(t);
      const { token: other } = await signInBuyer(t, phone);
      const out = await t.app.inject({ method: 'POST', url: LOGOUT, headers: { 'x-access-token': token } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
      expect((await profile(token)).statusCode).toBe(401);
      expect((await profile(other)).statusCode).toBe(200);
    });
  });

  describe('rate limits per client address', () => {
    it('lets 30 sign-ups through in 10 minutes, then answers 429, and counts per address', async () => {
      const ip = '203.0.113.7';
      for (let i = 0; i < 30; i++) {
        const res = await post(SIGN_UP, { full_name: 'Office User', email: `o${i}@example.com`, phone: newPhone() }, ip);
        expect(res.statusCode, `sign-up ${i + 1}`).toBe(200);
      }
      const before = await buyerCount();
      const over = await post(SIGN_UP, { full_name: 'Office User', email: 'over@example.com', phone: newPhone() }, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many attempts from your network/) });
      expect(await buyerCount()).toBe(before);
      expect(
        (await post(SIGN_UP, { full_name: 'Home User', email: 'home@example.com', phone: newPhone() }, '203.0.113.8')).statusCode,
      ).toBe(200);
      t.clock.advance(10 * 60_000);
      expect((await post(SIGN_UP, { full_name: 'Office User', email: 'later@example.com', phone: newPhone() }, ip)).statusCode).toBe(200);
    });
  });
});

describe('pruning', () => {
  it('drops expired sessions and day-old codes, keeps live ones', async () => {
    const t = await createTestApp();
    try {
      const { pruneSessions } = await import('../src/modules/sessions');
      const { token: old } = await signInBuyer(t);
      t.clock.advance(31 * 24 * 3600_000);
      const { token: live } = await signInBuyer(t);
      await pruneSessions(t.app.deps);
      const sessions = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions`);
      expect(sessions[0]!.n).toBe(1);
      const codes = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from otp_codes`);
      expect(codes[0]!.n).toBe(1);
      expect((await t.app.inject({ method: 'GET', url: PROFILE, headers: { 'x-access-token': live } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: PROFILE, headers: { 'x-access-token': old } })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('drops rate-limit windows that ended over an hour ago', async () => {
    const t = await createTestApp();
    try {
      const { pruneLimits } = await import('../src/http/rate-limit');
      const now = t.clock.now();
      const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
      await t.database.db.execute(
        sql`insert into rate_limits (key, hits, reset_at) values ('old', 3, ${ago(2 * 3600_000)}), ('recent', 3, ${ago(60_000)})`,
      );
      await pruneLimits(t.database.db, now);
      expect((await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limits`)).map((r) => r.key)).toEqual(['recent']);
    } finally {
      await t.close();
    }
  });
});

// No account enumeration (OWASP; docs/decisions/011): with a real SMS sender nothing in an answer tells a
// phone with an account from one without, and a stranger cannot use up an owner's codes.
describe(`no account probing (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sms: new CapturingSms(false) });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object, remoteAddress = '10.0.0.1') => t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const answer = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, body: res.json() });

  it('answers every step the same for a phone with an account and one without', async () => {
    const { phone: known } = await signUpBuyer(t);
    const unknown = newPhone();
    const both = async (step: (phone: string) => Promise<{ statusCode: number; json: () => unknown }>) => {
      const [a, b] = [answer(await step(known)), answer(await step(unknown))];
      expect(b).toEqual(a);
      return a;
    };
    expect(await both((phone) => post(VERIFY, { phone, otp: '123456' }))).toMatchObject({
      status: 400,
      body: { message: /No code was requested/ },
    });
    expect(await both((phone) => post(SEND, { phone }))).toEqual({
      status: 200,
      body: { success: true, message: 'OTP sent successfully', data: { expires_in_s: 300, resend_after_s: 60 } },
    });
    expect(t.sms.sent.map((s) => s.phone)).toEqual([known]);
    t.clock.advance(20_000);
    expect(await both((phone) => post(SEND, { phone }))).toMatchObject({
      status: 429,
      body: { message: 'Please wait 40 seconds before requesting a new code.' },
    });
    const wrong = t.sms.lastCode(known) === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      expect(await both((phone) => post(VERIFY, { phone, otp: wrong }))).toMatchObject({
        status: 400,
        body: { message: new RegExp(`^Incorrect code. ${left} attempt`) },
      });
    }
    expect(await both((phone) => post(VERIFY, { phone, otp: wrong }))).toMatchObject({ body: { message: /now void/ } });
    expect(await both((phone) => post(VERIFY, { phone, otp: wrong }))).toMatchObject({ body: { message: /no longer valid/ } });
    t.clock.advance(301_000);
    for (let i = 2; i <= 5; i++) {
      expect(await both((phone) => post(SEND, { phone })), `code ${i}`).toMatchObject({ status: 200 });
      t.clock.advance(61_000);
    }
    expect(await both((phone) => post(SEND, { phone }))).toMatchObject({
      status: 429,
      body: { message: /Too many codes were requested for this number/ },
    });
  });

  it('limits verify-otp per phone whether or not it has an account', async () => {
    const { phone: known } = await signUpBuyer(t);
    for (const phone of [known, newPhone()]) {
      for (let i = 0; i < 20; i++) expect((await post(VERIFY, { phone, otp: '123456' }, '10.9.9.9')).statusCode, `${phone} ${i}`).toBe(400);
      const over = await post(VERIFY, { phone, otp: '123456' }, '10.9.9.9');
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/^Too many attempts for this number. Please try again in/);
    }
  });

  it("does not let a stranger use up an owner's codes for the hour", async () => {
    const { phone } = await signUpBuyer(t);
    for (let i = 1; i <= 5; i++) {
      expect((await post(SEND, { phone }, '198.51.100.66')).statusCode, `stranger's code ${i}`).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await post(SEND, { phone }, '198.51.100.66')).statusCode).toBe(429);
    // The owner, elsewhere, still gets a code and signs in with it.
    expect((await post(SEND, { phone }, '203.0.113.10')).statusCode).toBe(200);
    expect((await post(VERIFY, { phone, otp: t.sms.lastCode(phone) }, '203.0.113.10')).statusCode).toBe(200);
  });

  it('still bounds the codes one phone receives from every address together', async () => {
    const { phone } = await signUpBuyer(t);
    for (let i = 0; i < 20; i++) {
      expect((await post(SEND, { phone }, `198.51.100.${100 + i}`)).statusCode, `code ${i + 1}`).toBe(200);
      t.clock.advance(61_000);
    }
    const over = await post(SEND, { phone }, '198.51.100.200');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many codes were requested for this number/);
  });
});
