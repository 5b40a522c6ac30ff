// The negotiation, both sides (docs/product/offers.md): every move goes through decide() (machine.ts) and
// is written with one conditional write, with the other side's notification in the same transaction.
import {
  OFFER_EXPIRY_HOURS,
  type CounterOfferEntry,
  type OfferItem,
  type VendorAutoPrices,
  type VendorAutoPricesBody,
  type VendorOffer,
} from '@luxe/contract';
import { isUniqueViolation, type Db, type Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { inr } from '../../lib/money';
import { indianDateTime } from '../../lib/time';
import { notify } from '../notifications';
import {
  agreedUntil,
  awaiting,
  decide,
  isAgreed,
  isUnderWay,
  offersLeft,
  openBidExpiresAt,
  states,
  type Action,
  type Decision,
  type Negotiation,
} from './machine';
import {
  insertEntry,
  insertOffer,
  markOpened,
  moveOffer,
  selectCarForOffer,
  selectOffer,
  selectOfferIdOfEntry,
  selectOfferOfBuyerOnCar,
  selectOffersOfBuyer,
  selectOffersOfDealer,
  selectOffersToClose,
  selectReplyHours,
  upsertAutoPrices,
  type DealerView,
  type OfferRow,
} from './queries';

const CHANGED = 'This offer changed while you were answering it. Please look at it again.';
const HOUR_MS = 3600_000;

type Accepted = Extract<Decision, { ok: true }>;

function negotiationOf(offer: OfferRow): Negotiation {
  return { status: offer.status, entries: offer.entries, reason: offer.reason };
}

function refuseUnless(decision: Decision): asserts decision is Accepted {
  if (!decision.ok) throw new HttpError(decision.status, decision.message, decision.field);
}

/** Writes an accepted decision on `offer`, if the negotiation is still as read; else a 409 (the other move won). */
async function writeMove(deps: AppDeps, offer: OfferRow, action: Action, decision: Accepted): Promise<void> {
  const now = deps.clock.now();
  const { record } = decision;
  await deps.database.db.transaction(async (tx) => {
    const moved = await moveOffer(
      tx,
      offer.id,
      { status: offer.status, version: offer.version },
      {
        status: decision.to,
        reason: record.reason,
        agreedPrice: record.agreedPrice,
        agreedAt: record.agreedPrice !== undefined ? now : undefined,
        firstAnsweredAt: action.actor === 'dealer' ? now : undefined,
        now,
      },
    );
    if (!moved) throw conflict(CHANGED);
    if (record.entry) await insertEntry(tx, offer.id, record.entry.by, record.entry.amount, now);
    await tellOtherSide(tx, subjectOf(offer), decision, now, offer);
  });
}

/** What a notification names: the negotiation, its people and car, and how many bids it held before the move. */
interface Subject {
  id: number;
  carId: number;
  buyerId: number;
  vendorId: number;
  carName: string;
  listingPrice: number;
  entries: number;
  /** The last bid or counter before this move: what a decline, an expiry or a closing is about. */
  lastAmount: number | null;
}

const subjectOf = (offer: OfferRow): Subject => ({
  id: offer.id,
  carId: offer.carId,
  buyerId: offer.buyerId,
  vendorId: offer.vendorId,
  carName: offer.car.name,
  listingPrice: offer.car.listingPrice,
  entries: offer.entries.length,
  lastAmount: offer.entries.at(-1)?.amount ?? null,
});

/**
 * The notification of a move for whoever it concerns. `earlier`: the price agreed before this move and
 * when (for a booking that ended).
 */
async function tellOtherSide(tx: Tx, offer: Subject, decision: Accepted, now: Date, earlier?: Pick<OfferRow, 'agreedPrice' | 'agreedAt'>) {
  const car = offer.carName;
  const about = { offerId: offer.id, carId: offer.carId, now };
  const buyer = { kind: 'buyer' as const, id: offer.buyerId };
  const dealer = { kind: 'vendor' as const, id: offer.vendorId };
  const amount = decision.record.entry?.amount;
  const answerBy = indianDateTime(new Date(now.getTime() + OFFER_EXPIRY_HOURS * HOUR_MS));
  const agreed = decision.record.agreedPrice;
  const last = offer.lastAmount === null ? '' : ` of ${inr(offer.lastAmount)}`;
  switch (decision.transition) {
    case 'firstBid':
    case 'buyerCounter':
      if (decision.record.automatic === 'accept') {
        await notify(tx, {
          to: buyer,
          kind: 'offer_accepted',
          title: 'Offer accepted',
          body: `Your offer of ${inr(agreed!)} for the ${car} is accepted. The price holds for 3 days: book the car to reserve it.`,
          ...about,
        });
        await notify(tx, {
          to: dealer,
          kind: 'offer_accepted',
          title: 'Offer accepted automatically',
          body: `A buyer's offer of ${inr(agreed!)} for your ${car} met your auto-accept price.`,
          ...about,
        });
      } else if (decision.record.automatic === 'decline') {
        await notify(tx, {
          to: buyer,
          kind: 'offer_declined',
          title: 'Offer declined',
          body: `Your offer of ${inr(amount!)} for the ${car} could not be accepted.`,
          ...about,
        });
      } else {
        const first = decision.transition === 'firstBid';
        await notify(tx, {
          to: dealer,
          kind: first ? 'offer_received' : 'offer_countered',
          title: first ? 'New offer' : 'The buyer countered',
          body: `${first ? 'A buyer offered' : 'The buyer countered at'} ${inr(amount!)} for your ${car} (listed at ${inr(offer.listingPrice)}). Answer by ${answerBy}.`,
          ...about,
        });
      }
      return;
    case 'dealerCounter': {
      const left = offersLeft(offer.entries + 1);
      const final = decision.to === states.dealerFinalCounter;
      await notify(tx, {
        to: buyer,
        kind: 'offer_countered',
        title: 'The dealer countered',
        body: `The dealer countered at ${inr(amount!)} for the ${car}. ${final ? 'This is the final offer: accept or decline it' : `You have ${left} offer${left === 1 ? '' : 's'} left. Answer`} by ${answerBy}.`,
        ...about,
      });
      return;
    }
    case 'buyerAccept':
      await notify(tx, {
        to: dealer,
        kind: 'offer_accepted',
        title: 'Counter offer accepted',
        body: `The buyer accepted ${inr(agreed!)} for your ${car}. The price holds for 3 days for the booking.`,
        ...about,
      });
      return;
    case 'dealerAccept':
      await notify(tx, {
        to: buyer,
        kind: 'offer_accepted',
        title: 'Offer accepted',
        body: `Congratulations.. Your offer of ${inr(agreed!)} for the ${car} has been accepted. The price holds for 3 days: book the car to reserve it.`,
        ...about,
      });
      return;
    case 'buyerDecline':
      await notify(tx, {
        to: dealer,
        kind: 'offer_declined',
        title: 'Counter offer declined',
        body: `The buyer declined your counter offer${last} for your ${car}.`,
        ...about,
      });
      return;
    case 'dealerDecline':
      await notify(tx, {
        to: buyer,
        kind: 'offer_declined',
        title: 'Offer declined',
        body: `Unfortunately, your offer${last} for the ${car} could not be accepted.`,
        ...about,
      });
      return;
    case 'expireAwaitingDealer':
    case 'expireAwaitingBuyer': {
      const late = decision.transition === 'expireAwaitingDealer' ? 'the dealer' : 'you';
      await notify(tx, {
        to: buyer,
        kind: 'offer_expired',
        title: 'Offer expired',
        body: `The offer${last} for the ${car} expired: ${late} did not answer within ${OFFER_EXPIRY_HOURS} hours.`,
        ...about,
      });
      await notify(tx, {
        to: dealer,
        kind: 'offer_expired',
        title: 'Offer expired',
        body: `The offer${last} for your ${car} expired unanswered.`,
        ...about,
      });
      return;
    }
    case 'sold':
      await notify(tx, {
        to: buyer,
        kind: 'offer_closed',
        title: 'Car no longer available',
        body: `The ${car} is no longer available, so your offer${last} is closed.`,
        ...about,
      });
      return;
    case 'dealerSuspended':
      await notify(tx, {
        to: buyer,
        kind: 'offer_closed',
        title: 'Negotiation closed',
        body: `The dealer of the ${car} no longer sells on Luxe Wheels, so your offer${last} is closed.`,
        ...about,
      });
      return;
    case 'pay':
      return;
    case 'bookingEnded': {
      const agreedAt = earlier?.agreedAt ?? null;
      const holds = decision.to !== states.dealerDeclined && agreedAt !== null;
      const price = earlier?.agreedPrice == null ? 'the agreed price' : inr(earlier.agreedPrice);
      const until = holds ? indianDateTime(agreedUntil(agreedAt)) : '';
      await notify(tx, {
        to: buyer,
        kind: holds ? 'offer_accepted' : 'offer_expired',
        title: holds ? 'The agreed price still holds' : 'Agreed price expired',
        body: holds
          ? `The booking of the ${car} ended without a sale. Your agreed price of ${price} still holds until ${until}: you can book the car again at that price.`
          : `The booking of the ${car} ended without a sale, and the 3 days of your agreed price of ${price} are over, so the offer is closed.`,
        ...about,
      });
      await notify(tx, {
        to: dealer,
        kind: holds ? 'offer_accepted' : 'offer_expired',
        title: holds ? 'The agreed price still holds' : 'Agreed price expired',
        body: holds
          ? `The booking of your ${car} ended without a sale. The buyer's agreed price of ${price} still holds until ${until}.`
          : `The booking of your ${car} ended without a sale; its agreed price of ${price} has expired.`,
        ...about,
      });
      return;
    }
  }
}

/**
 * A bid unanswered for 48 hours expires, and a sold car closes its negotiations: found by the reads
 * themselves, so no job has to run for it to show. A negotiation another request moves first is left to it.
 */
async function closeDue(deps: AppDeps, scope: Parameters<typeof selectOffersToClose>[1]): Promise<number> {
  const now = deps.clock.now();
  let closed = 0;
  const ids = await selectOffersToClose(deps.database.db, scope, new Date(now.getTime() - OFFER_EXPIRY_HOURS * HOUR_MS), now);
  for (const id of ids) {
    const offer = await selectOffer(deps.database.db, id);
    if (!offer) continue;
    const gone = offer.car.status === 'sold' || offer.car.status === 'withdrawn';
    const kind = offer.vendorSuspended ? 'suspend' : offer.status === states.bookingStarted ? 'unbook' : gone ? 'sold' : 'expire';
    const action: Action = { actor: 'system', kind };
    const decision = decide(negotiationOf(offer), action, { now, listingPrice: offer.car.listingPrice, agreedAt: offer.agreedAt });
    if (!decision.ok) continue;
    await writeMove(deps, offer, action, decision).then(
      () => closed++,
      (err: unknown) => {
        if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
      },
    );
  }
  return closed;
}

// ---------------------------------------------------------------- what each side sees

function isoOrNull(moment: Date | null): string | null {
  return moment ? moment.toISOString() : null;
}

const lastBy = (offer: OfferRow, by: 'buyer' | 'dealer') => offer.entries.findLast((e) => e.by === by);

export function toOfferItem(offer: OfferRow): OfferItem {
  const dealerLast = lastBy(offer, 'dealer');
  return {
    offers_id: offer.id,
    offers_car_id: offer.carId,
    cars_name: offer.car.name,
    cars_location: offer.car.location,
    car_images: offer.car.images,
    vendor_name: offer.vendorName,
    offers_bid_time: offer.createdAt.toISOString(),
    offer_bid_amount: offer.entries[0]?.amount ?? 0,
    offers_current_bid: dealerLast?.amount ?? null,
    offers_status: offer.status,
    vendor_id: offer.vendorId,
    listing_price: offer.car.listingPrice,
    buyer_last_bid: lastBy(offer, 'buyer')?.amount ?? 0,
    offers_count: offer.entries.length,
    offers_left: offersLeft(offer.entries.length),
    awaiting: awaiting(offer.status),
    expires_at: isoOrNull(openBidExpiresAt(negotiationOf(offer))),
    reason: offer.reason,
    agreed_price: offer.agreedPrice,
    agreed_until: offer.agreedAt ? agreedUntil(offer.agreedAt).toISOString() : null,
    counter_offers_id: dealerLast?.id ?? null,
    updated_at: offer.updatedAt.toISOString(),
  };
}

function entriesNewestFirst(offer: OfferRow): CounterOfferEntry[] {
  return offer.entries
    .map((e) => ({
      counter_offer_id: e.id,
      counter_offer_amount: e.amount,
      offer_by: e.by === 'buyer' ? ('1' as const) : ('2' as const),
      created_at: e.at.toISOString(),
    }))
    .reverse();
}

function toVendorOffer(offer: OfferRow): VendorOffer {
  const item = toOfferItem(offer);
  return {
    offer_id: offer.id,
    status: offer.status,
    reason: offer.reason,
    awaiting: item.awaiting,
    opened: offer.openedAt !== null,
    first_bid: item.offer_bid_amount,
    buyer_last_bid: item.buyer_last_bid,
    dealer_last_bid: item.offers_current_bid,
    offers_count: item.offers_count,
    offers_left: item.offers_left,
    expires_at: item.expires_at,
    agreed_price: item.agreed_price,
    agreed_until: item.agreed_until,
    created_at: offer.createdAt.toISOString(),
    updated_at: item.updated_at,
    car: {
      car_id: offer.carId,
      car_name: offer.car.name,
      car_image: offer.car.image,
      listing_price: offer.car.listingPrice,
      location: offer.car.location,
      status: offer.car.status,
    },
    // The buyer's first name and city only, no phone or e-mail until a booking: deals stay on the platform.
    buyer: { first_name: offer.buyer.fullName.trim().split(/\s+/)[0] ?? '', city: offer.buyer.city },
  };
}

// ---------------------------------------------------------------- the buyer's calls

/** mack-an-offer: the first bid on a car, or the buyer's counter while the dealer's counter is open. */
export async function makeOffer(deps: AppDeps, buyerId: number, carId: number, amount: number): Promise<OfferItem> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const car = await selectCarForOffer(db, carId, now);
  if (!car) throw notFound('Car not found');
  await closeDue(deps, { buyerId });
  const existing = await selectOfferOfBuyerOnCar(db, buyerId, carId);
  if (!existing && (car.status === 'sold' || car.status === 'withdrawn')) throw conflict('This car is no longer available.');
  // While a reservation lasts nobody opens a new negotiation (the car page disables the button too).
  if (!existing && car.reserved_until) {
    const until = indianDateTime(new Date(car.reserved_until));
    if (car.reserved_by === buyerId) throw conflict(`You have already reserved this car until ${until}.`);
    throw conflict(`This car is reserved until ${until}. You can make an offer if the reservation ends without a sale.`);
  }
  const action: Action = { actor: 'buyer', kind: 'bid', amount };
  const context = {
    now,
    listingPrice: car.listing_price,
    autoAcceptPrice: car.auto_accept_price,
    autoDeclinePrice: car.auto_decline_price,
  };
  const decision = decide(existing ? negotiationOf(existing) : null, action, context);
  refuseUnless(decision);
  if (existing) {
    await writeMove(deps, existing, action, decision);
  } else {
    try {
      await db.transaction(async (tx) => {
        const vendorId = car.vendor_id;
        const id = await insertOffer(tx, { buyerId, carId, vendorId, status: decision.to, agreedPrice: decision.record.agreedPrice, now });
        await insertEntry(tx, id, 'buyer', amount, now);
        const subject = {
          id,
          carId,
          buyerId,
          vendorId,
          carName: car.car_name,
          listingPrice: car.listing_price,
          entries: 0,
          lastAmount: null,
        };
        await tellOtherSide(tx, subject, decision, now);
      });
    } catch (err) {
      // Two first bids on one car by one buyer at once: the unique (buyer, car) key keeps one.
      if (isUniqueViolation(err)) throw conflict(CHANGED);
      throw err;
    }
  }
  const offer = await selectOfferOfBuyerOnCar(db, buyerId, carId);
  return toOfferItem(offer!);
}

/** offer-received: every negotiation of the buyer, the latest moved first. */
export async function offersOfBuyer(deps: AppDeps, buyerId: number): Promise<OfferItem[]> {
  await closeDue(deps, { buyerId });
  return (await selectOffersOfBuyer(deps.database.db, buyerId)).map(toOfferItem);
}

/** The buyer's own negotiation, or 404 as for an unknown id (nobody learns whose offers exist). */
async function requireBuyersOffer(deps: AppDeps, buyerId: number, offerId: number): Promise<OfferRow> {
  await closeDue(deps, { offerId });
  const offer = await selectOffer(deps.database.db, offerId);
  if (!offer || offer.buyerId !== buyerId) throw notFound('Offer not found');
  return offer;
}

export async function counterOffersOfBuyer(deps: AppDeps, buyerId: number, offerId: number) {
  const offer = await requireBuyersOffer(deps, buyerId, offerId);
  const item = toOfferItem(offer);
  return {
    counter_offer_data: entriesNewestFirst(offer),
    offers_id: offer.id,
    offers_status: offer.status,
    offers_left: item.offers_left,
    expires_at: item.expires_at,
  };
}

/** offer-status-update: the buyer accepts or declines the dealer's newest counter (named by its entry id). */
export async function answerCounterOffer(
  deps: AppDeps,
  buyerId: number,
  entryId: number,
  answer: 'accepted' | 'rejected',
): Promise<OfferItem> {
  const offerId = await selectOfferIdOfEntry(deps.database.db, entryId);
  if (offerId === undefined) throw notFound('Counter offer not found');
  await closeDue(deps, { offerId });
  const offer = await selectOffer(deps.database.db, offerId);
  if (!offer || offer.buyerId !== buyerId) throw notFound('Counter offer not found');
  const action: Action = { actor: 'buyer', kind: answer === 'accepted' ? 'accept' : 'decline', entryId };
  const decision = decide(negotiationOf(offer), action, { now: deps.clock.now(), listingPrice: offer.car.listingPrice });
  refuseUnless(decision);
  await writeMove(deps, offer, action, decision);
  return toOfferItem((await selectOffer(deps.database.db, offerId))!);
}

// ---------------------------------------------------------------- the dealer's calls

export async function offersOfDealer(deps: AppDeps, vendorId: number, view: DealerView, limit: number, offset: number) {
  await closeDue(deps, { vendorId });
  const { offers, total } = await selectOffersOfDealer(deps.database.db, vendorId, view, limit, offset);
  return { offers: offers.map(toVendorOffer), total };
}

/** The dealer's own negotiation, or 404 as for an unknown id. */
async function requireDealersOffer(deps: AppDeps, vendorId: number, offerId: number): Promise<OfferRow> {
  await closeDue(deps, { offerId });
  const offer = await selectOffer(deps.database.db, offerId);
  if (!offer || offer.vendorId !== vendorId) throw notFound('Offer not found');
  return offer;
}

/** offer-details: opening it takes it out of the dealer's 'new' view. */
export async function offerDetailsForDealer(deps: AppDeps, vendorId: number, offerId: number) {
  const offer = await requireDealersOffer(deps, vendorId, offerId);
  if (!offer.openedAt) {
    await markOpened(deps.database.db, offerId, deps.clock.now());
    offer.openedAt = deps.clock.now();
  }
  return { offer: toVendorOffer(offer), counter_offer_data: entriesNewestFirst(offer) };
}

async function dealerMove(deps: AppDeps, vendorId: number, offerId: number, action: Action): Promise<VendorOffer> {
  const offer = await requireDealersOffer(deps, vendorId, offerId);
  const decision = decide(negotiationOf(offer), action, { now: deps.clock.now(), listingPrice: offer.car.listingPrice });
  refuseUnless(decision);
  await writeMove(deps, offer, action, decision);
  return toVendorOffer((await selectOffer(deps.database.db, offerId))!);
}

export function dealerCounter(deps: AppDeps, vendorId: number, offerId: number, amount: number): Promise<VendorOffer> {
  return dealerMove(deps, vendorId, offerId, { actor: 'dealer', kind: 'bid', amount });
}

export function dealerAnswer(deps: AppDeps, vendorId: number, offerId: number, answer: 'accepted' | 'rejected'): Promise<VendorOffer> {
  return dealerMove(deps, vendorId, offerId, { actor: 'dealer', kind: answer === 'accepted' ? 'accept' : 'decline' });
}

/** The dealer's negotiations due to close (on a car taken off, unanswered for 48 hours, a suspended dealer) close now, each buyer told; answers how many. */
export function closeDealersDueOffers(deps: AppDeps, vendorId: number): Promise<number> {
  return closeDue(deps, { vendorId });
}

/** The dealer's reply time on its public record. */
export function dealerReplyHours(deps: AppDeps, vendorId: number): Promise<number | null> {
  return selectReplyHours(deps.database.db, vendorId);
}

// ---------------------------------------------------------------- the dealer's auto prices

/** The car, if it is this dealer's; else 404 as for an unknown car. */
async function requireDealersCar(deps: AppDeps, vendorId: number, carId: number) {
  const car = await selectCarForOffer(deps.database.db, carId, deps.clock.now());
  if (!car || car.vendor_id !== vendorId) throw notFound('Car not found');
  return car;
}

export async function autoPricesOf(deps: AppDeps, vendorId: number, carId: number): Promise<VendorAutoPrices> {
  const car = await requireDealersCar(deps, vendorId, carId);
  return { car_id: carId, auto_accept_price: car.auto_accept_price, auto_decline_price: car.auto_decline_price };
}

export async function setAutoPrices(deps: AppDeps, vendorId: number, body: VendorAutoPricesBody): Promise<VendorAutoPrices> {
  const car = await requireDealersCar(deps, vendorId, body.car_id);
  // A bid never exceeds the listing price, so an auto-accept price above it would never act.
  if (body.auto_accept_price !== null && body.auto_accept_price > car.listing_price)
    throw badRequest(`auto_accept_price must not be above the listing price of ${inr(car.listing_price)}`, 'auto_accept_price');
  if (body.auto_decline_price !== null && body.auto_decline_price >= car.listing_price)
    throw badRequest(`auto_decline_price must be below the listing price of ${inr(car.listing_price)}`, 'auto_decline_price');
  const prices = { autoAcceptPrice: body.auto_accept_price, autoDeclinePrice: body.auto_decline_price };
  await upsertAutoPrices(deps.database.db, body.car_id, prices, deps.clock.now());
  return { car_id: body.car_id, auto_accept_price: prices.autoAcceptPrice, auto_decline_price: prices.autoDeclinePrice };
}

// ---------------------------------------------------------------- for the booking after an offer

/** The buyer's agreed price on a car (status 7 or 8) while its 3 days last, or null. */
export async function agreedOfferOnCar(deps: AppDeps, buyerId: number, carId: number): Promise<{ offerId: number; price: number } | null> {
  const offer = await selectOfferOfBuyerOnCar(deps.database.db, buyerId, carId);
  if (!offer || !isAgreed(offer.status) || offer.agreedPrice === null || !offer.agreedAt) return null;
  if (agreedUntil(offer.agreedAt).getTime() <= deps.clock.now().getTime()) return null;
  return { offerId: offer.id, price: offer.agreedPrice };
}

/** Whether the buyer negotiates with this dealer now, on any of its cars (a negotiation under way). */
export async function negotiatesWithDealer(db: Db | Tx, buyerId: number, vendorId: number, now: Date): Promise<boolean> {
  const offers = await selectOffersOfBuyer(db, buyerId);
  return offers.some(
    (o) => o.vendorId === vendorId && isUnderWay({ ...negotiationOf(o), agreedAt: o.agreedAt }, o.car.status === 'sold', now),
  );
}

/** The token is paid at the agreed price: the negotiation moves to 9 (booking started), in the payment's transaction. */
export async function recordTokenPaid(tx: Tx, offerId: number, now: Date): Promise<void> {
  const offer = await selectOffer(tx, offerId);
  if (!offer) return;
  const decision = decide(negotiationOf(offer), { actor: 'system', kind: 'pay' }, { now, listingPrice: offer.car.listingPrice });
  if (!decision.ok) return;
  await moveOffer(tx, offer.id, { status: offer.status, version: offer.version }, { status: decision.to, now });
}

/**
 * The booking at the agreed price ended without a sale (cancelled by either side), in that change's
 * transaction: the price holds again for what is left of its 3 days, or the negotiation closes as expired.
 */
export async function recordBookingEnded(tx: Tx, offerId: number, now: Date): Promise<void> {
  const offer = await selectOffer(tx, offerId);
  if (!offer) return;
  const action: Action = { actor: 'system', kind: 'unbook' };
  const decision = decide(negotiationOf(offer), action, { now, listingPrice: offer.car.listingPrice, agreedAt: offer.agreedAt });
  if (!decision.ok) return;
  if (
    !(await moveOffer(
      tx,
      offer.id,
      { status: offer.status, version: offer.version },
      { status: decision.to, reason: decision.record.reason, now },
    ))
  )
    throw conflict(CHANGED);
  await tellOtherSide(tx, subjectOf(offer), decision, now, offer);
}
