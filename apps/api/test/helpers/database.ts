// A fresh, migrated database per test file: in-memory PGlite (from the migrated dump of
// test/global-setup.ts), or (TEST_DB=postgres) a new database on the server of TEST_DATABASE_URL,
// dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

export const onPostgres = process.env.TEST_DB === 'postgres';

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
  url?: string;
}

/** Runs one statement (create or drop a database) on the server of TEST_DATABASE_URL. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let dump: Blob | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres) {
    dump ??= new Blob([readFileSync(inject('pgliteDump'))]);
    const database = await openDatabase({ loadDataDir: dump });
    // Finds nothing to apply: a check that the dump is of the migrations in this checkout.
    await database.migrate();
    return { ...database, destroy: () => database.close().catch(() => {}) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `luxe_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      // A test may have closed the database already (to see how the app answers without one).
      await database.close().catch(() => {});
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
