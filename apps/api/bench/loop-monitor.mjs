// Bench only (npm run bench:breakdown preloads it into the servers it starts): the event loop's
// utilisation and delay between two SIGUSR2s, appended as one JSON line to LOOP_MONITOR_FILE.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOOP_MONITOR_FILE;
if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let since = performance.eventLoopUtilization();
  process.on('SIGUSR2', () => {
    const used = performance.eventLoopUtilization(since);
    const ms = (ns) => Number((ns / 1e6).toFixed(2));
    appendFileSync(
      file,
      `${JSON.stringify({ utilisation: used.utilization, p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) })}\n`,
    );
    since = performance.eventLoopUtilization();
    delay.reset();
  });
}
