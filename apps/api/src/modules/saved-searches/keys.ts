// A saved search's filters as indexable columns, and a car's values as the keys those columns are matched
// with: the list's rules (docs/product/catalogue.md) turned around, from a car to the searches it is in.
import type { SavedSearchFilters } from '@luxe/contract';
import { searchWords } from '../../db/like';
import type { CarKeys, MatchableCar, SearchColumns } from './queries';

/** Stands for "any" in a list filter's column: never a value, as the list drops empty items. */
export const ANY = '';

const lowerList = (values: string[] | undefined) => (values?.length ? [...new Set(values.map((v) => v.toLowerCase()))] : [ANY]);

/** The columns of a search read by readSavedSearchQuery: a search by words leaves every filter at "any", as the list does. */
export function columnsOf(filters: SavedSearchFilters): SearchColumns {
  if (filters.search) {
    const words = [...new Set(searchWords(filters.search))];
    // Every match holds every word, so any one of them is a key; the longest is the rarest.
    const key = words.reduce((a, b) => (b.length > a.length ? b : a));
    return { ...columnsOf({ car_brand: [] }), words, wordKey: [key] };
  }
  return {
    brands: lowerList(filters.car_brand),
    carTypes: lowerList(filters.car_type),
    fuels: lowerList(filters.fuel_type),
    colors: lowerList(filters.color),
    transmissions: lowerList(filters.transmission),
    locations: filters.location ? [filters.location.toLowerCase()] : [ANY],
    deals: lowerList(filters.deal),
    words: [],
    wordKey: [ANY],
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
  return {
    brands: one(car.brand_name),
    carTypes: one(car.car_type),
    fuels: one(car.fuel_type),
    colors: one(car.color),
    transmissions: one(car.transmission),
    locations: one(car.location),
    deals: dealKeys(car.fair_label),
    words: wordKeysOf(car.search_text),
    price: car.listing_price,
    year: car.manufacturing_year,
    km: car.odometer_reading,
  };
}

export const dealKeys = (label: string | null) => (label === null ? [ANY] : [label, ANY]);
