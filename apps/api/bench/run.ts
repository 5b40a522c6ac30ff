// `npm run bench [-- --large] [--duration 10] [--connections 50] [--only postgres|embedded] [--pages yes|no|only] [--page-cars 300]`
// Fills a demo catalogue of 50,000 cars (and 500,000 with --large) on PostgreSQL and on the embedded
// database, starts the real server, drives it with autocannon, and prints requests per second and
// latency percentiles per call (each after an unmeasured warm-up), beside a bare Fastify route that
// runs only the list's SQL (the two take turns in pairs; the ratio is the median of the pairs' ratios);
// then the rendered pages a guest gets, cold and warm, and how soon a new price shows (bench/pages.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../src/db/client';
import { tidyCatalogue } from '../src/demo/seed';
import { refreshFairPrices } from '../src/modules/pricing';
import { explainScenarios, fieldsStatementPlans } from './explain';
import { freePorts, startBareRoute, startOurServer, stopProcess } from './processes';
import { startPostgres } from './postgres';
import { benchPages, printPageTable, type Freshness, type PageRow } from './pages';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(apiDir, '../..');

const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    cars: { type: 'string', default: '50000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    /** The rendered pages table (bench/pages.ts): 'yes' after the API's calls, 'no', or 'only'. */
    pages: { type: 'string', default: 'yes' },
    /** The pages' catalogue: `npm start`'s demo size by default. */
    'page-cars': { type: 'string', default: '300' },
  },
});
if (!['yes', 'no', 'only'].includes(values.pages)) throw new Error(`--pages must be yes, no or only (not ${values.pages})`);
const sizes = [Number(values.cars), ...(values.large ? [500_000] : [])];
const duration = Number(values.duration);
const connections = Number(values.connections);
const engines = (values.only ? [values.only] : ['postgres', 'embedded']) as ('postgres' | 'embedded')[];

interface Row {
  engine: string;
  cars: number;
  call: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
const results: Row[] = [];
const pageRows: PageRow[] = [];
const freshness: Freshness[] = [];
/**
 * Our list's throughput against the bare route's, per engine and size, turn by turn: the bare route in a
 * process of its own, and (PostgreSQL) in our server's process (bench/server-with-bare.ts says why).
 */
const ratios = new Map<string, { own: number[]; same: number[] }>();
const WARM_UP_SECONDS = 3;
/** Unmeasured load on a freshly started server before its first turn. */
const SETTLE_SECONDS = 10;
/** How many turns our list and each bare route take (see benchEngine). */
const RATIO_ROUNDS = 5;

/** The middle item by `value` (the upper one of an even count). */
function median<T>(items: T[], value: (item: T) => number): T {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)]!;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The paths a load cycles through, or one made afresh for every request. */
type Paths = string[] | (() => string);

function load(base: string, paths: Paths, seconds: number, clients: number, onResponse?: (ms: number) => void): Promise<autocannon.Result> {
  let i = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: clients,
        duration: seconds,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: typeof paths === 'function' ? paths() : paths[i++ % paths.length]! }) },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    if (onResponse) instance.on('response', (_client, _status, _bytes, responseTime) => onResponse(responseTime));
  });
}

async function drive(
  base: string,
  call: string,
  paths: Paths,
  meta: { engine: string; cars: number },
  clients = connections,
  record = true,
): Promise<Row> {
  // Unmeasured warm-up: the JIT compiles the hot code and the connection pools fill, as on a server
  // that has been up for a while; the bare route gets the same.
  await load(base, paths, WARM_UP_SECONDS, clients);
  const times: number[] = [];
  const result = await load(base, paths, duration, clients, (ms) => times.push(ms));
  times.sort((a, b) => a - b);
  const row: Row = {
    ...meta,
    call,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
  if (record) results.push(row);
  console.log(
    `  ${call.padEnd(40)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  errors ${row.errors}`,
  );
  return row;
}

/** Seeds `cars` cars unless the database already holds exactly that many. */
async function prepare(env: Record<string, string>, cars: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from cars`);
  const reused = row?.n === cars;
  // Seeding tidies up after itself; a catalogue seeded by an older build may not have been.
  if (reused) {
    // A catalogue seeded before fair prices gets them now, not from the server's job during the loads.
    const [known] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from app_meta where key = 'fair_prices_computed'`,
    );
    if (!known?.n) {
      const started = Date.now();
      await database.db.transaction((tx) => refreshFairPrices(tx, null));
      console.log(`  fair prices of the reused catalogue computed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await tidyCatalogue(database.db);
  }
  await database.close();
  if (reused) return;
  console.log(`  seeding ${cars} cars ...`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/demo/seed-cli.ts', '--cars', String(cars), '--reset'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

async function benchEngine(engine: 'postgres' | 'embedded', cars: number, env: Record<string, string>): Promise<void> {
  console.log(`\n${engine}, ${cars} cars`);
  await prepare(env, cars);
  await benchCalls(engine, cars, env);
}

/** The rendered pages on a catalogue of their own (`--page-cars`, as `npm start` seeds by default). */
async function benchEnginePages(engine: 'postgres' | 'embedded', cars: number, env: Record<string, string>): Promise<void> {
  console.log(`\n${engine}, ${cars} cars: rendered pages`);
  await prepare(env, cars);
  const { rows, fresh } = await benchPages(engine, apiDir, repoRoot, env, duration);
  pageRows.push(...rows);
  freshness.push(fresh);
}

async function benchCalls(engine: 'postgres' | 'embedded', cars: number, env: Record<string, string>): Promise<void> {
  if (engine === 'postgres') {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    const plans = await explainScenarios(database.db);
    const fields = await fieldsStatementPlans(database.db);
    await database.close();
    if (plans.some((p) => p.seqScanOnCars)) process.exitCode = 1;
    for (const plan of plans)
      console.log(`  plan: ${plan.name.padEnd(26)} ${plan.seqScanOnCars ? 'READS THE WHOLE CARS TABLE' : 'indexed'} (${plan.summary})`);
    // PostgreSQL plans a statement afresh for its first five runs, then keeps one plan if it is no worse.
    const plannedOnce = fields.generic > 0;
    if (!plannedOnce) process.exitCode = 1;
    console.log(
      `  plan: ${"a page's fields by ids".padEnd(26)} ${plannedOnce ? 'planned once' : 'PLANNED ON EVERY RUN'} (${fields.generic} generic, ${fields.custom} custom plans)`,
    );
  }
  const [port, barePort, innerBarePort] = freePorts(3);
  const base = `http://127.0.0.1:${port}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const startBare = () => startBareRoute(apiDir, barePort!, env);
  // The embedded database's files open in one process at a time: there the bare route runs after ours,
  // in a process of its own, and the one pair is our list's last turn and the bare route's.
  const server = await startOurServer(apiDir, port!, env, engine === 'postgres' ? innerBarePort : undefined);
  let bare = engine === 'postgres' ? await startBare() : null;
  const list = '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter';
  const meta = { engine, cars };
  const ours: Row[] = [];
  const yardstick: Row[] = [];
  const yardstickInside: Row[] = [];
  try {
    // Our list and the two bare routes take turns in rounds, RATIO_ROUNDS of them, and each ratio is the
    // median of the rounds' ratios: this machine's speed drifts by more than the difference being measured
    // (the bare route did 1,719 and 4,339 req/s in two runs an hour apart; single turns of it 2,260 to
    // 3,382 within one run), so only turns next to each other compare. The order turns round from round
    // to round (ours first, then last), so a drift within a round favours neither side.
    // Every server is first driven unmeasured for a while (our first request builds the facets; the JIT
    // and the database's caches settle), so the first round is not a cold server against a warm one.
    const turns: [() => Promise<Row>, Row[]][] = [
      [() => drive(base, 'list, no filter', [list], meta, connections, false), ours],
      [
        () => drive(`http://127.0.0.1:${innerBarePort}`, "bare route, in our server's process", ['/list'], meta, connections, false),
        yardstickInside,
      ],
      [() => drive(bareBase, 'bare route, list SQL only', ['/list'], meta, connections, false), yardstick],
    ];
    if (bare) {
      await load(base, [list], SETTLE_SECONDS, connections);
      await load(`http://127.0.0.1:${innerBarePort}`, ['/list'], SETTLE_SECONDS, connections);
      await load(bareBase, ['/list'], SETTLE_SECONDS, connections);
      for (let round = 0; round < RATIO_ROUNDS; round++) {
        console.log(`  round ${round + 1}, load average ${loadAverage()}`);
        for (const [turn, rows] of round % 2 === 0 ? turns : [...turns].reverse()) rows.push(await turn());
      }
    } else {
      await load(base, [list], SETTLE_SECONDS, connections);
    }
    await drive(
      base,
      'list, brand + city + price',
      [
        `${list}?car_brand=BMW&location=Mumbai&min_price=2000000&max_price=6000000`,
        `${list}?car_brand=Audi,Mercedes-Benz&location=Delhi&max_price=8000000`,
      ],
      meta,
    );
    // The same filters with a price no request asked for before: the list's count and page ids are kept
    // per catalogue version, so this is what a filter costs the first time.
    let asked = 0;
    await drive(
      base,
      'list, brand + city + price, first time',
      () => `${list}?car_brand=BMW&location=Mumbai&min_price=2000000&max_price=${6_000_000 + ++asked}`,
      meta,
    );
    const searches = ['cayenne', 'x5', 'range rover', 'e-class'].map((term) => `${list}?search=${encodeURIComponent(term)}`);
    await drive(base, 'list, search', searches, meta);
    // With 50 connections on two cores every call waits in a queue; at 10 the times are the server's own work.
    await drive(base, 'list, search, 10 connections', searches, meta, 10);
    const ids = Array.from({ length: 500 }, (_, k) => 1 + ((k * 7919) % cars));
    await drive(
      base,
      'car details',
      ids.map((id) => `/api/public/app-landing-page/cars/v1/read/car-view-details?car_id=${id}`),
      meta,
    );
    if (!bare) {
      // The one pair of the embedded database: our list's turn last, right before the bare route's.
      ours.push(await turns[0]![0]());
      await stopProcess(server);
      bare = await startBare();
      await load(bareBase, ['/list'], SETTLE_SECONDS, connections);
      yardstick.push(await drive(bareBase, 'bare route, list SQL only', ['/list'], meta, connections, false));
    }
  } finally {
    await stopProcess(server);
    if (bare) await stopProcess(bare);
  }
  results.push(...[ours, yardstickInside, yardstick].filter((rows) => rows.length).map((rows) => median(rows, (r) => r.rps)));
  ratios.set(`${engine} ${cars}`, {
    own: ours.map((row, i) => row.rps / yardstick[i]!.rps),
    same: yardstickInside.map((row, i) => ours[i]!.rps / row.rps),
  });
}

async function main(): Promise<void> {
  console.log(
    `Benchmark: ${connections} connections, ${duration} s per call, sizes ${sizes.join(', ')}; load average ${loadAverage()} at the start`,
  );
  const server = engines.includes('postgres') ? startPostgres() : null;
  /** Runs `run` on each engine asked for: on PostgreSQL in the database `name`, embedded in the folder .tmp/`folder`. */
  const onEachEngine = async (
    name: string,
    folder: string,
    run: (engine: 'postgres' | 'embedded', env: Record<string, string>) => Promise<void>,
  ) => {
    if (engines.includes('postgres')) {
      if (!server) {
        console.log('\npostgres: skipped (no PostgreSQL binaries; set BENCH_DATABASE_URL)');
      } else {
        const admin = new pg.Client({ connectionString: server.adminUrl });
        await admin.connect();
        const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (!exists.rowCount) await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(server.adminUrl);
        url.pathname = `/${name}`;
        await run('postgres', { DATABASE_URL: url.toString(), DATA_DIR: path.join(repoRoot, '.tmp/bench-secrets') });
      }
    }
    if (engines.includes('embedded')) {
      const dataDir = path.join(repoRoot, '.tmp', folder);
      mkdirSync(dataDir, { recursive: true });
      await run('embedded', { DATA_DIR: dataDir, DATABASE_URL: '' });
    }
  };
  try {
    if (values.pages !== 'only')
      for (const cars of sizes)
        await onEachEngine(`luxe_bench_${cars}`, `bench-embedded-${cars}`, (engine, env) => benchEngine(engine, cars, env));
    const pageCars = Number(values['page-cars']);
    if (values.pages !== 'no')
      await onEachEngine(`luxe_bench_pages_${pageCars}`, `bench-pages-embedded-${pageCars}`, (engine, env) =>
        benchEnginePages(engine, pageCars, env),
      );
  } finally {
    server?.stop();
  }

  if (results.length) {
    console.log('\n| engine | cars | call | req/s | p50 ms | p95 ms | p99 ms | errors | vs bare | vs bare, same process |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const order = ['list, no filter', 'list, brand + city + price', 'list, search', 'list, search, 10 connections', 'car details', 'bare'];
    const rank = (r: Row) => order.findIndex((call) => r.call.startsWith(call));
    results.sort((a, b) => a.engine.localeCompare(b.engine) * -1 || a.cars - b.cars || rank(a) - rank(b));
    for (const r of results) {
      const turns = ratios.get(`${r.engine} ${r.cars}`);
      const ratio = (of: number[] | undefined) => (r.call === 'list, no filter' && of?.length ? percent(median(of, (x) => x)) : '');
      console.log(
        `| ${r.engine} | ${r.cars} | ${r.call} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${ratio(turns?.own)} | ${ratio(turns?.same)} |`,
      );
    }
    console.log('\nOur list against the bare route, round by round (the "vs bare" columns are their medians):');
    for (const [run, { own, same }] of ratios) {
      console.log(`  ${run}, bare route in its own process: ${own.map(percent).join(', ')}`);
      if (same.length) console.log(`  ${run}, bare route in our server's process: ${same.map(percent).join(', ')}`);
    }
  }
  if (pageRows.length) printPageTable(pageRows, freshness);
  console.log(`\nLoad average at the end: ${loadAverage()}`);
}

/** The machine's 1, 5 and 15 minute load averages: other work on the two cores moves every figure (record it with each run). */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

await main();
