// A signed-in buyer's part of the buying panel: 'Make an Offer' and its dialog, or, once the
// buyer negotiates on this car, where it stands. Loaded for buyers only: a guest's car page ships none
// of it (the first-route budget, decision 009).
import { Button } from '@mui/material';
import { lazy, useState } from 'react';
import { OpenedOnce } from '../../../components/lazy-overlay';
import type { OfferResult } from '../../../components/offers/offer-result-dialog';
import { lazyComponent } from '../../../lib/lazy-component';
import { useOffers } from '../../../lib/offers/get-offers';

const NegotiationStatus = lazyComponent(() => import('./negotiation-status').then((m) => m.NegotiationStatus));
const MakeOfferDialog = lazy(() => import('../../../components/offers/make-offer-dialog').then((m) => ({ default: m.MakeOfferDialog })));
const OfferResultDialog = lazy(() =>
  import('../../../components/offers/offer-result-dialog').then((m) => ({ default: m.OfferResultDialog })),
);

function useOfferOn(carId: number) {
  const offers = useOffers({ live: true });
  return { loaded: offers.isSuccess, offer: offers.data?.find((offer) => offer.offers_car_id === carId) ?? null };
}

interface BuyerOfferButtonProps {
  car: { id: number; title: string; listingPrice: number };
  /** Asked for (also as a guest, before signing in): the dialog opens once the buyer's offers are known. */
  wantsToOffer: boolean;
  onWantsToOffer: (wants: boolean) => void;
}

export function BuyerOfferButton({ car, wantsToOffer, onWantsToOffer }: BuyerOfferButtonProps) {
  const { loaded, offer } = useOfferOn(car.id);
  const [result, setResult] = useState<OfferResult | null>(null);
  // A buyer already negotiating on this car (found once signed in) sees where it stands instead.
  const dialogOpen = wantsToOffer && loaded && !offer;
  return (
    <>
      {!offer && (
        <Button variant="outlined" size="large" fullWidth onClick={() => onWantsToOffer(true)}>
          Make an Offer
        </Button>
      )}
      <OpenedOnce open={dialogOpen}>
        <MakeOfferDialog car={car} open={dialogOpen} onClose={() => onWantsToOffer(false)} onResult={setResult} />
      </OpenedOnce>
      <OpenedOnce open={result !== null}>
        <OfferResultDialog result={result} onClose={() => setResult(null)} />
      </OpenedOnce>
    </>
  );
}

export function BuyerNegotiation({ carId }: { carId: number }) {
  const { offer } = useOfferOn(carId);
  return offer ? <NegotiationStatus offer={offer} /> : null;
}
