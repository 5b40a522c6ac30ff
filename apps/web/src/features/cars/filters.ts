// The car list's state lives in the URL (shareable, reloadable, Back works). This module maps the
// address to filter state and back, builds the car list call's query (see docs/product/catalogue.md),
// and computes the pagination window; the selection rules are in filter-rules.ts, with the filters' column.
import { DEFAULT_PAGE_LIMIT, PRICE_SLIDER_MAX } from '@luxe/contract/constants';
import { isDealLabel, type DealLabel } from '../../components/car-card/deal';

export const PAGE_SIZE = DEFAULT_PAGE_LIMIT;

export type Sort = 'featured' | 'low_to_high' | 'high_to_low' | 'best_deal';
export const SORT_OPTIONS: readonly { value: Sort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'low_to_high', label: 'Price: Low to High' },
  { value: 'high_to_low', label: 'Price: High to Low' },
  /** The price furthest below its fair value first. */
  { value: 'best_deal', label: 'Best deal' },
];

export const LIST_KEYS = ['car_brand', 'car_type', 'fuel_type', 'color', 'transmission'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export interface CarFilters {
  search: string;
  car_brand: string[];
  car_type: string[];
  fuel_type: string[];
  color: string[];
  transmission: string[];
  /** The deal labels chosen; a car matches any. */
  deal: DealLabel[];
  /** Only cars whose dealer has published an inspection report. */
  inspected: boolean;
  location: string;
  year: number | null;
  kilometers: number | null;
  min_price: number | null;
  /** PRICE_SLIDER_MAX means no upper bound. */
  max_price: number;
  sort: Sort;
  page: number;
}

export const EMPTY_FILTERS: CarFilters = {
  search: '',
  car_brand: [],
  car_type: [],
  fuel_type: [],
  color: [],
  transmission: [],
  deal: [],
  inspected: false,
  location: '',
  year: null,
  kilometers: null,
  min_price: null,
  max_price: PRICE_SLIDER_MAX,
  sort: 'featured',
  page: 1,
};

function list(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** A whole number from the address; commas stripped (kilometre values are written with them). */
function whole(value: string | null): number | null {
  if (!value) return null;
  const digits = value.replaceAll(',', '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

export function parseFilters(params: URLSearchParams): CarFilters {
  const sort = params.get('price_sorting');
  const maxPrice = whole(params.get('max_price'));
  const page = whole(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    car_brand: list(params.get('car_brand')),
    car_type: list(params.get('car_type')),
    fuel_type: list(params.get('fuel_type')),
    color: list(params.get('color')),
    transmission: list(params.get('transmission')),
    // An unknown label in a shared address is dropped rather than sent (the API would refuse it).
    deal: list(params.get('deal')).filter(isDealLabel),
    inspected: params.get('inspected') === 'true',
    location: (params.get('location') ?? '').trim(),
    year: whole(params.get('year')),
    kilometers: whole(params.get('kilometers')),
    min_price: whole(params.get('min_price')),
    max_price: maxPrice === null ? PRICE_SLIDER_MAX : Math.min(maxPrice, PRICE_SLIDER_MAX),
    sort: sort === 'low_to_high' || sort === 'high_to_low' || sort === 'best_deal' ? sort : 'featured',
    page: page !== null && page >= 1 ? page : 1,
  };
}

/** The address for a state: only what differs from the defaults, in a stable order. */
export function filtersToSearch(filters: CarFilters): string {
  // NOTE: built by hand like lib/cars-url.ts (%20 for spaces, commas kept), so links match exactly.
  const params = new Map<string, string>();
  if (filters.search) params.set('search', filters.search);
  for (const key of LIST_KEYS) if (filters[key].length) params.set(key, filters[key].join(','));
  if (filters.deal.length) params.set('deal', filters.deal.join(','));
  if (filters.inspected) params.set('inspected', 'true');
  if (filters.location) params.set('location', filters.location);
  if (filters.year !== null) params.set('year', String(filters.year));
  if (filters.kilometers !== null) params.set('kilometers', String(filters.kilometers));
  if (filters.min_price !== null) params.set('min_price', String(filters.min_price));
  if (filters.max_price < PRICE_SLIDER_MAX) params.set('max_price', String(filters.max_price));
  if (filters.sort !== 'featured') params.set('price_sorting', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = [...params].map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`).join('&');
  return text ? `?${text}` : '';
}

export function hasActiveFilters(filters: CarFilters): boolean {
  return (
    LIST_KEYS.some((key) => filters[key].length > 0) ||
    filters.deal.length > 0 ||
    filters.inspected ||
    filters.location !== '' ||
    filters.year !== null ||
    filters.kilometers !== null ||
    filters.min_price !== null ||
    filters.max_price < PRICE_SLIDER_MAX
  );
}

/** Clear All Filters: every selection goes, the slider returns to its maximum; sort is kept. */
export function clearFilters(filters: CarFilters): CarFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

export function setSort(filters: CarFilters, sort: Sort): CarFilters {
  return { ...filters, sort, page: 1 };
}

export function setPage(filters: CarFilters, page: number): CarFilters {
  return { ...filters, page };
}

export type CarListRequest = Record<string, string | undefined>;

/** The car list call's query; a search term overrides the filters (see docs/product/catalogue.md). */
export function toListQuery(filters: CarFilters): CarListRequest {
  const sorting = filters.sort === 'featured' ? undefined : filters.sort;
  if (filters.search) return { search: filters.search, price_sorting: sorting };
  const joined = (values: string[]) => (values.length ? values.join(',') : undefined);
  const number = (value: number | null) => (value === null ? undefined : String(value));
  return {
    car_brand: joined(filters.car_brand),
    car_type: joined(filters.car_type),
    fuel_type: joined(filters.fuel_type),
    color: joined(filters.color),
    transmission: joined(filters.transmission),
    deal: joined(filters.deal),
    inspected: filters.inspected ? 'true' : undefined,
    location: filters.location || undefined,
    year: number(filters.year),
    kilometers: number(filters.kilometers),
    min_price: number(filters.min_price),
    max_price: filters.max_price < PRICE_SLIDER_MAX ? String(filters.max_price) : undefined,
    price_sorting: sorting,
  };
}

/** Page p starts at offset (p - 1) times the page size. */
export function offsetFor(page: number): number {
  return (page - 1) * PAGE_SIZE;
}

/** Three page numbers at either end, otherwise the current page plus and minus one. */
export function pageWindow(current: number, totalPages: number): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(3, totalPages);
  const start = Math.min(Math.max(1, current - 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
