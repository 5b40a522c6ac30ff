// Saved searches (docs/product/notifications.md#saved-searches): a buyer keeps the car list's filters under a
// name and hears of cars that come into its results. The query is the list's own, read by its own schema.
import { z } from 'zod/mini';
import { CarListQuerySchema, type CarListQuery } from './catalogue';
import { SAVED_SEARCH_NAME_MAX } from './saved-search-paths';
import { okResponse } from './envelope';
import { idField } from './fields';
import { hasControlCharacter } from './names';

/** What brought a car into a saved search's results. */
export const savedSearchEvents = ['listed', 'relisted', 'price_cut'] as const;
export type SavedSearchEvent = (typeof savedSearchEvents)[number];

/** The list's parameters a saved search keeps, in the order its query is written: its filters, its search, its sort. */
export const savedSearchKeys = [
  'search',
  'car_brand',
  'car_type',
  'fuel_type',
  'color',
  'transmission',
  'deal',
  'inspected',
  'location',
  'year',
  'kilometers',
  'min_price',
  'max_price',
  'price_sorting',
] as const;
type SavedKey = (typeof savedSearchKeys)[number];
export type SavedSearchFilters = Pick<CarListQuery, SavedKey>;

/** The list's paging parameters: a saved search keeps what is shown, not which page. */
const PAGING = new Set(['x-limit', 'x-offset', 'page']);
const QUERY_MAX = 1000;

export type SavedQueryReading =
  | {
      ok: true;
      /** The filters as the list reads them; a search leaves every other filter out, as the list does. */
      filters: SavedSearchFilters;
      /** The query written afresh, in savedSearchKeys' order: what /cars opens. */
      query: string;
      /** The filters alone, lower case, lists sorted: two searches with the same key show the same cars. */
      filtersKey: string;
    }
  | { ok: false; field: string; message: string };

const refused = (field: string, message: string): SavedQueryReading => ({ ok: false, field, message });

/** A value as /cars writes it into its address: commas kept, everything else escaped. */
const written = (value: string) => encodeURIComponent(value).replaceAll('%2C', ',');

/**
 * Reads a car list query string (`car_brand=BMW&max_price=5000000`, with or without its `?`) with the
 * list's own schema; refuses a parameter the list does not take, paging, a repeated parameter, a query the
 * list would refuse, and one that filters nothing (it would match every car).
 */
export function readSavedSearchQuery(text: string): SavedQueryReading {
  const trimmed = text.trim().replace(/^\?/, '');
  if (trimmed.length > QUERY_MAX) return refused('query', `query must be at most ${QUERY_MAX} characters`);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(trimmed);
  } catch {
    return refused('query', 'query must be a query string such as car_brand=BMW&max_price=5000000');
  }
  const given: Record<string, string> = {};
  for (const [key, value] of params) {
    if (PAGING.has(key)) return refused(`query.${key}`, `query: ${key} is paging, not a filter; a saved search keeps the filters only`);
    if (!(savedSearchKeys as readonly string[]).includes(key))
      return refused(`query.${key}`, `query: ${key} is not a filter of the car list (it takes ${savedSearchKeys.join(', ')})`);
    if (key in given) return refused(`query.${key}`, `query: ${key} must be given once`);
    given[key] = value;
  }
  const parsed = CarListQuerySchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    return refused(key ? `query.${key}` : 'query', `query: ${issue.message}`);
  }
  const q = parsed.data;
  const filters: SavedSearchFilters = q.search
    ? { search: q.search, price_sorting: q.price_sorting }
    : (Object.fromEntries(savedSearchKeys.filter((k) => k !== 'search').map((k) => [k, q[k]])) as SavedSearchFilters);
  const parts: [SavedKey, string][] = [];
  // The key compares as the list does: in any letter case, a list's items in any order.
  const keyParts: [SavedKey, string][] = [];
  for (const key of savedSearchKeys) {
    const value = filters[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    // inspected=false or empty filters nothing, as in the list.
    if (key === 'inspected' && value !== 'true') continue;
    if (key === 'price_sorting') {
      if (value !== 'featured') parts.push([key, String(value)]);
      continue;
    }
    const items = Array.isArray(value) ? [...new Set(value)] : [String(value)];
    parts.push([key, items.join(',')]);
    keyParts.push([key, [...new Set(items.map((item) => item.toLowerCase()))].sort().join(',')]);
  }
  if (keyParts.length === 0)
    return refused(
      'query',
      'query: choose at least one filter or a search to save; a search of every car would tell you of every car listed',
    );
  const write = (list: [SavedKey, string][]) => list.map(([key, value]) => `${key}=${written(value)}`).join('&');
  return { ok: true, filters, query: write(parts), filtersKey: write(keyParts) };
}

const savedSearchName = z.string({ error: (issue) => (issue.input === undefined ? 'name is required' : 'name must be text') }).check(
  z.trim(),
  z.minLength(1, 'name is required'),
  z.maxLength(SAVED_SEARCH_NAME_MAX, `name must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
  z.refine((v) => !hasControlCharacter(v), 'name must not contain control characters'),
);

export const CreateSavedSearchBodySchema = z.strictObject({
  name: savedSearchName,
  /** The car list's query string (its filters, search and sort), read by readSavedSearchQuery. */
  query: z
    .string({ error: (issue) => (issue.input === undefined ? 'query is required' : 'query must be text') })
    .check(z.maxLength(QUERY_MAX, `query must be at most ${QUERY_MAX} characters`)),
});
export type CreateSavedSearchBody = z.infer<typeof CreateSavedSearchBodySchema>;

export const SavedSearchIdBodySchema = z.strictObject({ search_id: idField('search_id', 'a saved search id') });
export type SavedSearchIdBody = z.infer<typeof SavedSearchIdBodySchema>;

/** A car that came into a saved search's results since the buyer last opened it. */
export const SavedSearchMatchSchema = z.object({
  car_id: z.number(),
  car_name: z.string(),
  /** Its first photo, null when it has none. */
  car_image: z.nullable(z.string()),
  listing_price: z.number(),
  manufacturing_year: z.number(),
  odometer_reading: z.number(),
  fuel_type: z.string(),
  transmission: z.string(),
  location: z.string(),
  event: z.enum(savedSearchEvents),
  matched_at: z.string(),
});
export type SavedSearchMatch = z.infer<typeof SavedSearchMatchSchema>;

export const SavedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The car list's query: /cars?<query> shows its cars. */
  query: z.string(),
  created_at: z.string(),
  /** When the buyer last opened it (its creation until then). */
  seen_at: z.string(),
  /** The cars still on sale that came into its results since then: how many, and the latest few. */
  new_matches: z.object({ count: z.number(), cars: z.array(SavedSearchMatchSchema) }),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchesResponseSchema = okResponse(z.object({ searches: z.array(SavedSearchSchema), max_searches: z.number() }));
export type SavedSearchesResponse = z.infer<typeof SavedSearchesResponseSchema>;
export const SavedSearchResponseSchema = okResponse(z.object({ search: SavedSearchSchema }));
export const RemoveSavedSearchResponseSchema = okResponse(z.object({ search_id: z.number(), removed: z.literal(true) }));
