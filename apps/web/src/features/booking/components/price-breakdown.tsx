// What a booking of the car costs, in three lines: the price it is booked at (the agreed price after an
// offer), the token paid now, and the balance paid at the dealer on buying.
import { Box, Typography } from '@mui/material';
import { formatIndianDateTime, formatRupees } from '../../../lib/format';

interface PriceBreakdownProps {
  price: number;
  token: number;
  /** The price was agreed in an offer: it is named so, with when it stops holding. */
  agreedUntil?: string | null;
  agreed: boolean;
}

export function PriceBreakdown({ price, token, agreed, agreedUntil }: PriceBreakdownProps) {
  const rows: [string, number, boolean][] = [
    [agreed ? 'Agreed price' : 'Price', price, false],
    ['Token now', token, true],
    ['Balance at the dealer', price - token, false],
  ];
  return (
    <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'navy.fill' }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.75, columnGap: 2 }}>
        {rows.map(([label, amount, strong]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 800 : 500 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 800 : 600, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatRupees(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      {agreed && agreedUntil && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          The agreed price holds until {formatIndianDateTime(agreedUntil)}.
        </Typography>
      )}
    </Box>
  );
}
