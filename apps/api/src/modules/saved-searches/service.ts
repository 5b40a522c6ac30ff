// Saved searches (docs/product/notifications.md#saved-searches): a buyer's own, at most MAX_SAVED_SEARCHES,
// each read, opened and removed by its buyer only. A car listed, relisted or cut in price schedules a job in
// the change's transaction; the job finds the searches the car came into with one indexed query and tells
// each buyer once per search and event (the bell; an SMS at most once per search and India day).
import {
  MAX_SAVED_SEARCHES,
  readSavedSearchQuery,
  type CreateSavedSearchBody,
  type SavedSearch,
  type SavedSearchEvent,
  type SavedSearchMatch,
} from '@luxe/contract';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { scheduleJob, type JobDefinitions } from '../../jobs/runner';
import { inr } from '../../lib/money';
import { indiaDate } from '../../lib/time';
import { notifyMany } from '../notifications';
import { columnsOf, dealKeys, keysOf } from './keys';
import {
  claimSmsDay,
  countSavedSearches,
  deleteSavedSearch,
  insertMatches,
  insertSavedSearch,
  lockBuyer,
  selectDealLabel,
  selectMatchableCar,
  selectNewMatches,
  selectSameSearch,
  selectSavedSearches,
  selectSearchesMatching,
  updateSeen,
  type MatchableCar,
  type NewMatchRow,
  type SavedSearchRow,
} from './queries';

/** How many of a search's new cars the list shows. */
export const NEW_MATCHES_SHOWN = 3;

const notYours = (searchId: number) => notFound(`You have no saved search with the id ${searchId}`);

function matchOf({ search_id: _search, total: _total, ...match }: NewMatchRow): SavedSearchMatch {
  return match;
}

function withMatches(rows: SavedSearchRow[], matches: NewMatchRow[]): SavedSearch[] {
  const bySearch = new Map<number, NewMatchRow[]>();
  for (const m of matches) bySearch.set(m.search_id, [...(bySearch.get(m.search_id) ?? []), m]);
  return rows.map((row) => {
    const mine = bySearch.get(row.id) ?? [];
    return { ...row, new_matches: { count: mine[0]?.total ?? 0, cars: mine.map(matchOf) } };
  });
}

export async function readSavedSearches(deps: AppDeps, buyerId: number): Promise<SavedSearch[]> {
  const db = deps.database.db;
  const [rows, matches] = await Promise.all([selectSavedSearches(db, buyerId), selectNewMatches(db, buyerId, NEW_MATCHES_SHOWN)]);
  return withMatches(rows, matches);
}

async function readOne(deps: AppDeps, buyerId: number, searchId: number): Promise<SavedSearch> {
  const all = await readSavedSearches(deps, buyerId);
  const found = all.find((s) => s.id === searchId);
  if (!found) throw notYours(searchId);
  return found;
}

export async function saveSearch(deps: AppDeps, buyerId: number, body: CreateSavedSearchBody): Promise<SavedSearch> {
  const reading = readSavedSearchQuery(body.query);
  if (!reading.ok) throw badRequest(reading.message, reading.field);
  const now = deps.clock.now();
  const id = await deps.database.db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const same = await selectSameSearch(tx, buyerId, reading.filtersKey);
    if (same) throw conflict(`You have saved this search already, as “${same.name}”.`);
    if ((await countSavedSearches(tx, buyerId)) >= MAX_SAVED_SEARCHES)
      throw conflict(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Remove one to save another.`);
    return insertSavedSearch(tx, {
      buyerId,
      name: body.name,
      query: reading.query,
      filtersKey: reading.filtersKey,
      columns: columnsOf(reading.filters),
      now,
    });
  });
  return readOne(deps, buyerId, id);
}

export async function removeSavedSearch(deps: AppDeps, buyerId: number, searchId: number): Promise<void> {
  if (!(await deleteSavedSearch(deps.database.db, buyerId, searchId))) throw notYours(searchId);
}

/** The buyer opened the search: what was new is seen. */
export async function markSearchSeen(deps: AppDeps, buyerId: number, searchId: number): Promise<SavedSearch> {
  if (!(await updateSeen(deps.database.db, buyerId, searchId, deps.clock.now()))) throw notYours(searchId);
  return readOne(deps, buyerId, searchId);
}

// ---------------------------------------------------------------- matching

export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';
/** One transaction tells this many searches' buyers, so that a car many searches want holds no lock for long. */
const MATCH_BATCH = 200;

interface MatchPayload {
  carId: number;
  event: SavedSearchEvent;
  /** When the car was listed, relisted or cut in price: with the car and the event, what makes it one event. */
  at: string;
  /** A price cut: the price before it, and the deal label the car had then. */
  from?: number;
  fromLabel?: string | null;
}

/**
 * What code that lists, relists or cuts the price of a car calls in its transaction: the saved searches
 * the car comes into are found and told by a job once it commits. A price cut calls it before writing the
 * new price (it reads the car's deal label as it was).
 */
export async function carCameIntoSale(
  tx: Tx,
  change: { carId: number; event: SavedSearchEvent; now: Date; fromPrice?: number },
): Promise<void> {
  const at = change.now.toISOString();
  const payload: MatchPayload = { carId: change.carId, event: change.event, at };
  if (change.event === 'price_cut') {
    if (change.fromPrice === undefined) throw new Error('a price cut needs the price before it');
    payload.from = change.fromPrice;
    payload.fromLabel = await selectDealLabel(tx, change.carId);
  }
  await scheduleJob(tx, savedSearchJobs, {
    name: SAVED_SEARCH_MATCH_JOB,
    key: `${SAVED_SEARCH_MATCH_JOB}:${change.carId}:${change.event}@${at}`,
    runAt: change.now,
    payload,
  });
}

function payloadOf(key: string, payload: unknown): MatchPayload {
  const p = (payload ?? {}) as Partial<MatchPayload>;
  const known = p.event === 'listed' || p.event === 'relisted' || p.event === 'price_cut';
  if (typeof p.carId !== 'number' || !known || typeof p.at !== 'string' || Number.isNaN(Date.parse(p.at)))
    throw new Error(`${key}: the payload names no car event`);
  if (p.event === 'price_cut' && typeof p.from !== 'number') throw new Error(`${key}: a price cut without the price before it`);
  return p as MatchPayload;
}

/** The searches the car is in now (for a price cut: those it was not in before), by the one indexed query. */
function searchesFor(deps: AppDeps, car: MatchableCar, p: Pick<MatchPayload, 'event' | 'from' | 'fromLabel'>) {
  const keys = keysOf(car);
  if (p.event !== 'price_cut') return selectSearchesMatching(deps.database.db, keys);
  const labelMoved = (p.fromLabel ?? null) !== car.fair_label;
  return selectSearchesMatching(deps.database.db, keys, { price: p.from!, deals: labelMoved ? dealKeys(p.fromLabel ?? null) : null });
}

function message(search: string, car: MatchableCar, p: MatchPayload): { title: string; body: string } {
  const where = `${car.manufacturing_year}, ${car.odometer_reading.toLocaleString('en-IN')} km, in ${car.location}`;
  if (p.event === 'price_cut')
    return {
      title: `Price cut for “${search}”`,
      body: `${car.car_name} (${where}) is now ${inr(car.listing_price)}, down from ${inr(p.from!)}.`,
    };
  return {
    title: `${p.event === 'listed' ? 'New car' : 'Back on sale'} for “${search}”`,
    body: `${car.car_name} (${where}) at ${inr(car.listing_price)}.`,
  };
}

async function tell(deps: AppDeps, car: MatchableCar, p: MatchPayload, searchIds: number[]): Promise<number> {
  const now = deps.clock.now();
  const today = indiaDate(now);
  return deps.database.db.transaction(async (tx) => {
    const fresh = await insertMatches(tx, searchIds, { carId: car.id, event: p.event, eventAt: new Date(p.at), now });
    // The bell every time; the SMS once a day per search (notifyMany still honours the buyer's SMS switch).
    const texted = await claimSmsDay(
      tx,
      fresh.map((s) => s.id),
      today,
    );
    await notifyMany(
      tx,
      fresh.map((search) => ({
        to: { kind: 'buyer' as const, id: search.buyer_id },
        kind: 'saved_search_match' as const,
        carId: car.id,
        sms: texted.has(search.id),
        now,
        ...message(search.name, car, p),
      })),
    );
    return fresh.length;
  });
}

export const savedSearchJobs: JobDefinitions = {
  [SAVED_SEARCH_MATCH_JOB]: {
    priority: 'messages',
    async run(deps, job, log) {
      const p = payloadOf(job.key, job.payload);
      const car = await selectMatchableCar(deps.database.db, p.carId);
      // Sold, reserved, taken off since, or (a cut) priced up again: nothing a buyer could act on.
      if (!car || car.status !== 'available') return log.info(`${job.key}: the car is not on sale now; nobody told`);
      if (p.event === 'price_cut' && !(car.listing_price < p.from!)) return log.info(`${job.key}: the price is no longer cut; nobody told`);
      const hits = await searchesFor(deps, car, p);
      let told = 0;
      for (let i = 0; i < hits.length; i += MATCH_BATCH) told += await tell(deps, car, p, hits.slice(i, i + MATCH_BATCH));
      log.info(`${job.key}: ${hits.length} saved searches matched, ${told} buyers told`);
    },
  },
};
