// `npm run fair-price -- --cars 300,50000,500000`: the fair-price estimate's accuracy on
// the demo catalogue at each size, every car estimated from the others only (leave one out), and the time
// the whole computation takes (generating the catalogue in memory included), as the seed does it.
import { parseArgs } from 'node:util';
import { createCatalogue } from '../src/demo/generate';
import { DEFAULT_DEMO_SEED, demoFairPrices, startOfTodayUtc } from '../src/demo/seed';
import { accuracyOf } from '../src/modules/pricing';

const { values } = parseArgs({ options: { cars: { type: 'string', default: '300,50000,500000' }, seed: { type: 'string' } } });
const sizes = values.cars.split(',').map((s) => Number(s.trim().replaceAll('_', '')));
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('--cars takes comma-joined whole numbers, e.g. --cars 300,50000,500000');
  process.exit(2);
}
const seed = values.seed === undefined ? DEFAULT_DEMO_SEED : Number(values.seed);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

console.log('cars | estimated | median error | inside band | great / good / fair / high | computation');
for (const size of sizes) {
  const ctx = createCatalogue({ cars: size, seed, anchor: startOfTodayUtc() });
  // The seed's own computation: the catalogue generated (sold cars left out), then every estimate.
  const started = performance.now();
  const { input, estimates } = demoFairPrices(ctx, size);
  const ms = performance.now() - started;
  const { estimated, medianError, insideBand } = accuracyOf(input, estimates);
  const labels = { great: 0, good: 0, fair: 0, high: 0 };
  for (const e of estimates) if (e.label) labels[e.label]++;
  const share = (n: number) => pct(estimated ? n / estimated : 0);
  console.log(
    `${size.toLocaleString('en-IN')} | ${estimated.toLocaleString('en-IN')} (${pct(estimated / input.id.length)}) | ${pct(medianError)} | ${pct(insideBand)} | ` +
      `${share(labels.great)} / ${share(labels.good)} / ${share(labels.fair)} / ${share(labels.high)} | ${(ms / 1000).toFixed(2)} s`,
  );
}
