// Access tokens are 32 random bytes, handed out once and stored only as a SHA-256 hash: a copy of the
// database opens no session.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url. */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export const newAccessToken = (): string => randomBytes(32).toString('base64url');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
