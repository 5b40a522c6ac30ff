import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../src/config';

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
    expect(env.DATABASE_URL).toBeUndefined();
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
});
