// Views of a car's public page, per car per India day, for the dealer's listings. The car page is
// server-rendered and benchmarked, so a view costs it no query: it is added to this process's tally, and
// the tally is written every few seconds in one statement (and when the app closes).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { indiaDate } from '../../lib/time';

const FLUSH_MS = 3000;

export class ViewCounter {
  private tally = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** One view of car `carId` at `now` (its India day). */
  record(carId: number, now: Date): void {
    const key = `${carId} ${indiaDate(now)}`;
    this.tally.set(key, (this.tally.get(key) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), FLUSH_MS).unref();
  }

  /** Writes the tally so far: one upsert of every car and day it holds. Reads of the counts call it first. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.tally;
    this.tally = new Map();
    // One write at a time, in order: a read after flush() sees every view recorded before it.
    this.flushing = this.flushing.catch(() => undefined).then(() => (batch.size ? write(this.db, batch) : undefined));
    return this.flushing;
  }
}

async function write(db: Db, batch: Map<string, number>): Promise<void> {
  const rows = [...batch].map(([key, n]) => {
    const [car, day] = key.split(' ') as [string, string];
    return { car: Number(car), day, n };
  });
  // NOTE: joined to cars so a view of a car deleted meanwhile (tests reset tables) is dropped, not a failed batch.
  await db.execute(sql`insert into car_views (car_id, day, views)
    select v.car_id, v.day, v.n
    from unnest(${sql.param(rows.map((r) => r.car))}::int[], ${sql.param(rows.map((r) => r.day))}::date[], ${sql.param(
      rows.map((r) => r.n),
    )}::int[]) as v(car_id, day, n)
    where exists (select 1 from cars c where c.id = v.car_id)
    on conflict (car_id, day) do update set views = car_views.views + excluded.views`);
}

const counters = new WeakMap<Db, ViewCounter>();

/** The one counter of this process for a database: the car page records into it, the dealer's reads flush it. */
export function viewCounterOf(db: Db): ViewCounter {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = new ViewCounter(db)));
  return counter;
}
