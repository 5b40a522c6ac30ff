// The deal labels of a car's fair-price estimate and their words on screen.
import { dealLabels, type DealLabel } from '@luxe/contract/constants';

export { dealLabels as DEAL_LABELS, type DealLabel };

export const DEAL_TEXT: Record<DealLabel, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
};

/** The filter's checkbox words (Great, Good, Fair, High). */
export const DEAL_FILTER_TEXT: Record<DealLabel, string> = { great: 'Great', good: 'Good', fair: 'Fair', high: 'High' };

export function isDealLabel(value: string): value is DealLabel {
  return (dealLabels as readonly string[]).includes(value);
}
