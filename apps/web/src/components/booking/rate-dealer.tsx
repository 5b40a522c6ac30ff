// 'Rate DEALER' after the event (a completed test drive, a paid booking, the dealer's page), offered until
// the buyer rates: the dialog after paying comes before the drive, and 'Not now' there must not lose it.
// Once rated, the stars the buyer gave show in its place.
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { StarRating } from '../star-rating';
import { RatingDialog } from './rating-dialog';

interface RateDealerProps {
  vendor: { id: number; name: string };
  /** The stars this buyer gave the dealer; null while not rated. */
  rating: number | null;
  /** Light text on the dealer page's dark header. */
  onDark?: boolean;
}

export function RateDealer({ vendor, rating, onDark = false }: RateDealerProps) {
  const [open, setOpen] = useState(false);
  if (rating !== null)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: onDark ? 'inherit' : 'text.secondary' }}>
          Your rating
        </Typography>
        <StarRating value={rating} label={`You rated ${vendor.name} ${rating} out of 5`} />
      </Stack>
    );
  return (
    <>
      <Button
        variant="outlined"
        color={onDark ? 'inherit' : 'primary'}
        onClick={() => setOpen(true)}
        sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
      >
        Rate {vendor.name}
      </Button>
      <RatingDialog open={open} vendor={vendor} onClose={() => setOpen(false)} />
    </>
  );
}
