// Fixed-window counters in the database: every server process sees the same counts, so a limit holds behind a balancer.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { humanDuration } from '../lib/time';
import { tooManyRequests } from './errors';

export interface Limit {
  /** What is limited and for whom, e.g. 'send-otp:ip:1.2.3.4'. */
  key: string;
  max: number;
  windowMs: number;
}

/** Counts one hit; throws a 429 with a clear message when the window's count is over max. */
export async function hitLimit(db: Db, now: Date, limit: Limit, what = 'requests'): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const [row] = await queryRows<{ hits: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, hits, reset_at) values (${limit.key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning hits, reset_at`,
  );
  if (!row || row.hits <= limit.max) return;
  const seconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
  throw tooManyRequests(`Too many ${what}. Please try again in ${humanDuration(seconds)}.`);
}

/** Drops windows that ended long ago, so the table stays small. */
export async function pruneLimits(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < ${new Date(now.getTime() - 3_600_000).toISOString()}`);
}
