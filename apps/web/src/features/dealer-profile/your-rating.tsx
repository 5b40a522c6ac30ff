// A signed-in buyer who has paid this dealer: 'Rate DEALER' until they rate, then the stars they gave.
import { Box } from '@mui/material';
import type { Vendor } from '@luxe/contract';
import { RateDealer } from '../../components/booking/rate-dealer';
import { useYourRating } from '../../lib/booking/history';

export function YourRatingOf({ vendor }: { vendor: Vendor }) {
  const mine = useYourRating(vendor.vendor_id);
  if (!mine.data || (!mine.data.may_rate && mine.data.rating === null)) return null;
  return (
    <Box sx={{ mt: 2, color: 'primary.contrastText' }}>
      <RateDealer vendor={{ id: vendor.vendor_id, name: vendor.vendor_name }} rating={mine.data.rating} onDark />
    </Box>
  );
}
