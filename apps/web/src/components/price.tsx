import { Typography, type TypographyProps } from '@mui/material';
import { formatPrice } from '../lib/format';

/** A price in rupees: the accent colour, a heavier weight and tabular figures (DESIGN.md). */
export function Price({ rupees, ...props }: { rupees: number } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography
      {...props}
      sx={[
        { color: 'secondary.main', fontWeight: 800, fontVariantNumeric: 'tabular-nums' },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      {formatPrice(rupees)}
    </Typography>
  );
}
