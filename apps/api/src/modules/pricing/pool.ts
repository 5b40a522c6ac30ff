// The pooled estimate (docs/product/fair-price.md): for a car whose model has too few comparables of its own,
// a value that borrows strength across the catalogue. A segment fit over every car (body type, fuel,
// transmission, new price, power, engine size, year, kilometres, owners), then the brand's own level and
// depreciation, the brand's cars of the body type, and the model's other cars, each shrunk towards the level
// above by how much evidence it has; the band widens with what is left unknown.
import type { PricingInput } from './pricing-input';

/** One model's residuals from the segment fit, summed: what the levels above a car borrow from its model. */
export interface PoolModel {
  brandId: number;
  body: string;
  /** cars, sum of a (centred year), of a^2, of r (residual), of r * a */
  n: number;
  sa: number;
  saa: number;
  sr: number;
  sra: number;
}

/** What the pooled estimates of a catalogue rest on; kept after each computation in bulk, for a model's refresh. */
export interface Pool {
  cars: number;
  meanYear: number;
  meanLnNew: number;
  meanLnPower: number;
  meanLitres: number;
  /** intercept, year, km (per 100,000), owners, ln new price, new price unknown, ln power, litres */
  slopes: number[];
  /** The segment fit's term for each category: 'body:SUV', 'fuel:Diesel', 'transmission:Manual'. */
  levels: Record<string, number>;
  /** Variances (in logs): a car around its model, a model around its brand's body type, that around its brand, a brand. */
  sigma2: number;
  tauModel2: number;
  tauGroup2: number;
  tauBrand2: number;
  /** The band's half-width per standard deviation, from the catalogue's own errors. */
  scale: number;
  models: Record<string, PoolModel>;
}

export type PooledBasis = 'brand' | 'segment';

export interface Pooled {
  logValue: number;
  /** The band's half-width (in logs) for the car's own spread, and the part its model's and brand's unknowns add (squared). */
  ownWidth: number;
  levelsWidth2: number;
  basis: PooledBasis;
  comparables: number;
}

/** No pooled estimate in a catalogue smaller than this: a segment fit on a handful of cars would mislead. */
export const POOL_MIN_CARS = 30;
/** Cars of the brand's body type (the car's model's others included) before the estimate rests on the brand. */
export const BRAND_MIN_CARS = 5;
/** No level's spread is taken as under 2% (in logs), so a catalogue that happens to agree is not trusted blindly. */
const MIN_VARIANCE = 0.02 ** 2;
/** A brand's depreciation may differ from the segment's by about this much a year (prior standard deviation). */
const BRAND_SLOPE_SD = 0.02;
const RIDGE_SLOPE = 1e-3;
const RIDGE_LEVEL = 1;
const NUMERIC = 8;

const categoriesOf = (input: PricingInput, i: number) => [
  `body:${input.categories[input.body[i]!]}`,
  `fuel:${input.categories[input.fuel[i]!]}`,
  `transmission:${input.categories[input.transmission[i]!]}`,
];

function numericRow(pool: Pick<Pool, 'meanYear' | 'meanLnNew' | 'meanLnPower' | 'meanLitres'>, input: PricingInput, i: number): number[] {
  const known = input.newPrice[i]! > 0;
  return [
    1,
    input.year[i]! - pool.meanYear,
    input.km[i]! / 100_000,
    input.owners[i]!,
    known ? Math.log(input.newPrice[i]!) - pool.meanLnNew : 0,
    known ? 0 : 1,
    input.power[i]! > 0 ? Math.log(input.power[i]!) - pool.meanLnPower : 0,
    input.cc[i]! / 1000 - pool.meanLitres,
  ];
}

/** ln(price) the segment fit gives car i. */
function segmentValue(pool: Pool, input: PricingInput, i: number): number {
  const row = numericRow(pool, input, i);
  let s = 0;
  for (let a = 0; a < NUMERIC; a++) s += pool.slopes[a]! * row[a]!;
  for (const key of categoriesOf(input, i)) s += pool.levels[key] ?? 0;
  return s;
}

/** Solves A x = b for a small symmetric positive definite A (Cholesky); null if it is not. */
function solveSpd(a: Float64Array, b: Float64Array, p: number): Float64Array | null {
  const l = new Float64Array(p * p);
  for (let i = 0; i < p; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * p + j]!;
      for (let k = 0; k < j; k++) s -= l[i * p + k]! * l[j * p + k]!;
      if (i === j) {
        if (s <= 1e-12) return null;
        l[i * p + i] = Math.sqrt(s);
      } else l[i * p + j] = s / l[j * p + j]!;
    }
  }
  const y = new Float64Array(p);
  for (let i = 0; i < p; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * p + k]! * y[k]!;
    y[i] = s / l[i * p + i]!;
  }
  const x = new Float64Array(p);
  for (let i = p - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < p; k++) s -= l[k * p + i]! * x[k]!;
    x[i] = s / l[i * p + i]!;
  }
  return x;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The least-squares segment fit over every car, with a little ridge (a thousandth of each slope column's spread, one car on each category's term). */
function fitSegment(input: PricingInput): Pick<Pool, 'meanYear' | 'meanLnNew' | 'meanLnPower' | 'meanLitres' | 'slopes' | 'levels'> | null {
  const n = input.id.length;
  const centre = { meanYear: 0, meanLnNew: 0, meanLnPower: 0, meanLitres: 0 };
  let newKnown = 0;
  let powerKnown = 0;
  for (let i = 0; i < n; i++) {
    centre.meanYear += input.year[i]! / n;
    centre.meanLitres += input.cc[i]! / 1000 / n;
    if (input.newPrice[i]! > 0) {
      centre.meanLnNew += Math.log(input.newPrice[i]!);
      newKnown++;
    }
    if (input.power[i]! > 0) {
      centre.meanLnPower += Math.log(input.power[i]!);
      powerKnown++;
    }
  }
  centre.meanLnNew /= Math.max(1, newKnown);
  centre.meanLnPower /= Math.max(1, powerKnown);

  const keys = new Map<string, number>();
  for (let i = 0; i < n; i++) for (const k of categoriesOf(input, i)) if (!keys.has(k)) keys.set(k, NUMERIC + keys.size);
  const p = NUMERIC + keys.size;
  const ata = new Float64Array(p * p);
  const aty = new Float64Array(p);
  const cols = new Int32Array(NUMERIC + 3);
  const vals = new Float64Array(NUMERIC + 3);
  for (let c = 0; c < NUMERIC; c++) cols[c] = c;
  for (let i = 0; i < n; i++) {
    const row = numericRow(centre, input, i);
    for (let c = 0; c < NUMERIC; c++) vals[c] = row[c]!;
    categoriesOf(input, i).forEach((k, c) => {
      cols[NUMERIC + c] = keys.get(k)!;
      vals[NUMERIC + c] = 1;
    });
    const y = Math.log(input.price[i]!);
    for (let a = 0; a < cols.length; a++) {
      const va = vals[a]!;
      if (va === 0) continue;
      aty[cols[a]!]! += va * y;
      for (let b = 0; b < cols.length; b++) ata[cols[a]! * p + cols[b]!]! += va * vals[b]!;
    }
  }
  for (let a = 1; a < NUMERIC; a++) ata[a * p + a]! += RIDGE_SLOPE * ata[a * p + a]! + 1e-9;
  for (let a = NUMERIC; a < p; a++) ata[a * p + a]! += RIDGE_LEVEL;
  const beta = solveSpd(ata, aty, p);
  if (!beta) return null;
  const levels: Record<string, number> = {};
  for (const [k, c] of keys) levels[k] = beta[c]!;
  return { ...centre, slopes: Array.from(beta.subarray(0, NUMERIC)), levels };
}

/** Residuals from the segment fit, and the years centred on it. */
function residualsOf(pool: Pool, input: PricingInput, cars: readonly number[]): { r: Float64Array; a: Float64Array } {
  const r = new Float64Array(cars.length);
  const a = new Float64Array(cars.length);
  cars.forEach((i, k) => {
    r[k] = Math.log(input.price[i]!) - segmentValue(pool, input, i);
    a[k] = input.year[i]! - pool.meanYear;
  });
  return { r, a };
}

function modelStats(pool: Pool, input: PricingInput, cars: readonly number[]): PoolModel {
  const { r, a } = residualsOf(pool, input, cars);
  const first = cars[0]!;
  const m: PoolModel = {
    brandId: input.brandId[first]!,
    body: input.categories[input.body[first]!]!,
    n: cars.length,
    sa: 0,
    saa: 0,
    sr: 0,
    sra: 0,
  };
  for (let k = 0; k < cars.length; k++) {
    m.sa += a[k]!;
    m.saa += a[k]! * a[k]!;
    m.sr += r[k]!;
    m.sra += r[k]! * a[k]!;
  }
  return m;
}

/**
 * The spread of each level by the method of moments: the cars around their model's mean, the models around
 * their brand's body type, the body types around their brand, the brands around the segment fit; each less
 * the part the level below explains, and never under MIN_VARIANCE.
 */
function spreadsOf(
  pool: Pool,
  input: PricingInput,
  groups: Map<number, number[]>,
): Pick<Pool, 'sigma2' | 'tauModel2' | 'tauGroup2' | 'tauBrand2'> {
  let within = 0;
  let dof = 0;
  const means = new Map<number, { mean: number; n: number; brand: number; group: string }>();
  for (const [model, cars] of groups) {
    const { r } = residualsOf(pool, input, cars);
    const mean = r.reduce((s, x) => s + x, 0) / r.length;
    for (const x of r) within += (x - mean) ** 2;
    dof += r.length - 1;
    const first = cars[0]!;
    means.set(model, {
      mean,
      n: r.length,
      brand: input.brandId[first]!,
      group: `${input.brandId[first]} ${input.categories[input.body[first]!]}`,
    });
  }
  const sigma2 = Math.max(MIN_VARIANCE, dof > 0 ? within / dof : MIN_VARIANCE);
  /** Spread of `items` around their own mean, less the noise each carries; null with fewer than two. */
  const between = (items: { x: number; noise: number }[]) => {
    if (items.length < 2) return null;
    const mean = items.reduce((s, i) => s + i.x, 0) / items.length;
    const ss = items.reduce((s, i) => s + (i.x - mean) ** 2, 0);
    const noise = items.reduce((s, i) => s + i.noise, 0) / items.length;
    return { ss, dof: items.length - 1, noise: noise * (items.length - 1) };
  };
  const level = <T>(buckets: Map<string, T[]>, item: (t: T) => { x: number; noise: number }) => {
    let ss = 0;
    let dofs = 0;
    let noise = 0;
    for (const b of buckets.values()) {
      const part = between(b.map(item));
      if (!part) continue;
      ss += part.ss;
      dofs += part.dof;
      noise += part.noise;
    }
    return dofs > 0 ? Math.max(MIN_VARIANCE, (ss - noise) / dofs) : MIN_VARIANCE;
  };
  const byGroup = new Map<string, { mean: number; n: number; brand: number }[]>();
  for (const m of means.values()) byGroup.set(m.group, [...(byGroup.get(m.group) ?? []), m]);
  const tauModel2 = level(byGroup, (m) => ({ x: m.mean, noise: sigma2 / m.n }));
  const groupMeans = [...byGroup.values()].map((ms) => ({
    brand: ms[0]!.brand,
    x: ms.reduce((s, m) => s + m.mean, 0) / ms.length,
    noise: (tauModel2 + sigma2 / (ms.reduce((s, m) => s + m.n, 0) / ms.length)) / ms.length,
  }));
  const byBrand = new Map<string, typeof groupMeans>();
  for (const g of groupMeans) byBrand.set(String(g.brand), [...(byBrand.get(String(g.brand)) ?? []), g]);
  const tauGroup2 = level(byBrand, (g) => g);
  const brandMeans = [...byBrand.values()].map((gs) => ({
    x: gs.reduce((s, g) => s + g.x, 0) / gs.length,
    noise: (tauGroup2 + gs.reduce((s, g) => s + g.noise, 0) / gs.length) / gs.length,
  }));
  const tauBrand2 = level(new Map([['all', brandMeans]]), (b) => b);
  return { sigma2, tauModel2, tauGroup2, tauBrand2 };
}

/**
 * Each car of one model, estimated from the pool with the model itself left out of the levels above it (the
 * pool keeps each model's sums apart for that) and the car left out of its model's: its own price never pulls
 * its value, but through the segment fit, where it is one car among the whole catalogue. NaN-free; null when
 * the pool is too small.
 */
export function pooledOfModel(pool: Pool, input: PricingInput, cars: readonly number[]): (Pooled | null)[] {
  if (pool.cars < POOL_MIN_CARS || cars.length === 0) return cars.map(() => null);
  const first = cars[0]!;
  const modelId = String(input.modelId[first]!);
  const brandId = input.brandId[first]!;
  const body = input.categories[input.body[first]!]!;
  const brand = { n: 0, sa: 0, saa: 0, sr: 0, sra: 0 };
  const group = { n: 0, sa: 0, sr: 0 };
  let segmentCars = 0;
  for (const [id, m] of Object.entries(pool.models)) {
    if (id === modelId) continue;
    if (m.body === body) segmentCars += m.n;
    if (m.brandId !== brandId) continue;
    brand.n += m.n;
    brand.sa += m.sa;
    brand.saa += m.saa;
    brand.sr += m.sr;
    brand.sra += m.sra;
    if (m.body === body) {
      group.n += m.n;
      group.sa += m.sa;
      group.sr += m.sr;
    }
  }
  const { sigma2, tauModel2, tauGroup2, tauBrand2 } = pool;
  // The brand's level and depreciation, shrunk towards the segment's; its cars vary by all the levels below it.
  const brandNoise = sigma2 + tauModel2 + tauGroup2;
  const kBrand = brandNoise / tauBrand2;
  const b =
    solveSpd(
      Float64Array.of(brand.n + kBrand, brand.sa, brand.sa, brand.saa + brandNoise / BRAND_SLOPE_SD ** 2),
      Float64Array.of(brand.sr, brand.sra),
      2,
    ) ?? Float64Array.of(0, 0);
  const kGroup = (sigma2 + tauModel2) / tauGroup2;
  const g = (group.sr - b[0]! * group.n - b[1]! * group.sa) / (group.n + kGroup);

  const { r, a } = residualsOf(pool, input, cars);
  let sum = 0;
  for (let k = 0; k < cars.length; k++) {
    r[k] = r[k]! - b[0]! - b[1]! * a[k]! - g;
    sum += r[k]!;
  }
  const kModel = sigma2 / tauModel2;
  const others = cars.length - 1;
  // What is left unknown: the car's own spread, and each level's effect by the evidence it rests on.
  const levels =
    (tauModel2 * kModel) / (others + kModel) + (tauGroup2 * kGroup) / (group.n + kGroup) + (tauBrand2 * kBrand) / (brand.n + kBrand);
  const ownWidth = pool.scale * Math.sqrt(sigma2);
  const levelsWidth2 = pool.scale ** 2 * levels;
  const similar = group.n + others;
  const basis: PooledBasis = similar >= BRAND_MIN_CARS ? 'brand' : 'segment';
  // The segment's cars: those of the body type, or with too few of them every other car the segment fit rests on.
  const segment = segmentCars + others >= BRAND_MIN_CARS ? segmentCars + others : pool.cars - (pool.models[modelId]?.n ?? 0) + others;
  return cars.map((i, k) => {
    const m = (sum - r[k]!) / (others + kModel);
    const logValue = Math.log(input.price[i]!) - r[k]! + m;
    return { logValue, ownWidth, levelsWidth2, basis, comparables: basis === 'brand' ? similar : segment };
  });
}

/** The pool of a whole catalogue (its models grouped), or null when it is too small or its fit fails. */
export function poolOf(input: PricingInput, groups: Map<number, number[]>): Pool | null {
  if (input.id.length < POOL_MIN_CARS) return null;
  const segment = fitSegment(input);
  if (!segment) return null;
  const pool: Pool = {
    cars: input.id.length,
    ...segment,
    sigma2: MIN_VARIANCE,
    tauModel2: MIN_VARIANCE,
    tauGroup2: MIN_VARIANCE,
    tauBrand2: MIN_VARIANCE,
    scale: 1,
    models: {},
  };
  Object.assign(pool, spreadsOf(pool, input, groups));
  for (const [model, cars] of groups) pool.models[String(model)] = modelStats(pool, input, cars);
  // The scale: the median of every car's error over the spread the pool expects of it, so about half of
  // the cars lie inside their band.
  const z: number[] = [];
  for (const cars of groups.values()) {
    pooledOfModel(pool, input, cars).forEach((e, k) => {
      const i = cars[k]!;
      if (e) z.push(Math.abs(Math.log(input.price[i]!) - e.logValue) / Math.sqrt(e.ownWidth ** 2 + e.levelsWidth2));
    });
  }
  if (z.length) pool.scale = median(z);
  return pool;
}
