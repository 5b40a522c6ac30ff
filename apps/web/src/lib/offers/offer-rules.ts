// What the buyer's offer screens show and check, from the negotiation as the server answers it (see docs/product/offers.md).
// The server decides; these say the same thing before a call and put the state into words.
import { OFFER_EXPIRY_HOURS, offerMessages, type OfferStatus } from '@luxe/contract/constants';
import { offerState, offerStatusLabels } from '@luxe/contract/offer-states';
import type { OfferItem } from '@luxe/contract';
import { formatIndianDateTime, formatRupees } from '../format';

/**
 * Four amounts from the listing price down, each 5% below the one before, rounded.
 * NOTE: rounded to the nearest 1,000 rupees (listing prices are): a buyer picks ₹33,01,000, not ₹33,00,894.
 */
export function suggestedOffers(listingPrice: number): number[] {
  const amounts = [listingPrice];
  while (amounts.length < 4) amounts.push(Math.round((amounts.at(-1)! * 0.95) / 1000) * 1000);
  return amounts;
}

type Parsed = { ok: true; amount: number } | { ok: false; message: string };

/** An amount as typed: digits, with Indian or Western grouping, a rupee sign or spaces allowed. */
export function parseAmount(text: string): Parsed {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return { ok: false, message: offerMessages.priceRequired };
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: offerMessages.priceNotNumber };
  const amount = Number(cleaned);
  if (amount <= 0) return { ok: false, message: offerMessages.amountNotPositive };
  if (!Number.isInteger(amount)) return { ok: false, message: offerMessages.amountNotWhole };
  return { ok: true, amount };
}

/** A first bid is at least half the listing price and at most the listing price (the server's texts). */
export function checkFirstBid(text: string, listingPrice: number): Parsed {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed;
  const min = Math.ceil(listingPrice / 2);
  if (parsed.amount < min) return { ok: false, message: `Your offer should be at least ${formatRupees(min)}, half the listing price.` };
  if (parsed.amount > listingPrice) {
    return { ok: false, message: `Your offer should not be more than the listing price of ${formatRupees(listingPrice)}.` };
  }
  return parsed;
}

/** A counter is above the buyer's last bid and below the dealer's last counter. */
export function checkCounter(text: string, buyerLastBid: number, dealerLastBid: number): Parsed {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed;
  if (parsed.amount <= buyerLastBid) return { ok: false, message: offerMessages.counterNotAboveOwn };
  if (parsed.amount >= dealerLastBid) return { ok: false, message: offerMessages.counterNotBelowDealer };
  return parsed;
}

/** The badge's words ("any other value shows Booking Started"). */
export function statusLabel(status: number): string {
  return offerStatusLabels[status as OfferStatus] ?? 'Booking Started';
}

export type StatusTone = 'waiting' | 'yourTurn' | 'agreed' | 'closed';

/** Badges in quiet colours by what the status means for the buyer. */
export function statusTone(status: OfferStatus): StatusTone {
  if (status === offerState.dealerCountered || status === offerState.dealerFinalCounter) return 'yourTurn';
  if (status === offerState.buyerAccepted || status === offerState.dealerAccepted || status === offerState.bookingStarted) return 'agreed';
  if (status === offerState.buyerDeclined || status === offerState.dealerDeclined) return 'closed';
  return 'waiting';
}

/** 'Make an Offer' (a counter) only on the dealer's counter with bids left. */
export function canCounter(offer: Pick<OfferItem, 'offers_status' | 'offers_left' | 'offers_count'>): boolean {
  return offer.offers_status === offerState.dealerCountered && offer.offers_left > 0 && offer.offers_count <= 6;
}

/** The dealer's counter waits for the buyer's answer (3, or 4: the dealer's final counter). */
export function canAnswer(offer: Pick<OfferItem, 'offers_status' | 'counter_offers_id'>): boolean {
  return (
    (offer.offers_status === offerState.dealerCountered || offer.offers_status === offerState.dealerFinalCounter) &&
    offer.counter_offers_id !== null
  );
}

/** 'Book Now' once a price is agreed (7 or 8). */
export function canBook(offer: Pick<OfferItem, 'offers_status'>): boolean {
  return offer.offers_status === offerState.buyerAccepted || offer.offers_status === offerState.dealerAccepted;
}

/** The car page's booking entry at the agreed price. */
export function bookAtAgreedPriceHref(carId: number): string {
  return `/car-details/${carId}?book=offer`;
}

/** The negotiation's own place: its timeline on the My offers tab. */
export function offerTimelineHref(offerId: number): string {
  return `/profile?tab=offers&offer=${offerId}`;
}

const offersLeftText = (left: number) => `You have ${left} offer${left === 1 ? '' : 's'} left.`;

/** Where the negotiation stands, in one or two sentences, as a person would say it. */
export function stateSentence(offer: OfferItem): string {
  const by = offer.expires_at ? formatIndianDateTime(offer.expires_at) : null;
  const agreedUntil = offer.agreed_until
    ? ` The price holds until ${formatIndianDateTime(offer.agreed_until)}: book the car to reserve it.`
    : '';
  const dealer = offer.offers_current_bid === null ? '' : formatRupees(offer.offers_current_bid);
  switch (offer.offers_status) {
    case offerState.buyerBid:
    case offerState.buyerCountered:
      return `Your ${offer.offers_status === offerState.buyerBid ? 'offer' : 'counter offer'} of ${formatRupees(offer.buyer_last_bid)} is with the dealer.${by ? ` They have until ${by} to answer.` : ''}`;
    case offerState.dealerCountered:
      return `The dealer countered at ${dealer}. ${offersLeftText(offer.offers_left)}${by ? ` Answer by ${by}.` : ''}`;
    case offerState.dealerFinalCounter:
      return `The dealer countered at ${dealer}, their final offer. You have no offers left: accept or decline it${by ? ` by ${by}` : ''}.`;
    case offerState.buyerDeclined:
      return offer.reason === 'expired'
        ? `This offer expired: the dealer’s counter was not answered within ${OFFER_EXPIRY_HOURS} hours.`
        : 'You declined the dealer’s offer. This negotiation is closed.';
    case offerState.dealerDeclined:
      if (offer.reason === 'expired' && offer.agreed_price !== null)
        return `Your booking ended without a sale after the agreed price of ${formatRupees(offer.agreed_price)} had stopped holding, so this offer closed.`;
      if (offer.reason === 'expired') return `The dealer did not answer within ${OFFER_EXPIRY_HOURS} hours, so this offer expired.`;
      if (offer.reason === 'sold') return 'This car was sold to another buyer, so this negotiation is closed.';
      if (offer.reason === 'dealer_suspended') return 'This dealer no longer sells on Luxe Wheels, so this negotiation is closed.';
      return 'The dealer declined your offer. This negotiation is closed.';
    case offerState.buyerAccepted:
      return `You accepted the dealer’s price of ${formatRupees(offer.agreed_price ?? 0)}.${agreedUntil}`;
    case offerState.dealerAccepted:
      return `The dealer accepted your offer of ${formatRupees(offer.agreed_price ?? 0)}.${agreedUntil}`;
    case offerState.bookingStarted:
      return `You paid the token at the agreed price of ${formatRupees(offer.agreed_price ?? 0)}. Your booking has started.`;
  }
}

/** The gap between a bid and the listing price, as the timeline shows it. */
export function gapToListing(amount: number, listingPrice: number): string {
  const gap = listingPrice - amount;
  if (gap <= 0) return 'the listing price';
  const percent = (gap / listingPrice) * 100;
  return `${formatRupees(gap)} (${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%) below the listing price`;
}
