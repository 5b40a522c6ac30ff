// The result dialog after the buyer accepts or declines, or after an offer
// the dealer's standing prices settled at once (see docs/product/offers.md).
import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '../../lib/format';
import { ModalDialog } from '../modal-dialog';
import { DialogHeading } from './dialog-parts';

export type OfferResult = { accepted: true; agreedPrice: number; bookHref: string } | { accepted: false };

export const RESULT_TEXTS = {
  accepted: { title: 'Offer Accepted', text: 'Congratulations.. Your offer has been accepted...' },
  declined: { title: 'Offer Declined', text: 'Unfortunately, your offer could not be accepted...' },
} as const;

export function OfferResultDialog({ result, onClose }: { result: OfferResult | null; onClose: () => void }) {
  const titleId = useId();
  const texts = result?.accepted ? RESULT_TEXTS.accepted : RESULT_TEXTS.declined;
  return (
    <ModalDialog open={result !== null} onClose={onClose} labelledBy={titleId} maxWidth={440} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <DialogHeading id={titleId} title={texts.title} onClose={onClose} />
      <Typography>{texts.text}</Typography>
      {result?.accepted && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          The agreed price of {formatRupees(result.agreedPrice)} holds for 3 days. Book the car to reserve it.
        </Typography>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onClose}>
          Close
        </Button>
        {result?.accepted && (
          <Button component={RouterLink} to={result.bookHref} variant="contained" color="secondary">
            Book Now
          </Button>
        )}
      </Stack>
    </ModalDialog>
  );
}
