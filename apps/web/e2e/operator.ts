// The operators' side of the browser tests: the demo operator the seed puts in every demo database (the
// e2e server's too), its authenticator's codes computed from the secret the console showed, and its
// session kept in DATA_DIR once signed in through the console (a phone gets one code a minute, and a
// failed test starts a new worker).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from '@playwright/test';
import { DEMO_OPERATOR } from '../../api/src/demo/operators';
import { expect, waitForAppOnLoad } from './support';

export { DEMO_OPERATOR };

/** What the console keeps in local storage (ops-console/session.ts), and the authenticator's secret. */
export interface KeptOperator {
  session: { token: string; operatorId: number; name: string; phone: string; expiresAt: string };
  secret: string;
}

const keptFile = () => path.join(process.env.E2E_DATA_DIR!, 'ops-e2e-operator.json');

export function keepOperator(kept: KeptOperator): void {
  writeFileSync(keptFile(), JSON.stringify(kept));
}

export function keptOperator(): KeptOperator {
  expect(existsSync(keptFile()), 'the operator signed in through the console earlier in the run').toBe(true);
  return JSON.parse(readFileSync(keptFile(), 'utf8')) as KeptOperator;
}

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** The authenticator app's code now. */
export function totpNow(secret: string): string {
  return totpOf(secret).generate();
}

/** Six digits that no authenticator accepts now (the server allows one step of drift either way). */
export function wrongTotp(secret: string): string {
  const totp = totpOf(secret);
  const taken = [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: Date.now() + shift }));
  return ['000000', '111111', '222222', '333333'].find((code) => !taken.includes(code))!;
}

/** The console in a fresh browser at `width`, signed in as the kept operator (or signed out). */
export async function consolePage(browser: Browser, baseURL: string, width: number, kept?: KeptOperator): Promise<Page> {
  const origin = new URL(baseURL).origin;
  const localStorage = kept ? [{ name: 'luxe.opsSession', value: JSON.stringify(kept.session) }] : [];
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  return waitForAppOnLoad(await context.newPage());
}

/** The code of the console SMS sender's toast ("... Your code is 123456"). */
export async function codeFromToast(page: Page): Promise<string> {
  const toast = page.getByRole('alert').filter({ hasText: 'Your code is' }).last();
  await expect(toast).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await toast.textContent()) ?? '')?.[1];
  expect(code, 'the console SMS sender shows the code in the toast').toBeDefined();
  return code!;
}
