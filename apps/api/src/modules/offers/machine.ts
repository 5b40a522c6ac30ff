// The negotiation of one buyer on one car as data (docs/product/offers.md): its states, who may move it from
// which state to which, what each move records, and the bid rules. Pure: the offers service reads a
// negotiation, asks decide(), and applies the answer with one conditional write on `from` and the newest entry,
// so that of two moves at the same moment one wins and the other is a 409.
import {
  AGREED_PRICE_HOLD_DAYS,
  MAX_BUYER_BIDS,
  OFFER_EXPIRY_HOURS,
  offerMessages,
  offerState,
  type OfferCloseReason,
  type OfferStatus,
} from '@luxe/contract';
import { inr } from '../../lib/money';

export type Side = 'buyer' | 'dealer';
export type Actor = Side | 'system';

/** The status codes by name (the contract's table, shared with the web app). */
export const states = offerState;

/** One bid of the negotiation, as stored; the service passes them oldest first. */
export interface BidEntry {
  id: number;
  by: Side;
  amount: number;
  at: Date;
}

/** A negotiation as the service read it; `entries` is empty only before the first bid. */
export interface Negotiation {
  status: OfferStatus;
  entries: readonly BidEntry[];
  reason?: OfferCloseReason | null;
}

/** What the move needs besides the negotiation: the clock and the car's prices (auto prices are the dealer's private ones). */
export interface Context {
  now: Date;
  listingPrice: number;
  autoAcceptPrice?: number | null;
  autoDeclinePrice?: number | null;
  /** When the price was agreed: a booking that ends without a sale gives it back for what is left of its 3 days. */
  agreedAt?: Date | null;
}

export type Action =
  /** A buyer's bid: the first one, or a counter (both come through `mack-an-offer`); a dealer's counter. */
  | { actor: Side; kind: 'bid'; amount: number }
  /** `entryId`: the entry being answered (`counter_offers_id`); it must still be the newest. */
  | { actor: Side; kind: 'accept' | 'decline'; entryId?: number }
  | { actor: 'system'; kind: 'expire' | 'sold' | 'suspend' | 'pay' | 'unbook' };
export type Kind = Action['kind'];

/** What a move writes besides the new status. */
export interface Effect {
  entry?: { by: Side; amount: number };
  agreedPrice?: number;
  reason?: OfferCloseReason;
  /** The bid was settled at once by the dealer's auto-accept or auto-decline price. */
  automatic?: 'accept' | 'decline';
}

interface TransitionSpec {
  actor: Actor;
  kind: Kind;
  /** null: no negotiation yet. The service's conditional write expects exactly the status it read. */
  from: readonly (OfferStatus | null)[];
  to: readonly OfferStatus[];
  records: readonly (keyof Effect)[];
}

const {
  buyerBid,
  buyerCountered,
  dealerCountered,
  dealerFinalCounter,
  buyerDeclined,
  dealerDeclined,
  buyerAccepted,
  dealerAccepted,
  bookingStarted,
} = states;

export const transitions = {
  firstBid: {
    actor: 'buyer',
    kind: 'bid',
    from: [null],
    to: [buyerBid, dealerAccepted, dealerDeclined],
    records: ['entry', 'agreedPrice', 'automatic'],
  },
  buyerCounter: {
    actor: 'buyer',
    kind: 'bid',
    from: [dealerCountered],
    to: [buyerCountered, dealerAccepted, dealerDeclined],
    records: ['entry', 'agreedPrice', 'automatic'],
  },
  dealerCounter: {
    actor: 'dealer',
    kind: 'bid',
    from: [buyerBid, buyerCountered],
    to: [dealerCountered, dealerFinalCounter],
    records: ['entry'],
  },
  buyerAccept: {
    actor: 'buyer',
    kind: 'accept',
    from: [dealerCountered, dealerFinalCounter],
    to: [buyerAccepted],
    records: ['agreedPrice'],
  },
  buyerDecline: { actor: 'buyer', kind: 'decline', from: [dealerCountered, dealerFinalCounter], to: [buyerDeclined], records: [] },
  dealerAccept: { actor: 'dealer', kind: 'accept', from: [buyerBid, buyerCountered], to: [dealerAccepted], records: ['agreedPrice'] },
  dealerDecline: { actor: 'dealer', kind: 'decline', from: [buyerBid, buyerCountered], to: [dealerDeclined], records: [] },
  expireAwaitingDealer: { actor: 'system', kind: 'expire', from: [buyerBid, buyerCountered], to: [dealerDeclined], records: ['reason'] },
  expireAwaitingBuyer: {
    actor: 'system',
    kind: 'expire',
    from: [dealerCountered, dealerFinalCounter],
    to: [buyerDeclined],
    records: ['reason'],
  },
  // A car sold to someone else (or taken off) closes every negotiation that is not final, agreed ones too.
  sold: {
    actor: 'system',
    kind: 'sold',
    from: [buyerBid, buyerCountered, dealerCountered, dealerFinalCounter, buyerAccepted, dealerAccepted],
    to: [dealerDeclined],
    records: ['reason'],
  },
  // An operator suspended the dealer: every negotiation not final closes, a started booking's too (the
  // suspension has cancelled and refunded that booking first).
  dealerSuspended: {
    actor: 'system',
    kind: 'suspend',
    from: [buyerBid, buyerCountered, dealerCountered, dealerFinalCounter, buyerAccepted, dealerAccepted, bookingStarted],
    to: [dealerDeclined],
    records: ['reason'],
  },
  pay: { actor: 'system', kind: 'pay', from: [buyerAccepted, dealerAccepted], to: [bookingStarted], records: [] },
  // The booking at the agreed price ended without a sale (cancelled by either side, or its reservation ran
  // out): the agreement stands again while its 3 days last, and closes as expired after them.
  bookingEnded: {
    actor: 'system',
    kind: 'unbook',
    from: [bookingStarted],
    to: [buyerAccepted, dealerAccepted, dealerDeclined],
    records: ['reason'],
  },
} as const satisfies Record<string, TransitionSpec>;
export type TransitionName = keyof typeof transitions;

export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; field?: string };
export type Decision = { ok: true; transition: TransitionName; from: OfferStatus | null; to: OfferStatus; record: Effect } | Refusal;

export const refusals = {
  notFound: 'Offer not found',
  waitForDealer: "Your offer is with the dealer. Please wait for the dealer's answer.",
  waitForBuyer: "Your counter offer is with the buyer. Please wait for the buyer's answer.",
  noBidsLeft: "You have no offers left on this car. Please accept or decline the dealer's counter offer.",
  agreed: 'The price of this car is already agreed: there is nothing left to negotiate.',
  expired: `This offer has expired: it was not answered within ${OFFER_EXPIRY_HOURS} hours.`,
  notExpiredYet: 'This offer has not expired yet.',
  nothingToExpire: 'Only an offer awaiting an answer can expire.',
  nothingAgreed: 'No price is agreed on this offer yet.',
  stale: 'This counter offer is no longer the latest. Please answer the newest one.',
  sold: 'This car is no longer available. The negotiation is closed.',
  dealerSuspended: 'This dealer no longer sells on Luxe Wheels. The negotiation is closed.',
  buyerDeclined: 'The buyer declined this offer. The negotiation is closed.',
  dealerDeclined: 'The dealer declined this offer. The negotiation is closed.',
  paid: 'The token is paid: the booking of this car has started.',
} as const;

const HOUR_MS = 3_600_000;

/** Offers left = ceil(3 - entries of both sides / 2), never below 0: the buyer bids at most 3 times. */
export function offersLeft(entries: number): number {
  return Math.max(0, Math.ceil(MAX_BUYER_BIDS - entries / 2));
}

/** 5, 6 and 9 are final for both people (the system still moves 9 when its booking ends or the dealer is suspended). */
export function isFinal(status: OfferStatus): boolean {
  return status === buyerDeclined || status === dealerDeclined || status === bookingStarted;
}

export function isOpen(status: OfferStatus): boolean {
  return !isFinal(status);
}

/** 7 and 8 hold the agreed price for the booking. */
export function isAgreed(status: OfferStatus): boolean {
  return status === buyerAccepted || status === dealerAccepted;
}

/** Whose answer the negotiation waits for, or null when nobody's. */
export function awaiting(status: OfferStatus): Side | null {
  if (status === buyerBid || status === buyerCountered) return 'dealer';
  if (status === dealerCountered || status === dealerFinalCounter) return 'buyer';
  return null;
}

/** A bid unanswered for 48 hours expires, so no negotiation waits for ever. */
export function expiresAt(lastEntryAt: Date): Date {
  return new Date(lastEntryAt.getTime() + OFFER_EXPIRY_HOURS * HOUR_MS);
}

/** An agreed price holds 3 days from the moment it was agreed. */
export function agreedUntil(agreedAt: Date): Date {
  return new Date(agreedAt.getTime() + AGREED_PRICE_HOLD_DAYS * 24 * HOUR_MS);
}

/** When the open bid expires, or null when no bid awaits an answer. */
export function openBidExpiresAt(offer: Negotiation): Date | null {
  const last = offer.entries.at(-1);
  return last && awaiting(offer.status) ? expiresAt(last.at) : null;
}

/** True once the open bid has gone unanswered for 48 hours: the reads then apply `expire` (no job needs to run). */
export function isExpired(offer: Negotiation, now: Date): boolean {
  const until = openBidExpiresAt(offer);
  return until !== null && now.getTime() >= until.getTime();
}

/**
 * Still under way at `now` (what earns a buyer free test drives with the dealer): a bid awaiting an answer
 * within its 48 hours, a price agreed within its 3 days, or a booking started on a car not yet sold.
 */
export function isUnderWay(offer: Negotiation & { agreedAt: Date | null }, carSold: boolean, now: Date): boolean {
  if (awaiting(offer.status)) return !isExpired(offer, now);
  if (isAgreed(offer.status)) return offer.agreedAt !== null && agreedUntil(offer.agreedAt).getTime() > now.getTime();
  return offer.status === bookingStarted && !carSold;
}

/** How many bids the buyer has placed. */
export function buyerBids(entries: readonly BidEntry[]): number {
  return entries.filter((e) => e.by === 'buyer').length;
}

type Outcome = { to: OfferStatus; record: Effect } | Refusal;

const conflict = (message: string): Refusal => ({ ok: false, status: 409, message });
const badAmount = (message: string, by: Side): Refusal => ({
  ok: false,
  status: 400,
  message,
  field: by === 'buyer' ? 'bid_amount' : 'amount',
});

/** A number, above 0, in whole rupees. The same texts for both sides' forms. */
function amountError(amount: number, by: Side): Refusal | null {
  if (!Number.isFinite(amount)) return badAmount(offerMessages.priceNotNumber, by);
  if (amount <= 0) return badAmount(offerMessages.amountNotPositive, by);
  if (!Number.isInteger(amount)) return badAmount(offerMessages.amountNotWhole, by);
  return null;
}

const lastBy = (entries: readonly BidEntry[], by: Side) => entries.findLast((e) => e.by === by)?.amount;

/** The dealer's auto-accept price settles a buyer's bid at once (8), the auto-decline price too (6). */
function settle(amount: number, open: OfferStatus, ctx: Context): Outcome {
  const entry = { by: 'buyer' as const, amount };
  // NOTE: should the dealer set the two prices crossed, accepting wins: the dealer said that price is enough.
  if (ctx.autoAcceptPrice != null && amount >= ctx.autoAcceptPrice)
    return { to: dealerAccepted, record: { entry, agreedPrice: amount, automatic: 'accept' } };
  if (ctx.autoDeclinePrice != null && amount <= ctx.autoDeclinePrice)
    return { to: dealerDeclined, record: { entry, automatic: 'decline' } };
  return { to: open, record: { entry } };
}

const amountOf = (action: Action) => ('amount' in action ? action.amount : NaN);
const newest = (entries: readonly BidEntry[]) => entries.at(-1)?.amount ?? NaN;

/** The rule of each transition; decide() has already checked who and from where. */
const rules: { [N in TransitionName]: (entries: readonly BidEntry[], action: Action, ctx: Context) => Outcome } = {
  firstBid: (_entries, action, ctx) => {
    const amount = amountOf(action);
    const min = Math.ceil(ctx.listingPrice / 2);
    // A first bid is between half the listing price (anything lower is not a serious offer) and the listing price.
    return (
      amountError(amount, 'buyer') ??
      (amount < min ? badAmount(`Your offer should be at least ${inr(min)}, half the listing price.`, 'buyer') : null) ??
      (amount > ctx.listingPrice
        ? badAmount(`Your offer should not be more than the listing price of ${inr(ctx.listingPrice)}.`, 'buyer')
        : null) ??
      settle(amount, buyerBid, ctx)
    );
  },
  buyerCounter: (entries, action, ctx) => {
    const amount = amountOf(action);
    // Above the buyer's previous bid, below the dealer's last counter: a buyer never offers more than the dealer asks.
    return (
      amountError(amount, 'buyer') ??
      (amount <= (lastBy(entries, 'buyer') ?? 0) ? badAmount(offerMessages.counterNotAboveOwn, 'buyer') : null) ??
      (amount >= newest(entries) ? badAmount(offerMessages.counterNotBelowDealer, 'buyer') : null) ??
      settle(amount, buyerCountered, ctx)
    );
  },
  dealerCounter: (entries, action, ctx) => {
    const amount = amountOf(action);
    const buyerLast = newest(entries);
    const dealerLast = lastBy(entries, 'dealer');
    const ceiling =
      dealerLast === undefined
        ? amount >= ctx.listingPrice
          ? `Your counter offer should be less than the listing price of ${inr(ctx.listingPrice)}.`
          : null
        : amount >= dealerLast
          ? `Your counter offer should be less than your last counter offer of ${inr(dealerLast)}.`
          : null;
    return (
      amountError(amount, 'dealer') ??
      (amount <= buyerLast
        ? badAmount(`Your counter offer should be more than the buyer's offer of ${inr(buyerLast)}. Accept it instead.`, 'dealer')
        : null) ??
      (ceiling ? badAmount(ceiling, 'dealer') : null) ?? {
        // A counter to the buyer's last allowed bid is final (4).
        to: buyerBids(entries) >= MAX_BUYER_BIDS ? dealerFinalCounter : dealerCountered,
        record: { entry: { by: 'dealer', amount } },
      }
    );
  },
  buyerAccept: (entries) => ({ to: buyerAccepted, record: { agreedPrice: newest(entries) } }),
  buyerDecline: () => ({ to: buyerDeclined, record: {} }),
  dealerAccept: (entries) => ({ to: dealerAccepted, record: { agreedPrice: newest(entries) } }),
  dealerDecline: () => ({ to: dealerDeclined, record: {} }),
  expireAwaitingDealer: () => ({ to: dealerDeclined, record: { reason: 'expired' } }),
  expireAwaitingBuyer: () => ({ to: buyerDeclined, record: { reason: 'expired' } }),
  sold: () => ({ to: dealerDeclined, record: { reason: 'sold' } }),
  dealerSuspended: () => ({ to: dealerDeclined, record: { reason: 'dealer_suspended' } }),
  pay: () => ({ to: bookingStarted, record: {} }),
  bookingEnded: (entries, _action, ctx) => {
    if (!ctx.agreedAt || agreedUntil(ctx.agreedAt).getTime() <= ctx.now.getTime())
      return { to: dealerDeclined, record: { reason: 'expired' } };
    // Who accepted is whoever answered the last bid: the dealer a buyer's bid (8), the buyer a dealer's counter (7).
    return { to: entries.at(-1)?.by === 'buyer' ? dealerAccepted : buyerAccepted, record: {} };
  },
};

const names = Object.keys(transitions) as TransitionName[];

/** Why `action` cannot move `offer`: no transition of that actor and kind starts from its status. */
function refuse(offer: Negotiation | null, action: Action): Refusal {
  if (!offer) return { ok: false, status: 404, message: refusals.notFound };
  const { status } = offer;
  if (offer.reason === 'sold') return conflict(refusals.sold);
  if (offer.reason === 'dealer_suspended') return conflict(refusals.dealerSuspended);
  if (offer.reason === 'expired') return conflict(refusals.expired);
  if (status === buyerDeclined) return conflict(refusals.buyerDeclined);
  if (status === dealerDeclined) return conflict(refusals.dealerDeclined);
  if (status === bookingStarted) return conflict(refusals.paid);
  if (action.actor === 'system') return conflict(action.kind === 'pay' ? refusals.nothingAgreed : refusals.nothingToExpire);
  if (isAgreed(status)) return conflict(refusals.agreed);
  if (awaiting(status) !== action.actor) return conflict(action.actor === 'buyer' ? refusals.waitForDealer : refusals.waitForBuyer);
  // The buyer's turn, and still refused: a bid after the dealer's final counter (4).
  return conflict(refusals.noBidsLeft);
}

/**
 * The one place a negotiation moves. `offer` is null before the buyer's first bid on the car. A wrong
 * side or state answers 409, a bad amount 400 naming the field (`bid_amount` for the buyer's
 * `mack-an-offer`, `amount` for the dealer's counter), an unknown negotiation 404.
 */
export function decide(offer: Negotiation | null, action: Action, ctx: Context): Decision {
  const from = offer?.status ?? null;
  const name = names.find((n) => {
    const t: TransitionSpec = transitions[n];
    return t.actor === action.actor && t.kind === action.kind && t.from.includes(from);
  });
  if (!name) return refuse(offer, action);
  if (offer && action.actor !== 'system') {
    // A bid unanswered for 48 hours can no longer be answered, even before a read has closed it.
    if (isExpired(offer, ctx.now)) return conflict(refusals.expired);
    if ('entryId' in action && action.entryId !== undefined && action.entryId !== offer.entries.at(-1)?.id) return conflict(refusals.stale);
  }
  if (action.kind === 'expire' && offer && !isExpired(offer, ctx.now)) return conflict(refusals.notExpiredYet);
  const outcome = rules[name](offer?.entries ?? [], action, ctx);
  return 'to' in outcome ? { ok: true, transition: name, from, to: outcome.to, record: outcome.record } : outcome;
}
