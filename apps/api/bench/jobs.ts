// `npm run bench:jobs [-- --rounds 3] [--sms 2000] [--only postgres|embedded]`: the job runner on this
// machine, on the embedded database (on disk, as `npm start` keeps it) and on PostgreSQL (a throwaway
// cluster, or a new database on BENCH_DATABASE_URL's server). Per round, with the real job definitions
// and an SMS sender that sends nothing:
//   - how many SMS jobs a started runner does per second (--sms of them queued through notify());
//   - how long a cancelled reservation's refund, queued behind 1,000 SMS, takes to be done, and how many
//     SMS went before it; then the same with the refund's row at the SMS jobs' priority, so that it is
//     claimed by its due time alone, oldest first, as every job was before priorities;
//   - how long a job queued into an idle runner takes to be done (the runner's interval is 30 s).
// The runner looks at due jobs as a server's does (JobRunner.start); each figure is the median of the rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { accountPaths, bookingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { backgroundJobs } from '../src/background';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { systemClock, type AppDeps, type AppInstance } from '../src/deps';
import { ensureDemoCatalogue } from '../src/demo/seed';
import { LocalFileStore, PRIVATE_DOCUMENTS } from '../src/integrations/file-store';
import { CHECKOUT_PATH, createPaymentProvider, deliverByInject } from '../src/integrations/payments';
import type { SmsSender } from '../src/integrations/sms';
import { dueJobs, JobRunner, type JobDefinitions } from '../src/jobs/runner';
import { notify } from '../src/modules/notifications';
import { startPostgres } from './postgres';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    sms: { type: 'string', default: '2000' },
    only: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const smsCount = Number(values.sms);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(smsCount) || smsCount < 1) {
  console.error('--rounds and --sms take whole numbers of 1 or more');
  process.exit(2);
}
const engines = (values.only ? [values.only] : ['embedded', 'postgres']) as ('postgres' | 'embedded')[];
/** As main.ts: the runner's look when nothing woke it. */
const INTERVAL_MS = 30_000;
const BEHIND = 1000;
const silent = { info() {}, error() {} };

/** Keeps the sign-in codes (the bench signs a buyer in) and counts the texts it is asked to send. */
class CountingSms implements SmsSender {
  readonly revealsCode = true;
  readonly codes = new Map<string, string>();
  texts = 0;
  private waiting: { count: number; resolve: () => void }[] = [];
  async sendOtp(phone: string, code: string): Promise<void> {
    this.codes.set(phone, code);
  }
  async sendText(): Promise<void> {
    this.texts += 1;
    this.waiting = this.waiting.filter((w) => (this.texts >= w.count ? (w.resolve(), false) : true));
  }
  /** Resolves once `count` texts have been sent in all. */
  until(count: number): Promise<void> {
    return this.texts >= count ? Promise.resolve() : new Promise((resolve) => this.waiting.push({ count, resolve }));
  }
}

interface Round {
  smsPerSecond: number;
  refundMs: number;
  smsBeforeRefund: number;
  oldestFirstMs: number;
  smsBeforeOldestFirst: number;
  wakeMs: number;
}

async function benchEngine(engine: 'postgres' | 'embedded', databaseUrl: string | undefined): Promise<Round[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'luxe-bench-jobs-'));
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dir });
  try {
    await database.migrate();
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const sms = new CountingSms();
    const built: { app?: AppInstance } = {};
    const deps: AppDeps = {
      config,
      database,
      clock: systemClock,
      sms,
      files: new LocalFileStore(path.join(dir, 'uploads')),
      documents: new LocalFileStore(path.join(dir, 'documents'), PRIVATE_DOCUMENTS),
      payments: createPaymentProvider(config, { db: database.db, clock: systemClock, deliver: deliverByInject(() => built.app) }),
    };
    const app = await buildApp(deps, { logger: false });
    built.app = app;
    try {
      return await measure(engine, deps, app, sms);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(engine: string, deps: AppDeps, app: AppInstance, sms: CountingSms): Promise<Round[]> {
  const db = deps.database.db;
  await ensureDemoCatalogue(db, 2 * rounds + 10);
  const call = async (method: 'POST' | 'PATCH', url: string, payload: object, token?: string) => {
    const res = await app.inject({ method, url, payload, headers: token ? { 'x-access-token': token } : {} });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const phone = '9876500001';
  await call('POST', accountPaths.signUp, { full_name: 'Bench Buyer', email: 'bench.buyer@example.com', phone });
  await call('POST', accountPaths.sendOtp, { phone });
  const token = (await call('POST', accountPaths.verifyOtp, { phone, otp: sms.codes.get(phone) })).json().data.accessToken as string;
  const [buyer] = await queryRows<{ id: number }>(db, sql`select id from buyers where phone = ${phone}`);
  const cars = await queryRows<{ id: number }>(db, sql`select id from cars where status = 'available' order by id limit ${2 * rounds}`);

  /** A paid reservation of the car through the test gateway, as a buyer's browser makes it; answers the booking. */
  const reserve = async (carId: number) => {
    const order = (await call('POST', bookingPaths.directCreateOrder, { car_id: carId, preferred_location: 'showroom' }, token)).json()
      .data as { rzp_order_id: string; booking_id: number };
    const card = { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123', callback_url: '/done' };
    const paid = await app.inject({
      method: 'POST',
      url: `${CHECKOUT_PATH}/${order.rzp_order_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(card).toString(),
    });
    if (paid.statusCode !== 303) throw new Error(`checkout: ${paid.statusCode} ${paid.body}`);
    await call('POST', bookingPaths.directVerifyPayment, { order_id: order.rzp_order_id }, token);
    return order.booking_id;
  };
  const queueSms = async (count: number) => {
    for (let queued = 0; queued < count; queued += 500) {
      await db.transaction(async (tx) => {
        for (let i = queued; i < Math.min(count, queued + 500); i++)
          await notify(tx, {
            to: { kind: 'buyer', id: buyer!.id },
            kind: 'price_drop',
            title: 'Price drop',
            body: `A car on your wishlist is ₹${i + 1},000 cheaper.`,
            now: systemClock.now(),
          });
      });
    }
  };
  /** Runs what is due with no runner started, so that each measurement starts from nothing waiting. */
  const drain = async () => {
    const runner = new JobRunner(deps, backgroundJobs, silent);
    while ((await runner.runDue()) > 0);
  };
  /** Starts a runner as a server does, waits for `until`, and stops it. */
  const withRunner = async <T>(definitions: JobDefinitions, until: () => Promise<T>): Promise<T> => {
    const runner = new JobRunner(deps, definitions, silent);
    runner.start(INTERVAL_MS);
    try {
      return await until();
    } finally {
      await runner.stop();
    }
  };

  /** The refund of a reservation cancelled behind 1,000 SMS: ms until done, and the SMS sent before it. */
  const refundBehindSms = async (carId: number, oldestFirst: boolean) => {
    const bookingId = await reserve(carId);
    await drain();
    await queueSms(BEHIND);
    const sentBefore = sms.texts;
    await call('PATCH', bookingPaths.cancelBooking, { booking_id: bookingId }, token);
    // As before priorities: its row among the SMS jobs', claimed by its due time alone.
    if (oldestFirst) await db.execute(sql`update jobs set priority = 2 where name = 'refund' and done_at is null`);
    // With 1,000 and more jobs due, the claim must read its index and stop at its batch.
    const plan = (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (costs off) ${dueJobs(systemClock.now())}`)).map(
      (line) => line['QUERY PLAN'],
    );
    if (!plan.some((line) => line.includes('jobs_claim_idx'))) {
      process.exitCode = 1;
      console.log(`  THE CLAIM DOES NOT READ jobs_claim_idx: ${plan.join(' / ')}`);
    }
    let refundDone: (at: number) => void = () => {};
    const refunded = new Promise<number>((resolve) => (refundDone = resolve));
    const refund = backgroundJobs.refund!;
    const definitions: JobDefinitions = {
      ...backgroundJobs,
      refund: { ...refund, run: (d, job, log) => refund.run(d, job, log).then(() => refundDone(performance.now())) },
    };
    const started = performance.now();
    return withRunner(definitions, async () => {
      const at = await refunded;
      const smsBefore = sms.texts - sentBefore;
      await sms.until(sentBefore + BEHIND);
      return { ms: at - started, smsBefore };
    });
  };

  const results: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    await drain();
    await queueSms(smsCount);
    const before = sms.texts;
    const started = performance.now();
    const smsMs = await withRunner(backgroundJobs, async () => {
      await sms.until(before + smsCount);
      return performance.now() - started;
    });

    const priority = await refundBehindSms(cars[2 * round]!.id, false);
    const oldestFirst = await refundBehindSms(cars[2 * round + 1]!.id, true);

    await drain();
    const wakeMs = await withRunner(backgroundJobs, async () => {
      // Its first look finds nothing; it then waits its 30 s unless a new job wakes it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const queued = sms.texts;
      const start = performance.now();
      await db.transaction((tx) =>
        notify(tx, {
          to: { kind: 'buyer', id: buyer!.id },
          kind: 'price_drop',
          title: 'Price drop',
          body: 'One more.',
          now: systemClock.now(),
        }),
      );
      await sms.until(queued + 1);
      return performance.now() - start;
    });

    const row: Round = {
      smsPerSecond: smsCount / (smsMs / 1000),
      refundMs: priority.ms,
      smsBeforeRefund: priority.smsBefore,
      oldestFirstMs: oldestFirst.ms,
      smsBeforeOldestFirst: oldestFirst.smsBefore,
      wakeMs,
    };
    console.log(
      `  ${engine} round ${round + 1}: ${Math.round(row.smsPerSecond)} SMS jobs/s; refund behind ${BEHIND} SMS done after ${row.refundMs.toFixed(0)} ms ` +
        `(${row.smsBeforeRefund} SMS before it), oldest first ${row.oldestFirstMs.toFixed(0)} ms (${row.smsBeforeOldestFirst} before it); ` +
        `a job into an idle runner ${row.wakeMs.toFixed(1)} ms; load average ${loadAverage()}`,
    );
    results.push(row);
  }
  return results;
}

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T | undefined> {
  const server = startPostgres();
  if (!server) {
    console.log('\npostgres: skipped (no PostgreSQL binaries; set BENCH_DATABASE_URL)');
    return undefined;
  }
  const name = `luxe_bench_jobs_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  try {
    await admin(`create database ${name}`);
    const url = new URL(server.adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`).catch(() => {});
    server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

async function main(): Promise<void> {
  console.log(`Job runner: ${rounds} rounds, ${smsCount} SMS jobs for the throughput; load average ${loadAverage()} at the start`);
  const measured = new Map<string, Round[]>();
  for (const engine of engines) {
    console.log(`\n${engine}`);
    const rows =
      engine === 'postgres' ? await withPostgres((url) => benchEngine('postgres', url)) : await benchEngine('embedded', undefined);
    if (rows) measured.set(engine, rows);
  }
  console.log(
    `\n| engine | SMS jobs/s, no-op sender | refund behind ${BEHIND.toLocaleString('en-IN')} SMS: done after | SMS sent before it | ` +
      'the same, claimed oldest first (before priorities) | SMS sent before it | a job queued into an idle runner: done after |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [engine, rows] of measured) {
    const m = (pick: (r: Round) => number) => median(rows.map(pick));
    console.log(
      `| ${engine} | ${Math.round(m((r) => r.smsPerSecond))} | ${m((r) => r.refundMs).toFixed(0)} ms | ${m((r) => r.smsBeforeRefund)} | ` +
        `${(m((r) => r.oldestFirstMs) / 1000).toFixed(1)} s | ${m((r) => r.smsBeforeOldestFirst)} | ${m((r) => r.wakeMs).toFixed(1)} ms |`,
    );
  }
  console.log(`\nMedians of ${rounds} rounds (each printed above). Load average at the end: ${loadAverage()}`);
}

await main();
