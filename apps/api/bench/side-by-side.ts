// `npm run bench:side-by-side -- --a DIR --b DIR [--path /api/...] [--rate 1000] [--seconds 8] [--pairs 4] [--rounds 3]`
// Compares two builds of the server on one PostgreSQL database (DATABASE_URL): DIR is a checkout's apps/api
// (a `git worktree` of another commit, say), or `bare` for this checkout's bench/bare-server.ts. Both are
// loaded at the same time at a fixed rate and compared by their main thread's CPU per request (/proc): this
// machine's speed drifts by more than most changes do, so only servers measured at the same
// moment compare, and the main thread is what a request waits for.
// NOTE: two identical servers do not measure alike. The one started and loaded first cost 7-12% less per
// request in one pair of processes after another, and one pair of processes can sit 20% apart for its
// whole life. So each pair of fresh processes is measured for a few rounds, who goes first alternates
// from pair to pair, and the figure is the median over all rounds of all pairs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePorts, startBareRoute, startOurServer, stopProcess } from './processes';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    path: { type: 'string', default: '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '8' },
    pairs: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
  },
});
if (!values.a || !values.b || !process.env.DATABASE_URL) {
  console.error('usage: DATABASE_URL=postgres://... npm run bench:side-by-side -- --a DIR|bare --b DIR|bare [--path /api/...]');
  process.exit(2);
}
const here = fileURLToPath(new URL('..', import.meta.url));
/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux). */
const TICKS = 100;

async function start(dir: string, port: number) {
  const bare = dir === 'bare';
  // npm runs the script in apps/api; a DIR is taken from where the command was typed.
  const cwd = bare ? here : path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  if (!bare && !existsSync(path.join(cwd, 'src/main.ts'))) throw new Error(`${cwd} holds no src/main.ts: give a checkout's apps/api`);
  const child = await (bare ? startBareRoute(cwd, port) : startOurServer(cwd, port));
  return { child, url: `http://127.0.0.1:${port}${bare ? '/list' : values.path}`, label: bare ? 'bare route' : dir };
}

/** CPU time of a process's main thread so far, in µs. */
function mainThreadMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS;
}

const load = (url: string, seconds: number, rate?: number) =>
  new Promise<number>((resolve, reject) =>
    autocannon({ url, connections: 25, duration: seconds, ...(rate ? { overallRate: rate } : {}) }, (err, res) =>
      err ? reject(err) : res.non2xx ? reject(new Error(`${url} answered ${res.non2xx} non-2xx`)) : resolve(res.requests.total),
    ),
  );

type Server = Awaited<ReturnType<typeof start>>;
/** Runs `each` over the servers, starting it for the first of `order` first; the answers in the servers' order. */
async function inOrder<T>(servers: Server[], order: number[], each: (server: Server) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  await Promise.all(order.map((i) => each(servers[i]!).then((answer) => (answers[i] = answer))));
  return answers;
}

const ratios: number[] = [];
for (let pair = 0; pair < Number(values.pairs); pair++) {
  const order = pair % 2 === 0 ? [0, 1] : [1, 0];
  const ports = freePorts(2);
  const dirs = [values.a, values.b];
  const servers: Server[] = [];
  try {
    for (const i of order) servers[i] = await start(dirs[i]!, ports[i]!);
    // A fresh process needs some 20 s of load before its figures settle (JIT, pools, caches).
    await inOrder(servers, order, (s) => load(s.url, 20));
    for (let round = 0; round < Number(values.rounds); round++) {
      const before = servers.map((s) => mainThreadMicros(s.child.pid!));
      const requests = await inOrder(servers, order, (s) => load(s.url, Number(values.seconds), Number(values.rate)));
      const perRequest = servers.map((s, i) => (mainThreadMicros(s.child.pid!) - before[i]!) / requests[i]!);
      ratios.push(perRequest[0]! / perRequest[1]!);
      console.log(
        `pair ${pair + 1} (${order[0] === 0 ? 'a' : 'b'} first), round ${round + 1}: ${servers.map((s, i) => `${s.label} ${perRequest[i]!.toFixed(0)} µs`).join(', ')}: a/b ${ratios.at(-1)!.toFixed(3)}`,
      );
    }
  } finally {
    await Promise.all(servers.filter(Boolean).map((s) => stopProcess(s.child)));
  }
}
const sorted = [...ratios].sort((x, y) => x - y);
console.log(`a/b main-thread CPU per request: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} (${sorted.length} rounds)`);
