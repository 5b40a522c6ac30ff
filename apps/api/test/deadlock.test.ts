// Two transactions that lock the same two rows in opposite orders deadlock; PostgreSQL aborts one
// (40P01). retryOnDeadlock runs the aborted one again, so both complete: the same happens to two holds
// inserted at once on one exclusion constraint (bookings, test drives), which is why their writes use it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, retryOnDeadlock, sqlState, type Tx } from '../src/db/client';
import { createTestDatabase, onPostgres, type TestDatabase } from './helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
});
afterAll(async () => {
  await database?.destroy();
});

/** Two transactions, each updating its first row, waiting until both have, then updating the other's. */
function crossedPair() {
  let arrived = 0;
  let release!: () => void;
  const bothLocked = new Promise<void>((resolve) => (release = resolve));
  const attempts = [0, 0];
  const transaction = (index: number, first: number, second: number) => () => {
    attempts[index]! += 1;
    return database.db.transaction(async (tx: Tx) => {
      await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
      if (++arrived === 2) release();
      await bothLocked;
      await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
    });
  };
  return { attempts, one: transaction(0, 1, 2), other: transaction(1, 2, 1) };
}

describe.skipIf(!onPostgres)('retryOnDeadlock (PostgreSQL)', () => {
  it('without it, PostgreSQL aborts one of two crossed transactions with 40P01', async () => {
    const pair = crossedPair();
    const results = await Promise.allSettled([pair.one(), pair.other()]);
    const failed = results.filter((r) => r.status === 'rejected').map((r) => sqlState((r as PromiseRejectedResult).reason));
    expect(failed).toEqual(['40P01']);
  });

  it('with it, the aborted one runs again and both complete', async () => {
    const total = async () => (await queryRows<{ n: number }>(database.db, sql`select sum(n)::int as n from deadlock_probe`))[0]!.n;
    const before = await total();
    const pair = crossedPair();
    await Promise.all([retryOnDeadlock(pair.one), retryOnDeadlock(pair.other)]);
    expect(pair.attempts.sort()).toEqual([1, 2]);
    expect((await total()) - before).toBe(4);
  });
});
