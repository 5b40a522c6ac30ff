import { offerMessages, type OfferStatus } from '@luxe/contract';
import { describe, expect, it } from 'vitest';
import {
  agreedUntil,
  awaiting,
  buyerBids,
  decide,
  expiresAt,
  isAgreed,
  isExpired,
  isFinal,
  isOpen,
  offersLeft,
  openBidExpiresAt,
  refusals,
  states,
  transitions,
  type Action,
  type BidEntry,
  type Context,
  type Decision,
  type Negotiation,
  type Side,
} from './machine';

const T0 = new Date('2026-12-01T10:00:00.000Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);
const LISTING = 5_000_000;
const ctx = (over: Partial<Context> = {}): Context => ({ now: hours(1), listingPrice: LISTING, ...over });

/** A negotiation with bids alternating buyer, dealer, ... one hour apart from T0. */
function offer(status: OfferStatus, amounts: number[], reason: Negotiation['reason'] = null): Negotiation {
  const entries: BidEntry[] = amounts.map((amount, i) => ({ id: 100 + i, by: i % 2 === 0 ? 'buyer' : 'dealer', amount, at: hours(i) }));
  return { status, entries, reason };
}
/** The time one hour after the newest entry: inside the 48 hours. */
const soonAfter = (o: Negotiation) => new Date((o.entries.at(-1)?.at ?? T0).getTime() + 3_600_000);

const bid = (actor: Side, amount: number): Action => ({ actor, kind: 'bid', amount });
const accept = (actor: Side, entryId?: number): Action => ({ actor, kind: 'accept', entryId });
const decline = (actor: Side, entryId?: number): Action => ({ actor, kind: 'decline', entryId });
const system = (kind: 'expire' | 'sold' | 'suspend' | 'pay' | 'unbook'): Action => ({ actor: 'system', kind });

function expectOk(d: Decision) {
  if (!d.ok) throw new Error(`refused: ${d.status} ${d.message}`);
  return d;
}
const conflict = (message: string) => ({ ok: false, status: 409, message });
const badBid = (message: string) => ({ ok: false, status: 400, message, field: 'bid_amount' });
const badCounter = (message: string) => ({ ok: false, status: 400, message, field: 'amount' });

// A negotiation at each step, with prices that converge: 30L bid, 45L counter, 35L, 42L, 38L, 40L.
const at1 = offer(1, [3_000_000]);
const at2 = offer(2, [3_000_000, 4_500_000, 3_500_000]);
const at3 = offer(3, [3_000_000, 4_500_000]);
const at3second = offer(3, [3_000_000, 4_500_000, 3_500_000, 4_200_000]);
const at4 = offer(4, [3_000_000, 4_500_000, 3_500_000, 4_200_000, 3_800_000, 4_000_000]);
const at7 = offer(7, [3_000_000, 4_500_000]);
const at8 = offer(8, [3_000_000]);

describe('the table', () => {
  it('names the status codes 1-9 and lists the from-states the service writes against', () => {
    expect(Object.values(states)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(transitions.firstBid.from).toEqual([null]);
    expect(transitions.dealerCounter.from).toEqual([1, 2]);
    expect(transitions.buyerAccept.from).toEqual([3, 4]);
    expect(transitions.sold.from).toEqual([1, 2, 3, 4, 7, 8]);
    expect(transitions.pay.from).toEqual([7, 8]);
  });

  it('says who, from and to for each move, and every decision agrees with its row', () => {
    const cases: [Negotiation | null, Action, Context][] = [
      [null, bid('buyer', 3_000_000), ctx()],
      [at3, bid('buyer', 3_500_000), ctx({ now: soonAfter(at3) })],
      [at1, bid('dealer', 4_500_000), ctx({ now: soonAfter(at1) })],
      [at3, accept('buyer'), ctx({ now: soonAfter(at3) })],
      [at3, decline('buyer'), ctx({ now: soonAfter(at3) })],
      [at1, accept('dealer'), ctx({ now: soonAfter(at1) })],
      [at1, decline('dealer'), ctx({ now: soonAfter(at1) })],
      [at1, system('expire'), ctx({ now: hours(48) })],
      [at3, system('expire'), ctx({ now: hours(49) })],
      [at7, system('sold'), ctx()],
      [at1, system('suspend'), ctx()],
      [offer(9, [3_000_000]), system('suspend'), ctx()],
      [at8, system('pay'), ctx()],
      [offer(9, [3_000_000]), system('unbook'), ctx({ agreedAt: hours(0) })],
    ];
    const seen = new Set<string>();
    for (const [o, action, c] of cases) {
      const d = expectOk(decide(o, action, c));
      const row = transitions[d.transition];
      seen.add(d.transition);
      expect(row.actor).toBe(action.actor);
      expect(row.from).toContain(d.from);
      expect(row.to).toContain(d.to);
      for (const key of Object.keys(d.record)) expect(row.records).toContain(key);
    }
    expect([...seen].sort()).toEqual(Object.keys(transitions).sort());
  });
});

describe("the buyer's first bid", () => {
  it('opens the negotiation at 1 with the bid recorded', () => {
    expect(decide(null, bid('buyer', 3_000_000), ctx())).toEqual({
      ok: true,
      transition: 'firstBid',
      from: null,
      to: 1,
      record: { entry: { by: 'buyer', amount: 3_000_000 } },
    });
  });

  it('accepts exactly half the listing price and exactly the listing price', () => {
    expect(expectOk(decide(null, bid('buyer', 2_500_000), ctx())).to).toBe(1);
    expect(expectOk(decide(null, bid('buyer', LISTING), ctx())).to).toBe(1);
    // Half of an odd price is not whole: the least whole bid at or above it.
    expect(expectOk(decide(null, bid('buyer', 2_500_001), ctx({ listingPrice: 5_000_001 }))).to).toBe(1);
    expect(decide(null, bid('buyer', 2_500_000), ctx({ listingPrice: 5_000_001 }))).toEqual(
      badBid('Your offer should be at least ₹25,00,001, half the listing price.'),
    );
  });

  it('refuses a bid below half the listing price or above it, naming bid_amount', () => {
    expect(decide(null, bid('buyer', 2_499_999), ctx())).toEqual(
      badBid('Your offer should be at least ₹25,00,000, half the listing price.'),
    );
    expect(decide(null, bid('buyer', 5_000_001), ctx())).toEqual(
      badBid('Your offer should not be more than the listing price of ₹50,00,000.'),
    );
  });

  it("refuses 0, negative, fractional and non-numbers with the offer form's texts", () => {
    expect(decide(null, bid('buyer', 0), ctx())).toEqual(badBid('Please enter a valid offer amount.'));
    expect(decide(null, bid('buyer', -3_000_000), ctx())).toEqual(badBid('Please enter a valid offer amount.'));
    expect(decide(null, bid('buyer', 3_000_000.5), ctx())).toEqual(badBid('Please enter the offer amount in whole rupees.'));
    expect(decide(null, bid('buyer', Number.NaN), ctx())).toEqual(badBid('Please enter a valid number for the offer price.'));
    expect(decide(null, bid('buyer', Number.POSITIVE_INFINITY), ctx())).toEqual(badBid('Please enter a valid number for the offer price.'));
  });

  it("is settled at once by the dealer's auto-accept price (8, agreed at the bid) at or above it", () => {
    const auto = { autoAcceptPrice: 4_500_000, autoDeclinePrice: 2_800_000 };
    expect(decide(null, bid('buyer', 4_500_000), ctx(auto))).toEqual({
      ok: true,
      transition: 'firstBid',
      from: null,
      to: 8,
      record: { entry: { by: 'buyer', amount: 4_500_000 }, agreedPrice: 4_500_000, automatic: 'accept' },
    });
    expect(expectOk(decide(null, bid('buyer', 4_499_999), ctx(auto))).to).toBe(1);
  });

  it("is declined at once (6) at or below the dealer's auto-decline price, the bid still recorded", () => {
    const auto = { autoAcceptPrice: 4_500_000, autoDeclinePrice: 2_800_000 };
    expect(decide(null, bid('buyer', 2_800_000), ctx(auto))).toEqual({
      ok: true,
      transition: 'firstBid',
      from: null,
      to: 6,
      record: { entry: { by: 'buyer', amount: 2_800_000 }, automatic: 'decline' },
    });
    expect(expectOk(decide(null, bid('buyer', 2_800_001), ctx(auto))).to).toBe(1);
  });

  it('still checks the range before an auto price: a bid below half is a 400, not an automatic decline', () => {
    expect(decide(null, bid('buyer', 1_000_000), ctx({ autoDeclinePrice: 2_800_000 }))).toEqual(
      badBid('Your offer should be at least ₹25,00,000, half the listing price.'),
    );
  });

  it('accepts when the two auto prices are crossed and both match', () => {
    expect(expectOk(decide(null, bid('buyer', 3_000_000), ctx({ autoAcceptPrice: 3_000_000, autoDeclinePrice: 3_500_000 }))).to).toBe(8);
  });
});

describe("the buyer's counter (mack-an-offer on the same car)", () => {
  const c = ctx({ now: soonAfter(at3) });

  it('moves 3 to 2 with the bid recorded', () => {
    expect(decide(at3, bid('buyer', 3_500_000), c)).toEqual({
      ok: true,
      transition: 'buyerCounter',
      from: 3,
      to: 2,
      record: { entry: { by: 'buyer', amount: 3_500_000 } },
    });
  });

  it("must be above the buyer's previous bid, and says so", () => {
    expect(decide(at3, bid('buyer', 3_000_000), c)).toEqual(badBid(offerMessages.counterNotAboveOwn));
    expect(decide(at3, bid('buyer', 2_900_000), c)).toEqual(badBid('Your counter offer should be more than your last offer.'));
    expect(expectOk(decide(at3, bid('buyer', 3_000_001), c)).to).toBe(2);
  });

  it("must be below the dealer's last counter, and says to accept it instead", () => {
    expect(decide(at3, bid('buyer', 4_500_000), c)).toEqual(
      badBid("Your counter offer should be less than the dealer's counter. Accept it instead."),
    );
    expect(decide(at3, bid('buyer', 4_600_000), c)).toEqual(badBid(offerMessages.counterNotBelowDealer));
    expect(expectOk(decide(at3, bid('buyer', 4_499_999), c)).to).toBe(2);
  });

  it('compares with the latest bids of each side, not the first ones', () => {
    const c2 = ctx({ now: soonAfter(at3second) });
    expect(decide(at3second, bid('buyer', 3_400_000), c2)).toEqual(badBid(offerMessages.counterNotAboveOwn));
    expect(decide(at3second, bid('buyer', 4_300_000), c2)).toEqual(badBid(offerMessages.counterNotBelowDealer));
    expect(expectOk(decide(at3second, bid('buyer', 3_800_000), c2)).to).toBe(2);
  });

  it('refuses amounts that are not whole rupees above 0', () => {
    expect(decide(at3, bid('buyer', 0), c)).toEqual(badBid('Please enter a valid offer amount.'));
    expect(decide(at3, bid('buyer', 3_500_000.25), c)).toEqual(badBid('Please enter the offer amount in whole rupees.'));
  });

  it('meets the auto prices too: a counter is a bid like the first', () => {
    expect(expectOk(decide(at3, bid('buyer', 4_000_000), { ...c, autoAcceptPrice: 4_000_000 }))).toMatchObject({
      to: 8,
      record: { agreedPrice: 4_000_000, automatic: 'accept' },
    });
    expect(expectOk(decide(at3, bid('buyer', 3_100_000), { ...c, autoDeclinePrice: 3_200_000 }))).toMatchObject({
      to: 6,
      record: { automatic: 'decline' },
    });
  });

  it('refuses a fourth bid: after the final counter (4) the buyer may only accept or decline', () => {
    expect(buyerBids(at4.entries)).toBe(3);
    expect(decide(at4, bid('buyer', 3_900_000), ctx({ now: soonAfter(at4) }))).toEqual(conflict(refusals.noBidsLeft));
    expect(refusals.noBidsLeft).toBe("You have no offers left on this car. Please accept or decline the dealer's counter offer.");
  });
});

describe("the dealer's counter", () => {
  it('moves 1 to 3 while the buyer has bids left', () => {
    expect(decide(at1, bid('dealer', 4_500_000), ctx({ now: soonAfter(at1) }))).toEqual({
      ok: true,
      transition: 'dealerCounter',
      from: 1,
      to: 3,
      record: { entry: { by: 'dealer', amount: 4_500_000 } },
    });
  });

  it("moves 2 to 3 after the buyer's second bid, and to 4 after the third (the last allowed)", () => {
    expect(expectOk(decide(at2, bid('dealer', 4_200_000), ctx({ now: soonAfter(at2) }))).to).toBe(3);
    const thirdBid = offer(2, [3_000_000, 4_500_000, 3_500_000, 4_200_000, 3_800_000]);
    expect(decide(thirdBid, bid('dealer', 4_000_000), ctx({ now: soonAfter(thirdBid) }))).toEqual({
      ok: true,
      transition: 'dealerCounter',
      from: 2,
      to: 4,
      record: { entry: { by: 'dealer', amount: 4_000_000 } },
    });
  });

  it("must be above the buyer's last bid", () => {
    const c = ctx({ now: soonAfter(at2) });
    expect(decide(at2, bid('dealer', 3_500_000), c)).toEqual(
      badCounter("Your counter offer should be more than the buyer's offer of ₹35,00,000. Accept it instead."),
    );
    expect(expectOk(decide(at2, bid('dealer', 3_500_001), c)).to).toBe(3);
  });

  it('must be below its previous counter, or below the listing price for the first counter', () => {
    expect(decide(at2, bid('dealer', 4_500_000), ctx({ now: soonAfter(at2) }))).toEqual(
      badCounter('Your counter offer should be less than your last counter offer of ₹45,00,000.'),
    );
    expect(decide(at1, bid('dealer', LISTING), ctx({ now: soonAfter(at1) }))).toEqual(
      badCounter('Your counter offer should be less than the listing price of ₹50,00,000.'),
    );
    expect(expectOk(decide(at1, bid('dealer', LISTING - 1), ctx({ now: soonAfter(at1) }))).to).toBe(3);
  });

  it('refuses amounts that are not whole rupees above 0, naming amount', () => {
    const c = ctx({ now: soonAfter(at1) });
    expect(decide(at1, bid('dealer', -1), c)).toEqual(badCounter('Please enter a valid offer amount.'));
    expect(decide(at1, bid('dealer', 4_000_000.5), c)).toEqual(badCounter('Please enter the offer amount in whole rupees.'));
    expect(decide(at1, bid('dealer', Number.NaN), c)).toEqual(badCounter('Please enter a valid number for the offer price.'));
  });

  it('is never settled by the auto prices (they answer buyers only)', () => {
    expect(expectOk(decide(at1, bid('dealer', 4_500_000), ctx({ now: soonAfter(at1), autoAcceptPrice: 4_000_000 }))).to).toBe(3);
  });
});

describe('accepting and declining', () => {
  it("the buyer accepts the dealer's counter (3 or 4 to 7) at that counter's price", () => {
    expect(decide(at3, accept('buyer', 101), ctx({ now: soonAfter(at3) }))).toEqual({
      ok: true,
      transition: 'buyerAccept',
      from: 3,
      to: 7,
      record: { agreedPrice: 4_500_000 },
    });
    expect(decide(at4, accept('buyer'), ctx({ now: soonAfter(at4) }))).toMatchObject({
      ok: true,
      from: 4,
      to: 7,
      record: { agreedPrice: 4_000_000 },
    });
  });

  it('the buyer declines (3 or 4 to 5)', () => {
    expect(decide(at3, decline('buyer', 101), ctx({ now: soonAfter(at3) }))).toEqual({
      ok: true,
      transition: 'buyerDecline',
      from: 3,
      to: 5,
      record: {},
    });
    expect(decide(at4, decline('buyer'), ctx({ now: soonAfter(at4) }))).toMatchObject({ ok: true, from: 4, to: 5 });
  });

  it("answers 409 when counter_offers_id is not the dealer's newest entry", () => {
    expect(decide(at3second, accept('buyer', 101), ctx({ now: soonAfter(at3second) }))).toEqual(conflict(refusals.stale));
    expect(decide(at3second, decline('buyer', 102), ctx({ now: soonAfter(at3second) }))).toEqual(conflict(refusals.stale));
    expect(expectOk(decide(at3second, accept('buyer', 103), ctx({ now: soonAfter(at3second) }))).record).toEqual({
      agreedPrice: 4_200_000,
    });
  });

  it("the dealer accepts the buyer's bid (1 or 2 to 8) at that bid's price", () => {
    expect(decide(at1, accept('dealer'), ctx({ now: soonAfter(at1) }))).toEqual({
      ok: true,
      transition: 'dealerAccept',
      from: 1,
      to: 8,
      record: { agreedPrice: 3_000_000 },
    });
    expect(decide(at2, accept('dealer'), ctx({ now: soonAfter(at2) }))).toMatchObject({
      ok: true,
      from: 2,
      to: 8,
      record: { agreedPrice: 3_500_000 },
    });
  });

  it('the dealer declines (1 or 2 to 6)', () => {
    expect(decide(at1, decline('dealer'), ctx({ now: soonAfter(at1) }))).toEqual({
      ok: true,
      transition: 'dealerDecline',
      from: 1,
      to: 6,
      record: {},
    });
    expect(decide(at2, decline('dealer'), ctx({ now: soonAfter(at2) }))).toMatchObject({ ok: true, from: 2, to: 6 });
  });
});

describe('the wrong side or the wrong state', () => {
  it('the buyer cannot act while the dealer has to answer', () => {
    for (const o of [at1, at2]) {
      const c = ctx({ now: soonAfter(o) });
      for (const action of [bid('buyer', 3_600_000), accept('buyer'), decline('buyer')])
        expect(decide(o, action, c)).toEqual(conflict(refusals.waitForDealer));
    }
    expect(refusals.waitForDealer).toBe("Your offer is with the dealer. Please wait for the dealer's answer.");
  });

  it('the dealer cannot act while the buyer has to answer', () => {
    for (const o of [at3, at4]) {
      const c = ctx({ now: soonAfter(o) });
      for (const action of [bid('dealer', 4_400_000), accept('dealer'), decline('dealer')])
        expect(decide(o, action, c)).toEqual(conflict(refusals.waitForBuyer));
    }
  });

  it('nobody negotiates an agreed price (7, 8)', () => {
    for (const o of [at7, at8]) {
      const c = ctx({ now: soonAfter(o) });
      for (const action of [
        bid('buyer', 3_600_000),
        accept('buyer'),
        decline('buyer'),
        bid('dealer', 4_000_000),
        accept('dealer'),
        decline('dealer'),
      ]) {
        expect(decide(o, action, c)).toEqual(conflict('The price of this car is already agreed: there is nothing left to negotiate.'));
      }
      expect(decide(o, system('expire'), ctx({ now: hours(500) }))).toEqual(conflict(refusals.nothingToExpire));
    }
  });

  it('nothing moves a final negotiation, and the message says why it ended', () => {
    const ended: [Negotiation, string][] = [
      [offer(5, [3_000_000, 4_500_000]), 'The buyer declined this offer. The negotiation is closed.'],
      [offer(6, [3_000_000]), 'The dealer declined this offer. The negotiation is closed.'],
      [offer(9, [3_000_000]), 'The token is paid: the booking of this car has started.'],
      [offer(6, [3_000_000], 'sold'), 'This car is no longer available. The negotiation is closed.'],
      [offer(6, [3_000_000], 'expired'), 'This offer has expired: it was not answered within 48 hours.'],
      [offer(6, [3_000_000], 'dealer_suspended'), 'This dealer no longer sells on Luxe Wheels. The negotiation is closed.'],
      [offer(5, [3_000_000, 4_500_000], 'expired'), 'This offer has expired: it was not answered within 48 hours.'],
    ];
    const actions = [
      bid('buyer', 3_600_000),
      accept('buyer'),
      decline('buyer'),
      bid('dealer', 4_000_000),
      accept('dealer'),
      decline('dealer'),
    ];
    for (const [o, message] of ended) {
      for (const action of [...actions, system('expire'), system('sold'), system('pay')])
        expect(decide(o, action, ctx({ now: hours(500) }))).toEqual(conflict(message));
    }
  });

  it('an action on no negotiation is a 404, except the first bid', () => {
    for (const action of [
      accept('buyer'),
      decline('buyer'),
      bid('dealer', 4_000_000),
      accept('dealer'),
      decline('dealer'),
      system('expire'),
      system('sold'),
      system('pay'),
    ]) {
      expect(decide(null, action, ctx())).toEqual({ ok: false, status: 404, message: 'Offer not found' });
    }
  });
});

describe('expiry (48 hours unanswered)', () => {
  it('closes a bid awaiting the dealer as dealer-declined (6), reason expired, at 48 hours exactly', () => {
    expect(decide(at1, system('expire'), ctx({ now: hours(48) }))).toEqual({
      ok: true,
      transition: 'expireAwaitingDealer',
      from: 1,
      to: 6,
      record: { reason: 'expired' },
    });
    expect(expectOk(decide(at2, system('expire'), ctx({ now: hours(50) }))).to).toBe(6);
  });

  it('closes a counter awaiting the buyer as buyer-declined (5), reason expired', () => {
    expect(decide(at3, system('expire'), ctx({ now: hours(49) }))).toEqual({
      ok: true,
      transition: 'expireAwaitingBuyer',
      from: 3,
      to: 5,
      record: { reason: 'expired' },
    });
    expect(expectOk(decide(at4, system('expire'), ctx({ now: hours(53) }))).to).toBe(5);
  });

  it('counts from the newest entry, and refuses an early expiry', () => {
    expect(decide(at1, system('expire'), ctx({ now: new Date(hours(48).getTime() - 1) }))).toEqual(
      conflict('This offer has not expired yet.'),
    );
    // at2's newest bid is at hour 2.
    expect(decide(at2, system('expire'), ctx({ now: hours(49) }))).toEqual(conflict(refusals.notExpiredYet));
  });

  it('once due, neither side can answer the bid any more, even before a read has closed it', () => {
    expect(decide(at1, accept('dealer'), ctx({ now: hours(48) }))).toEqual(conflict(refusals.expired));
    expect(decide(at1, bid('dealer', 4_000_000), ctx({ now: hours(60) }))).toEqual(conflict(refusals.expired));
    expect(decide(at3, accept('buyer', 101), ctx({ now: hours(49) }))).toEqual(conflict(refusals.expired));
    expect(decide(at3, bid('buyer', 3_500_000), ctx({ now: hours(49) }))).toEqual(conflict(refusals.expired));
    expect(expectOk(decide(at3, accept('buyer', 101), ctx({ now: new Date(hours(49).getTime() - 1) }))).to).toBe(7);
  });
});

describe('the car sold or taken off, and the token paid', () => {
  it('closes every negotiation that is not final as 6, reason sold', () => {
    for (const o of [at1, at2, at3, at4, at7, at8]) {
      expect(decide(o, system('sold'), ctx())).toEqual({ ok: true, transition: 'sold', from: o.status, to: 6, record: { reason: 'sold' } });
    }
  });

  it('moves an agreed price (7 or 8) to 9 when the token is paid', () => {
    expect(decide(at7, system('pay'), ctx())).toEqual({ ok: true, transition: 'pay', from: 7, to: 9, record: {} });
    expect(decide(at8, system('pay'), ctx())).toEqual({ ok: true, transition: 'pay', from: 8, to: 9, record: {} });
  });

  it('gives an agreed price back when its booking ends without a sale inside its 3 days: 8 after a bid the dealer accepted, 7 after a counter the buyer accepted', () => {
    const agreedAt = hours(1);
    const inside = ctx({ now: hours(71), agreedAt });
    expect(decide(offer(9, [3_000_000]), system('unbook'), inside)).toEqual({
      ok: true,
      transition: 'bookingEnded',
      from: 9,
      to: 8,
      record: {},
    });
    expect(decide(offer(9, [3_000_000, 4_500_000]), system('unbook'), inside)).toEqual({
      ok: true,
      transition: 'bookingEnded',
      from: 9,
      to: 7,
      record: {},
    });
  });

  it("closes the negotiation as expired when its booking ends after the agreed price's 3 days", () => {
    expect(decide(offer(9, [3_000_000]), system('unbook'), ctx({ now: hours(73), agreedAt: hours(1) }))).toEqual({
      ok: true,
      transition: 'bookingEnded',
      from: 9,
      to: 6,
      record: { reason: 'expired' },
    });
  });

  it('only a started booking can end', () => {
    for (const o of [at1, at3, at7, at8]) expect(decide(o, system('unbook'), ctx({ agreedAt: hours(0) })).ok).toBe(false);
  });

  it('refuses a payment before a price is agreed', () => {
    for (const o of [at1, at2, at3, at4])
      expect(decide(o, system('pay'), ctx())).toEqual(conflict('No price is agreed on this offer yet.'));
  });
});

describe('the small helpers', () => {
  it('offers left = ceil(3 - entries / 2), never below 0', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(offersLeft)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('open, final, agreed and whose turn, for each status', () => {
    const all = Object.values(states);
    expect(all.filter(isFinal)).toEqual([5, 6, 9]);
    expect(all.filter(isOpen)).toEqual([1, 2, 3, 4, 7, 8]);
    expect(all.filter(isAgreed)).toEqual([7, 8]);
    expect(all.map(awaiting)).toEqual(['dealer', 'dealer', 'buyer', 'buyer', null, null, null, null, null]);
  });

  it('expiry is 48 hours after the newest entry; an agreed price holds 3 days', () => {
    expect(expiresAt(T0).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(agreedUntil(T0).toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(openBidExpiresAt(at2)?.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(openBidExpiresAt(at7)).toBeNull();
    expect(isExpired(at2, hours(50))).toBe(true);
    expect(isExpired(at2, hours(49))).toBe(false);
    expect(isExpired(at8, hours(500))).toBe(false);
  });
});

describe('a whole negotiation', () => {
  it('walks bid, counter, counter, counter, counter, final counter, accept, pay with the bids left shown', () => {
    let o: Negotiation | null = null;
    let now = T0;
    const steps: [Action, OfferStatus][] = [
      [bid('buyer', 3_000_000), 1],
      [bid('dealer', 4_500_000), 3],
      [bid('buyer', 3_500_000), 2],
      [bid('dealer', 4_200_000), 3],
      [bid('buyer', 3_800_000), 2],
      [bid('dealer', 4_000_000), 4],
      [accept('buyer'), 7],
      [system('pay'), 9],
    ];
    const left: number[] = [];
    for (const [action, expected] of steps) {
      now = new Date(now.getTime() + 3_600_000);
      const d = expectOk(decide(o, action, ctx({ now })));
      expect(d.to).toBe(expected);
      const entries: BidEntry[] = [...(o?.entries ?? [])];
      if (d.record.entry) entries.push({ id: entries.length + 1, ...d.record.entry, at: now });
      o = { status: d.to, entries };
      left.push(offersLeft(entries.length));
    }
    expect(left).toEqual([3, 2, 2, 1, 1, 0, 0, 0]);
    expect(o?.entries.map((e) => e.by).join(',')).toBe('buyer,dealer,buyer,dealer,buyer,dealer');
  });
});
