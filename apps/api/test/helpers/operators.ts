// Operators for tests: added as the command line adds them, signed in through the real API with both factors.
import { opsPaths } from '@luxe/contract';
import { insertOperator } from '../../src/modules/operators';
import { totpCode } from '../../src/modules/operators/totp';
import type { TestApp } from './app';

let count = 0;

/** A new operator: their phone, starting with 7 so it is never a buyer's (9) or a dealer's (8). */
export async function newOperator(t: TestApp): Promise<{ id: number; phone: string }> {
  count += 1;
  const phone = `7${String(100000000 + count * 7919).slice(-9)}`;
  const row = await insertOperator(t.database.db, { phone, name: `Operator ${count}`, createdAt: t.clock.now() });
  return { id: row.id, phone };
}

/** A new operator's first sign-in: the enrolment token and the authenticator's secret. */
export async function enrolmentOf(t: TestApp): Promise<{ phone: string; token: string; secret: string }> {
  const { phone } = await newOperator(t);
  const sent = await t.app.inject({ method: 'POST', url: opsPaths.sendOtp, payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`ops send-otp failed: ${sent.body}`);
  const res = await t.app.inject({ method: 'POST', url: opsPaths.verifyOtp, payload: { phone, otp: t.sms.lastCode(phone) } });
  if (res.statusCode !== 200) throw new Error(`ops verify-otp failed: ${res.body}`);
  const data = res.json().data;
  return { phone, token: data.accessToken, secret: data.totp_enrolment.secret };
}

/** A new operator, enrolled and signed in: their phone, authenticator secret and full token. */
export async function signInOperator(t: TestApp): Promise<{ phone: string; secret: string; token: string }> {
  const { phone, token, secret } = await enrolmentOf(t);
  const res = await t.app.inject({
    method: 'POST',
    url: opsPaths.confirmTotp,
    headers: { 'x-access-token': token },
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  if (res.statusCode !== 200) throw new Error(`ops confirm-totp failed: ${res.body}`);
  return { phone, secret, token: res.json().data.accessToken };
}
