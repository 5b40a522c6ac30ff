// The buyer's counter-offer dialog (rules: docs/product/offers.md). View mode: the dealer's counter, the buyer's
// last offer, offers left, and Make Counter Offer (while bids are left), Decline Offer, Accept Offer.
// Counter mode: the buyer's counter with the bid rules' messages, Continue and Cancel. Accepting or declining
// closes it and the result dialog follows. Loaded when first opened.
import { offerState } from '@luxe/contract/offer-states';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { OfferItem } from '@luxe/contract';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatIndianDateTime, formatRupees } from '../../lib/format';
import { useAnswerCounterOffer } from '../../lib/offers/answer-counter-offer';
import { useMakeOffer } from '../../lib/offers/make-offer';
import { bookAtAgreedPriceHref, canCounter, checkCounter } from '../../lib/offers/offer-rules';
import { toast } from '../../lib/toast';
import { InputField } from '../input-field';
import { ModalDialog } from '../modal-dialog';
import { DialogHeading } from './dialog-parts';
import type { OfferResult } from './offer-result-dialog';

export const COUNTER_FAILED = 'Failed to submit counter offer. Please try again.';

interface CounterOfferDialogProps {
  offer: OfferItem;
  open: boolean;
  /** Opens straight in counter mode (the buyer pressed 'Make an Offer'). */
  startCountering?: boolean;
  onClose: () => void;
  onResult: (result: OfferResult) => void;
}

function Figure({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: accent ? 'secondary.main' : 'text.primary' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function CounterOfferDialog({ offer, open, startCountering = false, onClose, onResult }: CounterOfferDialogProps) {
  const titleId = useId();
  const [countering, setCountering] = useState(startCountering && canCounter(offer));
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts in the mode asked for, with an empty field.
  const [openedAs, setOpenedAs] = useState(open);
  if (open !== openedAs) {
    setOpenedAs(open);
    if (open) {
      setCountering(startCountering && canCounter(offer));
      setAmount('');
      setError(null);
    }
  }
  const counter = useMakeOffer();
  const answer = useAnswerCounterOffer();
  const dealerBid = offer.offers_current_bid ?? offer.listing_price;
  const busy = counter.isPending || answer.isPending;

  function close() {
    setCountering(false);
    setAmount('');
    setError(null);
    onClose();
  }

  function submitCounter(event: FormEvent) {
    event.preventDefault();
    const checked = checkCounter(amount, offer.buyer_last_bid, dealerBid);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    counter.mutate(
      { car_id: offer.offers_car_id, bid_amount: checked.amount },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          close();
          // The dealer's standing prices may settle a counter at once (see docs/product/offers.md).
          const settled = response.data;
          if (settled.offers_status === offerState.dealerAccepted && settled.agreed_price !== null) {
            onResult({ accepted: true, agreedPrice: settled.agreed_price, bookHref: bookAtAgreedPriceHref(settled.offers_car_id) });
          } else if (settled.offers_status === offerState.dealerDeclined) onResult({ accepted: false });
        },
        onError: (failure) => {
          const refused = failure instanceof ApiError && (failure.status === 400 || failure.status === 409);
          setError(refused ? failure.message : COUNTER_FAILED);
          toast.error(refused ? failure.message : COUNTER_FAILED);
        },
      },
    );
  }

  function respond(accepted: boolean) {
    if (offer.counter_offers_id === null) return;
    answer.mutate(
      { counter_offers_id: offer.counter_offers_id, counter_offers_stats: accepted ? 'accepted' : 'rejected' },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          close();
          onResult(
            accepted
              ? {
                  accepted: true,
                  agreedPrice: response.data.agreed_price ?? dealerBid,
                  bookHref: bookAtAgreedPriceHref(offer.offers_car_id),
                }
              : { accepted: false },
          );
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  }

  const figures = (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 2,
        m: 0,
        p: 2,
        borderRadius: 3,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Figure label="Dealer’s offer" value={formatRupees(dealerBid)} accent />
      <Figure label="Your last offer" value={formatRupees(offer.buyer_last_bid)} />
      <Figure label="Offers left" value={String(offer.offers_left)} />
    </Box>
  );

  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} maxWidth={540} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <DialogHeading
        id={titleId}
        title={countering ? 'Make a counter offer' : 'Counter offer'}
        subtitle={`${offer.cars_name} · listed at ${formatRupees(offer.listing_price)}`}
        onClose={close}
      />
      {figures}
      {offer.expires_at && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Answer by {formatIndianDateTime(offer.expires_at)}, or the dealer’s offer lapses.
          {offer.offers_status === offerState.dealerFinalCounter && ' This is the dealer’s final offer: you have no offers left.'}
        </Typography>
      )}
      {countering ? (
        <form onSubmit={submitCounter} noValidate>
          <InputField
            label="Your counter offer (₹)"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? `More than ${formatRupees(offer.buyer_last_bid)} and less than ${formatRupees(dealerBid)}.`}
            sx={{ mt: 2.5 }}
          />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              onClick={() => {
                setCountering(false);
                setError(null);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="secondary" disabled={busy}>
              {counter.isPending ? 'Sending…' : 'Continue'}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          {canCounter(offer) && (
            <Button variant="outlined" onClick={() => setCountering(true)} disabled={busy}>
              Make Counter Offer
            </Button>
          )}
          <Button variant="outlined" onClick={() => respond(false)} disabled={busy}>
            Decline Offer
          </Button>
          <Button variant="contained" color="secondary" onClick={() => respond(true)} disabled={busy}>
            Accept Offer
          </Button>
        </Stack>
      )}
    </ModalDialog>
  );
}
