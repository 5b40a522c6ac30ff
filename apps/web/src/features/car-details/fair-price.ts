// The rules behind the car page's fair-price bar and price history chart, kept apart from
// their components so they can be tested: where the band and the price sit on the bar, how the price
// history maps onto the chart, and the words around them.
import type { PriceHistoryEntry } from '@luxe/contract';
import { FAIR_PRICE_MIN_COMPARABLES } from '@luxe/contract/constants';
import { formatPrice, formatRupees } from '../../lib/format';

export type PricePoint = PriceHistoryEntry;
export { basedOnText } from '../../components/car-card/deal';
export { formatIndianDate } from './indian-date';

/** The verdict and its gap in one line: '₹1.45 Lakh above the fair range', or 'Within the fair range'. */
export function verdictText(price: number, band: { low: number; high: number }): string {
  if (price > band.high) return `${formatPrice(price - band.high)} above the fair range`;
  if (price < band.low) return `${formatPrice(band.low - price)} below the fair range`;
  return 'Within the fair range';
}

export function notEnoughDataText(comparables: number): string {
  const found = comparables === 0 ? 'no similar cars' : `only ${comparables} similar ${comparables === 1 ? 'car' : 'cars'}`;
  return `Not enough data yet for a fair price: we have ${found} to compare with, and need at least ${FAIR_PRICE_MIN_COMPARABLES}.`;
}

export interface BarPositions {
  /** Percent of the bar's width, 0 at its left end. */
  low: number;
  high: number;
  value: number;
  price: number;
}

const percent = (x: number, min: number, max: number) => Math.min(100, Math.max(0, ((x - min) / (max - min)) * 100));

/**
 * The bar spans the band with room either side (a quarter of the band's width), widened to take in
 * the car's price when it lies outside the band, so every mark lands on the bar.
 */
export function barPositions(band: { low: number; high: number; value: number }, price: number): BarPositions {
  const lowest = Math.min(band.low, band.value, price);
  const highest = Math.max(band.high, band.value, price);
  const room = Math.max((band.high - band.low) / 4, highest * 0.02, 1);
  const min = lowest - room;
  const max = highest + room;
  return {
    low: percent(band.low, min, max),
    high: percent(band.high, min, max),
    value: percent(band.value, min, max),
    price: percent(price, min, max),
  };
}

/** One change on the chart, in percent of the plot: x from the left, y from the top. */
export interface ChartPoint extends PricePoint {
  x: number;
  y: number;
}

export interface PriceChart {
  points: ChartPoint[];
  /** A step line in a 0-100 by 0-100 box: each price holds until the next change, the last until now. */
  path: string;
  /** The prices at the top and the bottom of the plot. */
  top: number;
  bottom: number;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Time runs left to right from the first price to `now`; prices bottom to top with a tenth of their
 * range to spare (a single price sits in the middle, 5% either side).
 */
export function priceChart(history: readonly PricePoint[], now: Date): PriceChart | null {
  if (history.length === 0) return null;
  const times = history.map((point) => Date.parse(point.changed_at));
  const start = times[0]!;
  const end = Math.max(now.getTime(), times[times.length - 1]!, start + DAY_MS);
  const prices = history.map((point) => point.price);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const spare = highest > lowest ? (highest - lowest) / 10 : Math.max(lowest * 0.05, 1);
  const top = highest + spare;
  const bottom = Math.max(0, lowest - spare);
  const round = (n: number) => Math.round(n * 100) / 100;
  const points = history.map((point, index) => ({
    ...point,
    x: round(((times[index]! - start) / (end - start)) * 100),
    y: round(((top - point.price) / (top - bottom)) * 100),
  }));
  const steps = points.map((point, index) => (index === 0 ? `M${point.x} ${point.y}` : `H${point.x} V${point.y}`));
  return { points, path: `${steps.join(' ')} H100`, top, bottom };
}

/** What each row of the history table says beside its price. */
export function changeText(history: readonly PricePoint[], index: number): string {
  const previous = history[index - 1];
  const current = history[index];
  if (!current) return '';
  if (!previous) return 'Listed';
  const difference = current.price - previous.price;
  if (difference === 0) return 'No change';
  return `${difference < 0 ? 'Down' : 'Up'} ${formatRupees(Math.abs(difference))}`;
}
