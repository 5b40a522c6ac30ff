// One zod schema over process.env: a bad variable stops the start with a message naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
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

/** A time limit of the HTTP server, in milliseconds. */
const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(100, 'must be at least 100 (milliseconds)')
  .max(3_600_000, 'must be at most 3600000 (an hour)');

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || !bits || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Whom to believe about the client's address: a hop count, or the proxies' addresses. */
const trustProxy = z
  .string()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 32) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message: "must be a hop count (1 to 32) or the proxies' addresses or CIDRs, comma-separated (10.0.0.1,10.1.0.0/16)",
    });
    return z.NEVER;
  })
  .optional();

/** Hosts whose console SMS sender can only be reached from this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The listening address as a browser would type it: a wildcard host means this machine. */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

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
    /** A request's line and headers must all arrive within this, or it is answered 408 and closed. */
    HEADERS_TIMEOUT_MS: milliseconds.default(20_000),
    /**
     * The whole request, its body included, within this, or 408 and closed. Generous for uploads: a dealer's
     * 10 photos of 5 MB take 100 s on a 4 Mbit/s mobile link.
     */
    REQUEST_TIMEOUT_MS: milliseconds.default(120_000),
    /** A JSON body must arrive within this, or 408 and closed (uploads have the whole request's limit). */
    BODY_TIMEOUT_MS: milliseconds.default(20_000),
    /** A connection on which no byte moves for this long while a request is read or answered is closed (a body that stops short). */
    IDLE_TIMEOUT_MS: milliseconds.default(30_000),
    /** Threads that render pages, each with its own copy of the web app: by default one per core but the API's. */
    RENDER_THREADS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(32, 'must be at most 32')
      .default(Math.max(1, availableParallelism() - 1)),
    /** The shared cache of guests' pages and catalogue answers: at most this many megabytes (0: nothing kept) ... */
    PAGE_CACHE_MB: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of megabytes')
      .min(0, 'must be 0 or more')
      .max(16_384, 'must be at most 16384')
      .default(64),
    /** ... and at most this many answers. */
    PAGE_CACHE_ENTRIES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000_000, 'must be at most 1000000')
      .default(5000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Only 'production' matters: it refuses the console SMS sender. */
    NODE_ENV: z.string().optional(),
    TRUST_PROXY: trustProxy,
    /** The site's own address for absolute links (sitemap, share cards); never taken from a request. */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, e.g. https://luxewheels.in' })
      .refine((value) => {
        // The URL check above does not stop this one from running on what it refused.
        const url = URL.canParse(value) ? new URL(value) : undefined;
        return !url || (url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password);
      }, 'must be a bare origin (scheme, host and port), with no path, query or credentials')
      .transform((value) => new URL(value).origin)
      .optional(),
    /** Says the console SMS sender is wanted where it would be refused (a public demo). */
    ALLOW_CONSOLE_SMS: z
      .enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' })
      .transform((v) => v === '1' || v === 'true')
      .default(false),
    /** Secret for OTP hashes; generated into DATA_DIR when not given. */
    OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** 'console' logs the code and returns it (development, demo); 'twilio' sends a real SMS. */
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
    /** Razorpay's keys (Dashboard > Account & Settings > API keys); without them the built-in test gateway takes payments. */
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
    /** 'off': the test gateway loses every webhook on purpose, so that reconciliation can be seen to settle payments. */
    TEST_GATEWAY_WEBHOOKS: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    /** Uploads in an S3 bucket shared by every server; without S3_BUCKET, DATA_DIR/uploads. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as ap-south-1 (AWS Mumbai), auto (Cloudflare R2) or us-east-1 (MinIO)')
      .optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://<account>.r2.cloudflarestorage.com' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(3, 'must be at least 3 characters').optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(3, 'must be at least 3 characters').optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false (1 or 0)' })
      .transform((v) => v === 'true' || v === '1')
      .default(false),
  })
  .superRefine((env, ctx) => {
    // Node refuses headers given longer than the whole request.
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: `must not be above REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS}): the headers are part of the request`,
      });
    // A body that stops short would be closed for its silence before its 408 could be sent.
    if (env.BODY_TIMEOUT_MS >= env.IDLE_TIMEOUT_MS || env.BODY_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['BODY_TIMEOUT_MS'],
        message: `must be below IDLE_TIMEOUT_MS (${env.IDLE_TIMEOUT_MS}) and not above REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS}), so that a body that stops short is answered 408`,
      });
    // The console sender answers every sign-in code to whoever asks; not for a real deployment.
    if (env.SMS_PROVIDER === 'console' && !env.ALLOW_CONSOLE_SMS) {
      const publicSite = env.PUBLIC_ORIGIN !== undefined && !LOCAL_HOSTS.has(new URL(env.PUBLIC_ORIGIN).hostname);
      if (env.NODE_ENV === 'production' || publicSite) {
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER'],
          message:
            `console (the default) returns every sign-in code to whoever asks, refused ${env.NODE_ENV === 'production' ? 'with NODE_ENV=production' : `for the public address ${env.PUBLIC_ORIGIN}`}: ` +
            'set SMS_PROVIDER=twilio with its TWILIO_* settings, or ALLOW_CONSOLE_SMS=1 for a demo on purpose',
        });
      }
    }
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
    // S3 settings without a bucket would silently keep the uploads on this server's disk: refuse them.
    const s3 = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (env.S3_BUCKET) {
      if (!env.S3_REGION) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_REGION'],
          message: 'is required with S3_BUCKET: ap-south-1 for AWS Mumbai, auto for Cloudflare R2, us-east-1 for MinIO',
        });
      }
      for (const [key, other] of [
        ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
        ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
      ] as const) {
        if (env[key] && !env[other]) {
          ctx.addIssue({
            code: 'custom',
            path: [other],
            message: `is required with ${key}: set both, or neither for the AWS SDK's own credentials (AWS_* variables, an instance role)`,
          });
        }
      }
    } else {
      for (const key of s3) {
        if (env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: ['S3_BUCKET'],
            message: `is required with ${key}: set S3_BUCKET to keep uploads in a bucket, or remove the S3 settings to keep them in DATA_DIR/uploads`,
          });
          break;
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
  /** The test gateway's key secret (signs `order_id|payment_id`; see docs/product/payments.md). */
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

/** What the start must shout about: settings that are allowed, but only on purpose. */
export function startWarnings(config: Pick<Config, 'SMS_PROVIDER' | 'ALLOW_CONSOLE_SMS'>): string[] {
  if (config.SMS_PROVIDER !== 'console' || !config.ALLOW_CONSOLE_SMS) return [];
  return [
    'ALLOW_CONSOLE_SMS=1: the console SMS sender is on. Every sign-in code is logged and returned to whoever asks for it: anyone can sign in as anyone. Use it for a demo only.',
  ];
}
