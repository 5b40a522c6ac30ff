// Fair prices kept in the database (docs/product/fair-price.md): computed in bulk for the catalogue, again
// for the models a change touches; the dealer's price change, its history and the price-drop alerts to
// wishlisters.
import {
  MAX_COMPARABLES_LISTED,
  PRICE_DROP_DAYS,
  type ChangePrice,
  type FairPrice,
  type FairPriceComparablesResponse,
} from '@luxe/contract';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound, badRequest } from '../../http/errors';
import { scheduleJob, type JobDefinitions } from '../../jobs/runner';
import { inr } from '../../lib/money';
import { fairPriceOfCar, selectCarItems, selectPriceHistory } from '../catalogue';
import { notify } from '../notifications';
import { carCameIntoSale } from '../saved-searches';
import { estimateCatalogue, inputOf, NEARBY_YEARS, VARIANT_MIN_CARS, type Estimate } from './estimate';
import { POOL_MIN_CARS } from './pool';
import {
  clearUnlisted,
  countEstimated,
  countListed,
  countPriceHistory,
  insertPriceHistory,
  lockDealerCar,
  markFairPricesKnown,
  selectBandPrior,
  selectFairPricesKnown,
  selectComparableIds,
  selectModelsOf,
  selectPool,
  selectPricingRows,
  selectWishers,
  updateListingPrice,
  writeEstimates,
  type PricingRow,
} from './queries';

export const FAIR_PRICE_MODEL_JOB = 'fair-price-model';
/** The whole catalogue's estimates, once: a catalogue that existed before migration 0010 (the seed computes its own). */
export const FAIR_PRICE_ALL_JOB = 'fair-price-all';
/** A prior resting on fewer estimates is computed again once the catalogue has twice as many (see the model job). */
const PRIOR_MIN_BASIS = 50;
/** Changes within this window share one refresh of their model. */
const REFRESH_COALESCE_MS = 5_000;

const sameEstimate = (row: PricingRow, e: Estimate) =>
  row.fair_value === e.value &&
  row.fair_low === e.low &&
  row.fair_high === e.high &&
  row.fair_label === e.label &&
  row.fair_comparables === e.comparables &&
  row.fair_basis === e.basis &&
  sameRatio(row.deal_ratio, e.ratio);

/** Equal but for the last bits a fit's arithmetic leaves (it adds its cars up in the order the rows came). */
const sameRatio = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * b);

/**
 * Recomputes the estimates of the given models' cars (every model when null) and stores those that moved
 * (`only`: just these cars'); answers how many were written.
 */
export async function refreshFairPrices(db: Db | Tx, modelIds: number[] | null, only?: ReadonlySet<number>): Promise<number> {
  if (modelIds !== null && modelIds.length === 0) return 0;
  const rows = await selectPricingRows(db, modelIds);
  // Some models: their bands lean on the whole catalogue's error and their pooled estimates on its pool, as
  // kept by its last computation in bulk.
  const prior = modelIds === null ? undefined : (await selectBandPrior(db))?.prior;
  const pool = modelIds === null ? undefined : await selectPool(db);
  const computed = estimateCatalogue(
    inputOf(
      rows.map((r) => ({
        id: r.id,
        modelId: r.model_id,
        variantId: r.variant_id,
        year: r.year,
        km: r.km,
        owners: r.owners,
        price: r.price,
        brandId: r.brand_id,
        body: r.body,
        fuel: r.fuel,
        transmission: r.transmission,
        newPrice: r.new_price,
        power: r.power,
        cc: r.cc,
      })),
    ),
    prior,
    pool,
  );
  const ids: number[] = [];
  const changed: Estimate[] = [];
  rows.forEach((row, i) => {
    const e = computed.estimates[i]!;
    // NOTE: the ratio too: a new price within its label leaves the five figures as they were (the value rests on the others).
    if ((only && !only.has(row.id)) || sameEstimate(row, e)) return;
    ids.push(row.id);
    changed.push(e);
  });
  await writeEstimates(db, ids, changed);
  await clearUnlisted(db, modelIds);
  if (modelIds === null) await markFairPricesKnown(db, new Date(), { prior: computed.prior, basis: computed.basis, pool: computed.pool });
  return ids.length;
}

/**
 * What a created car must call in its transaction: its estimate is written now, the rest of its model's
 * cars (whose estimates rest on it) by a job right after the commit. A write to existing cars goes
 * through changeCars, which also refreshes the models they leave.
 */
export async function carsChanged(tx: Tx, carIds: number[], now: Date): Promise<void> {
  if (carIds.length === 0) return;
  await refreshAround(tx, carIds, await selectModelsOf(tx, carIds), now);
}

/**
 * Runs `write` on existing cars (a new price, year, kilometres, variant or model; taken off, sold) in the
 * caller's transaction, then refreshes every model the cars were in before it or are in after it: a car
 * moved to another model or out of sale leaves its old comparables' estimates.
 */
export async function changeCars<T>(tx: Tx, carIds: number[], now: Date, write: () => Promise<T>): Promise<T> {
  const before = await selectModelsOf(tx, carIds);
  const result = await write();
  const after = await selectModelsOf(tx, carIds);
  await refreshAround(tx, carIds, [...new Set([...before, ...after])], now);
  return result;
}

/** The named cars' estimates now (a car out of sale loses its own), every car of `models` by a job after the commit. */
async function refreshAround(tx: Tx, carIds: number[], models: number[], now: Date): Promise<void> {
  await refreshFairPrices(tx, models, new Set(carIds));
  const runAt = new Date(Math.ceil(now.getTime() / REFRESH_COALESCE_MS) * REFRESH_COALESCE_MS);
  for (const model of models) {
    await scheduleJob(tx, pricingJobs, {
      name: FAIR_PRICE_MODEL_JOB,
      key: `${FAIR_PRICE_MODEL_JOB}:${model}@${runAt.toISOString()}`,
      runAt,
      payload: { modelId: model },
    });
  }
}

export const pricingJobs: JobDefinitions = {
  [FAIR_PRICE_ALL_JOB]: {
    priority: 'messages',
    async run(deps, job, log) {
      const started = Date.now();
      const written = await deps.database.db.transaction((tx) => refreshFairPrices(tx, null));
      log.info(`${job.key}: ${written} estimates written in ${Date.now() - started} ms`);
    },
  },
  [FAIR_PRICE_MODEL_JOB]: {
    priority: 'messages',
    async run(deps, job, log) {
      const modelId = (job.payload as { modelId?: unknown } | null)?.modelId;
      if (typeof modelId !== 'number') throw new Error(`${job.key}: the payload names no model`);
      const written = await deps.database.db.transaction(async (tx) => {
        // The whole catalogue instead when the prior the bands lean on is missing, or rests on half the estimates
        // there are now, or the catalogue has grown big enough to pool since its last computation in bulk.
        const band = await selectBandPrior(tx);
        const whole =
          !band ||
          (await countEstimated(tx)) >= 2 * Math.max(band.basis, PRIOR_MIN_BASIS) ||
          (!(await selectPool(tx)) && (await countListed(tx)) >= POOL_MIN_CARS);
        return refreshFairPrices(tx, whole ? null : [modelId]);
      });
      log.info(`${job.key}: ${written} estimates moved`);
    },
  },
};

/** At start: a catalogue whose estimates were never computed gets them from a job (one, whatever the number of servers). */
export async function scheduleFirstFairPrices(deps: AppDeps): Promise<void> {
  if (await selectFairPricesKnown(deps.database.db)) return;
  await scheduleJob(deps.database.db, pricingJobs, {
    name: FAIR_PRICE_ALL_JOB,
    key: `${FAIR_PRICE_ALL_JOB}:first`,
    runAt: deps.clock.now(),
  });
}

/** The cars car `carId`'s estimate rests on, nearest first, as list items, with the estimate. */
export async function comparablesOf(deps: AppDeps, carId: number, buyerId: number | null): Promise<FairPriceComparablesResponse['data']> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const fairPrice = await fairPriceOfCar(db, carId, now);
  if (fairPrice === undefined) throw notFound('Car not found');
  const ids = fairPrice?.basis
    ? await selectComparableIds(db, carId, fairPrice.basis, NEARBY_YEARS, VARIANT_MIN_CARS, MAX_COMPARABLES_LISTED)
    : [];
  return { fair_price: fairPrice, comparables: await selectCarItems(db, ids, buyerId, now) };
}

const DAY_MS = 24 * 3600_000;

/**
 * The dealer's new price for one of their cars: kept in its history, its estimate and its model's follow,
 * and a drop tells each buyer who wishlisted it. The same price changes nothing.
 */
export async function changePrice(deps: AppDeps, vendorId: number, carId: number, price: number): Promise<ChangePrice> {
  const db = deps.database.db;
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const car = await lockDealerCar(tx, vendorId, carId);
    if (!car || car.status === 'withdrawn') throw notFound('Car not found');
    if (car.status === 'sold') throw badRequest('This car is sold: its price can no longer change', 'car_id');
    const old = car.listing_price;
    if (price === old) return;
    // The history starts with the price the car was listed at, written with the first change.
    if ((await countPriceHistory(tx, carId)) === 0) await insertPriceHistory(tx, carId, old, car.listed_at);
    await insertPriceHistory(tx, carId, price, now);
    const droppedAt = car.price_dropped_at === null ? null : new Date(car.price_dropped_at);
    const recentDrop =
      droppedAt && car.price_drop_from !== null && now.getTime() - droppedAt.getTime() < PRICE_DROP_DAYS * DAY_MS
        ? { from: car.price_drop_from, at: droppedAt }
        : null;
    // A drop shows the price before it (the higher one, after several cuts in a week); a rise back to it ends the drop.
    const drop =
      price < old ? { from: Math.max(old, recentDrop?.from ?? 0), at: now } : recentDrop && price < recentDrop.from ? recentDrop : null;
    // Before the new price is written: the saved searches' job compares with the deal label the car has now.
    if (price < old) await carCameIntoSale(tx, { carId, event: 'price_cut', now, fromPrice: old });
    await changeCars(tx, [carId], now, () => updateListingPrice(tx, carId, price, drop, now));
    if (price < old) {
      for (const buyerId of await selectWishers(tx, carId)) {
        await notify(tx, {
          to: { kind: 'buyer', id: buyerId },
          kind: 'price_drop',
          title: 'Price dropped',
          body: `${car.car_name} in your wishlist is now ${inr(price)}, down from ${inr(old)}.`,
          carId,
          now,
        });
      }
    }
  });
  const [fairPrice, history] = await Promise.all([fairPriceOfCar(db, carId, now), selectPriceHistory(db, carId)]);
  // The car's price is now `price`, changed or already so.
  return { car_id: carId, listing_price: price, price_history: history, fair_price: fairPrice ?? null };
}

export type { FairPrice };
