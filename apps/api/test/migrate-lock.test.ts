// Servers starting at once on one PostgreSQL database: each applies the migrations at
// start, and an advisory lock makes them take turns, so none fails on another's half-made tables.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { adminQuery, onPostgres } from './helpers/database';

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!onPostgres || !adminUrl)(
  'migrations, several servers starting at once (PostgreSQL only: TEST_DB=postgres, TEST_DATABASE_URL)',
  () => {
    const name = `luxe_test_${randomBytes(6).toString('hex')}`;
    const opened: Database[] = [];
    let url: string;
    beforeAll(async () => {
      // An empty database, not migrated: what a fleet of new servers meets on its first deploy.
      await adminQuery(`create database ${name}`);
      const u = new URL(adminUrl!);
      u.pathname = `/${name}`;
      url = u.toString();
    });
    afterAll(async () => {
      await Promise.all(opened.map((d) => d.close().catch(() => {})));
      await adminQuery(`drop database if exists ${name} with (force)`);
    });

    it('four servers migrating one empty database at once all succeed, and each migration is applied once', async () => {
      for (let i = 0; i < 4; i++) opened.push(await openDatabase({ databaseUrl: url }));
      const results = await Promise.allSettled(opened.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      const [applied] = await queryRows<{ n: number }>(opened[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied?.n).toBe(journal.entries.length);
      const [cars] = await queryRows<{ n: number }>(opened[0]!.db, sql`select count(*)::int as n from cars`);
      expect(cars?.n).toBe(0);
      // And a later start finds nothing left to do.
      await expect(opened[1]!.migrate()).resolves.toBeUndefined();
      const [again] = await queryRows<{ n: number }>(opened[1]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(again?.n).toBe(journal.entries.length);
    });

    it('releases the lock once done: another session can take it at once', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${0x6c7578656d696772n}) as got`);
        expect(rows[0]?.got).toBe(true);
      } finally {
        await client.end();
      }
    });
  },
);
