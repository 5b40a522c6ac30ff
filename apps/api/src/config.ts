// One zod schema over process.env (issue 2): a bad variable stops the start with a message naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (apps/api/src/../../..). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const EnvSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DEMO_CARS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(1_000_000, 'must be at most 1000000')
      .default(300),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Secret for OTP hashes; generated into DATA_DIR when not given. */
    OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** D6: 'console' logs the code and returns it (development, demo); 'twilio' sends a real SMS. */
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^\+\d{8,15}$/, 'must be a phone number in E.164 form, e.g. +15005550006')
      .optional(),
    TWILIO_API_URL: z.url({ error: 'must be a URL' }).default('https://api.twilio.com'),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'OTP_SECRET'> {
  /** DATA_DIR as an absolute path. */
  dataDir: string;
  secrets: Secrets;
}

export interface Secrets {
  otpSecret: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  // Empty strings mean "not set" (a `FOO= npm start` should not be an error).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(present[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Reads secrets from the environment, else from DATA_DIR/secrets.json, generating what is missing. */
export function loadSecrets(dataDir: string, env: Env): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    otpSecret: env.OTP_SECRET ?? stored.otpSecret ?? randomBytes(32).toString('base64url'),
  };
  if (!env.OTP_SECRET && stored.otpSecret !== secrets.otpSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  // NOTE: a relative DATA_DIR is taken from where `npm start` was typed (INIT_CWD), not the workspace.
  const base = env.INIT_CWD ?? repoRoot;
  const dataDir = path.resolve(base, parsed.DATA_DIR);
  const { OTP_SECRET: _omit, ...rest } = parsed;
  return { ...rest, dataDir, secrets: loadSecrets(dataDir, parsed) };
}
