// The filters' selection rules (see docs/product/catalogue.md): what a tick, a city or a slider changes
// besides itself. Apart from filters.ts so that only the filters' column, which loads when it is needed,
// carries them.
import { KILOMETER_BANDS } from '@luxe/contract/constants';
import { DEAL_LABELS, type DealLabel } from '../../components/car-card/deal';
import type { CarFilters } from './filters';

export const KILOMETER_OPTIONS = KILOMETER_BANDS;

/**
 * Any change of filters starts again at page 1, and ends a search: a search term overrides the
 * filters (see docs/product/catalogue.md), so a filter chosen while searching would otherwise do nothing.
 */
function refine(filters: CarFilters, change: Partial<CarFilters>): CarFilters {
  return { ...filters, search: '', page: 1, ...change };
}

/** Choosing a city clears brand and category. */
export function selectCity(filters: CarFilters, city: string): CarFilters {
  return city ? refine(filters, { location: city, car_brand: [], car_type: [] }) : refine(filters, { location: '' });
}

/** Choosing a brand clears category and city. */
export function toggleBrand(filters: CarFilters, brand: string): CarFilters {
  if (filters.car_brand.includes(brand)) return refine(filters, { car_brand: filters.car_brand.filter((b) => b !== brand) });
  return refine(filters, { car_brand: [...filters.car_brand, brand], car_type: [], location: '' });
}

/** Choosing a category clears brand and city. */
export function toggleCategory(filters: CarFilters, category: string): CarFilters {
  if (filters.car_type.includes(category)) return refine(filters, { car_type: filters.car_type.filter((c) => c !== category) });
  return refine(filters, { car_type: [...filters.car_type, category], car_brand: [], location: '' });
}

/** The other checkbox groups have no such rule. */
export function toggleListValue(filters: CarFilters, key: 'fuel_type' | 'color' | 'transmission', value: string): CarFilters {
  const current = filters[key];
  return refine(filters, { [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] });
}

/** The deal labels, kept in the order they are offered so the address is stable. */
export function toggleDeal(filters: CarFilters, label: DealLabel): CarFilters {
  const chosen = filters.deal.includes(label) ? filters.deal.filter((d) => d !== label) : [...filters.deal, label];
  return refine(filters, { deal: DEAL_LABELS.filter((d) => chosen.includes(d)) });
}

export function setFilter(
  filters: CarFilters,
  change: Partial<Pick<CarFilters, 'year' | 'kilometers' | 'max_price' | 'inspected'>>,
): CarFilters {
  return refine(filters, change);
}
