// Upkeep of the embedded database, which has no autovacuum (a PostgreSQL server runs its own).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

interface TableActivity {
  schema: string;
  name: string;
  live: number;
  dead: number;
  changed: number;
}

/**
 * Does for the embedded database what autovacuum does on a server, with its default thresholds: vacuums
 * and analyzes each table holding more dead rows than 50 + 20% of its live ones, and analyzes each whose
 * rows changed more than 50 + 10% since it was last analyzed. Without it nothing ever reclaims the rows
 * that sessions, codes, rate-limit windows, wishlists and reservations leave behind: the files grow, and
 * the planner works from figures that no longer hold. Returns what it did, a line per table; on a
 * PostgreSQL server, nothing.
 * NOTE: the embedded engine runs one statement at a time, so every request waits while a table is
 * vacuumed (the cars table at 500,000 cars: some 5 s). The thresholds make that as rare as the churn
 * that calls for it.
 */
export async function maintainTables(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const tables = await queryRows<TableActivity>(
    database.db,
    sql`select schemaname as schema, relname as name, n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as changed
        from pg_stat_user_tables order by schemaname, relname`,
  );
  const done: string[] = [];
  for (const t of tables) {
    // NOTE: counts arrive as numbers from the embedded engine; Number() keeps them so on any driver.
    const [live, dead, changed] = [t.live, t.dead, t.changed].map(Number) as [number, number, number];
    const vacuum = dead > 50 + 0.2 * live;
    if (!vacuum && changed <= 50 + 0.1 * live) continue;
    const table = sql`${sql.identifier(t.schema)}.${sql.identifier(t.name)}`;
    await database.db.execute(vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    done.push(`${vacuum ? 'vacuumed' : 'analyzed'} ${t.name} (${live} live rows, ${dead} dead, ${changed} changed)`);
  }
  return done;
}
