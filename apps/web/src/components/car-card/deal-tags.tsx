// The card's fair-price line (issue 26): the deal label, and 'Price dropped' with the old price struck
// through while the server says the drop is recent (7 days). A car without an estimate shows nothing.
// Each label has a quiet tint whose colour only repeats what its words say.
import { Box, Stack } from '@mui/material';
import { alpha, darken, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { CarListItem } from '@luxe/contract';
import { formatPrice } from '../../lib/format';
import { Tag } from '../tag';
import { DEAL_TEXT, type DealLabel } from './deal';

/** Tints of the theme's own status colours, the text darkened to keep 4.5:1 on them. */
function dealTone(label: DealLabel) {
  switch (label) {
    case 'great':
      return { bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.16), color: 'success.dark' };
    case 'good':
      return { bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.07), color: 'success.dark' };
    case 'fair':
      return { bgcolor: 'navy.fill', color: 'text.primary' };
    case 'high':
      return {
        bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.14),
        color: (theme: Theme) => darken(theme.palette.warning.dark, 0.35),
      };
  }
}

/** On a dark surface (the featured car) every tag is a white pill, its words in the label's colour. */
const ON_DARK = { bgcolor: 'background.paper' } as const;

export function DealTag({ label, onDark = false }: { label: DealLabel; onDark?: boolean }) {
  return <Tag sx={[dealTone(label), onDark && ON_DARK]}>{DEAL_TEXT[label]}</Tag>;
}

export type DealFacts = Pick<CarListItem, 'fair_price' | 'price_drop'>;

export function DealTags({ car, onDark = false }: { car: DealFacts; onDark?: boolean }) {
  const label = car.fair_price?.label ?? null;
  const drop = car.price_drop;
  if (!label && !drop) return null;
  return (
    <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.75 }}>
      {label && <DealTag label={label} onDark={onDark} />}
      {drop && (
        <Tag sx={[{ bgcolor: 'navy.fill', color: 'text.primary' }, onDark && ON_DARK]}>
          Price dropped
          <Box component="s" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {/* Read aloud, not shown: a screen reader does not announce strike-through. */}
            <Box component="span" sx={visuallyHidden}>
              {' from '}
            </Box>
            {formatPrice(drop.previous_price)}
          </Box>
        </Tag>
      )}
    </Stack>
  );
}
