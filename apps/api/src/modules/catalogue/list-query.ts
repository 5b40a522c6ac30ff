// The car list's SQL (docs/product/catalogue.md): filters on indexed columns of `cars` only, joins for the
// page's rows only, one count.
import { PRICE_DROP_DAYS, type CarListItem, type DealLabel, type FairPrice, type FairPriceBasis } from '@luxe/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryPreparedArrays, queryRows, writtenOnce, type Db } from '../../db/client';
import { carStatusAt } from '../../db/holds';
import { searchWords, wordsMatch } from '../../db/like';

export interface CarFilters {
  brands?: string[];
  types?: string[];
  fuels?: string[];
  colors?: string[];
  transmissions?: string[];
  location?: string;
  minYear?: number;
  maxKm?: number;
  minPrice?: number;
  maxPrice?: number;
  vendorId?: number;
  /** The cars whose fair-price deal label is one of these. */
  deals?: DealLabel[];
  /** Only cars whose dealer has filled an inspection report. */
  inspected?: boolean;
  /** Overrides every other filter but vendorId: the buyer typed what they want. */
  search?: {
    text: string;
    /** The variants whose 'brand model variant' matches (searchWords over the facet cache's variants). */
    variantIds: number[];
    /** Whether any car has a name of its own to search; none in a catalogue of standard names. */
    customNames: boolean;
  };
}

export type CarSort = 'featured' | 'low_to_high' | 'high_to_low' | 'best_deal';

/** The same rule as wordsMatch, over the variants the facet cache holds in memory: the ids of those that match. */
export function variantsMatching(variants: readonly { id: number; text: string }[], search: string): number[] {
  const words = searchWords(search);
  const matches = (text: string) =>
    words.every((word) => (word.length >= 3 ? text.includes(word) : text.startsWith(word) || text.includes(` ${word}`)));
  return variants.filter((v) => matches(v.text)).map((v) => v.id);
}
// NOTE: the variant ids are found first (in memory) and passed as a literal array, so the planner sees how many
// cars they hold: walking the newest-first index suits a common model, an index on variant_id a rare one.
const variantMatch = (ids: number[]) => sql`c.variant_id = any(${sql.param(ids)}::int[])`;
/** The car's own name is read only where it is not its variant's standard name (a small partial index). */
const customNameMatch = (search: string) => sql`(c.name_is_custom and ${wordsMatch(sql`c.search_text`, search)})`;

export function searchCondition(search: NonNullable<CarFilters['search']>): SQL {
  return search.customNames
    ? sql`(${variantMatch(search.variantIds)} or ${customNameMatch(search.text)})`
    : variantMatch(search.variantIds);
}

export function isUnfiltered(f: CarFilters): boolean {
  return Object.values(f).every((v) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0));
}

// NOTE: one value is written as plain equality so the planner can walk a (column, listed_at, id) index.
const anyOf = (column: SQL, values: string[]) =>
  values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} = any(${sql.param(values)}::text[])`;

/**
 * A car the dealer took off is in no buyer's read. Every list index is partial on this very condition
 * (schema.ts), so the planner drops it from the plan: excluding taken-off cars costs the list nothing.
 */
const LISTED_TEXT = `c.status <> 'withdrawn'`;
export const LISTED = sql.raw(LISTED_TEXT);

/**
 * The condition of a list whose plan depends on nothing but what is written in it, for a statement
 * PostgreSQL keeps prepared (selectCarPage), as SQL text: the whole catalogue, or a search by variants,
 * their ids written in. Null for any other list (a filter's values, a dealer, a car's own name to match).
 */
export function writtenInWhere(f: CarFilters): string | null {
  if (isUnfiltered(f)) return LISTED_TEXT;
  const { search, ...rest } = f;
  if (!search || search.customNames || !isUnfiltered(rest)) return null;
  const ids = search.variantIds.map((id) => Math.trunc(Number(id))).filter(Number.isSafeInteger);
  return `${LISTED_TEXT} and c.variant_id = any('{${ids.join(',')}}'::int[])`;
}

export function whereClause(f: CarFilters): SQL {
  const parts: SQL[] = [LISTED];
  if (f.vendorId !== undefined) parts.push(sql`c.vendor_id = ${f.vendorId}`);
  if (f.search) {
    parts.push(searchCondition(f.search));
  } else {
    if (f.brands?.length) parts.push(anyOf(sql`c.brand_name`, f.brands));
    if (f.types?.length) parts.push(anyOf(sql`c.car_type`, f.types));
    if (f.fuels?.length) parts.push(anyOf(sql`c.fuel_type`, f.fuels));
    if (f.colors?.length) parts.push(anyOf(sql`c.color`, f.colors));
    if (f.transmissions?.length) parts.push(anyOf(sql`c.transmission`, f.transmissions));
    if (f.deals?.length) parts.push(anyOf(sql`c.fair_label`, f.deals));
    if (f.inspected) parts.push(sql`c.inspection_score is not null`);
    if (f.location) parts.push(sql`c.location = ${f.location}`);
    if (f.minYear !== undefined) parts.push(sql`c.manufacturing_year >= ${f.minYear}`);
    if (f.maxKm !== undefined) parts.push(sql`c.odometer_reading <= ${f.maxKm}`);
    // NOTE: a price bound may lie beyond the column's integer range (a min_price of 300 crore): compared
    // as a bigint it simply matches nothing (or everything), where an integer parameter would fail.
    if (f.minPrice !== undefined) parts.push(sql`c.listing_price >= ${f.minPrice}::bigint`);
    if (f.maxPrice !== undefined) parts.push(sql`c.listing_price <= ${f.maxPrice}::bigint`);
  }
  return sql.join(parts, sql` and `);
}

export const orderBy: Record<CarSort, SQL> = {
  // A stable order, so paging never repeats or skips a car.
  // NOTE: "nulls last" matches the indexes drizzle-kit writes (DESC NULLS LAST); plain DESC means NULLS
  // FIRST in PostgreSQL, and the planner would then sort the whole table instead of walking an index.
  featured: sql`c.listed_at desc nulls last, c.id desc nulls last`,
  low_to_high: sql`c.listing_price asc, c.id asc`,
  high_to_low: sql`c.listing_price desc, c.id desc`,
  // The price furthest below its value first (price / value smallest); cars without an estimate last.
  best_deal: sql`c.deal_ratio asc nulls last, c.id asc`,
};

export function engineCapacity(cc: number): string {
  return cc > 0 ? `${cc} cc` : 'Electric';
}

/**
 * The image URLs of car `c`, in order, as JSON ([] when none): the driver parses JSON natively, several times faster
 * than a PostgreSQL array literal (a fifth of a list call's parsing, in the benchmark's CPU profile).
 */
export const carImagesJson = sql`coalesce((select json_agg(i.url order by i.position) from car_images i where i.car_id = c.id), '[]'::json)`;

/** A timestamp as ISO 8601 text in UTC, written by the database instead of parsed into a Date and back. */
export const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The signed-in buyer's id in a statement written once (writtenOnce), for their hearts. */
export const BUYER = sql.placeholder('buyer');
/** The moment a statement written once reads the cars' status at (a reservation ends by itself, with no job). */
export const NOW = sql.placeholder('now');

/**
 * When car `c`'s live reservation ends, as ISO text; null unless the car reads 'reserved' (carStatusAt's rule).
 * NOTE: `now` is a placeholder or parameter; the subquery runs for the page's rows only, on bookings_car_idx.
 */
export const reservedUntilText = (now: SQLWrapper) =>
  sql`case when c.status = 'available' then (select ${isoText(sql`max(upper(b.hold))`)} from bookings b
    where b.car_id = c.id and b.status = 'reserved' and upper(b.hold) > ${now}::timestamptz) end`;

/** A list item's columns of car `c` (joined to its model `m` and variant `v`), in the order itemOf reads them. */
function itemColumns(withBuyer: boolean): SQL {
  const wished = withBuyer ? sql`exists (select 1 from wishlists w where w.buyer_id = ${BUYER} and w.car_id = c.id)` : sql`false`;
  return sql`c.id, c.car_name, c.brand_name, m.name, c.manufacturing_year, v.engine_displacement, ${carImagesJson},
      c.location, c.odometer_reading, c.listing_price, c.car_type, c.transmission, v.seats, c.fuel_type,
      ${carStatusAt(sql`c.id`, sql`c.status`, NOW)}, ${isoText(sql`c.listed_at`)}, ${wished}, ${reservedUntilText(NOW)},
      c.inspection_score, ${fairPriceColumns(NOW)}`;
}

/**
 * Car `c`'s stored fair-price estimate (value, low, high, label, comparables, basis) and its price drop of the
 * last PRICE_DROP_DAYS days (the price before, when), in the order fairPriceOf and priceDropOf read them.
 */
export const fairPriceColumns = (now: SQLWrapper) =>
  sql`c.fair_value, c.fair_low, c.fair_high, c.fair_label, c.fair_comparables, c.fair_basis,
      ${whileDropped(now, sql`c.price_drop_from`)}, ${whileDropped(now, isoText(sql`c.price_dropped_at`))}`;

/** `value` while car `c`'s last price drop is under PRICE_DROP_DAYS days old at `now`, else null. */
export const whileDropped = (now: SQLWrapper, value: SQL) =>
  sql`case when c.price_dropped_at > ${now}::timestamptz - ${sql.raw(`interval '${PRICE_DROP_DAYS} days'`)} then ${value} end`;

/** The fair price from fairPriceColumns' first six, at `at`; null for a car that is not for sale now. */
export function fairPriceOf(status: string, r: unknown[], at: number): FairPrice | null {
  if (status !== 'available' && status !== 'reserved') return null;
  return {
    value: r[at] as number | null,
    low: r[at + 1] as number | null,
    high: r[at + 2] as number | null,
    label: r[at + 3] as DealLabel | null,
    comparables: r[at + 4] as number,
    basis: r[at + 5] as FairPriceBasis | null,
  };
}

/** The price drop from fairPriceColumns' last two, at `at`. */
export const priceDropOf = (r: unknown[], at: number): CarListItem['price_drop'] =>
  r[at] === null || r[at] === undefined ? null : { previous_price: r[at] as number, dropped_at: r[at + 1] as string };

/** The list item's fields from a row of itemColumns. */
function itemOf(r: unknown[]): CarListItem {
  return {
    id: r[0] as number,
    car_name: r[1] as string,
    car_brand: r[2] as string,
    car_model: r[3] as string,
    manufacturing_year: r[4] as number,
    engine_capacity: engineCapacity(r[5] as number),
    images: r[6] as string[],
    location: r[7] as string,
    odometer_reading: r[8] as number,
    listing_price: r[9] as number,
    car_type: r[10] as string,
    transmission: r[11] as string,
    seats: r[12] as number,
    fuel_type: r[13] as string,
    wishlist_status: r[16] ? 1 : 0,
    status: r[14] as CarListItem['status'],
    listed_at: r[15] as string,
    reserved_until: (r[17] as string | null) ?? null,
    inspection_score: (r[18] as number | null) ?? null,
    // fairPriceColumns come last.
    fair_price: fairPriceOf(r[14] as string, r, r.length - 8),
    price_drop: priceDropOf(r, r.length - 2),
  };
}

/**
 * The list item's fields for the cars matching `filters`, in `sort` order.
 * NOTE: the page is chosen by id first, so an index that holds the filter, the order and the id (newest
 * first with its variant; a brand, city or body type with its date) answers it without reading a row.
 * Planning this join costs PostgreSQL more than running it (0.45 against 0.2 to 0.3 ms at 500,000 cars),
 * so it is planned once, in a statement kept prepared: a first page whose condition is written in
 * (writtenInWhere: the whole catalogue, a search; the commonest calls) in one statement; any other page
 * in two, its ids planned for the filter's values (one table, quick to plan; kept per catalogue version
 * by the list route), then their fields, the buyer's heart and the car's status always read afresh.
 */
export async function selectCarPage(
  db: Db,
  filters: CarFilters,
  sort: CarSort,
  limit: number,
  offset: number,
  buyerId: number | null,
  now: Date,
  options: {
    /** Keeps the ids of a page planned for its values under a key (FacetCache.remember); without it they are computed afresh. */
    remember?: (key: string, compute: () => Promise<number[]>) => Promise<number[]>;
  } = {},
): Promise<CarListItem[]> {
  const withBuyer = buyerId !== null;
  const written = offset === 0 ? writtenInWhere(filters) : null;
  if (written !== null) {
    // NOTE: the limit is written in too: with a LIMIT it cannot see, the planner never settles on one plan
    // (its estimate for a tenth of the table never beats the planned one's), and plans every run anyway.
    const query = writtenOnce(
      `list first ${sort} ${Math.trunc(limit)} ${withBuyer} ${written}`,
      () => sql`
      with page as (select c.id from cars c where ${sql.raw(written)} order by ${orderBy[sort]} ${sql.raw(`limit ${Math.trunc(limit)}`)})
      select ${itemColumns(withBuyer)}
      from page p
      join cars c on c.id = p.id
      join car_models m on m.id = c.model_id
      join car_variants v on v.id = c.variant_id
      order by ${orderBy[sort]}`,
    );
    const rows = await queryPreparedArrays(db, query, { buyer: buyerId, now: now.toISOString() });
    return rows.map(itemOf);
  }
  // Planned for its values: the page's ids alone (one table, quick to plan); then their fields by a
  // prepared statement, one per count of ids.
  // NOTE: not `id = any($1)` with the ids as one array: PostgreSQL's estimate for an array it cannot see
  // (10 rows) never beats the custom plans' for the real one, so it planned every run (PostgreSQL's CPU
  // per request 0.21-0.27 -> 0.65-0.74 ms on brand + city + price at 500,000 cars).
  const selectIds = async () =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`select c.id from cars c where ${whereClause(filters)} order by ${orderBy[sort]} limit ${limit} offset ${offset}`,
      )
    ).map((r) => r.id);
  const ids = await (options.remember
    ? options.remember(`ids ${sort} ${limit} ${offset} ${JSON.stringify(filters)}`, selectIds)
    : selectIds());
  return selectCarItems(db, ids, buyerId, now);
}

/** The list items of the given cars, in the order given (a car that is gone is left out). */
export async function selectCarItems(db: Db, ids: number[], buyerId: number | null, now: Date): Promise<CarListItem[]> {
  const withBuyer = buyerId !== null;
  if (ids.length === 0) return [];
  const query = writtenOnce(
    `list ids ${ids.length} ${withBuyer}`,
    () => sql`select ${itemColumns(withBuyer)} from cars c
      join car_models m on m.id = c.model_id
      join car_variants v on v.id = c.variant_id
      where c.id in (${sql.join(
        ids.map((_, i) => sql.placeholder(`id${i}`)),
        sql`, `,
      )})`,
  );
  const values: Record<string, unknown> = { buyer: buyerId, now: now.toISOString() };
  ids.forEach((id, i) => (values[`id${i}`] = id));
  const found = await queryPreparedArrays(db, query, values);
  const byId = new Map(found.map((r) => [r[0] as number, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [itemOf(row)] : [];
  });
}

export async function countCars(db: Db, filters: CarFilters): Promise<number> {
  const count = async (where: SQL) =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cars c where ${where}`))[0]?.n ?? 0;
  const { search } = filters;
  if (!search) return count(whereClause(filters));
  // NOTE: counted in two parts so each reads an index only: an OR of both would visit every matching
  // car's row (300 ms for a broad term at 500,000 cars).
  const scope = filters.vendorId === undefined ? LISTED : sql`${LISTED} and c.vendor_id = ${filters.vendorId}`;
  const byVariant = search.variantIds.length ? await count(sql`${scope} and ${variantMatch(search.variantIds)}`) : 0;
  const byName = search.customNames
    ? await count(sql`${scope} and ${customNameMatch(search.text)} and not ${variantMatch(search.variantIds)}`)
    : 0;
  return byVariant + byName;
}
