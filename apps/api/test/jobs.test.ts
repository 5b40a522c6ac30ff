// The job runner: due jobs run once, with the test clock; failures retry, then give up; recurring jobs
// run once a period; two servers on one database never run a job twice. What is most pressing runs first
// (a refund before a thousand SMS queued ahead of it); a started runner claims again while claims come
// back full, and a job queued in a committed transaction wakes it (both databases).
import { bookingPaths } from '@luxe/contract';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { migrationsFolder, openDatabase, queryRows } from '../src/db/client';
import type { AppDeps } from '../src/deps';
import {
  JOB_BATCH,
  JobRunner,
  MAX_ATTEMPTS,
  scheduleJob,
  type JobDefinition,
  type JobDefinitions,
  type JobPriority,
} from '../src/jobs/runner';
import { notify } from '../src/modules/notifications';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { adminQuery, onPostgres } from './helpers/database';
import { createDealer } from './helpers/dealers';
import { reserveCar } from './helpers/payments';

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
      priority: 'messages',
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
    await scheduleJob(t.database.db, definitions, { name: 'note', key: 'note:1', runAt: inMinutes(10) });
    await scheduleJob(t.database.db, definitions, { name: 'note', key: 'note:1', runAt: inMinutes(1) });
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(10 * 60_000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(runs).toEqual(['note:1']);
  });

  it('retries a failing job later, then gives up with its error kept', async () => {
    let calls = 0;
    const definitions: JobDefinitions = {
      flaky: {
        priority: 'messages',
        async run() {
          calls += 1;
          throw new Error(`failure ${calls}`);
        },
      },
    };
    const runner = new JobRunner(t.app.deps, definitions, silent);
    await scheduleJob(t.database.db, definitions, { name: 'flaky', key: 'flaky:1', runAt: t.clock.now() });
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
    const { runs, definitions } = recording();
    await scheduleJob(t.database.db, definitions, { name: 'note', key: 'note:orphan', runAt: t.clock.now() });
    // A server claimed it and died: the row is leased, not done.
    await t.database.db.execute(sql`update jobs set locked_until = ${inMinutes(5).toISOString()}, attempts = 1 where key = 'note:orphan'`);
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
        priority: 'upkeep',
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
          priority: 'messages',
          async run(_deps, job) {
            runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 2));
          },
        },
      };
      for (let i = 0; i < 60; i++) await scheduleJob(t.database.db, definitions, { name: 'note', key: `note:${i}`, runAt: t.clock.now() });
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

describe(`what runs first (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('claims money first, then reminders, then messages, then upkeep, each oldest first', async () => {
    const runs: string[] = [];
    const kind = (priority: JobPriority): JobDefinition => ({
      priority,
      async run(_deps, job) {
        runs.push(job.key);
      },
    });
    const definitions = { money: kind('money'), reminders: kind('reminders'), messages: kind('messages'), upkeep: kind('upkeep') };
    const runner = new JobRunner(t.app.deps, definitions, silent);
    const schedule = (name: keyof typeof definitions, key: string, minutesAgo: number) =>
      scheduleJob(t.database.db, definitions, { name, key, runAt: inMinutes(-minutesAgo) });
    // Queued the wrong way round: housekeeping longest ago, money last.
    for (let i = 0; i < JOB_BATCH; i++) await schedule('upkeep', `upkeep:${i}`, 100 - i);
    await schedule('messages', 'messages:2', 30);
    await schedule('messages', 'messages:1', 40);
    await schedule('reminders', 'reminders:1', 20);
    await schedule('money', 'money:2', 5);
    await schedule('money', 'money:1', 10);
    expect(await runner.runDue()).toBe(JOB_BATCH);
    expect(runs).toEqual([
      'money:1',
      'money:2',
      'reminders:1',
      'messages:1',
      'messages:2',
      ...Array.from({ length: JOB_BATCH - 5 }, (_, i) => `upkeep:${i}`),
    ]);
  });

  it('gives the jobs waiting when the database is upgraded their priorities', async () => {
    // The migrations before priorities, in a folder of their own, on a new database.
    const before = mkdtempSync(path.join(tmpdir(), 'luxe-migrations-'));
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag === '0020_job_priorities');
    mkdirSync(path.join(before, 'meta'));
    writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    for (const { tag } of journal.entries.slice(0, upTo))
      copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(before, `${tag}.sql`));
    const name = `luxe_test_upgrade_${Date.now()}`;
    const url = onPostgres ? new URL(process.env.TEST_DATABASE_URL!) : undefined;
    if (url) {
      await adminQuery(`create database ${name}`);
      url.pathname = `/${name}`;
    }
    const database = await openDatabase({ databaseUrl: url?.toString() });
    try {
      await database.migrate(before);
      const names = [
        'refund',
        'reconcile-payments',
        'reservation-reminder',
        'test-drive-reminder',
        'notification-sms',
        'fair-price-model',
        'prune',
      ];
      for (const job of names)
        await database.db.execute(sql`insert into jobs (name, key, run_at) values (${job}, ${`${job}:waiting`}, now())`);
      await database.db.execute(sql`insert into jobs (name, key, run_at, done_at) values ('refund', 'refund:done', now(), now())`);
      await database.migrate();
      const rows = await queryRows<{ key: string; priority: number }>(database.db, sql`select key, priority from jobs order by id`);
      expect(rows).toEqual([
        { key: 'refund:waiting', priority: 0 },
        { key: 'reconcile-payments:waiting', priority: 0 },
        { key: 'reservation-reminder:waiting', priority: 1 },
        { key: 'test-drive-reminder:waiting', priority: 1 },
        { key: 'notification-sms:waiting', priority: 2 },
        { key: 'fair-price-model:waiting', priority: 2 },
        { key: 'prune:waiting', priority: 3 },
        // Done: never claimed again, left as it was.
        { key: 'refund:done', priority: 2 },
      ]);
    } finally {
      await database.close();
      if (url) await adminQuery(`drop database if exists ${name} with (force)`);
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);

  it("gives the server's jobs their priorities: refunds and settling payments first, housekeeping last", () => {
    expect(Object.fromEntries(Object.entries(backgroundJobs).map(([name, d]) => [name, d.priority]))).toEqual({
      refund: 'money',
      'reconcile-payments': 'money',
      'reservation-reminder': 'reminders',
      'test-drive-reminder': 'reminders',
      'notification-sms': 'messages',
      'fair-price-all': 'messages',
      'fair-price-model': 'messages',
      'saved-search-match': 'messages',
      'dealer-application-sms': 'messages',
      prune: 'upkeep',
    });
  });

  it("runs a cancelled reservation's refund in the first claim, though 1,000 price alerts' SMS were queued before it", async () => {
    const db = t.database.db;
    const runner = new JobRunner(t.app.deps, backgroundJobs, silent);
    const { phone, token } = await signInBuyer(t);
    const [buyer] = await queryRows<{ id: number }>(db, sql`select id from buyers where phone = ${phone}`);
    const dealer = await createDealer(db);
    const car = await createCar(db, { vendorId: dealer.id, listingPrice: 4_500_000 });
    const { bookingId, orderId } = await reserveCar(t, token, car.id);
    // What the reservation itself queued runs first, so that what follows is the burst and the refund only.
    while ((await runner.runDue()) > 0);
    t.sms.texts.length = 0;

    await db.transaction(async (tx) => {
      for (let i = 0; i < 1000; i++)
        await notify(tx, {
          to: { kind: 'buyer', id: buyer!.id },
          kind: 'price_drop',
          title: 'Price drop',
          body: `A car on your wishlist is ₹${i + 1},000 cheaper.`,
          now: t.clock.now(),
        });
    });
    t.clock.advance(60_000);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: bookingPaths.cancelBooking,
      headers: { 'x-access-token': token },
      payload: { booking_id: bookingId },
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refund_status: 'pending' });

    const refund = async () => {
      const [row] = await queryRows<{ status: string; provider_refund_id: string | null }>(
        db,
        sql`select r.status, r.provider_refund_id from refunds r join payment_orders o on o.id = r.payment_order_id
            where o.provider_order_id = ${orderId}`,
      );
      return row;
    };
    const smsWaiting = async () =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where name = 'notification-sms' and done_at is null`))[0]!
        .n;
    expect(await refund()).toEqual({ status: 'pending', provider_refund_id: null });
    const queued = await smsWaiting();
    expect(queued).toBeGreaterThanOrEqual(1000);

    expect(await runner.runDue()).toBe(JOB_BATCH);
    // Asked of the payment provider (which settles it at once) in the first claim, ahead of the SMS.
    expect(await refund()).toEqual({ status: 'processed', provider_refund_id: expect.stringMatching(/^rfnd_/) });
    expect(t.sms.texts.length).toBeLessThan(JOB_BATCH);
    expect(await smsWaiting()).toBe(queued - t.sms.texts.length);
  }, 60_000);
});

describe(`a started runner (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  /** Far longer than any test: whatever runs, runs without the runner's interval passing. */
  const HOUR = 3600_000;
  const poll = { timeout: 10_000, interval: 20 };

  it('claims again at once while its claims come back full', async () => {
    const { runs, definitions } = recording();
    for (let i = 0; i < 3 * JOB_BATCH + 5; i++)
      await scheduleJob(t.database.db, definitions, { name: 'note', key: `note:${i}`, runAt: t.clock.now() });
    const runner = new JobRunner(t.app.deps, definitions, silent);
    runner.start(HOUR);
    try {
      await expect.poll(() => runs.length, poll).toBe(3 * JOB_BATCH + 5);
    } finally {
      await runner.stop();
    }
  });

  it('runs a job queued in a committed transaction at once, and one due before its next look at its time', async () => {
    const { runs, definitions } = recording();
    await scheduleJob(t.database.db, definitions, { name: 'note', key: 'note:before', runAt: t.clock.now() });
    const runner = new JobRunner(t.app.deps, definitions, silent);
    runner.start(HOUR);
    try {
      // Its first look, at start; it then waits an hour unless woken.
      await expect.poll(() => runs, poll).toEqual(['note:before']);
      await t.database.db.transaction(async (tx) => {
        await scheduleJob(tx, definitions, { name: 'note', key: 'note:queued', runAt: t.clock.now() });
        await scheduleJob(tx, definitions, { name: 'note', key: 'note:later', runAt: inMinutes(24 * 60) });
      });
      await expect.poll(() => runs, poll).toEqual(['note:before', 'note:queued']);
      // Due in 300 ms, well within the hour: the runner looks again then (the test clock is moved on to it).
      await scheduleJob(t.database.db, definitions, { name: 'note', key: 'note:soon', runAt: new Date(t.clock.now().getTime() + 300) });
      t.clock.advance(300);
      await expect.poll(() => runs, poll).toEqual(['note:before', 'note:queued', 'note:soon']);
    } finally {
      await runner.stop();
    }
  });

  it.runIf(onPostgres)('listens again when its connection to the database drops', async () => {
    const { runs, definitions } = recording();
    const runner = new JobRunner(t.app.deps, definitions, silent);
    const listeners = async () =>
      (
        await queryRows<{ pid: number }>(
          t.database.db,
          sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
        )
      ).map((row) => row.pid);
    runner.start(HOUR);
    try {
      await expect.poll(listeners, poll).toHaveLength(1);
      const [dropped] = await listeners();
      await t.database.db.execute(sql`select pg_terminate_backend(${dropped})`);
      // Another connection listens in its place.
      await expect.poll(async () => (await listeners()).filter((pid) => pid !== dropped), poll).toHaveLength(1);
      expect(await listeners()).not.toContain(dropped);
      await t.database.db.transaction((tx) => scheduleJob(tx, definitions, { name: 'note', key: 'note:after', runAt: t.clock.now() }));
      await expect.poll(() => runs, poll).toEqual(['note:after']);
    } finally {
      await runner.stop();
    }
    expect(await listeners()).toEqual([]);
  });
});
