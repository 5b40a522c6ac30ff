// The deal labels of a car's fair-price estimate and their words on screen.
import { dealLabels, type DealLabel, type FairPriceBasis } from '@luxe/contract/constants';

export { dealLabels as DEAL_LABELS, type DealLabel };

export const DEAL_TEXT: Record<DealLabel, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
};

/** The filter's checkbox words (Great, Good, Fair, High). */
export const DEAL_FILTER_TEXT: Record<DealLabel, string> = { great: 'Great', good: 'Good', fair: 'Fair', high: 'High' };

/** What a fair price rests on: 'Based on 12 similar cars', on its brand '… similar BMW SUVs', on its segment '… cars across brands'. */
export function basedOnText(comparables: number, basis: FairPriceBasis | null = 'model', brand = '', body = ''): string {
  const one = comparables === 1;
  const what =
    basis === 'brand' ? `${brand} ${body}${one ? '' : 's'}` : `car${one ? '' : 's'}${basis === 'segment' ? ' across brands' : ''}`;
  return `Based on ${comparables} similar ${what}`;
}

export function isDealLabel(value: string): value is DealLabel {
  return (dealLabels as readonly string[]).includes(value);
}
