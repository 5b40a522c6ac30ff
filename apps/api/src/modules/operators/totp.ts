// The operators' second factor: RFC 6238 codes (30-second steps, 6 digits, SHA-1, what every authenticator
// app reads) through the otpauth library. The secret is stored sealed (AES-256-GCM) with a key derived from
// the server's OTP secret, which lives outside the database: a leaked dump does not carry the authenticators.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;
const ISSUER = 'Luxe Wheels';

const keyOf = (serverSecret: string) => createHmac('sha256', serverSecret).update('operator-totp-seal').digest();

export function sealSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(serverSecret: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

const totpOf = (base32: string, label = 'operator') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: PERIOD_S });

/** A new secret (160 bits, as RFC 4226 recommends) and its otpauth:// address for a QR code. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpOf(secret, label).toString() };
}

/**
 * The time step the code belongs to, one step either side allowed for a phone's clock, or null when it
 * matches none.
 */
export function totpStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The code of an instant: for tests and the command line's check. */
export const totpCode = (base32: string, at: Date): string => totpOf(base32).generate({ timestamp: at.getTime() });
