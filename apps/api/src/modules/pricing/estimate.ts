// The fair-price estimate (docs/product/fair-price.md), pure and in memory: per model, least squares of log
// price against year, kilometres and owners, with a term for each variant that has enough cars of its own; each
// car is estimated from the other cars only (leave one out), so its own price never pulls its value towards it.
// A car its model cannot estimate borrows from its brand and segment (pool.ts).
import { FAIR_PRICE_MIN_COMPARABLES, type DealLabel, type FairPriceBasis } from '@luxe/contract';
import { poolOf, pooledOfModel, type Pool } from './pool';
import type { PricingInput } from './pricing-input';

export type { PricingInput } from './pricing-input';

export interface Estimate {
  /** Rupees, to the nearest 1,000; null with too few comparables. */
  value: number | null;
  low: number | null;
  high: number | null;
  label: DealLabel | null;
  comparables: number;
  /** What the figures rest on: the model's comparables, or its brand's or its segment's cars; null without figures. */
  basis: FairPriceBasis | null;
  /** price / value (unrounded): the list's best-deal order, smallest first. */
  ratio: number | null;
}

/** Cars of one variant in a model before the variant gets its own term (and before comparables keep to it). */
export const VARIANT_MIN_CARS = 5;
/** Comparables are made within this many years either side. */
export const NEARBY_YEARS = 2;
/**
 * Ridge weights: on each slope a thousandth of its column's own spread, so a fit stays solvable where a column
 * is constant (every car one owner) and moves no more than that elsewhere; on a variant's term half a car,
 * pulling the term of a variant with few cars a little towards the model's.
 */
const RIDGE_SLOPE = 1e-3;
const RIDGE_VARIANT = 0.5;
/** A model's band half-width leans on the whole catalogue's until it has this many cars of its own. */
const BAND_PRIOR_CARS = 20;
/** A car the fit rests on almost alone (leverage near 1) cannot be estimated from the others. */
const MAX_LEVERAGE = 0.95;

/** One car as the estimate reads it. */
export interface PricingCar {
  id: number;
  modelId: number;
  variantId: number;
  year: number;
  km: number;
  owners: number;
  price: number;
  brandId: number;
  body: string;
  fuel: string;
  transmission: string;
  newPrice: number;
  power: number;
  cc: number;
}

export function inputOf(rows: readonly PricingCar[]): PricingInput {
  const n = rows.length;
  const input: PricingInput = {
    id: new Int32Array(n),
    modelId: new Int32Array(n),
    variantId: new Int32Array(n),
    year: new Int32Array(n),
    km: new Float64Array(n),
    owners: new Int32Array(n),
    price: new Float64Array(n),
    brandId: new Int32Array(n),
    body: new Int32Array(n),
    fuel: new Int32Array(n),
    transmission: new Int32Array(n),
    categories: [],
    newPrice: new Float64Array(n),
    power: new Float64Array(n),
    cc: new Float64Array(n),
  };
  const codes = new Map<string, number>();
  const code = (s: string) => {
    let c = codes.get(s);
    if (c === undefined) {
      codes.set(s, (c = codes.size));
      input.categories.push(s);
    }
    return c;
  };
  rows.forEach((r, i) => {
    input.id[i] = r.id;
    input.modelId[i] = r.modelId;
    input.variantId[i] = r.variantId;
    input.year[i] = r.year;
    input.km[i] = r.km;
    input.owners[i] = r.owners;
    input.price[i] = r.price;
    input.brandId[i] = r.brandId;
    input.body[i] = code(r.body);
    input.fuel[i] = code(r.fuel);
    input.transmission[i] = code(r.transmission);
    input.newPrice[i] = r.newPrice;
    input.power[i] = r.power;
    input.cc[i] = r.cc;
  });
  return input;
}

/**
 * The label from where the price sits against the value and its band (r = ln(price / value), the band
 * value * e^(±q)): Great below the band (r < -q), Good from the band's foot to a quarter of the way down
 * (-q <= r < -q/4), Fair from there to the band's top (-q/4 <= r <= q), High above the band (r > q). With
 * a band that holds half the cars, about a quarter are Great and a quarter High.
 */
export function labelOf(price: number, value: number, halfWidth: number): DealLabel {
  const r = Math.log(price / value);
  if (r < -halfWidth) return 'great';
  if (r < -halfWidth / 4) return 'good';
  if (r <= halfWidth) return 'fair';
  return 'high';
}

const round1000 = (n: number) => Math.max(1000, Math.round(n / 1000) * 1000);

/** The inverse of the symmetric positive definite p x p matrix A (row-major); null if it is singular. */
function invertSpd(a: Float64Array, p: number): Float64Array | null {
  // Gauss-Jordan on [A | I]: p is at most a dozen, so clarity over speed.
  const m = new Float64Array(p * 2 * p);
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < p; j++) m[i * 2 * p + j] = a[i * p + j]!;
    m[i * 2 * p + p + i] = 1;
  }
  for (let col = 0; col < p; col++) {
    let pivot = col;
    for (let r = col + 1; r < p; r++) if (Math.abs(m[r * 2 * p + col]!) > Math.abs(m[pivot * 2 * p + col]!)) pivot = r;
    const pv = m[pivot * 2 * p + col]!;
    if (Math.abs(pv) < 1e-12) return null;
    if (pivot !== col) {
      for (let k = 0; k < 2 * p; k++) {
        const t = m[col * 2 * p + k]!;
        m[col * 2 * p + k] = m[pivot * 2 * p + k]!;
        m[pivot * 2 * p + k] = t;
      }
    }
    for (let k = 0; k < 2 * p; k++) m[col * 2 * p + k]! /= pv;
    for (let r = 0; r < p; r++) {
      if (r === col) continue;
      const f = m[r * 2 * p + col]!;
      if (f === 0) continue;
      for (let k = 0; k < 2 * p; k++) m[r * 2 * p + k]! -= f * m[col * 2 * p + k]!;
    }
  }
  const inv = new Float64Array(p * p);
  for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) inv[i * p + j] = m[i * 2 * p + p + j]!;
  return inv;
}

/** The indexes of each model's cars. */
function groupByModel(input: PricingInput): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < input.id.length; i++) {
    const m = input.modelId[i]!;
    let g = groups.get(m);
    if (!g) groups.set(m, (g = []));
    g.push(i);
  }
  return groups;
}

/** How many other cars of the model (or of the car's variant, where it has enough) lie within NEARBY_YEARS: the comparables. */
function comparablesOf(input: PricingInput, cars: number[]): Int32Array {
  const byModelYear = new Map<number, number>();
  const byVariantYear = new Map<string, number>();
  for (const i of cars) {
    const y = input.year[i]!;
    byModelYear.set(y, (byModelYear.get(y) ?? 0) + 1);
    const k = `${input.variantId[i]} ${y}`;
    byVariantYear.set(k, (byVariantYear.get(k) ?? 0) + 1);
  }
  const out = new Int32Array(cars.length);
  cars.forEach((i, n) => {
    let model = -1;
    let variant = -1;
    for (let y = input.year[i]! - NEARBY_YEARS; y <= input.year[i]! + NEARBY_YEARS; y++) {
      model += byModelYear.get(y) ?? 0;
      variant += byVariantYear.get(`${input.variantId[i]} ${y}`) ?? 0;
    }
    out[n] = variant >= FAIR_PRICE_MIN_COMPARABLES ? variant : model;
  });
  return out;
}

interface ModelFit {
  /** ln(value) from the others, per car of the model; NaN where it cannot be estimated. */
  logValue: Float64Array;
  comparables: Int32Array;
}

/** One model's leave-one-out log values: ridge least squares, each car's prediction without it from its leverage. */
function fitModel(input: PricingInput, cars: number[]): ModelFit {
  const n = cars.length;
  const comparables = comparablesOf(input, cars);
  const logValue = new Float64Array(n).fill(NaN);
  if (n < FAIR_PRICE_MIN_COMPARABLES + 1) return { logValue, comparables };

  const variantCount = new Map<number, number>();
  for (const i of cars) variantCount.set(input.variantId[i]!, (variantCount.get(input.variantId[i]!) ?? 0) + 1);
  const dummyOf = new Map<number, number>();
  for (const [v, c] of variantCount) if (c >= VARIANT_MIN_CARS) dummyOf.set(v, 4 + dummyOf.size);
  const p = 4 + dummyOf.size;

  let meanYear = 0;
  let meanKm = 0;
  let meanOwners = 0;
  for (const i of cars) {
    meanYear += input.year[i]!;
    meanKm += input.km[i]!;
    meanOwners += input.owners[i]!;
  }
  meanYear /= n;
  meanKm /= n;
  meanOwners /= n;

  // Each car's row: intercept, year, kilometres (per 100,000), owners, its variant's term (if any).
  const x = new Float64Array(n * 4);
  const dummy = new Int32Array(n).fill(-1);
  const y = new Float64Array(n);
  const ata = new Float64Array(p * p);
  const aty = new Float64Array(p);
  cars.forEach((i, r) => {
    const row = [1, input.year[i]! - meanYear, (input.km[i]! - meanKm) / 100_000, input.owners[i]! - meanOwners];
    x.set(row, r * 4);
    const d = dummyOf.get(input.variantId[i]!) ?? -1;
    dummy[r] = d;
    y[r] = Math.log(input.price[i]!);
    for (let a = 0; a < 4; a++) {
      aty[a]! += row[a]! * y[r]!;
      for (let b = 0; b < 4; b++) ata[a * p + b]! += row[a]! * row[b]!;
      if (d >= 0) {
        ata[a * p + d]! += row[a]!;
        ata[d * p + a]! += row[a]!;
      }
    }
    if (d >= 0) {
      ata[d * p + d]! += 1;
      aty[d]! += y[r]!;
    }
  });
  for (let a = 1; a < 4; a++) ata[a * p + a]! += RIDGE_SLOPE * ata[a * p + a]! + 1e-9;
  for (let d = 4; d < p; d++) ata[d * p + d]! += RIDGE_VARIANT;
  const inv = invertSpd(ata, p);
  if (!inv) return { logValue, comparables };
  const beta = new Float64Array(p);
  for (let a = 0; a < p; a++) {
    let s = 0;
    for (let b = 0; b < p; b++) s += inv[a * p + b]! * aty[b]!;
    beta[a] = s;
  }

  const v = new Float64Array(p);
  for (let r = 0; r < n; r++) {
    v.fill(0);
    for (let a = 0; a < 4; a++) v[a] = x[r * 4 + a]!;
    const d = dummy[r]!;
    if (d >= 0) v[d] = 1;
    let fit = 0;
    let leverage = 0;
    for (let a = 0; a < p; a++) {
      if (v[a] === 0) continue;
      fit += beta[a]! * v[a]!;
      let s = 0;
      for (let b = 0; b < p; b++) if (v[b] !== 0) s += inv[a * p + b]! * v[b]!;
      leverage += v[a]! * s;
    }
    if (leverage >= MAX_LEVERAGE) continue;
    // NOTE: the leave-one-out prediction of a (ridge) least squares fit, exact: y - e / (1 - h).
    logValue[r] = y[r]! - (y[r]! - fit) / (1 - leverage);
  }
  return { logValue, comparables };
}

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Every car's estimate, in the input's order. The band's half-width is the median absolute leave-one-out
 * error of the car's model (in logs), leaning on the catalogue's until the model has BAND_PRIOR_CARS
 * estimates of its own, so about half the cars lie inside their own band. A car its model cannot estimate
 * gets the pooled one (pool.ts), whose band is as wide as what its brand and segment leave unknown.
 */
export function estimateAll(input: PricingInput): Estimate[] {
  return estimateCatalogue(input).estimates;
}

export interface CatalogueEstimates {
  estimates: Estimate[];
  prior: number;
  /** The estimates the prior rests on (those of `input` when it was computed here). */
  basis: number;
  /** What the pooled estimates rest on (computed from `input` unless given); null in a catalogue too small. */
  pool: Pool | null;
}

const NONE = (comparables: number): Estimate => ({
  value: null,
  low: null,
  high: null,
  label: null,
  comparables,
  basis: null,
  ratio: null,
});

function estimateOf(price: number, logValue: number, halfWidth: number, comparables: number, basis: FairPriceBasis): Estimate {
  const value = Math.exp(logValue);
  return {
    value: round1000(value),
    low: round1000(value * Math.exp(-halfWidth)),
    high: round1000(value * Math.exp(halfWidth)),
    label: labelOf(price, value, halfWidth),
    comparables,
    basis,
    ratio: price / value,
  };
}

/**
 * estimateAll, with the catalogue's median error the bands lean on (`prior`) and the pool: computed from
 * `input` unless given, as they must be when `input` holds only the models a change touched, so that their
 * estimates come out as the whole catalogue's computation gives them (`pool` null: no pooled estimates).
 */
export function estimateCatalogue(input: PricingInput, prior?: number, given?: Pool | null): CatalogueEstimates {
  const out: Estimate[] = new Array<Estimate>(input.id.length);
  const groups = groupByModel(input);
  const fits: { cars: number[]; fit: ModelFit; errors: number[] }[] = [];
  const allErrors: number[] = [];
  for (const cars of groups.values()) {
    const fit = fitModel(input, cars);
    const errors: number[] = [];
    cars.forEach((i, r) => {
      const lv = fit.logValue[r]!;
      if (Number.isFinite(lv) && fit.comparables[r]! >= FAIR_PRICE_MIN_COMPARABLES) errors.push(Math.abs(Math.log(input.price[i]!) - lv));
    });
    allErrors.push(...errors);
    fits.push({ cars, fit, errors });
  }
  const overall = prior ?? (allErrors.length ? median(allErrors) : 0.05);
  const pool = given === undefined ? poolOf(input, groups) : given;
  for (const { cars, fit, errors } of fits) {
    const own = errors.length ? median(errors) : overall;
    const q = (own * errors.length + overall * BAND_PRIOR_CARS) / (errors.length + BAND_PRIOR_CARS);
    const pooled = pool && cars.some((_, r) => !modelEstimates(fit, r)) ? pooledOfModel(pool, input, cars) : null;
    cars.forEach((i, r) => {
      const comparables = Math.max(0, fit.comparables[r]!);
      const price = input.price[i]!;
      if (modelEstimates(fit, r)) return (out[i] = estimateOf(price, fit.logValue[r]!, q, comparables, 'model'));
      const p = pooled?.[r];
      // Never narrower than a typical model's band, widened by what the car's model and brand leave unknown.
      out[i] = p
        ? estimateOf(price, p.logValue, Math.sqrt(Math.max(overall, p.ownWidth) ** 2 + p.levelsWidth2), p.comparables, p.basis)
        : NONE(comparables);
    });
  }
  return { estimates: out, prior: overall, basis: allErrors.length, pool };
}

const modelEstimates = (fit: ModelFit, r: number) => Number.isFinite(fit.logValue[r]!) && fit.comparables[r]! >= FAIR_PRICE_MIN_COMPARABLES;

/** The accuracy of a catalogue's estimates against its own prices (each car estimated from the others). */
export function accuracyOf(
  input: PricingInput,
  estimates: readonly Estimate[],
): { estimated: number; medianError: number; insideBand: number } {
  const errors: number[] = [];
  let inside = 0;
  estimates.forEach((e, i) => {
    if (e.value === null || e.low === null || e.high === null) return;
    const price = input.price[i]!;
    errors.push(Math.abs(price - e.value) / price);
    if (price >= e.low && price <= e.high) inside++;
  });
  return { estimated: errors.length, medianError: median(errors), insideBand: errors.length ? inside / errors.length : NaN };
}
