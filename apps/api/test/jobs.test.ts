// The job runner: due jobs run once, with the test clock; failures retry, then give up; recurring jobs
// run once a period; two servers on one database never run a job twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { openDatabase, queryRows } from '../src/db/client';
import type { AppDeps } from '../src/deps';
import { JobRunner, MAX_ATTEMPTS, scheduleJob, type JobDefinitions } from '../src/jobs/runner';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';

const silent = { info() {}, error() {} };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// Each test starts with no job and no session (the clock runs on from test to test).
beforeEach(async () => {
  await t.database.db.execute(sql`delete from jobs`);
  await t.database.db.execute(sql`delete from sessions`);
});

/** Definitions that record each run by key. */
function recording(extra: JobDefinitions = {}) {
  const runs: string[] = [];
  const definitions: JobDefinitions = {
    note: {
      async run(_deps, job) {
        runs.push(job.key);
      },
    },
    ...extra,
  };
  return { runs, definitions };
}

const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);

describe('the job runner', () => {
  it('runs a job once it is due, once, and a second schedule of the same key is a no-op', async () => {
    const { runs, definitions } = recording();
    const runner = new JobRunner(t.app.deps, definitions, silent);
    await scheduleJob(t.database.db, { name: 'note', key: 'note:1', runAt: inMinutes(10) });
    await scheduleJob(t.database.db, { name: 'note', key: 'note:1', runAt: inMinutes(1) });
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(10 * 60_000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(runs).toEqual(['note:1']);
  });

  it('retries a failing job later, then gives up with its error kept', async () => {
    let calls = 0;
    const runner = new JobRunner(
      t.app.deps,
      {
        flaky: {
          async run() {
            calls += 1;
            throw new Error(`failure ${calls}`);
          },
        },
      },
      silent,
    );
    await scheduleJob(t.database.db, { name: 'flaky', key: 'flaky:1', runAt: t.clock.now() });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await runner.runDue()).toBe(1);
      expect(await runner.runDue()).toBe(0);
      t.clock.advance(attempt * attempt * 60_000);
    }
    t.clock.advance(24 * 3600_000);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(MAX_ATTEMPTS);
    const [job] = await queryRows<{ attempts: number; last_error: string; done: boolean }>(
      t.database.db,
      sql`select attempts, last_error, done_at is not null as done from jobs where key = 'flaky:1'`,
    );
    expect(job).toEqual({ attempts: MAX_ATTEMPTS, last_error: `failure ${MAX_ATTEMPTS}`, done: true });
  });

  it('claims again a job whose server died while running it, once its lease is over', async () => {
    await scheduleJob(t.database.db, { name: 'note', key: 'note:orphan', runAt: t.clock.now() });
    // A server claimed it and died: the row is leased, not done.
    await t.database.db.execute(sql`update jobs set locked_until = ${inMinutes(5).toISOString()}, attempts = 1 where key = 'note:orphan'`);
    const { runs, definitions } = recording();
    const runner = new JobRunner(t.app.deps, definitions, silent);
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(5 * 60_000);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual(['note:orphan']);
  });

  it('runs a recurring job once in each period, however many servers schedule it', async () => {
    let count = 0;
    const definitions: JobDefinitions = {
      tick: {
        everyMs: 3600_000,
        async run() {
          count += 1;
        },
      },
    };
    const servers = [new JobRunner(t.app.deps, definitions, silent), new JobRunner(t.app.deps, definitions, silent)];
    for (const s of servers) await s.runDue();
    expect(count).toBe(0);
    for (let hour = 1; hour <= 3; hour++) {
      t.clock.advance(3600_000);
      for (const s of servers) await s.runDue();
      expect(count).toBe(hour);
    }
  });

  it('runs each of 60 jobs exactly once when two servers claim at the same moment', async () => {
    // Two servers: on PostgreSQL a second connection pool, as another process would have.
    const second = onPostgres ? await openDatabase({ databaseUrl: t.database.url }) : t.database;
    try {
      const runs = new Map<string, number>();
      const definitions: JobDefinitions = {
        note: {
          async run(_deps, job) {
            runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 2));
          },
        },
      };
      for (let i = 0; i < 60; i++) await scheduleJob(t.database.db, { name: 'note', key: `note:${i}`, runAt: t.clock.now() });
      const deps2: AppDeps = { ...t.app.deps, database: second };
      const a = new JobRunner(t.app.deps, definitions, silent);
      const b = new JobRunner(deps2, definitions, silent);
      const drain = async (runner: JobRunner) => {
        while ((await runner.runDue()) > 0);
      };
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
      expect(runs.size).toBe(60);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  it('prunes expired sessions through the hourly background job', async () => {
    await signInBuyer(t);
    const runner = new JobRunner(t.app.deps, backgroundJobs, silent);
    await runner.runDue();
    t.clock.advance(31 * 24 * 3600_000);
    await runner.runDue();
    const sessions = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions`);
    expect(sessions[0]!.n).toBe(0);
  });
});
