import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { maintainTables } from '../src/db/maintenance';
import { createTestDatabase, onPostgres, type TestDatabase } from './helpers/database';

describe(`table upkeep (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  /** Rate-limit windows as requests leave them: 300 opened, 200 ended and pruned. */
  async function churn() {
    await database.db.execute(sql`insert into rate_limits (key, hits, reset_at) select 'k' || g, 1, now() from generate_series(1, 300) g`);
    await database.db.execute(sql`delete from rate_limits where key <> all (select 'k' || g from generate_series(1, 100) g)`);
    // The engine files its counts when idle, at most once a second; ask for them now.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    await database.db.execute(sql`select 1`);
  }
  const count = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from rate_limits`))[0]?.n;

  it.runIf(!onPostgres)('vacuums a table that churned, keeps its rows, and leaves it alone the next time', async () => {
    await churn();
    const done = await maintainTables(database);
    expect(done).toContain('vacuumed rate_limits (100 live rows, 200 dead, 500 changed)');
    expect(done.filter((line) => line.includes(' cars '))).toEqual([]);
    expect(await count()).toBe(100);
    await database.db.execute(sql`select 1`);
    expect((await maintainTables(database)).filter((line) => line.includes('rate_limits'))).toEqual([]);
  });

  it.runIf(onPostgres)('leaves a PostgreSQL server to its autovacuum', async () => {
    await churn();
    expect(await maintainTables(database)).toEqual([]);
    expect(await count()).toBe(100);
  });
});
