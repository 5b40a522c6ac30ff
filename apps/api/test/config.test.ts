import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, listeningOrigin, loadConfig, parseEnv, startWarnings } from '../src/config';

describe('configuration', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'luxe-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('has defaults for everything', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: 'data', DEMO_CARS: 300 });
    expect(env).toMatchObject({
      HEADERS_TIMEOUT_MS: 20_000,
      BODY_TIMEOUT_MS: 20_000,
      REQUEST_TIMEOUT_MS: 120_000,
      IDLE_TIMEOUT_MS: 30_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    // One render thread per core but the API's, at least one; the shared cache's bounds.
    expect(env).toMatchObject({ RENDER_THREADS: Math.max(1, availableParallelism() - 1), PAGE_CACHE_MB: 64, PAGE_CACHE_ENTRIES: 5000 });
  });

  it.each([
    ['PORT', 'abc', /PORT: must be a number/],
    ['PORT', '70000', /PORT: must be between 0 and 65535/],
    ['PORT', '3000.5', /PORT: must be a whole number/],
    ['DEMO_CARS', '-5', /DEMO_CARS: must be 0 or more/],
    ['DEMO_CARS', 'lots', /DEMO_CARS: must be a number/],
    ['DATABASE_URL', 'mysql://localhost/db', /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['OTP_SECRET', 'short', /OTP_SECRET: must be at least 32 characters/],
    ['IDLE_TIMEOUT_MS', '5', /IDLE_TIMEOUT_MS: must be at least 100/],
    ['REQUEST_TIMEOUT_MS', 'soon', /REQUEST_TIMEOUT_MS: must be a number of milliseconds/],
    ['HEADERS_TIMEOUT_MS', '200000', /HEADERS_TIMEOUT_MS: must not be above REQUEST_TIMEOUT_MS \(120000\)/],
    ['BODY_TIMEOUT_MS', '30000', /BODY_TIMEOUT_MS: must be below IDLE_TIMEOUT_MS \(30000\)/],
    ['RENDER_THREADS', '0', /RENDER_THREADS: must be at least 1/],
    ['RENDER_THREADS', 'many', /RENDER_THREADS: must be a number/],
    ['PAGE_CACHE_MB', '-1', /PAGE_CACHE_MB: must be 0 or more/],
    ['PAGE_CACHE_MB', '1.5', /PAGE_CACHE_MB: must be a whole number of megabytes/],
    ['PAGE_CACHE_ENTRIES', '0', /PAGE_CACHE_ENTRIES: must be at least 1/],
  ])('refuses %s=%s with a message naming it', (name, value, pattern) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(pattern);
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', DEMO_CARS: 'y' })).toThrow(/PORT[\s\S]*DEMO_CARS/);
  });

  it('treats an empty variable as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('generates secrets into DATA_DIR once and keeps them', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.dataDir).toBe(dir);
    expect(first.secrets.otpSecret.length).toBeGreaterThanOrEqual(40);
    const file = path.join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.secrets);
    expect(loadConfig({ DATA_DIR: dir }).secrets).toEqual(first.secrets);
  });

  it('prefers a secret from the environment and does not write it to disk', () => {
    const dir = dataDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, OTP_SECRET: secret }).secrets.otpSecret).toBe(secret);
    // The secrets still generated (the test gateway's) are written; the given one never is.
    expect(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).not.toContain(secret);
  });

  // The console sender answers every code to whoever asks; a deployment must not run it by mistake.
  describe('the console SMS sender', () => {
    const refusal = /SMS_PROVIDER: console \(the default\) returns every sign-in code to whoever asks.*ALLOW_CONSOLE_SMS=1/;
    it.each([
      [{ NODE_ENV: 'production' }],
      [{ PUBLIC_ORIGIN: 'https://luxewheels.in' }],
      [{ PUBLIC_ORIGIN: 'http://192.168.1.20:3000' }],
      [{ SMS_PROVIDER: 'console', NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' }],
    ])('is refused for %o', (env) => {
      expect(() => parseEnv(env)).toThrow(ConfigError);
      expect(() => parseEnv(env)).toThrow(refusal);
    });

    it.each([
      [{}],
      [{ NODE_ENV: 'development' }],
      [{ PUBLIC_ORIGIN: 'http://localhost:3000' }],
      [{ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }],
    ])('is the default for the embedded demo: %o', (env) => {
      const parsed = parseEnv(env);
      expect(parsed.SMS_PROVIDER).toBe('console');
      expect(startWarnings(parsed)).toEqual([]);
    });

    it('runs where it would be refused only with ALLOW_CONSOLE_SMS=1, and says so loudly at start', () => {
      const parsed = parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://demo.luxewheels.in', ALLOW_CONSOLE_SMS: '1' });
      expect(parsed.ALLOW_CONSOLE_SMS).toBe(true);
      expect(startWarnings(parsed)).toEqual([
        expect.stringMatching(/ALLOW_CONSOLE_SMS=1.*Every sign-in code.*anyone can sign in as anyone/),
      ]);
      expect(() => parseEnv({ ALLOW_CONSOLE_SMS: 'yes' })).toThrow(/ALLOW_CONSOLE_SMS: must be 1 or 0/);
    });

    it('is no concern with a real sender', () => {
      const twilio = {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 't'.repeat(32),
        TWILIO_FROM: '+15005550006',
      };
      const parsed = parseEnv({ ...twilio, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://luxewheels.in' });
      expect(startWarnings(parsed)).toEqual([]);
    });
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses, none by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['0', 'true', '10.0.0.1/33', '10.0.0.300', '10.0.0.1,', 'proxy.example.com']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a hop count \(1 to 32\) or the proxies' addresses/);
    }
  });

  it('reads PUBLIC_ORIGIN as a bare origin; the default is the listening address', () => {
    expect(parseEnv({ PUBLIC_ORIGIN: 'https://luxewheels.in/', ALLOW_CONSOLE_SMS: '1' }).PUBLIC_ORIGIN).toBe('https://luxewheels.in');
    for (const bad of [
      'luxewheels.in',
      'ftp://luxewheels.in',
      'https://luxewheels.in/cars',
      'https://luxewheels.in/?x=1',
      'https://a:b@luxewheels.in',
    ]) {
      expect(() => parseEnv({ PUBLIC_ORIGIN: bad, ALLOW_CONSOLE_SMS: '1' }), bad).toThrow(/PUBLIC_ORIGIN: must be/);
    }
    expect(listeningOrigin('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(listeningOrigin('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(listeningOrigin('::1', 3000)).toBe('http://[::1]:3000');
  });
});
