// `npm run fair-price -- --cars 300,50000,500000 --thin 600,2000`: the fair-price estimate's accuracy on the
// demo catalogue at each size, every car estimated from the others only (leave one out), in both of the
// generator's markets: the usual deep one and the thin one (most models with 1 to 6 cars). For each: how many
// cars get a band and on what it rests, the median error against the model-only estimate on the cars both
// estimate, the share of cars inside their own band, and the time the whole computation takes (generating the
// catalogue in memory included), as the seed does it.
import { parseArgs } from 'node:util';
import { createCatalogue } from '../src/demo/generate';
import { DEFAULT_DEMO_SEED, demoFairPrices, startOfTodayUtc } from '../src/demo/seed';
import { accuracyOf, estimateCatalogue, type Estimate } from '../src/modules/pricing';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '300,50000,500000' },
    thin: { type: 'string', default: '600,2000' },
    seed: { type: 'string' },
  },
});
const sizesOf = (flag: string, list: string) => {
  const sizes = list === '' ? [] : list.split(',').map((s) => Number(s.trim().replaceAll('_', '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(`--${flag} takes comma-joined whole numbers, e.g. --${flag} 300,50000`);
    process.exit(2);
  }
  return sizes;
};
const runs = [
  ...sizesOf('cars', values.cars).map((cars) => ({ market: 'deep' as const, cars })),
  ...sizesOf('thin', values.thin).map((cars) => ({ market: 'thin' as const, cars })),
];
const seed = values.seed === undefined ? DEFAULT_DEMO_SEED : Number(values.seed);
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '-');

/** Only the estimates that rest on `basis`, the others taken as none. */
const only = (estimates: readonly Estimate[], keep: (e: Estimate) => boolean) =>
  estimates.map((e) => (keep(e) ? e : { ...e, value: null }));

console.log(
  '| market | cars | with a band | model-only | model / brand / segment | median error | model / brand / segment | model-only on the same cars | inside band | inside: model / brand / segment | great / good / fair / high | computation |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const { market, cars } of runs) {
  const ctx = createCatalogue({ cars, seed, anchor: startOfTodayUtc(), market });
  // The seed's own computation: the catalogue generated (sold cars left out), then every estimate.
  const started = performance.now();
  const { input, estimates } = demoFairPrices(ctx, cars);
  const ms = performance.now() - started;
  // The model-only estimate, as it was before pooling: the same computation with no pool.
  const modelOnly = estimateCatalogue(input, undefined, null).estimates;
  const listed = input.id.length;
  const all = accuracyOf(input, estimates);
  const alone = accuracyOf(input, modelOnly);
  const both = (e: Estimate, i: number) => e.value !== null && modelOnly[i]!.value !== null;
  const shared = accuracyOf(
    input,
    estimates.map((e, i) => (both(e, i) ? e : { ...e, value: null })),
  );
  const sharedModelOnly = accuracyOf(
    input,
    modelOnly.map((e, i) => (both(estimates[i]!, i) ? e : { ...e, value: null })),
  );
  const byBasis = (['model', 'brand', 'segment'] as const).map((b) => ({
    b,
    acc: accuracyOf(
      input,
      only(estimates, (e) => e.basis === b),
    ),
  }));
  const labels = { great: 0, good: 0, fair: 0, high: 0 };
  for (const e of estimates) if (e.label) labels[e.label]++;
  const share = (n: number) => pct(all.estimated ? n / all.estimated : 0);
  console.log(
    `| ${market} | ${cars.toLocaleString('en-IN')} | ${all.estimated.toLocaleString('en-IN')} (${pct(all.estimated / listed)}) | ` +
      `${alone.estimated.toLocaleString('en-IN')} (${pct(alone.estimated / listed)}) | ` +
      `${byBasis.map(({ acc }) => acc.estimated.toLocaleString('en-IN')).join(' / ')} | ${pct(all.medianError)} | ` +
      `${byBasis.map(({ acc }) => pct(acc.medianError)).join(' / ')} | ` +
      `${pct(shared.medianError)} vs ${pct(sharedModelOnly.medianError)} (${shared.estimated.toLocaleString('en-IN')} cars) | ${pct(all.insideBand)} | ` +
      `${byBasis.map(({ acc }) => pct(acc.insideBand)).join(' / ')} | ` +
      `${share(labels.great)} / ${share(labels.good)} / ${share(labels.fair)} / ${share(labels.high)} | ${(ms / 1000).toFixed(2)} s |`,
  );
}
