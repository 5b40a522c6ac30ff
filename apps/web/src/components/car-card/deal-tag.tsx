// One deal label as a tag (the car page's price check, the similar cars); the card's whole deal line is in
// deal-tags.tsx, which the car page need not load. Each label has a quiet tint whose colour only repeats what
// its words say.
import { alpha, darken, type CSSObject, type Theme } from '@mui/material/styles';
import { Tag } from '../tag';
import { DEAL_TEXT, type DealLabel } from './deal';

/** Tints of the theme's own status colours, the text darkened to keep 4.5:1 on them. */
export function dealTone(label: DealLabel, theme: Theme): CSSObject {
  switch (label) {
    case 'great':
      return { backgroundColor: alpha(theme.palette.success.main, 0.16), color: theme.palette.success.dark };
    case 'good':
      return { backgroundColor: alpha(theme.palette.success.main, 0.07), color: theme.palette.success.dark };
    case 'fair':
      return { backgroundColor: theme.palette.navy.fill, color: theme.palette.text.primary };
    case 'high':
      return { backgroundColor: alpha(theme.palette.warning.main, 0.14), color: darken(theme.palette.warning.dark, 0.35) };
  }
}

/** On a dark surface (the featured car) every tag is a white pill, its words in the label's colour. */
export const onDark = (theme: Theme): CSSObject => ({ backgroundColor: theme.palette.background.paper });

export function DealTag({ label, onDark: dark = false }: { label: DealLabel; onDark?: boolean }) {
  return <Tag sx={(theme) => ({ ...dealTone(label, theme), ...(dark && onDark(theme)) })}>{DEAL_TEXT[label]}</Tag>;
}
