// Operators sign in with two factors: the phone's code, then an authenticator's (RFC 6238). The first
// sign-in enrols the authenticator through a token good for nothing else; a code is taken once; an
// operator's token opens only /api/ops and lasts 8 hours; buyers' and dealers' tokens open none of it.
import { bookingPaths, opsPaths, vendorBookingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { parseOperatorCli, UsageError } from '../src/demo/operator-cli';
import { totpCode } from '../src/modules/operators/totp';
import type { TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';
import { openAppWithDealer } from './helpers/dealers';
import { newOperator, signInOperator } from './helpers/operators';

let t: TestApp;
let dealerToken: string;
beforeAll(async () => {
  ({ t, dealerToken } = await openAppWithDealer());
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-access-token': token } : {} });
const me = (token: string) => t.app.inject({ method: 'GET', url: opsPaths.me, headers: { 'x-access-token': token } });

/** send-otp then verify-otp with the phone's code and, when given, the authenticator's. */
async function signIn(phone: string, totp?: string) {
  t.clock.advance(61_000); // past the resend wait of the last code
  expect((await post(opsPaths.sendOtp, { phone })).statusCode).toBe(200);
  return post(opsPaths.verifyOtp, { phone, otp: t.sms.lastCode(phone), ...(totp ? { totp } : {}) });
}

describe(`operators (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('enrols the authenticator on the first sign-in, through a token that opens nothing else', async () => {
    const { id, phone } = await newOperator(t);
    const res = await signIn(phone);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data;
    expect(first.operator).toEqual({ operator_id: id, name: expect.stringMatching(/^Operator /), phone });
    expect(first.totp_enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.totp_enrolment.otpauth_url).toMatch(
      new RegExp(
        `^otpauth://totp/Luxe%20Wheels:${phone}\\?issuer=Luxe%20Wheels&secret=${first.totp_enrolment.secret}&algorithm=SHA1&digits=6&period=30$`,
      ),
    );
    // Stored sealed: the database never holds the secret itself.
    const [row] = await queryRows<{ sealed: string }>(
      t.database.db,
      sql`select totp_secret_sealed as sealed from operators where id = ${id}`,
    );
    expect(row!.sealed).not.toContain(first.totp_enrolment.secret);

    expect((await me(first.accessToken)).statusCode).toBe(401);
    const wrong = await post(
      opsPaths.confirmTotp,
      { code: '000000' === totpCode(first.totp_enrolment.secret, t.clock.now()) ? '111111' : '000000' },
      first.accessToken,
    );
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'code']);
    const confirmed = await post(opsPaths.confirmTotp, { code: totpCode(first.totp_enrolment.secret, t.clock.now()) }, first.accessToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const full = confirmed.json().data.accessToken;
    expect((await me(full)).json().data).toEqual({ operator_id: id, name: expect.any(String), phone });
    // The enrolment token is spent.
    expect((await post(opsPaths.confirmTotp, { code: '123456' }, first.accessToken)).statusCode).toBe(401);
  });

  it('asks the authenticator every later time, takes each code once, and counts a wrong one against the phone code', async () => {
    const { phone, secret } = await signInOperator(t);
    const missing = await signIn(phone);
    expect([missing.statusCode, missing.json().field]).toEqual([400, 'totp']);

    // A code is taken once. One step ahead is allowed (a phone's clock runs fast): taken now, it is refused
    // a minute later although still inside the window then.
    const at = t.clock.now().getTime();
    t.clock.advance(30_000 - (at % 30_000) + 1000); // just after a step begins
    const ahead = totpCode(secret, new Date(t.clock.now().getTime() + 30_000));
    const good = await post(opsPaths.verifyOtp, { phone, otp: t.sms.lastCode(phone), totp: ahead });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.totp_enrolment).toBeNull();
    expect(new Date(good.json().data.expires_at).getTime() - t.clock.now().getTime()).toBe(8 * 3600_000);
    const replay = await signIn(phone, ahead);
    expect([replay.statusCode, replay.json().field]).toEqual([400, 'totp']);
    const token = good.json().data.accessToken;
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(8 * 3600_000 + 1000);
    expect((await me(token)).statusCode).toBe(401);

    // Five wrong authenticator codes void the phone's code, as five wrong phone codes do.
    const [a, b] = [totpCode(secret, t.clock.now()), totpCode(secret, new Date(t.clock.now().getTime() + 3600_000))];
    const wrongTotp = a === b ? '000001' : b;
    await signIn(phone, wrongTotp);
    const otp = t.sms.lastCode(phone);
    for (let i = 0; i < 3; i += 1) await post(opsPaths.verifyOtp, { phone, otp, totp: wrongTotp });
    const last = await post(opsPaths.verifyOtp, { phone, otp, totp: wrongTotp });
    expect([last.statusCode, last.json().message]).toEqual([400, 'Incorrect code. This code is now void; please request a new code.']);
    t.clock.advance(30_000);
    const afterVoid = await post(opsPaths.verifyOtp, { phone, otp, totp: totpCode(secret, t.clock.now()) });
    expect(afterVoid.json().message).toBe('This code is no longer valid. Please request a new code.');
  });

  it("opens /api/ops to operators only, and an operator's token opens nothing of buyers' or dealers'", async () => {
    const { token } = await signInOperator(t);
    const buyer = (await signInBuyer(t)).token;
    for (const [method, url] of [
      ['GET', opsPaths.me],
      ['POST', opsPaths.logout],
      ['POST', opsPaths.confirmTotp],
    ] as const) {
      for (const other of [buyer, dealerToken]) {
        const res = await t.app.inject({ method, url, headers: { 'x-access-token': other }, payload: { code: '123456' } });
        expect(res.statusCode, `${url} with another kind's token`).toBe(401);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: bookingPaths.bookingList, headers: { 'x-access-token': token } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: vendorBookingPaths.bookings, headers: { 'x-access-token': token } })).statusCode).toBe(
      401,
    );
    expect((await post(opsPaths.logout, {}, token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers a phone without an operator account as one with a wrong code, and refuses bad bodies naming the field', async () => {
    t.clock.advance(61_000);
    expect((await post(opsPaths.sendOtp, { phone: '7999999999' })).statusCode).toBe(200);
    const stranger = await post(opsPaths.verifyOtp, { phone: '7999999999', otp: '123456', totp: '123456' });
    expect([stranger.statusCode, stranger.json().field]).toEqual([400, 'otp']);
    const bad = await post(opsPaths.verifyOtp, { phone: '7000010001', otp: '12345', totp: 'abc' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'otp']);
    const badTotp = await post(opsPaths.verifyOtp, { phone: '7000010001', otp: '123456', totp: '12' });
    expect([badTotp.statusCode, badTotp.json().field]).toEqual([400, 'totp']);
  });

  it('writes each sign-in, enrolment and sign-out to the audit log, which the database keeps from any change', async () => {
    const { phone, secret, token } = await signInOperator(t);
    t.clock.advance(61_000);
    await post(opsPaths.sendOtp, { phone });
    const again = (await post(opsPaths.verifyOtp, { phone, otp: t.sms.lastCode(phone), totp: totpCode(secret, t.clock.now()) })).json().data
      .accessToken as string;
    await post(opsPaths.logout, {}, again);
    const res = await t.app.inject({ method: 'GET', url: opsPaths.auditEvents, headers: { 'x-access-token': token, 'x-limit': '3' } });
    expect(res.statusCode, res.body).toBe(200);
    const { events, pagination } = res.json().data;
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'operator.signed_out',
      'operator.signed_in',
      'operator.authenticator_enrolled',
    ]);
    expect(events[0]).toMatchObject({ operator: { name: expect.stringMatching(/^Operator /) }, subject: null, ip: '127.0.0.1' });
    expect(pagination).toMatchObject({ limit: 3, offset: 0 });
    expect(pagination.total).toBeGreaterThanOrEqual(3);

    // Not even SQL can rewrite it.
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select max(id)::int as id from audit_events`);
    for (const statement of [
      sql`update audit_events set action = 'nothing' where id = ${row!.id}`,
      sql`delete from audit_events where id = ${row!.id}`,
      sql`truncate audit_events`,
    ]) {
      // The driver's error wraps the database's: its own message names the rule.
      const refused = await t.database.db.execute(statement).then(
        () => 'changed',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
      expect(refused).toMatch(/audit_events is append-only/);
    }
    const [still] = await queryRows<{ action: string }>(t.database.db, sql`select action from audit_events where id = ${row!.id}`);
    expect(still!.action).toBe('operator.signed_out');

    const buyer = (await signInBuyer(t)).token;
    expect((await t.app.inject({ method: 'GET', url: opsPaths.auditEvents, headers: { 'x-access-token': buyer } })).statusCode).toBe(401);
  });

  it('adds operators from the command line only, checking the phone and the name', () => {
    expect(parseOperatorCli(['add', '9812345678', ' Asha  Rao '])).toEqual({ command: 'add', phone: '9812345678', name: 'Asha Rao' });
    expect(parseOperatorCli([])).toEqual({ command: 'list' });
    expect(() => parseOperatorCli(['add', '12345', 'Asha'])).toThrow(UsageError);
    expect(() => parseOperatorCli(['add', '9812345678'])).toThrow(/a phone and a name/);
    expect(() => parseOperatorCli(['add', '9812345678', '<b>'])).toThrow(/control characters/);
    expect(() => parseOperatorCli(['remove'])).toThrow(/unknown command/);
  });
});
