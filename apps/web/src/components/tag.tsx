// A small rounded label (a car's status, 'New Launched'): the look of MUI's small Chip without its
// click, delete and focus machinery, which a label does not need.
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { themeStyles } from './theme-styles';

/** The label's look, also given by the car card's own styles to its plain `span` labels. */
export const tagStyle = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  minHeight: 24,
  paddingLeft: theme.spacing(1.25),
  paddingRight: theme.spacing(1.25),
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});

const Label = styled('span')(themeStyles(tagStyle));

export function Tag({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Label sx={sx}>{children}</Label>;
}
