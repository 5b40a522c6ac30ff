import { Typography, type TypographyProps } from '@mui/material';
import type { CSSObject, Theme } from '@mui/material/styles';
import { formatPrice } from '../lib/format';

/** The look of a price: the accent colour, a heavier weight and tabular figures. */
export const priceStyle = (theme: Theme): CSSObject => ({
  color: theme.palette.secondary.main,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
});

/** A price in rupees. */
export function Price({ rupees, ...props }: { rupees: number } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography {...props} sx={[priceStyle, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}>
      {formatPrice(rupees)}
    </Typography>
  );
}
