// The 'Make an offer' dialog: four suggested amounts, a field of the buyer's own with the bid rules'
// messages (docs/product/offers.md), and Continue, which sends mack-an-offer. Loaded when first opened.
import { MAX_BUYER_BIDS, OFFER_EXPIRY_HOURS } from '@luxe/contract/constants';
import { offerState } from '@luxe/contract/offer-states';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatIndianNumber, formatRupees } from '../../lib/format';
import { useMakeOffer } from '../../lib/offers/make-offer';
import { bookAtAgreedPriceHref, checkFirstBid, suggestedOffers } from '../../lib/offers/offer-rules';
import { toast } from '../../lib/toast';
import { InputField } from '../input-field';
import { ModalDialog } from '../modal-dialog';
import { DialogHeading } from './dialog-parts';
import type { OfferResult } from './offer-result-dialog';

interface MakeOfferDialogProps {
  car: { id: number; title: string; listingPrice: number };
  open: boolean;
  onClose: () => void;
  /** The dealer's standing prices settled the offer at once (see docs/product/offers.md): accepted or declined. */
  onResult: (result: OfferResult) => void;
}

const noteFor = (value: number, listingPrice: number) =>
  value === listingPrice ? 'Listing price' : `${Math.round((1 - value / listingPrice) * 100)}% below`;

export function MakeOfferDialog({ car, open, onClose, onResult }: MakeOfferDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const suggestions = suggestedOffers(car.listingPrice);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const makeOffer = useMakeOffer();

  function close() {
    setAmount('');
    setError(null);
    makeOffer.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkFirstBid(amount, car.listingPrice);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    makeOffer.mutate(
      { car_id: car.id, bid_amount: checked.amount },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          close();
          const offer = response.data;
          if (offer.offers_status === offerState.dealerAccepted && offer.agreed_price !== null) {
            onResult({ accepted: true, agreedPrice: offer.agreed_price, bookHref: bookAtAgreedPriceHref(offer.offers_car_id) });
          } else if (offer.offers_status === offerState.dealerDeclined) onResult({ accepted: false });
        },
        onError: (failure) => {
          // The server's message in a toast; a refused amount also under the field.
          if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
          toast.error(errorMessage(failure));
        },
      },
    );
  }

  const chosen = suggestions.find((value) => formatIndianNumber(value) === amount.trim());

  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} maxWidth={520} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <form onSubmit={submit} noValidate>
        <DialogHeading
          id={titleId}
          title="Make an offer"
          subtitle={
            <>
              {car.title} · listed at {formatRupees(car.listingPrice)}
            </>
          }
          onClose={close}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
            Suggested offers
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
            {suggestions.map((value) => {
              const selected = chosen === value;
              return (
                <Box
                  component="label"
                  key={value}
                  sx={{
                    position: 'relative',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 0.25,
                    minHeight: 64,
                    px: 1.5,
                    py: 1.25,
                    borderRadius: 2,
                    border: 1,
                    borderColor: selected ? 'primary.main' : 'navy.outline',
                    boxShadow: selected ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
                    bgcolor: selected ? 'navy.fill' : 'background.paper',
                    cursor: 'pointer',
                    transition: 'border-color 150ms, background-color 150ms',
                    '&:hover': { borderColor: 'primary.main' },
                    '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  <Box
                    component="input"
                    type="radio"
                    name="suggested-offer"
                    value={value}
                    checked={selected}
                    onChange={() => {
                      setAmount(formatIndianNumber(value));
                      setError(null);
                    }}
                    sx={{ position: 'absolute', opacity: 0, width: 1, height: 1, m: 0 }}
                  />
                  <Typography component="span" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
                    {formatRupees(value)}
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary">
                    {noteFor(value, car.listingPrice)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
        <InputField
          id={fieldId}
          label="Your offer (₹)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 35,00,000"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={
            error ?? `Between ${formatRupees(Math.ceil(car.listingPrice / 2))} and ${formatRupees(car.listingPrice)}, in whole rupees.`
          }
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          The dealer has {OFFER_EXPIRY_HOURS} hours to accept, decline or counter. You can make up to {MAX_BUYER_BIDS} offers on this car.
        </Typography>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={makeOffer.isPending}>
            {makeOffer.isPending ? 'Sending…' : 'Continue'}
          </Button>
        </Stack>
      </form>
    </ModalDialog>
  );
}
