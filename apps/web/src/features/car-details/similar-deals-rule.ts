// Which cars are 'Similar deals': the same body type in a price
// band around the car, of the transmission the visitor came with when given, up to 5, never the car
// itself. The band starts narrow and widens step by step only while there are too few, and stops at
// half the price either side, so a ₹39 lakh sedan is never offered a ₹1.13 crore SUV as its like.
import type { CarDetails, CarListItem } from '@luxe/contract';
import { SIMILAR_DEALS_MAX } from './car-details';

/** The band's reach either side of the car's price, tightest first. */
export const SIMILAR_PRICE_STEPS = [0.15, 0.3, 0.5] as const;

export interface PriceBand {
  min_price: number;
  max_price: number;
}

/** The car the deals are like. */
export interface SimilarTo {
  id: number;
  car_type: string;
  listing_price: number;
}

/** The car page's car as the deals are asked for it (the page and the server's prefetch ask the same). */
export function similarTo(car: Pick<CarDetails, 'id' | 'car_type_name' | 'listing_price'>): SimilarTo {
  return { id: car.id, car_type: car.car_type_name, listing_price: car.listing_price };
}

type Candidate = Pick<CarListItem, 'id' | 'car_type' | 'listing_price' | 'transmission'>;

/** Whole rupees, inclusive on both ends (min_price and max_price are inclusive bounds). */
export function priceBand(price: number, reach: number): PriceBand {
  return { min_price: Math.max(0, Math.floor(price * (1 - reach))), max_price: Math.ceil(price * (1 + reach)) };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Up to 5 of `cars` like `car` within `band`, closest in price first (ties: the list's order). */
export function pickSimilar<C extends Candidate>(cars: readonly C[], car: SimilarTo, band: PriceBand, transmission?: string): C[] {
  const seen = new Set<number>();
  return cars
    .filter((other) => {
      if (other.id === car.id || seen.has(other.id)) return false;
      seen.add(other.id);
      return (
        same(other.car_type, car.car_type) &&
        other.listing_price >= band.min_price &&
        other.listing_price <= band.max_price &&
        (!transmission || same(other.transmission, transmission))
      );
    })
    .map((other, order) => ({ other, order, gap: Math.abs(other.listing_price - car.listing_price) }))
    .sort((a, b) => a.gap - b.gap || a.order - b.order)
    .slice(0, SIMILAR_DEALS_MAX)
    .map(({ other }) => other);
}

/**
 * Asks `search` for the cars of each band in turn, tightest first, and stops at the first band that
 * yields 5. Every answer is kept, so a wider band also draws on the narrower ones' cars.
 */
export async function findSimilarDeals<C extends Candidate>(
  car: SimilarTo,
  transmission: string | undefined,
  search: (band: PriceBand) => Promise<C[]>,
): Promise<C[]> {
  const pool: C[] = [];
  let deals: C[] = [];
  for (const reach of SIMILAR_PRICE_STEPS) {
    const band = priceBand(car.listing_price, reach);
    pool.push(...(await search(band)));
    deals = pickSimilar(pool, car, band, transmission);
    if (deals.length >= SIMILAR_DEALS_MAX) break;
  }
  return deals;
}
