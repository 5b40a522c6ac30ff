// A saved search's filters as indexable columns, and a car's values as the keys those columns are matched
// with: the list's rules (docs/product/catalogue.md) turned around, from a car to the searches it is in.
import type { SavedSearchFilters } from '@luxe/contract';
import { searchWords } from '../../db/like';
import type { CarKeys, MatchableCar, SearchColumns } from './queries';

/** Stands for "any" in a list filter's column: never a value, as the list drops empty items. */
export const ANY = '';
/** Between a match key's parts. A value holding it can only make a search a candidate it is not: every filter is checked again. */
const SEP = '\u001f';
/** A search naming many brands, cities and body types keys fewer: the dimension with the most values becomes "any". */
const MAX_MATCH_KEYS = 64;

/** The brand x city x body type keys of a search's three lists ([ANY] for any). */
export function matchKeys(brands: string[], locations: string[], types: string[]): string[] {
  const dims = [brands, locations, types];
  while (dims.reduce((n, d) => n * d.length, 1) > MAX_MATCH_KEYS) {
    const widest = dims.reduce((w, d, i) => (d.length > dims[w]!.length ? i : w), 0);
    dims[widest] = [ANY];
  }
  return dims[0]!.flatMap((b) => dims[1]!.flatMap((l) => dims[2]!.map((t) => [b, l, t].join(SEP))));
}

/** The key of a search by words: one word every match holds. */
const wordKey = (word: string) => `w${SEP}${word}`;

const lowerList = (values: string[] | undefined) => (values?.length ? [...new Set(values.map((v) => v.toLowerCase()))] : [ANY]);

/** The columns of a search read by readSavedSearchQuery: a search by words leaves every filter at "any", as the list does. */
export function columnsOf(filters: SavedSearchFilters): SearchColumns {
  if (filters.search) {
    const words = [...new Set(searchWords(filters.search))];
    // Every match holds every word, so any one of them is a key; the longest is the rarest.
    const key = words.reduce((a, b) => (b.length > a.length ? b : a));
    return { ...columnsOf({ car_brand: [] }), words, matchKeys: [wordKey(key)] };
  }
  const brands = lowerList(filters.car_brand);
  const locations = filters.location ? [filters.location.toLowerCase()] : [ANY];
  const carTypes = lowerList(filters.car_type);
  return {
    brands,
    carTypes,
    fuels: lowerList(filters.fuel_type),
    colors: lowerList(filters.color),
    transmissions: lowerList(filters.transmission),
    locations,
    deals: lowerList(filters.deal),
    inspected: filters.inspected === 'true',
    words: [],
    matchKeys: matchKeys(brands, locations, carTypes),
    minPrice: filters.min_price ?? null,
    maxPrice: filters.max_price ?? null,
    minYear: filters.year ?? null,
    maxKm: filters.kilometers ?? null,
  };
}

/** The longest search word worth keeping: a search holds at most 100 characters. */
const MAX_WORD = 100;

/**
 * Every search word that matches a car whose search text is `text` (wordsMatch's rule): each run of 3 or
 * more characters within one of its words (a longer word matches anywhere), and the first one or two
 * characters of each word (a shorter one matches at a word's start only); and ANY.
 */
export function wordKeysOf(text: string): string[] {
  const keys = new Set<string>([ANY]);
  for (const word of text.toLowerCase().split(' ')) {
    if (word === '') continue;
    keys.add(word.slice(0, 1));
    keys.add(word.slice(0, 2));
    for (let from = 0; from + 3 <= word.length; from++)
      for (let to = from + 3; to <= Math.min(word.length, from + MAX_WORD); to++) keys.add(word.slice(from, to));
  }
  return [...keys];
}

/** The car's values as the matching query's keys. */
export function keysOf(car: MatchableCar): CarKeys {
  const one = (value: string) => [value.toLowerCase(), ANY];
  const [brands, locations, carTypes] = [one(car.brand_name), one(car.location), one(car.car_type)];
  const words = wordKeysOf(car.search_text);
  return {
    brands,
    carTypes,
    fuels: one(car.fuel_type),
    colors: one(car.color),
    transmissions: one(car.transmission),
    locations,
    deals: dealKeys(car.fair_label),
    inspected: car.inspection_score !== null,
    words,
    // Its brand, city and body type, each or any (8 keys), and each word a search of it may hold.
    matchKeys: [...matchKeys(brands, locations, carTypes), ...words.filter((w) => w !== ANY).map(wordKey)],
    price: car.listing_price,
    year: car.manufacturing_year,
    km: car.odometer_reading,
  };
}

export const dealKeys = (label: string | null) => (label === null ? [ANY] : [label, ANY]);
