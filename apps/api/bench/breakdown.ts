// `DATABASE_URL=postgres://... npm run bench:breakdown [-- --seconds 10] [--rounds 3] [--connections 50]`
// Where a saturated list request's CPU goes: our list and the bare route (each in a process of its own)
// take turns under autocannon's closed loop (as `npm run bench` drives them), and each turn splits the
// machine's CPU per request between the server's main thread, its other threads (V8's GC helpers,
// libuv's pool, the render worker), the database's backends serving it, autocannon and the rest.
// On two shared cores throughput follows the sum, which the main thread's CPU alone (bench:side-by-side)
// does not show.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePorts, startBareRoute, startOurServer, stopProcess } from './processes';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('usage: DATABASE_URL=postgres://... npm run bench:breakdown');
  process.exit(2);
}
const here = fileURLToPath(new URL('..', import.meta.url));
/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux). */
const TICKS = 100;

/** A /proc stat line's fields after the process's name: state, ppid, ... (utime is [11]). */
const fieldsOf = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** utime + stime of a /proc stat line, in µs. */
function cpuOf(stat: string): number {
  const fields = fieldsOf(stat);
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS;
}

function readOr(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** CPU µs so far of each thread of `pid`, by the thread's name ("main" for the main thread). */
function threadsOf(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readOr(`/proc/${pid}/task/${tid}/stat`);
    if (!stat) continue;
    const name = Number(tid) === pid ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).trim();
    byName.set(name, (byName.get(name) ?? 0) + cpuOf(stat));
  }
  return byName;
}

/** The machine's busy CPU µs so far (all cores; /proc/stat). */
function machineBusy(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3]! + n[4]!;
  return ((n.reduce((a, b) => a + b, 0) - idle) * 1e6) / TICKS;
}

/** The postmaster's pid (the parent of every backend) and the database's name. */
async function databaseServer(): Promise<{ postmaster: number; name: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number; name: string }>('select pg_backend_pid() as pid, current_database() as name');
  const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
  await client.end();
  return { postmaster: Number(fieldsOf(stat)[1]), name: rows[0]!.name };
}

/**
 * CPU µs so far of the database's backends serving `name`, by their process titles. A pool keeps its
 * connections while it is busy, so a turn's backends live through it. (The postmaster's count of ended
 * children would add every other database's short connections on a shared server.)
 */
function databaseCpu(server: { postmaster: number; name: string }): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`);
    if (!stat || Number(fieldsOf(stat)[1]) !== server.postmaster) continue;
    if (readOr(`/proc/${entry}/cmdline`)?.includes(` ${server.name} `)) byPid.set(Number(entry), cpuOf(stat));
  }
  return byPid;
}

/** CPU µs the processes used between two readings (those that ended meanwhile are not counted). */
function grown(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}

const load = (url: string, seconds: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: Number(values.connections), duration: seconds }, (err, res) =>
      err ? reject(err) : res.non2xx ? reject(new Error(`${url} answered ${res.non2xx} non-2xx`)) : resolve(res),
    ),
  );

interface Turn {
  label: string;
  rps: number;
  perRequest: Record<string, number>;
}

/** A server's event loop figures (bench/loop-monitor.mjs, preloaded into it), in a file of its own. */
const loopFileOf = (port: number) => path.join(tmpdir(), `luxe-loop-${port}.jsonl`);
const monitored = (port: number) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(here, 'bench/loop-monitor.mjs')}`.trim(),
  LOOP_MONITOR_FILE: loopFileOf(port),
});

interface Loop {
  utilisation: number;
  p50: number;
  p99: number;
  max: number;
}

/** Asks a server for its event loop's figures since the last call (SIGUSR2) and waits for their line. */
async function loopFigures(pid: number, file: string): Promise<Loop> {
  const lines = () => (readOr(file) ?? '').split('\n').filter(Boolean);
  const before = lines().length;
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && lines().length === before; i++) await new Promise((r) => setTimeout(r, 20));
  return JSON.parse(lines().at(-1)!) as Loop;
}

async function turn(label: string, pid: number, url: string, loopFile: string): Promise<Turn> {
  await load(url, 3);
  await loopFigures(pid, loopFile);
  const threads0 = threadsOf(pid);
  const db0 = databaseCpu(server);
  const own0 = process.cpuUsage();
  const busy0 = machineBusy();
  const result = await load(url, Number(values.seconds));
  const loop = await loopFigures(pid, loopFile);
  const busy = machineBusy() - busy0;
  const own = process.cpuUsage(own0);
  const db = grown(db0, databaseCpu(server));
  const threads = threadsOf(pid);
  const n = result.requests.total;
  const main = (threads.get('main') ?? 0) - (threads0.get('main') ?? 0);
  let others = 0;
  for (const [name, micros] of threads) if (name !== 'main') others += micros - (threads0.get(name) ?? 0);
  const client = own.user + own.system;
  const perRequest = {
    main: main / n,
    'other threads': others / n,
    database: db / n,
    autocannon: client / n,
    rest: (busy - main - others - db - client) / n,
    machine: busy / n,
  };
  // The main thread's share of the turn's wall time: near 100% means its event loop, not the cores, is the limit.
  const mainBusy = main / (Number(values.seconds) * 1e6);
  console.log(
    `  ${label.padEnd(10)} ${String(Math.round(result.requests.average)).padStart(5)} req/s  main thread ${(mainBusy * 100).toFixed(0)}% busy, event loop ${(loop.utilisation * 100).toFixed(0)}% used, delay p50 ${loop.p50} p99 ${loop.p99} ms  µs per request: ${Object.entries(
      perRequest,
    )
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}`,
  );
  return { label, rps: result.requests.average, perRequest };
}

const server = await databaseServer();
const [port, barePort] = freePorts(2);
for (const p of [port!, barePort!]) rmSync(loopFileOf(p), { force: true });
const ours = await startOurServer(here, port!, { DATABASE_URL: databaseUrl, ...monitored(port!) });
const bare = await startBareRoute(here, barePort!, { DATABASE_URL: databaseUrl, ...monitored(barePort!) });
const turns: Turn[] = [];
const stopBoth = () => Promise.all([stopProcess(ours), stopProcess(bare)]);
process.on('SIGINT', () => void stopBoth().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopBoth().then(() => process.exit(143)));
try {
  const targets: [string, number, string, string][] = [
    ['our list', ours.pid!, `http://127.0.0.1:${port}${values.path}`, loopFileOf(port!)],
    ['bare', bare.pid!, `http://127.0.0.1:${barePort}/list`, loopFileOf(barePort!)],
  ];
  // Unmeasured load first: the JIT, the pools and the facet cache settle.
  for (const [, , url] of targets) await load(url, 10);
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [label, pid, url, loopFile] of round % 2 === 0 ? targets : [...targets].reverse())
      turns.push(await turn(label, pid, url, loopFile));
  }
} finally {
  await stopBoth();
}
const medianOf = (label: string, pick: (t: Turn) => number) => {
  const sorted = turns
    .filter((t) => t.label === label)
    .map(pick)
    .sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
console.log('\nmedians          req/s   ' + Object.keys(turns[0]!.perRequest).join(' / ') + ' (µs per request)');
for (const label of ['our list', 'bare']) {
  const keys = Object.keys(turns[0]!.perRequest);
  console.log(
    `  ${label.padEnd(10)} ${medianOf(label, (t) => t.rps)
      .toFixed(0)
      .padStart(6)}   ${keys.map((k) => medianOf(label, (t) => t.perRequest[k]!).toFixed(0)).join(' / ')}`,
  );
}
