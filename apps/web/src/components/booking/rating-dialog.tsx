// 'Rate your purchase experience' (one rating per dealer: docs/product/dealers-and-operators.md): the stars and review the
// buyer enters, sent once with rate-vendor; the server's refusal (already rated) is shown as it says it.
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Button, Stack, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { InputField } from '../input-field';
import { ModalDialog } from '../modal-dialog';
import { DialogHeading } from '../offers/dialog-parts';
import { errorMessage } from '../../lib/api-client';
import { useRateVendor } from '../../lib/booking/mutations';
import { toast } from '../../lib/toast';
import { ChoiceChips } from './choice-chips';

/** The server's limit (contract ratings.ts); importing it would bring the contract's schemas into this page. */
const REVIEW_MAX_CHARACTERS = 1000;

export const CHOOSE_STARS = 'Please choose from 1 to 5 stars';

export function RatingDialog({ open, vendor, onClose }: { open: boolean; vendor: { id: number; name: string }; onClose: () => void }) {
  const titleId = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const rate = useRateVendor();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stars === null) {
      setError(CHOOSE_STARS);
      return;
    }
    if ([...review.trim()].length > REVIEW_MAX_CHARACTERS) {
      setReviewError('Your review can be at most 1,000 characters');
      return;
    }
    rate.mutate(
      { vendor_id: vendor.id, rating: stars, ...(review.trim() ? { review: review.trim() } : {}) },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          onClose();
        },
        onError: (failure) => {
          setError(errorMessage(failure));
          toast.error(errorMessage(failure));
        },
      },
    );
  }

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} maxWidth={480} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <form onSubmit={submit} noValidate>
        <DialogHeading id={titleId} title="Rate your purchase experience" subtitle={`With ${vendor.name}`} onClose={onClose} />
        <Stack spacing={2.5}>
          <ChoiceChips
            name="rating-stars"
            legend="Your rating"
            columns={{ xs: 5, sm: 5 }}
            value={stars === null ? undefined : String(stars)}
            onChange={(value) => {
              setStars(Number(value));
              setError(null);
            }}
            error={error}
            chips={[1, 2, 3, 4, 5].map((n) => ({
              value: String(n),
              label: stars !== null && n <= stars ? <Star aria-hidden /> : <StarBorder aria-hidden />,
              note: `${n} star${n === 1 ? '' : 's'}`,
            }))}
          />
          <InputField
            label="Your review (optional)"
            multiline
            minRows={3}
            value={review}
            onChange={(event) => {
              setReview(event.target.value);
              setReviewError(null);
            }}
            error={reviewError !== null}
            helperText={reviewError ?? `Up to ${REVIEW_MAX_CHARACTERS.toLocaleString('en-IN')} characters.`}
          />
          <Typography variant="body2" color="text.secondary">
            Your rating counts once towards the dealer’s average that every buyer sees.
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={rate.isPending}>
            {rate.isPending ? 'Sending…' : 'Submit rating'}
          </Button>
        </Stack>
      </form>
    </ModalDialog>
  );
}
