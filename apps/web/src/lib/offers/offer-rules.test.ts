import type { OfferItem } from '@luxe/contract';
import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  canBook,
  canCounter,
  checkCounter,
  checkFirstBid,
  gapToListing,
  stateSentence,
  statusLabel,
  suggestedOffers,
} from './offer-rules';

const offer = (over: Partial<OfferItem>): OfferItem => ({
  offers_id: 7,
  offers_car_id: 12,
  cars_name: '2021 BMW X5',
  cars_location: 'Pune',
  car_images: [],
  vendor_name: 'Crown Motors',
  offers_bid_time: '2026-11-26T12:30:00.000Z',
  offer_bid_amount: 3_500_000,
  offers_current_bid: null,
  offers_status: 1,
  vendor_id: 3,
  listing_price: 4_000_000,
  buyer_last_bid: 3_500_000,
  offers_count: 1,
  offers_left: 3,
  awaiting: 'dealer',
  expires_at: '2026-11-28T12:30:00.000Z',
  reason: null,
  agreed_price: null,
  agreed_until: null,
  counter_offers_id: null,
  updated_at: '2026-11-26T12:30:00.000Z',
  ...over,
});

describe('suggestedOffers', () => {
  it('starts at the listing price, each 5% below the last, rounded to thousands', () => {
    expect(suggestedOffers(4_000_000)).toEqual([4_000_000, 3_800_000, 3_610_000, 3_430_000]);
    expect(suggestedOffers(3_475_000)).toEqual([3_475_000, 3_301_000, 3_136_000, 2_979_000]);
  });
});

describe('checkFirstBid', () => {
  it.each([
    ['', 'Offer price is required.'],
    ['   ', 'Offer price is required.'],
    ['abc', 'Please enter a valid number for the offer price.'],
    ['35 lakh', 'Please enter a valid number for the offer price.'],
    ['0', 'Please enter a valid offer amount.'],
    ['-5', 'Please enter a valid offer amount.'],
    ['3500000.5', 'Please enter the offer amount in whole rupees.'],
    ['1999999', 'Your offer should be at least ₹20,00,000, half the listing price.'],
    ['4000001', 'Your offer should not be more than the listing price of ₹40,00,000.'],
  ])('%j: %s', (text, message) => {
    expect(checkFirstBid(text, 4_000_000)).toEqual({ ok: false, message });
  });

  it('takes grouped amounts with a rupee sign', () => {
    expect(checkFirstBid('₹35,00,000', 4_000_000)).toEqual({ ok: true, amount: 3_500_000 });
  });
});

describe('checkCounter', () => {
  it("must be above the buyer's last bid and below the dealer's counter", () => {
    expect(checkCounter('3500000', 3_500_000, 3_850_000)).toEqual({
      ok: false,
      message: 'Your counter offer should be more than your last offer.',
    });
    expect(checkCounter('3850000', 3_500_000, 3_850_000)).toEqual({
      ok: false,
      message: "Your counter offer should be less than the dealer's counter. Accept it instead.",
    });
    expect(checkCounter('0', 3_500_000, 3_850_000)).toEqual({ ok: false, message: 'Please enter a valid offer amount.' });
    expect(checkCounter('3700000', 3_500_000, 3_850_000)).toEqual({ ok: true, amount: 3_700_000 });
  });
});

describe('the buttons the negotiation allows', () => {
  it('counters only on the dealer’s counter with offers left', () => {
    expect(canCounter(offer({ offers_status: 3, offers_left: 1, offers_count: 4 }))).toBe(true);
    expect(canCounter(offer({ offers_status: 4, offers_left: 0, offers_count: 6 }))).toBe(false);
    expect(canCounter(offer({ offers_status: 1 }))).toBe(false);
    expect(canAnswer(offer({ offers_status: 4, counter_offers_id: 9 }))).toBe(true);
    expect(canAnswer(offer({ offers_status: 2, counter_offers_id: 9 }))).toBe(false);
    expect([7, 8].every((s) => canBook(offer({ offers_status: s as 7 | 8 })))).toBe(true);
    expect(canBook(offer({ offers_status: 9 }))).toBe(false);
  });
});

describe('stateSentence', () => {
  it('says where the negotiation stands and what is next', () => {
    expect(stateSentence(offer({ offers_status: 3, offers_current_bid: 3_850_000, offers_left: 1, offers_count: 4 }))).toBe(
      'The dealer countered at ₹38,50,000. You have 1 offer left. Answer by 28 Nov, 6 PM.',
    );
    expect(stateSentence(offer({}))).toBe('Your offer of ₹35,00,000 is with the dealer. They have until 28 Nov, 6 PM to answer.');
    expect(
      stateSentence(offer({ offers_status: 8, agreed_price: 3_700_000, expires_at: null, agreed_until: '2026-11-29T12:30:00.000Z' })),
    ).toBe('The dealer accepted your offer of ₹37,00,000. The price holds until 29 Nov, 6 PM: book the car to reserve it.');
    expect(stateSentence(offer({ offers_status: 6, reason: 'sold', expires_at: null }))).toBe(
      'This car was sold to another buyer, so this negotiation is closed.',
    );
  });

  it('labels statuses with the contract’s words', () => {
    expect(statusLabel(3)).toBe('Vendor Counter offer');
    expect(statusLabel(42)).toBe('Booking Started');
  });

  it('measures a bid against the listing price', () => {
    expect(gapToListing(3_500_000, 4_000_000)).toBe('₹5,00,000 (13%) below the listing price');
    expect(gapToListing(3_850_000, 4_000_000)).toBe('₹1,50,000 (3.8%) below the listing price');
    expect(gapToListing(4_000_000, 4_000_000)).toBe('the listing price');
  });
});
