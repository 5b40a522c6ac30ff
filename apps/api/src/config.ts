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
    /** D22: Razorpay's keys (Dashboard > Account & Settings > API keys); without them the built-in test gateway takes payments. */
    RAZORPAY_KEY_ID: z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id, rzp_test_... or rzp_live_...')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The secret typed when the webhook was added in Razorpay's dashboard. */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    RAZORPAY_API_URL: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
    /** The test gateway's secrets; generated into DATA_DIR when not given (servers sharing a database must share them). */
    TEST_GATEWAY_KEY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TEST_GATEWAY_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    const razorpay = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
    // Half a Razorpay configuration would silently fall back to the test gateway: refuse it instead.
    if (razorpay.some((key) => env[key])) {
      for (const key of razorpay) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'is required with the other Razorpay keys: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none for the test gateway',
          });
        }
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'OTP_SECRET' | 'TEST_GATEWAY_KEY_SECRET' | 'TEST_GATEWAY_WEBHOOK_SECRET'> {
  /** DATA_DIR as an absolute path. */
  dataDir: string;
  secrets: Secrets;
}

export interface Secrets {
  otpSecret: string;
  /** The test gateway's key secret (signs `order_id|payment_id`, D32). */
  testGatewayKeySecret: string;
  /** The test gateway's webhook secret (signs the webhooks it posts). */
  testGatewayWebhookSecret: string;
}

/** Each secret and the variable that gives it instead of secrets.json. */
const SECRET_VARIABLES = {
  otpSecret: 'OTP_SECRET',
  testGatewayKeySecret: 'TEST_GATEWAY_KEY_SECRET',
  testGatewayWebhookSecret: 'TEST_GATEWAY_WEBHOOK_SECRET',
} as const satisfies Record<keyof Secrets, keyof Env>;

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
  const secrets = {} as Secrets;
  // Only generated secrets are written: one given in the environment never reaches the disk.
  const generated: Partial<Secrets> = {};
  for (const [name, variable] of Object.entries(SECRET_VARIABLES) as [keyof Secrets, keyof Env][]) {
    const given = env[variable] as string | undefined;
    secrets[name] = given ?? stored[name] ?? (generated[name] = randomBytes(32).toString('base64url'));
  }
  if (Object.keys(generated).length > 0) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ ...stored, ...generated }, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  // NOTE: a relative DATA_DIR is taken from where `npm start` was typed (INIT_CWD), not the workspace.
  const base = env.INIT_CWD ?? repoRoot;
  const dataDir = path.resolve(base, parsed.DATA_DIR);
  const { OTP_SECRET: _otp, TEST_GATEWAY_KEY_SECRET: _key, TEST_GATEWAY_WEBHOOK_SECRET: _webhook, ...rest } = parsed;
  return { ...rest, dataDir, secrets: loadSecrets(dataDir, parsed) };
}
