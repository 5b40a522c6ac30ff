// `npm run bench:saved-searches [-- --cars 500000] [--searches 100000] [--changes 200] [--jobs 30]`: how long
// finding the saved searches a changed car falls into takes, at the catalogue's and the searches' full size.
// On PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a new database on it, dropped
// at the end), else on the embedded database on disk, as `npm start` keeps it. It fills the demo catalogue
// (--cars), buyers holding --searches saved searches written as buyers write them (a brand, a city, a body
// type, a price bound..., or words of a model), then for --changes cars on sale picked at random:
//   - the match: the car read and the one indexed query over the saved searches (what the job does first);
//   - the same for a 5% price cut (only the searches whose bound the cut crosses);
//   - for the first --jobs of them, the whole job: the match, each event recorded, each buyer notified.
// It prints the median, p95, p99 and the slowest, and fails if a plan reads saved_searches without its index.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSavedSearchQuery } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client';
import { systemClock, type AppDeps } from '../src/deps';
import { Random } from '../src/demo/generate';
import { seedDemo } from '../src/demo/seed';
import { LocalFileStore, PRIVATE_DOCUMENTS } from '../src/integrations/file-store';
import { createPaymentProvider } from '../src/integrations/payments';
import type { SmsSender } from '../src/integrations/sms';
import { SAVED_SEARCH_MATCH_JOB, savedSearchJobs } from '../src/modules/saved-searches';
import { columnsOf, keysOf } from '../src/modules/saved-searches/keys';
import { searchesMatching, selectMatchableCar, selectSearchesMatching } from '../src/modules/saved-searches/queries';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '500000' },
    searches: { type: 'string', default: '100000' },
    changes: { type: 'string', default: '200' },
    jobs: { type: 'string', default: '30' },
  },
});
const whole = (flag: string, value: string | undefined, min: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${flag} takes a whole number of ${min} or more`);
    process.exit(2);
  }
  return n;
};
const carCount = whole('cars', values.cars, 1000);
const searchCount = whole('searches', values.searches, 1);
const changeCount = whole('changes', values.changes, 1);
const jobCount = whole('jobs', values.jobs, 0);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** As a buyer keeps a handful: the limit is 20. */
const SEARCHES_PER_BUYER = 5;
const silent = { info() {}, error() {} };

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

interface Vocabulary {
  brands: string[];
  cities: string[];
  types: string[];
  fuels: string[];
  colors: string[];
  transmissions: string[];
  /** Model and variant names, as buyers type them into the search box. */
  names: string[];
}

async function vocabularyOf(db: Db): Promise<Vocabulary> {
  const distinct = async (column: string) =>
    (await queryRows<{ v: string }>(db, sql`select distinct ${sql.raw(column)} as v from cars order by 1`)).map((r) => r.v);
  const names = (await queryRows<{ v: string }>(db, sql`select lower(m.name) as v from car_models m order by 1`)).map((r) => r.v);
  return {
    brands: (await queryRows<{ v: string }>(db, sql`select name as v from brands order by 1`)).map((r) => r.v),
    cities: await distinct('location'),
    types: await distinct('car_type'),
    fuels: await distinct('fuel_type'),
    colors: await distinct('color'),
    transmissions: await distinct('transmission'),
    names,
  };
}

/**
 * One buyer's search, as the web app's list makes them: a model's name typed into the search box, or one of
 * a brand, a city and a body type (choosing one clears the others there; a shared link may hold two),
 * narrowed by fuel, gearbox, colour, deal, year, kilometres and price.
 */
function querySaved(r: Random, v: Vocabulary): string {
  if (r.chance(0.2)) {
    const name = r.pick(v.names);
    return `search=${encodeURIComponent(r.chance(0.3) ? `${r.pick(v.brands).toLowerCase()} ${name}` : name)}`;
  }
  const brand = () => `car_brand=${encodeURIComponent(r.chance(0.85) ? r.pick(v.brands) : `${r.pick(v.brands)},${r.pick(v.brands)}`)}`;
  const city = () => `location=${encodeURIComponent(r.pick(v.cities))}`;
  const type = () => `car_type=${encodeURIComponent(r.chance(0.8) ? r.pick(v.types) : `${r.pick(v.types)},${r.pick(v.types)}`)}`;
  const first = r.next();
  const parts = [first < 0.55 ? brand() : first < 0.8 ? city() : type()];
  if (r.chance(0.1)) parts.push(r.pick([brand, city, type])());
  if (r.chance(0.2)) parts.push(`fuel_type=${encodeURIComponent(r.pick(v.fuels))}`);
  if (r.chance(0.1)) parts.push(`transmission=${encodeURIComponent(r.pick(v.transmissions))}`);
  if (r.chance(0.08)) parts.push(`color=${encodeURIComponent(r.pick(v.colors))}`);
  if (r.chance(0.1)) parts.push(`deal=${r.pick(['great', 'great,good', 'good'])}`);
  if (r.chance(0.5)) parts.push(`year=${r.pick([2016, 2018, 2019, 2020, 2021, 2022, 2023])}`);
  if (r.chance(0.3)) parts.push(`kilometers=${r.pick([10_000, 30_000, 50_000, 75_000, 100_000])}`);
  const lakh = r.pick([20, 30, 40, 50, 60, 75, 100, 150, 200, 300]);
  if (r.chance(0.7)) parts.push(`max_price=${lakh * 100_000}`);
  if (r.chance(0.15)) parts.push(`min_price=${Math.round(lakh * 0.5) * 100_000}`);
  // A repeated parameter is refused: the first of each is kept.
  const seen = new Set<string>();
  return parts.filter((p) => !seen.has(p.split('=')[0]!) && seen.add(p.split('=')[0]!)).join('&');
}

/** `count` saved searches of new buyers, SEARCHES_PER_BUYER each, written in batches of rows as the API writes one. */
async function fillSearches(db: Db, count: number, v: Vocabulary): Promise<void> {
  const r = new Random(42);
  const buyers = Math.ceil(count / SEARCHES_PER_BUYER);
  await db.execute(sql`insert into buyers (full_name, email, phone, sms_notifications)
    select 'Bench Buyer ' || n, 'bench' || n || '@example.com', (6000000000 + n)::text, true from generate_series(1, ${buyers}) n`);
  const ids = (await queryRows<{ id: number }>(db, sql`select id from buyers where full_name like 'Bench Buyer %' order by id`)).map(
    (b) => b.id,
  );
  const now = new Date().toISOString();
  const batch = 1000;
  for (let from = 0; from < count; from += batch) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + batch); i++) {
      const buyerId = ids[Math.floor(i / SEARCHES_PER_BUYER)]!;
      const reading = readSavedSearchQuery(querySaved(r, v));
      if (!reading.ok) continue;
      const c = columnsOf(reading.filters);
      const list = (xs: string[]) => sql`${sql.param(xs)}::text[]`;
      // The buyer's number in the key: a buyer who drew the same search twice keeps both here.
      rows.push(
        sql`(${buyerId}, ${`Search ${i}`}, ${reading.query}, ${`${reading.filtersKey}#${i}`}, ${list(c.brands)}, ${list(c.carTypes)},
          ${list(c.fuels)}, ${list(c.colors)}, ${list(c.transmissions)}, ${list(c.locations)}, ${list(c.deals)}, ${list(c.words)},
          ${list(c.matchKeys)}, ${c.minPrice}, ${c.maxPrice}, ${c.minYear}, ${c.maxKm}, ${now}, ${now})`,
      );
    }
    await db.execute(sql`insert into saved_searches (buyer_id, name, query, filters_key, brands, car_types, fuels, colors,
      transmissions, locations, deals, words, match_keys, min_price, max_price, min_year, max_km, seen_at, created_at)
      values ${sql.join(rows, sql`, `)}`);
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
function indexesOf(node: PlanNode, found: string[] = []): string[] {
  if (node['Index Name']) found.push(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'saved_searches') found.push('a sequential scan');
  for (const child of node.Plans ?? []) indexesOf(child, found);
  return found;
}
async function planOf(db: Db, statement: ReturnType<typeof searchesMatching>): Promise<string[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(db, sql`explain (format json) ${statement}`);
  const plan = row!['QUERY PLAN'];
  return indexesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const summary = (xs: number[]) =>
  `median ${quantile(xs, 0.5).toFixed(2)}, p95 ${quantile(xs, 0.95).toFixed(2)}, p99 ${quantile(xs, 0.99).toFixed(2)}, slowest ${Math.max(...xs).toFixed(2)}`;

/** Sends nothing, counts what it is asked to. */
class NoSms implements SmsSender {
  readonly revealsCode = false;
  async sendOtp(): Promise<void> {}
  async sendText(): Promise<void> {}
}

async function measure(engine: string, database: Database, dir: string): Promise<void> {
  const db = database.db;
  let started = performance.now();
  console.log(`  seeding ${carCount.toLocaleString('en-IN')} cars ...`);
  await seedDemo(db, { cars: carCount });
  console.log(`  seeded in ${seconds(started)}`);
  started = performance.now();
  const vocabulary = await vocabularyOf(db);
  await fillSearches(db, searchCount, vocabulary);
  await db.execute(sql`vacuum (analyze) saved_searches, buyers`);
  const [filled] = await queryRows<{ n: number; words: number }>(
    db,
    sql`select count(*)::int as n, (count(*) filter (where cardinality(words) > 0))::int as words from saved_searches`,
  );
  console.log(
    `  ${filled!.n.toLocaleString('en-IN')} saved searches (${filled!.words.toLocaleString('en-IN')} by words) in ${seconds(started)}`,
  );

  const r = new Random(7);
  const onSale = (await queryRows<{ id: number }>(db, sql`select id from cars where status = 'available'`)).map((c) => c.id);
  const picked = Array.from({ length: changeCount }, () => r.pick(onSale));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const deps: AppDeps = {
    config,
    database,
    clock: systemClock,
    sms: new NoSms(),
    files: new LocalFileStore(path.join(dir, 'uploads')),
    documents: new LocalFileStore(path.join(dir, 'documents'), PRIVATE_DOCUMENTS),
    payments: createPaymentProvider(config, { db, clock: systemClock, deliver: async () => {} }),
  };

  // The plans, for the first car: the listing's must read the match index, the cut's an index too.
  const first = keysOf((await selectMatchableCar(db, picked[0]!))!);
  const cut = { ...first, price: Math.round(first.price * 0.95) };
  const listingPlan = await planOf(db, searchesMatching(first));
  const cutPlan = await planOf(db, searchesMatching(cut, { price: first.price, deals: null }));
  console.log(`  plans: a new car reads ${listingPlan.join(', ')}; a price cut reads ${cutPlan.join(', ')}`);
  // A few thousand searches are read faster whole: the planner may rightly do so below the full size.
  if (
    searchCount >= 50_000 &&
    (!listingPlan.includes('saved_searches_match_idx') || [...listingPlan, ...cutPlan].includes('a sequential scan'))
  )
    throw new Error('the matching query does not read its index');

  // Warm: the first statements plan and read from disk.
  for (const id of picked.slice(0, 5)) await selectSearchesMatching(db, keysOf((await selectMatchableCar(db, id))!));
  const matchMs: number[] = [];
  const cutMs: number[] = [];
  const found: number[] = [];
  const foundByCut: number[] = [];
  for (const id of picked) {
    let t0 = performance.now();
    const keys = keysOf((await selectMatchableCar(db, id))!);
    const hits = await selectSearchesMatching(db, keys);
    matchMs.push(performance.now() - t0);
    found.push(hits.length);
    t0 = performance.now();
    const cutKeys = keysOf((await selectMatchableCar(db, id))!);
    const cutHits = await selectSearchesMatching(
      db,
      { ...cutKeys, price: Math.round(cutKeys.price * 0.95) },
      { price: cutKeys.price, deals: null },
    );
    cutMs.push(performance.now() - t0);
    foundByCut.push(cutHits.length);
  }
  console.log(`  ${engine}: match one changed car (the car read + the one query), ms: ${summary(matchMs)}`);
  console.log(`    searches it falls into: median ${quantile(found, 0.5)}, p99 ${quantile(found, 0.99)}, most ${Math.max(...found)}`);
  console.log(
    `  ${engine}: a 5% price cut, ms: ${summary(cutMs)}; searches it comes into: median ${quantile(foundByCut, 0.5)}, most ${Math.max(...foundByCut)}`,
  );

  const jobMs: number[] = [];
  let told = 0;
  const run = savedSearchJobs[SAVED_SEARCH_MATCH_JOB]!.run;
  for (const [i, id] of picked.slice(0, jobCount).entries()) {
    const t0 = performance.now();
    const job = {
      id: 0,
      name: SAVED_SEARCH_MATCH_JOB,
      key: `bench:${i}`,
      attempts: 1,
      payload: { carId: id, event: 'listed', at: new Date().toISOString() },
    };
    await run(deps, job, silent);
    jobMs.push(performance.now() - t0);
    told += found[i]!;
  }
  if (jobCount > 0)
    console.log(
      `  ${engine}: the whole job (match, record, notify each buyer and queue their SMS) for ${jobCount} cars, ms: ${summary(jobMs)}; ` +
        `${told.toLocaleString('en-IN')} buyers told, ${((jobMs.reduce((a, b) => a + b, 0) / Math.max(told, 1)) * 1000).toFixed(0)} µs each`,
    );
}

async function main(): Promise<void> {
  const engine = serverUrl ? 'postgres' : 'embedded';
  console.log(
    `Saved searches: ${carCount.toLocaleString('en-IN')} cars, ${searchCount.toLocaleString('en-IN')} saved searches, ${changeCount} changed cars, on ${engine}; load average ${loadAverage()}`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'luxe-bench-saved-'));
  const name = `luxe_bench_saved_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(dir, 'db') });
  try {
    await database.migrate();
    await measure(engine, database, dir);
  } finally {
    await database.close();
    if (serverUrl) await admin(`drop database if exists ${name} with (force)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Load average at the end: ${loadAverage()}`);
}

await main();
