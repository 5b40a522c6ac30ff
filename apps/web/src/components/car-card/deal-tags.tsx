// The card's fair-price line: the deal label, 'Price dropped' with the old price struck through while the
// server says the drop is recent (7 days), what a band resting on less than the car's model rests on, and
// the score of the dealer's inspection report. A car with none of these shows nothing.
import { styled, type CSSObject } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { CarListItem } from '@luxe/contract';
import { formatPrice } from '../../lib/format';
import { tagStyle } from '../tag';
import { basedOnText, DEAL_LABELS, DEAL_TEXT } from './deal';
import { dealTone, onDark } from './deal-tag';
import { themeStyles } from '../theme-styles';

export type DealFacts = Pick<CarListItem, 'fair_price' | 'price_drop' | 'car_brand' | 'car_type' | 'inspection_score'>;

// One styled line with plain labels inside, each toned by its class: a list renders many of these.
const Line = styled('div')(
  themeStyles((theme) => ({
    display: 'flex',
    flexDirection: 'row',
    marginTop: theme.spacing(1),
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(1),
    rowGap: theme.spacing(0.75),
    '& > span': tagStyle(theme),
    ...Object.fromEntries(DEAL_LABELS.map((label) => [`& > .deal-${label}`, dealTone(label, theme)])),
    '& > .deal-drop, & > .deal-inspected': { backgroundColor: theme.palette.navy.fill, color: theme.palette.text.primary },
    '& s': { fontWeight: 600, color: theme.palette.text.secondary },
    '& .deal-hidden': visuallyHidden as CSSObject,
    '& > small': { ...theme.typography.caption, color: theme.palette.text.secondary },
    '&.deal-on-dark > span': onDark(theme),
    '&.deal-on-dark > small': { color: 'rgba(255,255,255,0.85)' },
  })),
);

export function DealTags({ car, onDark: dark = false }: { car: DealFacts; onDark?: boolean }) {
  const label = car.fair_price?.label ?? null;
  const basis = car.fair_price?.basis;
  const drop = car.price_drop;
  const score = car.inspection_score;
  if (!label && !drop && score === null) return null;
  return (
    <Line className={dark ? 'deal-on-dark' : undefined}>
      {label && <span className={`deal-${label}`}>{DEAL_TEXT[label]}</span>}
      {drop && (
        <span className="deal-drop">
          Price dropped
          <s>
            {/* Read aloud, not shown: a screen reader does not announce strike-through. */}
            <span className="deal-hidden">{' from '}</span>
            {formatPrice(drop.previous_price)}
          </s>
        </span>
      )}
      {score !== null && <span className="deal-inspected">Inspected · {score}</span>}
      {/* Said only when the band rests on less than the car's own model. */}
      {label && basis && basis !== 'model' && <small>{basedOnText(car.fair_price!.comparables, basis, car.car_brand, car.car_type)}</small>}
    </Line>
  );
}
