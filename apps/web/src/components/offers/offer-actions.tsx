// The buyer's answer to a negotiation wherever it is shown (the car page, My offers, the timeline):
// the actions the negotiation allows now, with the counter-offer and result dialogs, whose code loads when opened.
// In the navy: the page's one accent stays on its own primary action.
import { Button, Stack, type StackProps } from '@mui/material';
import type { OfferItem } from '@luxe/contract';
import { lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '../../lib/format';
import { bookAtAgreedPriceHref, canAnswer, canBook, canCounter } from '../../lib/offers/offer-rules';
import { OpenedOnce } from '../lazy-overlay';
import type { OfferResult } from './offer-result-dialog';

const CounterOfferDialog = lazy(() => import('./counter-offer-dialog').then((m) => ({ default: m.CounterOfferDialog })));
const OfferResultDialog = lazy(() => import('./offer-result-dialog').then((m) => ({ default: m.OfferResultDialog })));

interface OfferActionsProps {
  offer: OfferItem;
  direction?: StackProps['direction'];
}

/** Nothing when the buyer has nothing to do (the dealer's turn, or closed). */
export function OfferActions({ offer, direction = { xs: 'column', sm: 'row' } }: OfferActionsProps) {
  const [dialog, setDialog] = useState<'view' | 'counter' | null>(null);
  const [result, setResult] = useState<OfferResult | null>(null);
  const answerable = canAnswer(offer);
  const bookable = canBook(offer);
  return (
    <>
      {(answerable || bookable) && (
        <Stack direction={direction} spacing={1.5}>
          {answerable && canCounter(offer) && (
            <Button variant="outlined" onClick={() => setDialog('counter')}>
              Make an Offer
            </Button>
          )}
          {/* Two buttons that both 'answer' would read as one: counter ('Make an Offer'), or take or leave the dealer's price. */}
          {answerable && (
            <Button variant="contained" onClick={() => setDialog('view')}>
              Accept or decline
            </Button>
          )}
          {bookable && (
            <Button component={RouterLink} to={bookAtAgreedPriceHref(offer.offers_car_id)} variant="contained">
              Book Now{offer.agreed_price !== null ? ` at ${formatRupees(offer.agreed_price)}` : ''}
            </Button>
          )}
        </Stack>
      )}
      <OpenedOnce open={dialog !== null}>
        <CounterOfferDialog
          offer={offer}
          open={dialog !== null}
          startCountering={dialog === 'counter'}
          onClose={() => setDialog(null)}
          onResult={setResult}
        />
      </OpenedOnce>
      <OpenedOnce open={result !== null}>
        <OfferResultDialog result={result} onClose={() => setResult(null)} />
      </OpenedOnce>
    </>
  );
}
