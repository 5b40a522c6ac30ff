// The fair-price columns of `cars`, the price history and the price-drop alerts' recipients.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import type { FairPriceBasis } from '@luxe/contract';
import type { Estimate } from './estimate';
import type { Pool } from './pool';

/** The cars an estimate rests on: listed (not sold, not taken off). */
export const PRICED = sql`c.status not in ('sold', 'withdrawn')`;

export interface PricingRow {
  id: number;
  model_id: number;
  variant_id: number;
  year: number;
  km: number;
  owners: number;
  price: number;
  brand_id: number;
  body: string;
  fuel: string;
  transmission: string;
  new_price: number;
  power: number;
  cc: number;
  fair_value: number | null;
  fair_low: number | null;
  fair_high: number | null;
  fair_label: string | null;
  fair_comparables: number;
  fair_basis: string | null;
  deal_ratio: number | null;
}

/** The listed cars of the given models (every model when null), with what is stored of their estimate. */
export function selectPricingRows(db: Db | Tx, modelIds: number[] | null): Promise<PricingRow[]> {
  const scope = modelIds === null ? sql`true` : sql`c.model_id = any(${sql.param(modelIds)}::int[])`;
  return queryRows<PricingRow>(
    db,
    sql`select c.id, c.model_id, c.variant_id, c.manufacturing_year::int as year, c.odometer_reading as km,
          c.no_of_owners::int as owners, c.listing_price as price, c.brand_id, c.car_type as body, c.fuel_type as fuel,
          c.transmission, v.new_price, v.power_figure::float8 as power, v.engine_displacement::float8 as cc,
          c.fair_value, c.fair_low, c.fair_high, c.fair_label, c.fair_comparables, c.fair_basis, c.deal_ratio
        from cars c join car_variants v on v.id = c.variant_id where ${PRICED} and ${scope}`,
  );
}

/** Rows written per statement: arrays of 5,000 keep each statement's parameters small and its lock short. */
const WRITE_BATCH = 5000;

/** Stores estimates by car id (one statement per batch, from arrays). */
export async function writeEstimates(db: Db | Tx, ids: number[], estimates: Estimate[]): Promise<void> {
  for (let from = 0; from < ids.length; from += WRITE_BATCH) {
    const part = estimates.slice(from, from + WRITE_BATCH);
    const column = <T>(pick: (e: Estimate) => T) => sql.param(part.map(pick));
    await db.execute(sql`update cars c set fair_value = u.value, fair_low = u.low, fair_high = u.high, fair_label = u.label,
        fair_comparables = u.comparables, fair_basis = u.basis, deal_ratio = u.ratio
      from unnest(${sql.param(ids.slice(from, from + WRITE_BATCH))}::int[], ${column((e) => e.value)}::int[],
        ${column((e) => e.low)}::int[], ${column((e) => e.high)}::int[], ${column((e) => e.label)}::text[],
        ${column((e) => e.comparables)}::int[], ${column((e) => e.basis)}::text[], ${column((e) => e.ratio)}::float8[])
        as u(id, value, low, high, label, comparables, basis, ratio)
      where c.id = u.id`);
  }
}

/** Sold and taken-off cars of the given models (every model when null) keep no estimate. */
export async function clearUnlisted(db: Db | Tx, modelIds: number[] | null): Promise<void> {
  const scope = modelIds === null ? sql`true` : sql`c.model_id = any(${sql.param(modelIds)}::int[])`;
  await db.execute(sql`update cars c set fair_value = null, fair_low = null, fair_high = null, fair_label = null,
      fair_comparables = 0, fair_basis = null, deal_ratio = null
    where not (${PRICED}) and ${scope} and (c.fair_comparables <> 0 or c.fair_value is not null)`);
}

/** Set once the whole catalogue's estimates were computed (the seed, or the first start after migration 0010). */
const COMPUTED_KEY = 'fair_prices_computed';

/** Whether the catalogue's estimates were ever computed in bulk, or there is nothing to estimate. */
export async function selectFairPricesKnown(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from app_meta where key = ${COMPUTED_KEY}) or not exists (select 1 from cars c where ${PRICED}) as known`,
  );
  return row?.known ?? false;
}

/** The catalogue's median error (in logs) that every model's band leans on, from its last computation in bulk. */
const BAND_PRIOR_KEY = 'fair_price_band_prior';

/** What the pooled estimates rest on (pool.ts), from the last computation in bulk. */
const POOL_KEY = 'fair_price_pool';

export interface BandPrior {
  prior: number;
  /** How many estimates it rests on. */
  basis: number;
}

/** Marks the catalogue's estimates computed in bulk, with the median error its bands leaned on and its pool (none: too small). */
export async function markFairPricesKnown(db: Db | Tx, now: Date, band: BandPrior & { pool: Pool | null }): Promise<void> {
  const { pool, ...prior } = band;
  await db.execute(sql`insert into app_meta (key, value)
      values (${COMPUTED_KEY}, ${now.toISOString()}), (${BAND_PRIOR_KEY}, ${JSON.stringify(prior)}), (${POOL_KEY}, ${JSON.stringify(pool)})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/** The pool of the last computation in bulk; null before the first or when the catalogue was too small to pool. */
export async function selectPool(db: Db | Tx): Promise<Pool | null> {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = ${POOL_KEY}`);
  try {
    const pool = row ? (JSON.parse(row.value) as Pool | null) : null;
    return pool && typeof pool === 'object' && Array.isArray(pool.slopes) && pool.models && typeof pool.models === 'object' ? pool : null;
  } catch {
    return null;
  }
}

/** The band prior of the last computation in bulk; null before the first. */
export async function selectBandPrior(db: Db | Tx): Promise<BandPrior | null> {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = ${BAND_PRIOR_KEY}`);
  try {
    const band = row ? (JSON.parse(row.value) as Partial<BandPrior>) : null;
    return band && Number.isFinite(band.prior) && Number.isInteger(band.basis) ? (band as BandPrior) : null;
  } catch {
    return null;
  }
}

/** The listed cars with an estimate. */
export async function countEstimated(db: Db | Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cars c where ${PRICED} and c.fair_value is not null`);
  return row?.n ?? 0;
}

/** The listed cars. */
export async function countListed(db: Db | Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cars c where ${PRICED}`);
  return row?.n ?? 0;
}

/** The models of the given cars. */
export async function selectModelsOf(db: Db | Tx, carIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ model_id: number }>(
    db,
    sql`select distinct model_id from cars where id = any(${sql.param(carIds)}::int[])`,
  );
  return rows.map((r) => r.model_id);
}

export interface DealerCarRow {
  id: number;
  model_id: number;
  status: string;
  listing_price: number;
  listed_at: string;
  price_drop_from: number | null;
  price_dropped_at: string | null;
  car_name: string;
}

/** The dealer's own car, locked for the change; none when it is not theirs (or does not exist). */
export async function lockDealerCar(tx: Tx, vendorId: number, carId: number): Promise<DealerCarRow | undefined> {
  const [row] = await queryRows<DealerCarRow>(
    tx,
    sql`select id, model_id, status, listing_price, listed_at, price_drop_from, price_dropped_at, car_name from cars
        where id = ${carId} and vendor_id = ${vendorId} for update`,
  );
  return row;
}

export async function updateListingPrice(
  tx: Tx,
  carId: number,
  price: number,
  drop: { from: number; at: Date } | null,
  now: Date,
): Promise<void> {
  await tx.execute(sql`update cars set listing_price = ${price}, price_drop_from = ${drop?.from ?? null},
      price_dropped_at = ${drop ? drop.at.toISOString() : null}, updated_at = ${now.toISOString()}
    where id = ${carId}`);
}

export async function countPriceHistory(tx: Tx, carId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from price_history where car_id = ${carId}`);
  return row?.n ?? 0;
}

export async function insertPriceHistory(tx: Tx, carId: number, price: number, at: Date | string): Promise<void> {
  const when = at instanceof Date ? at.toISOString() : at;
  await tx.execute(sql`insert into price_history (car_id, price, changed_at) values (${carId}, ${price}, ${when}::timestamptz)`);
}

/** Every buyer who has the car in their wishlist. */
export async function selectWishers(tx: Tx, carId: number): Promise<number[]> {
  const rows = await queryRows<{ buyer_id: number }>(tx, sql`select buyer_id from wishlists where car_id = ${carId} order by buyer_id`);
  return rows.map((r) => r.buyer_id);
}

/**
 * The cars car `carId`'s estimate rests on, nearest first. On its model: the model's listed cars within
 * NEARBY_YEARS, of its variant where the variant has enough of them (the estimate's own rule), the same variant,
 * then the closest year, then the closest kilometres first. On its brand: the brand's listed cars of its body
 * type; on its segment: the listed cars, those of its body type first; then its own model's, its brand's, the
 * closest year and kilometres.
 */
export async function selectComparableIds(
  db: Db,
  carId: number,
  basis: FairPriceBasis,
  nearbyYears: number,
  variantMin: number,
  limit: number,
): Promise<number[]> {
  if (basis !== 'model') {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`with me as (select id, brand_id, model_id, car_type, manufacturing_year, odometer_reading from cars where id = ${carId})
        select c.id from cars c, me
        where c.id <> me.id and ${PRICED} ${basis === 'brand' ? sql`and c.brand_id = me.brand_id and c.car_type = me.car_type` : sql``}
        order by c.car_type = me.car_type desc, c.model_id = me.model_id desc, c.brand_id = me.brand_id desc,
          abs(c.manufacturing_year - me.manufacturing_year), abs(c.odometer_reading - me.odometer_reading), c.id
        limit ${limit}`,
    );
    return rows.map((r) => r.id);
  }
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with me as (select id, model_id, variant_id, manufacturing_year, odometer_reading from cars where id = ${carId}),
      near as (
        select c.id, c.variant_id = me.variant_id as same_variant, abs(c.manufacturing_year - me.manufacturing_year) as years,
          abs(c.odometer_reading - me.odometer_reading) as km
        from cars c, me
        where c.model_id = me.model_id and c.id <> me.id and ${PRICED}
          and c.manufacturing_year between me.manufacturing_year - ${nearbyYears} and me.manufacturing_year + ${nearbyYears})
      select id from near
      where same_variant or (select count(*) from near where same_variant) < ${variantMin}
      order by same_variant desc, years, km, id
      limit ${limit}`,
  );
  return rows.map((r) => r.id);
}
