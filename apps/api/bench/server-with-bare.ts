// Our server as `npm start` runs it (src/main.ts, on PORT) and, in the same process, the benchmark's
// bare route on BARE_PORT (PostgreSQL only: the embedded database's files open once per process).
// NOTE: a process that has answered several kinds of requests runs the same code slower than one that
// has only ever answered one (V8's inline caches in Fastify's and Node's shared code see more shapes of
// objects; README, performance). A bare route in a process of its own is spared that, so against it our
// list's ratio counts that state as well as our layers; beside ours, in the same process and the same
// state, the ratio counts our layers alone.
import { serveBareRoute } from './bare-route';

// The bare route first, so that our server answering its health check means both are up.
await serveBareRoute(Number(process.env.BARE_PORT));
await import('../src/main');
