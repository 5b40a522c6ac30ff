// The work that time triggers (expiries, reminders, pruning), as rows of the jobs table. A server claims
// due rows for a lease with FOR UPDATE SKIP LOCKED, so any number of servers run the same jobs and none
// runs one twice; a server that dies mid-job leaves it to be claimed again when the lease ends.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client';
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

export interface JobDefinition {
  run(deps: AppDeps, job: Job, log: JobLog): Promise<void>;
  /** A recurring job runs once in each period of this many ms, at its end (every server schedules it; the key keeps one). */
  everyMs?: number;
}

export type JobDefinitions = Record<string, JobDefinition>;

/** NOTE: a handler must finish within its lease, or another server may start it again. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
export const MAX_ATTEMPTS = 5;

/** Schedules a job; a second schedule with the same key is a no-op (an idempotent caller). */
export async function scheduleJob(db: Db | Tx, job: { name: string; key: string; runAt: Date; payload?: unknown }): Promise<void> {
  await db.execute(
    sql`insert into jobs (name, key, payload, run_at) values (${job.name}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb,
          ${job.runAt.toISOString()}) on conflict (key) do nothing`,
  );
}

export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: AppDeps,
    private readonly definitions: JobDefinitions,
    private readonly log: JobLog,
  ) {}

  /** Runs every job that is due now, once; answers how many ran (successfully or not). */
  async runDue(): Promise<number> {
    const db = this.deps.database.db;
    const now = this.deps.clock.now();
    await this.scheduleRecurring(now);
    const claimed = await queryRows<Job & { locked_until: string | Date }>(
      db,
      sql`update jobs set locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}, attempts = attempts + 1
          where id in (select id from jobs where done_at is null and run_at <= ${now.toISOString()}
                         and (locked_until is null or locked_until <= ${now.toISOString()})
                       order by run_at, id limit ${BATCH} for update skip locked)
          returning id, name, key, payload, attempts, locked_until`,
    );
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
      await scheduleJob(this.deps.database.db, { name, key: `${name}@${runAt.toISOString()}`, runAt });
    }
  }

  /** Runs due jobs every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    const tick = () => {
      this.running = this.runDue()
        .catch((err: unknown) => this.log.error({ err }, 'the job runner failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/** Finished jobs are kept a week (what ran, and why one failed), then dropped. */
export async function pruneFinishedJobs(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from jobs where done_at < ${new Date(now.getTime() - 7 * 24 * 3600_000).toISOString()}`);
}
