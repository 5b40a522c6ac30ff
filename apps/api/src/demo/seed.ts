// Writes the generated demo catalogue into the database: reference rows and dealers first, then cars
// and their images streamed in batches, all in one transaction so a failed seed leaves nothing behind.
import { count, eq, sql } from 'drizzle-orm';
import { variantSearchTextUpdate, type Db } from '../db/client';
import { appMeta, brands, carImages, carInspections, carModels, carVariants, cars as carsTable, priceHistory, vendors } from '../db/schema';
import {
  estimateCatalogue,
  inputOf,
  markFairPricesKnown,
  type Estimate,
  type Pool,
  type PricingCar,
  type PricingInput,
} from '../modules/pricing';
import { seedDemoDrives } from './drives';
import { ensureDemoOperator } from './operators';
import { seedDemoReservations } from './reservations';
import { createCatalogue, generateCars, generatePriceHistory, type CatalogueContext } from './generate';
import { generateInspections } from './inspections';

export const DEFAULT_DEMO_SEED = 20251122;
export const DEMO_SEED_KEY = 'demo_seed';

/** Cars per multi-row insert: 1,000 cars x 27 columns stays well under PostgreSQL's 65,535 parameters. */
const CAR_BATCH = 1000;
const REFERENCE_BATCH = 500;
/** Inspection reports per insert: each carries its whole checklist (about 7 KB of JSON). */
const INSPECTION_BATCH = 100;
const PROGRESS_EVERY = 10_000;
/** Serialises concurrent first starts of several servers on one database. */
const SEED_LOCK_KEY = 0x4c585744;

export interface SeedOptions {
  cars: number;
  seed?: number;
  anchor?: Date;
  log?: (msg: string) => void;
  /**
   * Also, as of this moment, the demo buyers' paid test drives of the past and their reservations of the
   * cars drawn as reserved (test gateway only); without it those cars are simply for sale.
   */
  drivesAsOf?: Date;
}

export interface SeedCounts {
  brands: number;
  vendors: number;
  cars: number;
  images: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Midnight UTC of the current day: the default anchor, so a day's seeds agree with each other. */
export function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

async function insertInBatches<T>(rows: readonly T[], size: number, insert: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The fair prices of a demo catalogue, worked out in memory from its generated cars before they are
 * written, so the seed inserts each car with its estimate rather than updating every row after. Sold cars
 * are not listings: they take no part and get none.
 */
export function demoFairPrices(
  ctx: CatalogueContext,
  cars: number,
): {
  input: PricingInput;
  estimates: Estimate[];
  byId: (Estimate | undefined)[];
  band: { prior: number; basis: number; pool: Pool | null };
} {
  const rows: PricingCar[] = [];
  const variants = new Map(ctx.variants.map((v) => [v.id, v]));
  for (let from = 0; from < cars; from += CAR_BATCH) {
    for (const c of generateCars(ctx, from, CAR_BATCH).cars) {
      if (c.status === 'sold') continue;
      const v = variants.get(c.variantId);
      rows.push({
        brandId: c.brandId,
        body: c.carType,
        fuel: c.fuelType,
        transmission: c.transmission,
        newPrice: v?.newPrice ?? 0,
        power: v?.powerFigure ?? 0,
        cc: v?.engineDisplacement ?? 0,
        id: c.id,
        modelId: c.modelId,
        variantId: c.variantId,
        year: c.manufacturingYear,
        km: c.odometerReading,
        owners: c.noOfOwners,
        price: c.listingPrice,
      });
    }
  }
  const input = inputOf(rows);
  const { estimates, prior, basis, pool } = estimateCatalogue(input);
  const byId: (Estimate | undefined)[] = new Array<Estimate | undefined>(cars + 1);
  rows.forEach((r, i) => (byId[r.id] = estimates[i]));
  return { input, estimates, byId, band: { prior, basis, pool } };
}

async function seedWithin(tx: Tx, opts: SeedOptions): Promise<SeedCounts> {
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const anchor = opts.anchor ?? startOfTodayUtc();
  const log = opts.log ?? (() => {});
  const ctx = createCatalogue({ cars: opts.cars, seed, anchor });

  await insertInBatches(ctx.brands, REFERENCE_BATCH, (part) => tx.insert(brands).values(part));
  await insertInBatches(ctx.models, REFERENCE_BATCH, (part) => tx.insert(carModels).values(part));
  await insertInBatches(ctx.variants, REFERENCE_BATCH, (part) => tx.insert(carVariants).values(part));
  await tx.execute(variantSearchTextUpdate);
  await insertInBatches(ctx.vendors, REFERENCE_BATCH, (part) => tx.insert(vendors).values(part));
  log(
    `demo catalogue: ${ctx.brands.length} brands, ${ctx.models.length} models, ${ctx.variants.length} variants, ${ctx.vendors.length} dealers`,
  );

  const started = Date.now();
  const { byId: fair, band } = demoFairPrices(ctx, opts.cars);
  log(`demo catalogue: fair prices worked out in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  let images = 0;
  /** Cars drawn as reserved: written for sale, then reserved by a demo buyer's booking (a reservation is a booking). */
  const toReserve: number[] = [];
  for (let from = 0; from < opts.cars; from += CAR_BATCH) {
    const batch = generateCars(ctx, from, CAR_BATCH);
    const history = generatePriceHistory(ctx, batch.cars);
    const reports = generateInspections(seed, batch.cars);
    const scores = new Map(reports.map((r) => [r.carId, r.score]));
    await tx.insert(carsTable).values(
      batch.cars.map((car) => {
        const drop = history.drops.get(car.id);
        const e = fair[car.id];
        if (car.status === 'reserved') toReserve.push(car.id);
        return {
          ...car,
          status: car.status === 'reserved' ? ('available' as const) : car.status,
          ...(drop && { priceDropFrom: drop.from, priceDroppedAt: drop.at }),
          inspectionScore: scores.get(car.id) ?? null,
          ...(e && {
            fairValue: e.value,
            fairLow: e.low,
            fairHigh: e.high,
            fairLabel: e.label,
            fairComparables: e.comparables,
            fairBasis: e.basis,
            dealRatio: e.ratio,
          }),
        };
      }),
    );
    await tx.insert(carImages).values(batch.images);
    await insertInBatches(history.rows, REFERENCE_BATCH, (part) => tx.insert(priceHistory).values(part));
    await insertInBatches(reports, INSPECTION_BATCH, (part) =>
      tx.insert(carInspections).values(
        part.map((r) => ({
          carId: r.carId,
          items: r.items,
          passCount: r.counts.pass,
          attentionCount: r.counts.attention,
          failCount: r.counts.fail,
          score: r.score,
          inspectedAt: r.inspectedAt,
        })),
      ),
    );
    images += batch.images.length;
    const done = from + batch.cars.length;
    if (done % PROGRESS_EVERY === 0 || done === opts.cars) log(`demo catalogue: ${done} / ${opts.cars} cars`);
  }

  // Rows went in with explicit ids, which do not advance the serial sequences.
  for (const table of ['brands', 'car_models', 'car_variants', 'vendors', 'cars'] as const) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(table)}`,
    );
  }

  if (opts.drivesAsOf) {
    const reserved = await seedDemoReservations(tx, toReserve, opts.drivesAsOf);
    log(`demo catalogue: ${reserved} cars reserved by demo buyers' paid bookings`);
    const { drives, dealers } = await seedDemoDrives(tx, opts.drivesAsOf);
    log(`demo catalogue: ${drives} paid test drives whose slots have started, for dealers ${dealers.join(', ')} to mark at /vendor`);
  }

  await ensureDemoOperator(tx, new Date());

  // The catalogue went in with its fair prices; a start need not compute them.
  await markFairPricesKnown(tx, new Date(), band);

  const marker = JSON.stringify({ seed, cars: opts.cars, anchor: anchor.toISOString() });
  await tx
    .insert(appMeta)
    .values({ key: DEMO_SEED_KEY, value: marker })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: marker, updatedAt: sql`now()` } });

  return { brands: ctx.brands.length, vendors: ctx.vendors.length, cars: opts.cars, images };
}

/** Fills the demo catalogue into an empty catalogue (ids start at 1); throws if rows already hold those ids. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedCounts> {
  const counts = await db.transaction((tx) => seedWithin(tx, opts));
  await tidyCatalogue(db);
  return counts;
}

/**
 * Vacuums and analyzes the catalogue's tables after a bulk load. The embedded database has no autovacuum:
 * without it the planner has no statistics, and an index-only scan reads every row it finds anyway (a
 * brand + city + price count at 500,000 cars: 13,139 heap fetches, 3.9 s, in the benchmark). A
 * PostgreSQL server would get there by itself, later.
 * NOTE: VACUUM cannot run inside a transaction: call it after the load's commits.
 */
export async function tidyCatalogue(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) cars, car_images, price_history, car_inspections, car_variants, car_models, brands, vendors`);
}

/**
 * Seeds on first start only: when no demo seed was ever recorded and the catalogue is empty. A restart,
 * a catalogue emptied by hand, or `cars` 0 writes nothing. Returns whether it seeded.
 */
export async function ensureDemoCatalogue(db: Db, cars: number, log?: (msg: string) => void, drivesAsOf?: Date): Promise<boolean> {
  if (cars <= 0) return false;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const marker = await tx.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY)).limit(1);
    if (marker.length > 0) return false;
    const [carRows] = await tx.select({ n: count() }).from(carsTable);
    const [brandRows] = await tx.select({ n: count() }).from(brands);
    const [vendorRows] = await tx.select({ n: count() }).from(vendors);
    if ((carRows?.n ?? 0) > 0) return false;
    // Seeded ids start at 1; brands or dealers entered by hand would collide with them.
    if ((brandRows?.n ?? 0) > 0 || (vendorRows?.n ?? 0) > 0) {
      log?.('demo catalogue: not seeded, the database already holds brands or dealers');
      return false;
    }
    await seedWithin(tx, { cars, log, drivesAsOf });
    return true;
  });
  if (seeded) await tidyCatalogue(db);
  return seeded;
}

/**
 * Empties the catalogue and, through CASCADE, everything that refers to cars or dealers (wishlists,
 * offers, test drives, bookings, reservations, payments, ratings, dealer sessions), restarting their ids.
 * Only for `npm run seed -- --reset`.
 */
export async function resetCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table car_images, cars, car_variants, car_models, brands, vendors restart identity cascade`);
    await tx.delete(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  });
}
