// The saved_searches and saved_search_matches tables: a buyer's searches, and the one query that finds the
// searches a car falls into from the car's values alone.
import type { SavedSearchEvent } from '@luxe/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { isoText } from '../catalogue';

/** The list filters that take values, each an array: a search's values or [''], a car's value and ''. */
interface ListFilters {
  brands: string[];
  carTypes: string[];
  fuels: string[];
  colors: string[];
  transmissions: string[];
  locations: string[];
  deals: string[];
}

/** A saved search's filters as the columns the matching query reads (schema.ts, saved_searches). */
export interface SearchColumns extends ListFilters {
  /** Only cars whose dealer published an inspection report. */
  inspected: boolean;
  words: string[];
  matchKeys: string[];
  minPrice: number | null;
  maxPrice: number | null;
  minYear: number | null;
  maxKm: number | null;
}

/** A car's values as the matching query takes them: each list filter's keys hold the car's value and ''. */
export interface CarKeys extends ListFilters {
  /** Whether the car has an inspection report. */
  inspected: boolean;
  /** Every word a search may hold that matches the car (and ''). */
  words: string[];
  /** The keys of the searches the car may be in (saved_searches.match_keys). */
  matchKeys: string[];
  price: number;
  year: number;
  km: number;
}

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** Locks the buyer's row for the rest of the transaction, so that two saves of one buyer count one after the other. */
export async function lockBuyer(tx: Tx, buyerId: number): Promise<void> {
  await tx.execute(sql`select id from buyers where id = ${buyerId} for no key update`);
}

export async function countSavedSearches(tx: Tx, buyerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from saved_searches where buyer_id = ${buyerId}`);
  return row?.n ?? 0;
}

/** The buyer's search with these filters, if they saved it already. */
export async function selectSameSearch(tx: Tx, buyerId: number, filtersKey: string): Promise<{ name: string } | undefined> {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`select name from saved_searches where buyer_id = ${buyerId} and filters_key = ${filtersKey}`,
  );
  return row;
}

export async function insertSavedSearch(
  tx: Tx,
  s: { buyerId: number; name: string; query: string; filtersKey: string; columns: SearchColumns; now: Date },
): Promise<number> {
  const c = s.columns;
  const at = s.now.toISOString();
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into saved_searches (buyer_id, name, query, filters_key, brands, car_types, fuels, colors, transmissions, locations,
          deals, inspected, words, match_keys, min_price, max_price, min_year, max_km, seen_at, created_at)
        values (${s.buyerId}, ${s.name}, ${s.query}, ${s.filtersKey}, ${textArray(c.brands)}, ${textArray(c.carTypes)},
          ${textArray(c.fuels)}, ${textArray(c.colors)}, ${textArray(c.transmissions)}, ${textArray(c.locations)},
          ${textArray(c.deals)}, ${c.inspected}, ${textArray(c.words)}, ${textArray(c.matchKeys)}, ${c.minPrice}, ${c.maxPrice}, ${c.minYear},
          ${c.maxKm}, ${at}, ${at})
        returning id`,
  );
  return row!.id;
}

export interface SavedSearchRow {
  id: number;
  name: string;
  query: string;
  created_at: string;
  seen_at: string;
}

const rowColumns = sql`id, name, query, ${isoText(sql`created_at`)} as created_at, ${isoText(sql`seen_at`)} as seen_at`;

/** The buyer's saved searches (all of them, or the one `searchId`), newest first. */
export function selectSavedSearches(db: Db, buyerId: number, searchId?: number): Promise<SavedSearchRow[]> {
  return queryRows<SavedSearchRow>(
    db,
    sql`select ${rowColumns} from saved_searches
        where buyer_id = ${buyerId} ${searchId === undefined ? sql`` : sql`and id = ${searchId}`}
        order by created_at desc, id desc`,
  );
}

export interface NewMatchRow {
  search_id: number;
  total: number;
  car_id: number;
  car_name: string;
  car_image: string | null;
  listing_price: number;
  manufacturing_year: number;
  odometer_reading: number;
  fuel_type: string;
  transmission: string;
  location: string;
  event: SavedSearchEvent;
  matched_at: string;
}

/**
 * For each of the buyer's searches, the cars on sale that came into it since it was last opened: their
 * number (`total`) and the latest `first` of them (a car that came in twice counts once, at its latest).
 */
export function selectNewMatches(db: Db, buyerId: number, first: number): Promise<NewMatchRow[]> {
  return queryRows<NewMatchRow>(
    db,
    sql`with latest as (
          select distinct on (m.search_id, m.car_id) m.search_id, m.car_id, m.event, m.matched_at
          from saved_searches s
          join saved_search_matches m on m.search_id = s.id and m.matched_at > s.seen_at
          join cars c on c.id = m.car_id and c.status = 'available'
          where s.buyer_id = ${buyerId}
          order by m.search_id, m.car_id, m.matched_at desc),
        ranked as (
          select l.*, row_number() over (partition by l.search_id order by l.matched_at desc, l.car_id desc) as n,
            (count(*) over (partition by l.search_id))::int as total
          from latest l)
        select r.search_id, r.total, r.car_id, c.car_name, c.listing_price, c.manufacturing_year::int as manufacturing_year,
          c.odometer_reading, c.fuel_type, c.transmission, c.location, r.event,
          ${isoText(sql`r.matched_at`)} as matched_at,
          (select i.url from car_images i where i.car_id = c.id order by i.position limit 1) as car_image
        from ranked r join cars c on c.id = r.car_id
        where r.n <= ${first}
        order by r.search_id, r.n`,
  );
}

/** Removes the buyer's own search; false when they have none of that id (someone else's included). */
export async function deleteSavedSearch(db: Db, buyerId: number, searchId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from saved_searches where id = ${searchId} and buyer_id = ${buyerId} returning id`,
  );
  return rows.length > 0;
}

/** The buyer opened their search: its new matches start from `now`. False when they have none of that id. */
export async function updateSeen(db: Db, buyerId: number, searchId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update saved_searches set seen_at = ${now.toISOString()} where id = ${searchId} and buyer_id = ${buyerId} returning id`,
  );
  return rows.length > 0;
}

export interface MatchableCar {
  id: number;
  status: string;
  car_name: string;
  brand_name: string;
  car_type: string;
  fuel_type: string;
  color: string;
  transmission: string;
  location: string;
  manufacturing_year: number;
  odometer_reading: number;
  listing_price: number;
  fair_label: string | null;
  inspection_score: number | null;
  search_text: string;
}

/** What matching reads of a car. */
export async function selectMatchableCar(db: Db | Tx, carId: number): Promise<MatchableCar | undefined> {
  const [row] = await queryRows<MatchableCar>(
    db,
    sql`select id, status, car_name, brand_name, car_type, fuel_type, color, transmission, location,
          manufacturing_year::int as manufacturing_year, odometer_reading, listing_price, fair_label, inspection_score, search_text
        from cars where id = ${carId}`,
  );
  return row;
}

export interface SearchHit {
  id: number;
  buyer_id: number;
  name: string;
}

/**
 * The saved searches whose results car `car` is in: one statement, read through saved_searches_match_idx
 * (the searches of the car's brand, city and body type, each or any, and of its words), every filter then
 * checked on the rows it finds. `before`: a price cut, whose searches are only those the car was not in
 * before it (its price above their bound, or its deal label not theirs); without a change of label, a
 * range of saved_searches_max_price_idx may be read instead.
 */
export async function selectSearchesMatching(db: Db, car: CarKeys, before?: PriceBefore): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, searchesMatching(car, before))).map((r) => r.id);
}

/** The price before a cut, and the deal keys of the label the car had then (null: the same label as now). */
export interface PriceBefore {
  price: number;
  deals: string[] | null;
}

/** selectSearchesMatching's statement (the benchmark EXPLAINs it). */
export function searchesMatching(car: CarKeys, before?: PriceBefore): SQL {
  const conditions: SQL[] = [
    sql`s.match_keys && ${textArray(car.matchKeys)}`,
    sql`s.brands && ${textArray(car.brands)}`,
    sql`s.locations && ${textArray(car.locations)}`,
    sql`s.car_types && ${textArray(car.carTypes)}`,
    sql`s.fuels && ${textArray(car.fuels)}`,
    sql`s.transmissions && ${textArray(car.transmissions)}`,
    sql`s.colors && ${textArray(car.colors)}`,
    sql`s.deals && ${textArray(car.deals)}`,
    car.inspected ? sql`true` : sql`not s.inspected`,

    sql`s.words <@ ${textArray(car.words)}`,
    sql`(s.min_price is null or s.min_price <= ${car.price})`,
    sql`(s.max_price is null or s.max_price >= ${car.price})`,
    sql`(s.min_year is null or s.min_year <= ${car.year})`,
    sql`(s.max_km is null or s.max_km >= ${car.km})`,
  ];
  if (before)
    conditions.push(
      before.deals === null
        ? sql`s.max_price < ${before.price}`
        : sql`(s.max_price < ${before.price} or not s.deals && ${textArray(before.deals)})`,
    );
  return sql`select s.id from saved_searches s where ${sql.join(conditions, sql` and `)} order by s.id`;
}

/**
 * Records the car's event against each of `searchIds` that still exists; answers those recorded now (an
 * event already recorded, by an earlier run of the same job, is left out: its buyer was told then).
 */
export function insertMatches(
  tx: Tx,
  searchIds: number[],
  m: { carId: number; event: SavedSearchEvent; eventAt: Date; now: Date },
): Promise<SearchHit[]> {
  return queryRows<SearchHit>(
    tx,
    sql`with recorded as (
          insert into saved_search_matches (search_id, car_id, event, event_at, matched_at)
          select s.id, ${m.carId}, ${m.event}, ${m.eventAt.toISOString()}, ${m.now.toISOString()}
          from saved_searches s where s.id = any(${sql.param(searchIds)}::int[])
          on conflict do nothing
          returning search_id)
        select s.id, s.buyer_id, s.name from saved_searches s join recorded r on r.search_id = s.id order by s.id`,
  );
}

/** Takes each search's SMS of India day `day`: answers those whose first of the day it is (locked in id order). */
export async function claimSmsDay(tx: Tx, searchIds: number[], day: string): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update saved_searches set sms_day = ${day}::date
        where id in (select id from saved_searches where id = any(${sql.param(searchIds)}::int[])
                       and sms_day is distinct from ${day}::date order by id for no key update)
          and sms_day is distinct from ${day}::date
        returning id`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The car's deal label now (read before a price cut is written). */
export async function selectDealLabel(tx: Tx, carId: number): Promise<string | null> {
  const [row] = await queryRows<{ fair_label: string | null }>(tx, sql`select fair_label from cars where id = ${carId}`);
  return row?.fair_label ?? null;
}
