import {
  CounterOfferReceivedHeadersSchema,
  MakeOfferBodySchema,
  MarkNotificationsReadBodySchema,
  OfferStatusUpdateBodySchema,
  VendorCounterOfferBodySchema,
  VendorOffersQuerySchema,
  VendorOfferStatusBodySchema,
} from '@luxe/contract';
import { describe, expect, it } from 'vitest';

/** The first issue's message and field, as the error handler answers them (every 400 names its field). */
function refusal(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue ? { message: issue.message, field: issue.path.join('.') } : null;
}

describe("the offer calls refuse bad input with the forms' texts, naming the field", () => {
  it("mack-an-offer's bid_amount: required, a number, above 0, whole rupees", () => {
    expect(MakeOfferBodySchema.parse({ car_id: '12', bid_amount: ' 3000000 ' })).toEqual({ car_id: 12, bid_amount: 3_000_000 });
    expect(MakeOfferBodySchema.parse({ car_id: 12, bid_amount: 3_000_000 })).toEqual({ car_id: 12, bid_amount: 3_000_000 });
    const bad = (bid_amount: unknown) => refusal(MakeOfferBodySchema, { car_id: 12, bid_amount });
    expect(bad(undefined)).toEqual({ message: 'Offer price is required.', field: 'bid_amount' });
    expect(bad('  ')).toEqual({ message: 'Offer price is required.', field: 'bid_amount' });
    expect(bad('thirty lakh')).toEqual({ message: 'Please enter a valid number for the offer price.', field: 'bid_amount' });
    expect(bad(true)).toEqual({ message: 'Please enter a valid number for the offer price.', field: 'bid_amount' });
    expect(bad(0)).toEqual({ message: 'Please enter a valid offer amount.', field: 'bid_amount' });
    expect(bad('-5')).toEqual({ message: 'Please enter a valid offer amount.', field: 'bid_amount' });
    expect(bad(2_999_999.5)).toEqual({ message: 'Please enter the offer amount in whole rupees.', field: 'bid_amount' });
    expect(bad(1e11)).toEqual({ message: 'Please enter a valid offer amount.', field: 'bid_amount' });
    expect(refusal(MakeOfferBodySchema, { bid_amount: 5 })).toEqual({ message: 'car_id is required', field: 'car_id' });
    expect(refusal(MakeOfferBodySchema, { car_id: 'x', bid_amount: 5 })).toEqual({
      message: 'car_id must be a car id (a whole number)',
      field: 'car_id',
    });
    expect(refusal(MakeOfferBodySchema, { car_id: 1, bid_amount: 5, offer: 1 })?.field).toBe('');
  });

  it("counter-offer-received's x-offer-id and offer-status-update's body", () => {
    expect(CounterOfferReceivedHeadersSchema.parse({ 'x-offer-id': '42' })).toEqual({ 'x-offer-id': 42 });
    expect(refusal(CounterOfferReceivedHeadersSchema, {})).toEqual({ message: 'x-offer-id is required', field: 'x-offer-id' });
    expect(refusal(CounterOfferReceivedHeadersSchema, { 'x-offer-id': '0' })).toEqual({
      message: 'x-offer-id must be an offer id (a whole number)',
      field: 'x-offer-id',
    });
    expect(OfferStatusUpdateBodySchema.parse({ counter_offers_id: 7, counter_offers_stats: 'accepted' })).toEqual({
      counter_offers_id: 7,
      counter_offers_stats: 'accepted',
    });
    expect(refusal(OfferStatusUpdateBodySchema, { counter_offers_id: 7, counter_offers_stats: 'ok' })).toEqual({
      message: "counter_offers_stats must be 'accepted' or 'rejected'",
      field: 'counter_offers_stats',
    });
  });

  it("the dealer's calls: view defaults to all, amount and status are checked", () => {
    expect(VendorOffersQuerySchema.parse({})).toEqual({ view: 'all' });
    expect(VendorOffersQuerySchema.parse({ view: 'new', 'x-limit': '10' })).toEqual({ view: 'new', 'x-limit': 10 });
    expect(refusal(VendorOffersQuerySchema, { view: 'mine' })).toEqual({ message: "view must be 'new', 'action' or 'all'", field: 'view' });
    expect(refusal(VendorCounterOfferBodySchema, { offer_id: 3, amount: -1 })).toEqual({
      message: 'Please enter a valid offer amount.',
      field: 'amount',
    });
    expect(refusal(VendorOfferStatusBodySchema, { offer_id: 3, status: 'maybe' })).toEqual({
      message: "status must be 'accepted' or 'rejected'",
      field: 'status',
    });
  });

  it('mark-read takes either a list of ids or all: true', () => {
    expect(MarkNotificationsReadBodySchema.parse({ all: true })).toEqual({ all: true });
    expect(MarkNotificationsReadBodySchema.parse({ notification_ids: [1, '2'] })).toEqual({ notification_ids: [1, 2] });
    expect(refusal(MarkNotificationsReadBodySchema, {})?.message).toBe('Give either notification_ids or all: true');
    expect(refusal(MarkNotificationsReadBodySchema, { all: true, notification_ids: [1] })?.message).toBe(
      'Give either notification_ids or all: true',
    );
    expect(refusal(MarkNotificationsReadBodySchema, { notification_ids: [] })?.message).toBe('notification_ids must not be empty');
  });
});
