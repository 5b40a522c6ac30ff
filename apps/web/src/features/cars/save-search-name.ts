// The name a saved search gets unless the buyer types another: its filters in words, as a buyer would
// say them ("BMW SUVs under ₹50 lakh in Mumbai"). Loaded with the save dialog only.
import { PRICE_SLIDER_MAX } from '@luxe/contract/constants';
import { SAVED_SEARCH_NAME_MAX } from '@luxe/contract/saved-search-paths';
import { formatIndianNumber, formatPrice } from '../../lib/format';
import type { CarFilters } from './filters';

const either = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);
/** ₹50 lakh, ₹1.5 crore: the amount as it is spoken. */
const rupees = (amount: number) => formatPrice(amount).replace(/ (Lakh|Crore|Thousand)$/, (unit) => unit.toLowerCase());

/** At most SAVED_SEARCH_NAME_MAX characters, cut at a word. */
function fitted(name: string): string {
  if (name.length <= SAVED_SEARCH_NAME_MAX) return name;
  const cut = name.slice(0, SAVED_SEARCH_NAME_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : cut.length).replace(/[ ,]+$/, '')}…`;
}

export function savedSearchName(filters: CarFilters): string {
  if (filters.search) return fitted(`Cars matching “${filters.search}”`);
  const subject = [
    filters.color.join('/'),
    either(filters.car_brand),
    filters.fuel_type.map((fuel) => fuel.toLowerCase()).join('/'),
    filters.car_type.length ? either(filters.car_type.map((type) => `${type}s`)) : 'cars',
  ]
    .filter(Boolean)
    .join(' ');
  const min = filters.min_price;
  // The slider's top means no upper bound.
  const maxPrice = filters.max_price < PRICE_SLIDER_MAX ? filters.max_price : null;
  const price =
    min !== null && maxPrice !== null
      ? ` from ${rupees(min)} to ${rupees(maxPrice)}`
      : maxPrice !== null
        ? ` under ${rupees(maxPrice)}`
        : min !== null
          ? ` over ${rupees(min)}`
          : '';
  const more = [
    filters.year !== null && `from ${filters.year}`,
    filters.kilometers !== null && `under ${formatIndianNumber(filters.kilometers)} km`,
    filters.transmission.length > 0 && filters.transmission.join('/').toLowerCase(),
    filters.deal.length > 0 && `${either(filters.deal)} deals`,
    filters.inspected && 'inspected',
  ].filter(Boolean);
  const name = `${subject}${price}${filters.location ? ` in ${filters.location}` : ''}${more.length ? `, ${more.join(', ')}` : ''}`;
  return fitted(name.charAt(0).toUpperCase() + name.slice(1));
}
