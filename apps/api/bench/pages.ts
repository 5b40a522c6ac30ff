// The rendered pages table of `npm run bench` (docs/performance.md, docs/page-cache.md): guests asking for
// `/`, `/cars`, `/cars?car_brand=<a brand>` and a car page at 10 and 50 clients, cold (every request an
// address not rendered yet: a query parameter the page ignores, new each time, or a car not asked for
// before) and warm (the same address again and again). Only answers that carry the rendered page count
// (x-page: rendered); the app shell is counted apart. Then the freshness check: under load on a car's
// page and /cars, a dealer changes the car's price through the API, and both must show it within 5 s.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pricingPaths, vendorAccountPaths } from '@luxe/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
import { freePorts, startOurServer, stopProcess } from './processes';

export interface PageRow {
  engine: string;
  page: string;
  cache: 'cold' | 'warm';
  clients: number;
  rendered: number;
  p99: number;
  shells: number;
  errors: number;
}

export interface Freshness {
  engine: string;
  /** How long after the price change's answer each page first showed the new price (ms), or null: not within 10 s. */
  carPage: number | null;
  list: number | null;
}

const FRESH_WITHIN_MS = 5000;
const WARM_UP_SECONDS = 3;

/** Builds the web app (and its server renderer) when it is not built: the pages need it. */
function ensureWebBuild(repoRoot: string): void {
  const web = path.join(repoRoot, 'apps/web');
  if (existsSync(path.join(web, 'dist/index.html')) && existsSync(path.join(web, 'dist-server/entry-server.js'))) return;
  console.log('  building the web app ...');
  const built = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web app did not build');
}

/** Drives `addresses` (one made afresh per request, or a list cycled through) and counts the rendered answers. */
function drive(base: string, addresses: string[] | (() => string), seconds: number, clients: number) {
  let i = 0;
  const tally = { rendered: 0, shells: 0 };
  const times: number[] = [];
  return new Promise<{ tally: typeof tally; times: number[]; result: autocannon.Result }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: clients,
        duration: seconds,
        // As a browser asks: the kept Brotli copy is what goes out.
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: typeof addresses === 'function' ? addresses() : addresses[i++ % addresses.length]! }),
            onResponse: (status, _body, _context, headers) => {
              const page = (headers as Record<string, string>)['x-page'];
              if (status === 200 && page === 'rendered') tally.rendered += 1;
              else if (page === 'shell') tally.shells += 1;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ tally, times, result })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** A car for sale and its dealer's phone, the brand with most cars, and car ids in an order no cache has seen. */
async function pick(env: Record<string, string>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
  try {
    const [brand] = await queryRows<{ name: string }>(
      database.db,
      sql`select brand_name as name from cars where status = 'available' group by 1 order by count(*) desc limit 1`,
    );
    // The newest car on sale: the first of /cars, so the list shows its price too.
    const [car] = await queryRows<{ id: number; price: number; phone: string }>(
      database.db,
      sql`select c.id, c.listing_price as price, d.phone from cars c join vendors d on d.id = c.vendor_id
          where c.status = 'available' and d.status = 'active'
            and not exists (select 1 from bookings b where b.car_id = c.id and b.status = 'reserved' and upper(b.hold) > now())
          order by c.listed_at desc, c.id desc limit 1`,
    );
    const ids = await queryRows<{ id: number }>(database.db, sql`select id from cars where status <> 'withdrawn' order by md5(id::text)`);
    if (!brand || !car) throw new Error('the catalogue has no car for sale');
    return { brand: brand.name, car, ids: ids.map((r) => r.id) };
  } finally {
    await database.close();
  }
}

async function signInDealer(base: string, phone: string): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ data: Record<string, string> }>,
    );
  const sent = await post(vendorAccountPaths.sendOtp, { phone });
  if (!sent.data?.otp) throw new Error('the bench needs the console SMS sender (the code in the answer) to sign the dealer in');
  const verified = await post(vendorAccountPaths.verifyOtp, { phone, otp: sent.data.otp });
  return verified.data.accessToken!;
}

/** The dealer changes the price under load on the two pages; how long until each shows it. */
async function freshness(base: string, engine: string, car: { id: number; price: number; phone: string }): Promise<Freshness> {
  const token = await signInDealer(base, car.phone);
  const pages = [`/car-details/${car.id}`, '/cars'];
  const load = drive(base, pages, 8, 10);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const price = car.price - 10_000;
  const changed = await fetch(`${base}${pricingPaths.changePrice}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({ car_id: car.id, listing_price: price }),
  });
  if (!changed.ok) throw new Error(`the price change failed: ${changed.status} ${await changed.text()}`);
  const at = Date.now();
  // The page's data travels in its HTML (the query state): the car's new price is there once it shows.
  const shows = async (page: string) => {
    for (;;) {
      const html = await (await fetch(`${base}${page}`)).text();
      if (html.includes(`"listing_price":${price}`)) return Date.now() - at;
      if (Date.now() - at > 10_000) return null;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const [carPage, list] = await Promise.all(pages.map(shows));
  await load;
  return { engine, carPage: carPage ?? null, list: list ?? null };
}

export async function benchPages(
  engine: string,
  apiDir: string,
  repoRoot: string,
  env: Record<string, string>,
  seconds: number,
): Promise<{ rows: PageRow[]; fresh: Freshness }> {
  ensureWebBuild(repoRoot);
  const { brand, car, ids } = await pick(env);
  const [port] = freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const server = await startOurServer(apiDir, port!, env);
  const rows: PageRow[] = [];
  try {
    let visit = 0;
    let nextCar = 0;
    const byBrand = `/cars?car_brand=${encodeURIComponent(brand)}`;
    const pages: { page: string; address: string; fresh: () => string }[] = [
      { page: '/', address: '/', fresh: () => `/?visit=${++visit}` },
      { page: '/cars', address: '/cars', fresh: () => `/cars?visit=${++visit}` },
      { page: `/cars?car_brand=${brand}`, address: byBrand, fresh: () => `${byBrand}&visit=${++visit}` },
      { page: '/car-details/<id>', address: `/car-details/${car.id}`, fresh: () => `/car-details/${ids[nextCar++ % ids.length]}` },
    ];
    for (const { page, address, fresh } of pages) {
      for (const cache of ['cold', 'warm'] as const) {
        for (const clients of [10, 50]) {
          if (cache === 'warm') await drive(base, [address], WARM_UP_SECONDS, clients);
          const { tally, times, result } = await drive(base, cache === 'cold' ? fresh : [address], seconds, clients);
          times.sort((a, b) => a - b);
          const row: PageRow = {
            engine,
            page,
            cache,
            clients,
            rendered: Math.round(tally.rendered / seconds),
            p99: percentile(times, 99),
            shells: tally.shells,
            errors: result.errors + result.timeouts + result.non2xx,
          };
          rows.push(row);
          console.log(
            `  ${page.padEnd(34)} ${cache} ${String(clients).padStart(2)} clients  ${String(row.rendered).padStart(6)} rendered/s  p99 ${row.p99.toFixed(1)} ms  shells ${row.shells}  errors ${row.errors}`,
          );
        }
      }
    }
    const fresh = await freshness(base, engine, car);
    console.log(
      `  freshness: the new price on the car's page after ${fresh.carPage ?? 'more than 10000'} ms, on /cars after ${fresh.list ?? 'more than 10000'} ms`,
    );
    return { rows, fresh };
  } finally {
    await stopProcess(server);
  }
}

/** The table of `npm run bench`, and whether every target was met. */
export function printPageTable(rows: PageRow[], fresh: Freshness[]): boolean {
  console.log('\n| engine | page | cache | clients | rendered pages/s | p99 ms | shells | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.engine} | \`${r.page}\` | ${r.cache} | ${r.clients} | ${r.rendered} | ${r.p99.toFixed(1)} | ${r.shells} | ${r.errors} |`,
    );
  console.log('\n| engine | new price on the car page after | on /cars after |');
  console.log('|---|---|---|');
  for (const f of fresh) console.log(`| ${f.engine} | ${f.carPage ?? '> 10000'} ms | ${f.list ?? '> 10000'} ms |`);
  const targeted = rows.filter((r) => r.cache === 'warm' && !r.page.includes('car_brand='));
  const warmMet = targeted.every((r) => r.rendered >= 1000 && r.p99 < 100 && r.shells === 0);
  const freshMet = fresh.every((f) => f.carPage !== null && f.list !== null && f.carPage <= FRESH_WITHIN_MS && f.list <= FRESH_WITHIN_MS);
  const shells = rows.reduce((sum, r) => sum + r.shells, 0);
  console.log(`\nWarm /, /cars and a car page, 1,000+ rendered pages/s with p99 under 100 ms and no shell: ${warmMet ? 'met' : 'MISSED'}.`);
  console.log(`A dealer's new price on the car's page and /cars within 5 s: ${freshMet ? 'met' : 'MISSED'}.`);
  console.log(`App shells served: ${shells}${shells ? ' (pages that waited past 3 s for a render thread)' : ''}.`);
  const met = warmMet && freshMet && shells === 0;
  return met;
}
