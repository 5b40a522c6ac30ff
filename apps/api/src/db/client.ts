// Opens the database: embedded PGlite in DATA_DIR by default (nothing to set up), PostgreSQL with DATABASE_URL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fillPlaceholders, sql, SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { listenOnPostgres, type Unlisten } from './listen';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations; safe to call on every start. */
  /** Applies the migrations not yet applied; another folder only in tests (an older state of the schema). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with each payload a committed `pg_notify(channel, ...)` sends, and with '' whenever
   * listening (re)starts, as anything sent before was missed. `onLost` hears why the listening connection dropped.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: (err: unknown) => void): Promise<Unlisten>;
  /** PGlite only: its data directory as a tarball, which `loadDataDir` opens again. */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// NOTE: pg returns int8 (count(*)) as a string; PGlite as a number. Parse it the same way on both.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** The advisory lock that one migrating server holds (any constant; 'luxe' 'migr' in ASCII). */
const MIGRATE_LOCK = 0x6c757865_6d696772n;

/**
 * drizzle's migrator takes no lock: it reads the last applied migration, then applies the newer ones in
 * a transaction. Two servers starting at once on a database both see the same migrations missing and
 * both apply them; the second fails on the first's tables ("already exists") and stops. A session
 * advisory lock lets one migrate at a time: the next waits, then finds nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK.toString()]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK.toString()]).catch((err: Error) => (broken = err));
    }
  } finally {
    // A connection that could not unlock is closed, which releases its session locks.
    client.release(broken ?? false);
  }
}

/**
 * `loadDataDir` starts an in-memory PGlite from a dump: the API tests open each database from one
 * migrated copy rather than running PGlite's initdb (~3 s) for each.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (folder = migrationsFolder) => migrateOnce(pool, folder),
      listen: (channel, onNotify, onLost) => listenOnPostgres(opts.databaseUrl!, channel, onNotify, onLost),
      close: () => pool.end(),
    };
  }
  // No dataDir means an in-memory database (tests).
  let dataDir: string | undefined;
  // The folder is this process's until close (data-dir-lock.ts); a second opener throws DatabaseInUseError.
  let unlock = () => {};
  if (opts.dataDir) {
    unlock = lockDataDir(path.resolve(opts.dataDir));
    dataDir = path.resolve(opts.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    // NOTE: extensions must be loaded on every open, or a database with a trigram index or an exclusion
    // constraint breaks (pg_trgm for search, btree_gist for the holds on cars and test drive slots).
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist }, loadDataDir: opts.loadDataDir });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    dump: () => client.dumpDataDir('none'),
    // PGlite's one connection hears its own notifications, at commit as PostgreSQL's; it never drops.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      onNotify('');
      return () => stop();
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** The SQLSTATE of a database error, from either driver (drizzle wraps it in `cause`). */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs `run` (a whole transaction) again when PostgreSQL aborted it to break a deadlock (40P01): two
 * holds inserted at once on one exclusion constraint can each wait for the other (PostgreSQL's execIndexing.c).
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (sqlState(err) !== '40P01' || attempt >= attempts) throw err;
    }
  }
}

/** A unique constraint refused the write (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const dialect = new PgDialect();
/** Date and time types (and numeric[]) stay text, as drizzle's own queries return them (on both drivers). */
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const asText = (value: string) => value;
const textTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') => (TEXT_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format ?? 'text')),
} as pg.CustomTypesConfig;
const pgliteParsers = Object.fromEntries([...TEXT_TYPES].map((id) => [id, asText]));
/**
 * Statement names by text. Each costs PostgreSQL some 170 KB on every connection that has run it (its
 * cached plan), so a process prepares at most this many (10 connections: 80 MB at most); later texts run
 * unprepared.
 */
const statementNames = new Map<string, string>();
const MAX_PREPARED = 48;

/** A statement's text and its values, some of them placeholders (`sql.placeholder`) filled when it runs. */
export interface Statement {
  sql: string;
  params: unknown[];
}

const written = new Map<string, Statement>();
const MAX_WRITTEN = 1000;

/**
 * The statement `write` gives, written once per key: drizzle takes some 10 µs and 11 KB to write a list
 * page's on every request of the commonest calls (the benchmark's CPU profile). Its values come as placeholders.
 */
export function writtenOnce(key: string, write: () => SQL): Statement {
  let statement = written.get(key);
  if (!statement) {
    if (written.size >= MAX_WRITTEN) written.clear();
    written.set(key, (statement = dialect.sqlToQuery(write())));
  }
  return statement;
}

/**
 * Rows of a query that PostgreSQL keeps prepared on each connection: parsed and planned on its first
 * runs, then run with the plan it settled on. Planning the car details' join costs PostgreSQL four times
 * what running it does (0.6 against 0.15 ms at 500,000 cars), and its share of the machine is the queue
 * every request waits in (docs/performance.md). Only for a statement whose one plan suits every value it is given:
 * a look-up by primary key, a list's first page written in full (list-query.ts, writtenInWhere). The
 * embedded database runs it as any query. `values` fill a Statement's placeholders.
 * NOTE: behind a connection pooler in transaction mode (PgBouncer), turn on its prepared statements.
 */
export function queryPrepared<T>(db: Db, query: SQL | Statement, values: Record<string, unknown> = {}): Promise<T[]> {
  return runPrepared<T>(db, query, values, 'object');
}

/**
 * As queryPrepared, each row an array of its columns in order. For the hottest statements (a list's
 * page): the driver then fills arrays instead of objects of a shape per statement, which in a process
 * that runs many statements is several times slower (the benchmark's CPU profile, pg's parseRow).
 */
export function queryPreparedArrays(db: Db, statement: Statement, values: Record<string, unknown>): Promise<unknown[][]> {
  return runPrepared<unknown[]>(db, statement, values, 'array');
}

async function runPrepared<T>(db: Db, query: SQL | Statement, values: Record<string, unknown>, rowMode: 'array' | 'object'): Promise<T[]> {
  const { sql: text, params: withPlaceholders } = query instanceof SQL ? dialect.sqlToQuery(query) : query;
  const params = fillPlaceholders(withPlaceholders, values);
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await (client as PGlite).query<T>(text, params, { rowMode, parsers: pgliteParsers })).rows;
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) statementNames.set(text, (name = `luxe_${statementNames.size + 1}`));
  const config = { name, text, values: params, types: textTypes, ...(rowMode === 'array' ? { rowMode } : {}) };
  return (await client.query<T & pg.QueryResultRow>(config as pg.QueryConfig)).rows;
}

/** A variant's search text is its lower-cased 'brand model variant' (as migration 0003 back-fills). */
export const variantSearchTextUpdate = sql`
  update car_variants v set search_text = lower(b.name || ' ' || m.name || ' ' || v.name)
  from car_models m join brands b on b.id = m.brand_id where m.id = v.model_id`;
