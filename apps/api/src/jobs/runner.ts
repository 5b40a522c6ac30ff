// The work that time triggers (expiries, reminders, pruning), as rows of the jobs table. A server claims
// due rows for a lease with FOR UPDATE SKIP LOCKED, so any number of servers run the same jobs and none
// runs one twice; a server that dies mid-job leaves it to be claimed again when the lease ends.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
import type { Unlisten } from '../db/listen';
import type { AppDeps } from '../deps';

export interface Job {
  id: number;
  name: string;
  key: string;
  payload: unknown;
  attempts: number;
}

export interface JobLog {
  info(msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Which due jobs a server takes first, in this order: money owed or to be settled, then what is due at a
 * time (reminders), then messages and estimates, then housekeeping. Within one, the oldest due first.
 */
export const JOB_PRIORITIES = ['money', 'reminders', 'messages', 'upkeep'] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

export interface JobDefinition {
  priority: JobPriority;
  run(deps: AppDeps, job: Job, log: JobLog): Promise<void>;
  /** A recurring job runs once in each period of this many ms, at its end (every server schedules it; the key keeps one). */
  everyMs?: number;
}

export type JobDefinitions = Record<string, JobDefinition>;

/** NOTE: a handler must finish within its lease, or another server may start it again. */
const LEASE_MS = 5 * 60_000;
/** How many due jobs one claim takes. */
export const JOB_BATCH = 20;
export const MAX_ATTEMPTS = 5;
/** Where a new job is announced (its run_at in ms), so that every server's runner looks at once. */
export const JOBS_CHANNEL = 'luxe_jobs';

/**
 * Schedules one of `definitions`' jobs; a second schedule with the same key is a no-op (an idempotent
 * caller). A new row is announced on JOBS_CHANNEL, which the database delivers when the caller commits.
 */
export async function scheduleJob(db: Db | Tx, definitions: JobDefinitions, job: NewJob): Promise<void> {
  await scheduleJobs(db, definitions, [job]);
}

export interface NewJob {
  name: string;
  key: string;
  runAt: Date;
  payload?: unknown;
}

/** scheduleJob for many jobs in one statement, announced once (at the earliest run_at among the new rows). */
export async function scheduleJobs(db: Db | Tx, definitions: JobDefinitions, jobs: NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  // Stored with the row rather than worked out from the name by the claim: the claim then reads
  // jobs_claim_idx in its own order and stops at its batch, instead of sorting every due row.
  const priorities = jobs.map((job) => {
    const definition = definitions[job.name];
    if (!definition) throw new Error(`no job named ${job.name}`);
    return JOB_PRIORITIES.indexOf(definition.priority);
  });
  // One array per column, unnested side by side into rows.
  const column = (type: string, value: (job: NewJob, i: number) => unknown) => sql`${sql.param(jobs.map(value))}::${sql.raw(type)}[]`;
  const rows = sql.join(
    [
      column('text', (j) => j.name),
      column('text', (j) => j.key),
      column('text', (j) => JSON.stringify(j.payload ?? {})),
      column('timestamptz', (j) => j.runAt.toISOString()),
      column('int', (_, i) => priorities[i]),
    ],
    sql`, `,
  );
  await db.execute(
    sql`with scheduled as (
          insert into jobs (name, key, payload, run_at, priority)
          select name, key, payload::jsonb, run_at, priority
          from unnest(${rows}) as j (name, key, payload, run_at, priority)
          on conflict (key) do nothing returning run_at)
        select pg_notify(${JOBS_CHANNEL}, (extract(epoch from min(run_at)) * 1000)::bigint::text) from scheduled having count(*) > 0`,
  );
}

/** The ids one claim takes: due, not leased, the most pressing first (bench/jobs.ts EXPLAINs it). */
export function dueJobs(now: Date): SQL {
  return sql`select id from jobs where done_at is null and run_at <= ${now.toISOString()}
               and (locked_until is null or locked_until <= ${now.toISOString()})
             order by priority, run_at, id limit ${JOB_BATCH} for update skip locked`;
}

export class JobRunner {
  private stopped = true;
  private loop: Promise<void> = Promise.resolve();
  /** Ends the runner's wait for the next look, when it waits. */
  private endWait: (() => void) | undefined;
  /** A job was announced while the runner was busy: it looks again before it waits. */
  private woken = false;
  private soon: { timer: NodeJS.Timeout; at: number } | undefined;
  private intervalMs = 0;

  constructor(
    private readonly deps: AppDeps,
    private readonly definitions: JobDefinitions,
    private readonly log: JobLog,
  ) {}

  /** Schedules the recurring jobs, then runs one claim of due jobs (the most pressing first); answers how many ran. */
  async runDue(): Promise<number> {
    await this.scheduleRecurring(this.deps.clock.now());
    return this.claimAndRun();
  }

  private async claimAndRun(): Promise<number> {
    const now = this.deps.clock.now();
    const claimed = await queryRows<Job & { locked_until: string | Date; priority: number; run_at: string | Date }>(
      this.deps.database.db,
      sql`update jobs set locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}, attempts = attempts + 1
          where id in (${dueJobs(now)})
          returning id, name, key, payload, attempts, locked_until, priority, run_at`,
    );
    // The update returns its rows in no set order: run them in the claim's.
    claimed.sort((a, b) => a.priority - b.priority || new Date(a.run_at).getTime() - new Date(b.run_at).getTime() || a.id - b.id);
    for (const job of claimed) await this.runOne(job, new Date(job.locked_until).toISOString());
    return claimed.length;
  }

  private async runOne(job: Job, lease: string): Promise<void> {
    const db = this.deps.database.db;
    const definition = this.definitions[job.name];
    try {
      if (!definition) throw new Error(`no job named ${job.name}`);
      await definition.run(this.deps, job, this.log);
      // The lease in the condition: a job whose lease ran out and was claimed again is that claim's to finish.
      await db.execute(sql`update jobs set done_at = ${this.deps.clock.now().toISOString()}, locked_until = null, last_error = null
                           where id = ${job.id} and locked_until = ${lease}`);
    } catch (err) {
      this.log.error({ err, job: job.key }, 'a job failed');
      const now = this.deps.clock.now();
      const givenUp = job.attempts >= MAX_ATTEMPTS;
      // Retries wait longer each time: 1, 4, 9, 16 minutes.
      const retryAt = new Date(now.getTime() + job.attempts * job.attempts * 60_000);
      await db.execute(sql`update jobs set locked_until = null, last_error = ${String(err instanceof Error ? err.message : err).slice(0, 2000)},
                             run_at = ${retryAt.toISOString()}, done_at = ${givenUp ? now.toISOString() : null}
                           where id = ${job.id} and locked_until = ${lease}`);
    }
  }

  private async scheduleRecurring(now: Date): Promise<void> {
    for (const [name, definition] of Object.entries(this.definitions)) {
      if (!definition.everyMs) continue;
      const period = Math.floor(now.getTime() / definition.everyMs);
      const runAt = new Date((period + 1) * definition.everyMs);
      await scheduleJob(this.deps.database.db, this.definitions, { name, key: `${name}@${runAt.toISOString()}`, runAt });
    }
  }

  /**
   * Runs due jobs until stop(): at once when a job is announced (a committed schedule), claim after claim
   * while claims come back full, and otherwise every `intervalMs` (the fallback should an announcement be lost).
   */
  start(intervalMs: number): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.intervalMs = intervalMs;
    const listening = this.deps.database
      .listen(
        JOBS_CHANNEL,
        (payload) => this.wake(payload),
        (err) => this.log.error({ err }, 'the job runner stopped hearing of new jobs'),
      )
      .catch((err: unknown) => {
        this.log.error({ err }, 'the job runner cannot hear of new jobs; it looks every interval');
        return undefined;
      });
    this.loop = this.runUntilStopped(listening);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.endWait?.();
    await this.loop;
  }

  /**
   * A job was announced, due at `payload` (ms): look now, or at that time when it comes before the next
   * look anyway ('' or a bad payload: now).
   */
  private wake(payload: string): void {
    if (this.stopped) return;
    const at = Number(payload);
    const delay = payload === '' || !Number.isFinite(at) ? 0 : at - this.deps.clock.now().getTime();
    if (delay <= 0) {
      this.woken = true;
      this.endWait?.();
      return;
    }
    if (delay >= this.intervalMs || (this.soon && this.soon.at <= at)) return;
    if (this.soon) clearTimeout(this.soon.timer);
    const timer = setTimeout(() => {
      this.soon = undefined;
      this.wake('');
    }, delay).unref();
    this.soon = { at, timer };
  }

  private async runUntilStopped(listening: Promise<Unlisten | undefined>): Promise<void> {
    // Listening before the first look: a job queued between the two is then heard of.
    const unlisten = await listening;
    try {
      while (!this.stopped) {
        this.woken = false;
        try {
          // A full claim means more may be due: claim again at once rather than after the interval.
          let ran = await this.runDue();
          while (ran === JOB_BATCH && !this.stopped) ran = await this.claimAndRun();
        } catch (err) {
          this.log.error({ err }, 'the job runner failed');
        }
        if (this.stopped || this.woken) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => this.endWait?.(), this.intervalMs).unref();
          this.endWait = () => {
            clearTimeout(timer);
            this.endWait = undefined;
            resolve();
          };
        });
      }
    } finally {
      if (this.soon) clearTimeout(this.soon.timer);
      this.soon = undefined;
      await unlisten?.().catch((err: unknown) => this.log.error({ err }, 'the job runner could not stop listening'));
    }
  }
}

/** Finished jobs are kept a week (what ran, and why one failed), then dropped. */
export async function pruneFinishedJobs(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from jobs where done_at < ${new Date(now.getTime() - 7 * 24 * 3600_000).toISOString()}`);
}
