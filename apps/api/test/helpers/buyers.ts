// Factories for buyers: sign up and sign in through the real API.
import type { TestApp } from './app';
import { multipartForm } from './multipart';

let counter = 0;

/** A fresh valid phone number for each call within a test file. */
export function newPhone(): string {
  counter += 1;
  return `9${String(100000000 + counter * 7919).slice(-9)}`;
}

export async function signUpBuyer(t: TestApp, overrides: Partial<{ full_name: string; email: string; phone: string }> = {}) {
  const phone = overrides.phone ?? newPhone();
  const body = { full_name: 'Aarav Mehta', email: `buyer${phone}@example.com`, phone, ...overrides };
  const res = await t.app.inject({ method: 'POST', url: '/api/sign-up/v1/form', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  return body;
}

/** Signs up (unless given a phone that exists) and signs in; answers the access token. */
export async function signInBuyer(t: TestApp, phone?: string): Promise<{ phone: string; token: string }> {
  const p = phone ?? (await signUpBuyer(t)).phone;
  const sent = await t.app.inject({ method: 'POST', url: '/api/login/v1/send-otp', payload: { phone: p } });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.body}`);
  const verified = await t.app.inject({ method: 'POST', url: '/api/login/v1/verify-otp', payload: { phone: p, otp: t.sms.lastCode(p) } });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  // The resend countdown would block the next sign-in of this phone within the same test.
  t.clock.advance(61_000);
  return { phone: p, token: verified.json().data.accessToken };
}

export function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  return multipartForm({}, field, [{ bytes, type: contentType, name: filename }]);
}
