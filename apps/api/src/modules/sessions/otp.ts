// One-time codes (docs/product/accounts.md) from a cryptographic source, stored only as an HMAC keyed by a
// server secret (10^6 codes are trivial to reverse from a plain hash), compared in constant time.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@luxe/contract';

export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export function otpMatches(secret: string, phone: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(secret, phone, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
