// The real process (src/main.ts): configuration errors, first start with a demo catalogue, restart
// without seeding again, clean stop on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { createTestDatabase, onPostgres, type TestDatabase } from './helpers/database';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, INIT_CWD: apiDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(running: Running, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let i = 0; i < 600; i++) {
    const match = running.output().match(pattern);
    if (match) return match;
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${running.output()}`);
}

describe(`the server process (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let database: TestDatabase | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'luxe-process-'));
  const dbEnv = (): Record<string, string> => (database?.url ? { DATABASE_URL: database.url } : {});

  beforeAll(async () => {
    if (onPostgres) {
      database = await createTestDatabase();
    }
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a bad configuration with a message naming the variable', async () => {
    const running = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await running.exited).toBe(2);
    expect(running.output()).toContain('PORT: must be a number');
  });

  it('seeds the demo catalogue on first start, not on restart, and stops cleanly on SIGTERM', async () => {
    const first = startServer({ DATA_DIR: dataDir, PORT: '0', DEMO_CARS: '25', ...dbEnv() });
    const [, url] = await waitFor(first, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    expect(first.output()).toContain('demo catalogue of 25 cars created');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir, PORT: '0', DEMO_CARS: '25', ...dbEnv() });
    const [, url2] = await waitFor(second, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    expect(second.output()).not.toContain('demo catalogue');
    const missing = await fetch(`${url2}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, msg: expect.any(String) });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const reopened = await openDatabase(database?.url ? { databaseUrl: database.url } : { dataDir });
    const [count] = await queryRows<{ n: number }>(reopened.db, sql`select count(*)::int as n from cars`);
    await reopened.close();
    expect(count?.n).toBe(25);
  });
});
