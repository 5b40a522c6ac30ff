// Offers and negotiation, both sides (docs/product/offers.md): the buyer's calls (field names as the web
// app has always sent them), the dealer's calls, and the notifications (our own paths).
import { z } from 'zod/mini';
import { PaginationSchema, PagingHeadersSchema } from './catalogue';
import { counterOfferAnswers, listingStatuses, offerCloseReasons, offerMessages, offerStatuses, vendorOfferViews } from './constants';
import { okResponse } from './envelope';
import { documented, idField, idText } from './fields';

/**
 * An amount in whole rupees as a number or its text, with the offer form's messages. The bid
 * rules that depend on the negotiation (ranges, turns) are the server's offer machine's.
 */
const amountField = () =>
  z
    .pipe(
      z.union(
        [
          // Whole rupees from 1 to 9,999,999,999 (the checks below), as a number or as its digits.
          documented(z.number(), { type: 'integer', minimum: 1, maximum: 10_000_000_000 }),
          documented(z.string(), { pattern: '^0*[1-9]\\d{0,9}(\\.0+)?$' }).check(
            z.trim(),
            // NOTE: no `abort` here: an aborted branch makes the union answer its own message instead.
            z.refine((v) => v !== '', offerMessages.priceRequired),
            z.refine((v) => v === '' || /^-?\d+(\.\d+)?$/.test(v), offerMessages.priceNotNumber),
          ),
        ],
        {
          error: (issue) =>
            issue.input === undefined || issue.input === null ? offerMessages.priceRequired : offerMessages.priceNotNumber,
        },
      ),
      z.transform(Number),
    )
    .check(
      z.refine((n) => n > 0, { error: offerMessages.amountNotPositive, abort: true }),
      z.refine((n) => Number.isInteger(n), { error: offerMessages.amountNotWhole, abort: true }),
      // Far above any listing price; keeps the number inside what the database and JSON hold exactly.
      z.refine((n) => n <= 10_000_000_000, offerMessages.amountNotPositive),
    );

/** A negotiation's status codes 1-9 (docs/product/offers.md). */
export const OfferStatusSchema = z.literal(offerStatuses);
const ReasonSchema = z.nullable(z.enum(offerCloseReasons));
const AwaitingSchema = z.nullable(z.enum(['buyer', 'dealer']));

// ---- The buyer's calls ----

/** The offer payload: the first bid on a car, or the buyer's counter on the same car. */
export const MakeOfferBodySchema = z.strictObject({ car_id: idField('car_id', 'a car id'), bid_amount: amountField() });
export type MakeOfferBody = z.infer<typeof MakeOfferBodySchema>;

/** One negotiation as the buyer sees it: the offer list item's original fields, then our own. */
export const OfferItemSchema = z.object({
  offers_id: z.number(),
  offers_car_id: z.number(),
  cars_name: z.string(),
  cars_location: z.string(),
  car_images: z.array(z.string()),
  vendor_name: z.string(),
  /** When the buyer placed the first bid. */
  offers_bid_time: z.string(),
  /** The buyer's first bid. */
  offer_bid_amount: z.number(),
  /** The dealer's latest counter, null until the dealer counters. */
  offers_current_bid: z.nullable(z.number()),
  offers_status: OfferStatusSchema,
  vendor_id: z.number(),
  listing_price: z.number(),
  /** The buyer's latest bid. */
  buyer_last_bid: z.number(),
  /** Bids of both sides so far; the web app shows 'Make an Offer' while it is 6 or fewer. */
  offers_count: z.number(),
  /** ceil(3 - offers_count / 2): the buyer bids at most 3 times. */
  offers_left: z.number(),
  /** Whose answer the negotiation waits for; null once it is agreed or closed. */
  awaiting: AwaitingSchema,
  /** When the open bid expires unanswered (48 hours); null when no bid awaits an answer. */
  expires_at: z.nullable(z.string()),
  /** Why it closed without a person declining (status 5 or 6). */
  reason: ReasonSchema,
  /** The agreed price (status 7, 8 or 9) and how long it holds for the booking (3 days). */
  agreed_price: z.nullable(z.number()),
  agreed_until: z.nullable(z.string()),
  /** The dealer's newest entry, the one `offer-status-update` answers; null when the dealer has not countered. */
  counter_offers_id: z.nullable(z.number()),
  updated_at: z.string(),
});
export type OfferItem = z.infer<typeof OfferItemSchema>;
export const MakeOfferResponseSchema = okResponse(OfferItemSchema);
export type MakeOfferResponse = z.infer<typeof MakeOfferResponseSchema>;

export const OfferReceivedResponseSchema = okResponse(z.object({ offer_data: z.array(OfferItemSchema) }));
export type OfferReceivedResponse = z.infer<typeof OfferReceivedResponseSchema>;

export const CounterOfferReceivedHeadersSchema = z.object({ 'x-offer-id': idText('x-offer-id', 'an offer id') });

/** One bid of a negotiation: offer_by '1' is the buyer, '2' the dealer; with its time. */
export const CounterOfferEntrySchema = z.object({
  counter_offer_id: z.number(),
  counter_offer_amount: z.number(),
  offer_by: z.enum(['1', '2']),
  created_at: z.string(),
});
export type CounterOfferEntry = z.infer<typeof CounterOfferEntrySchema>;
export const CounterOfferReceivedResponseSchema = okResponse(
  z.object({
    /** Newest first. */
    counter_offer_data: z.array(CounterOfferEntrySchema),
    offers_id: z.number(),
    offers_status: OfferStatusSchema,
    offers_left: z.number(),
    expires_at: z.nullable(z.string()),
  }),
);
export type CounterOfferReceivedResponse = z.infer<typeof CounterOfferReceivedResponseSchema>;

export const OfferStatusUpdateBodySchema = z.strictObject({
  /** The dealer's newest entry; an older one answers 409 (the buyer must answer what the dealer last said). */
  counter_offers_id: idField('counter_offers_id', 'a counter offer id'),
  counter_offers_stats: z.enum(counterOfferAnswers, { error: "counter_offers_stats must be 'accepted' or 'rejected'" }),
});
export type OfferStatusUpdateBody = z.infer<typeof OfferStatusUpdateBodySchema>;
export const OfferStatusUpdateResponseSchema = okResponse(OfferItemSchema);

// ---- The dealer's calls ----

export const VendorOffersQuerySchema = z.extend(PagingHeadersSchema, {
  /** new: not yet opened by the dealer; action: waiting for the dealer; all: every offer. */
  view: z._default(z.enum(vendorOfferViews, { error: "view must be 'new', 'action' or 'all'" }), 'all'),
});
export type VendorOffersQuery = z.infer<typeof VendorOffersQuerySchema>;

/** One negotiation on one of the dealer's cars: the buyer's first name and city only, no phone or e-mail. */
export const VendorOfferSchema = z.object({
  offer_id: z.number(),
  status: OfferStatusSchema,
  reason: ReasonSchema,
  awaiting: AwaitingSchema,
  /** False until the dealer first opens the offer's details (the `new` view). */
  opened: z.boolean(),
  first_bid: z.number(),
  buyer_last_bid: z.number(),
  /** The dealer's latest counter, null until the dealer counters. */
  dealer_last_bid: z.nullable(z.number()),
  offers_count: z.number(),
  offers_left: z.number(),
  expires_at: z.nullable(z.string()),
  agreed_price: z.nullable(z.number()),
  agreed_until: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  car: z.object({
    car_id: z.number(),
    car_name: z.string(),
    car_image: z.nullable(z.string()),
    listing_price: z.number(),
    location: z.string(),
    status: z.enum(listingStatuses),
  }),
  buyer: z.object({ first_name: z.string(), city: z.nullable(z.string()) }),
});
export type VendorOffer = z.infer<typeof VendorOfferSchema>;
export const VendorOffersResponseSchema = okResponse(z.object({ offers: z.array(VendorOfferSchema), pagination: PaginationSchema }));
export type VendorOffersResponse = z.infer<typeof VendorOffersResponseSchema>;

export const VendorOfferDetailsQuerySchema = z.object({ offer_id: idText('offer_id', 'an offer id') });
export const VendorOfferDetailsResponseSchema = okResponse(
  z.object({
    offer: VendorOfferSchema,
    /** Every entry, newest first, as the buyer's counter-offer-received lists them. */
    counter_offer_data: z.array(CounterOfferEntrySchema),
  }),
);
export type VendorOfferDetailsResponse = z.infer<typeof VendorOfferDetailsResponseSchema>;

export const VendorCounterOfferBodySchema = z.strictObject({ offer_id: idField('offer_id', 'an offer id'), amount: amountField() });
export type VendorCounterOfferBody = z.infer<typeof VendorCounterOfferBodySchema>;

export const VendorOfferStatusBodySchema = z.strictObject({
  offer_id: idField('offer_id', 'an offer id'),
  status: z.enum(counterOfferAnswers, { error: "status must be 'accepted' or 'rejected'" }),
});
export type VendorOfferStatusBody = z.infer<typeof VendorOfferStatusBodySchema>;
export const VendorOfferResponseSchema = okResponse(VendorOfferSchema);

/** A dealer's private auto-accept and auto-decline prices for one car; null turns one off. */
export const VendorAutoPricesBodySchema = z
  .strictObject({
    car_id: idField('car_id', 'a car id'),
    auto_accept_price: z.nullable(amountField()),
    auto_decline_price: z.nullable(amountField()),
  })
  .check(
    z.refine((b) => b.auto_accept_price === null || b.auto_decline_price === null || b.auto_decline_price < b.auto_accept_price, {
      message: 'auto_decline_price must be below auto_accept_price',
      path: ['auto_decline_price'],
    }),
  );
export type VendorAutoPricesBody = z.infer<typeof VendorAutoPricesBodySchema>;
export const VendorAutoPricesQuerySchema = z.object({ car_id: idText('car_id', 'a car id') });
export const VendorAutoPricesResponseSchema = okResponse(
  z.object({ car_id: z.number(), auto_accept_price: z.nullable(z.number()), auto_decline_price: z.nullable(z.number()) }),
);
export type VendorAutoPrices = z.infer<typeof VendorAutoPricesResponseSchema>['data'];

// ---- Notifications (docs/product/notifications.md), the same shapes for buyers and dealers ----

/** What a notification reports; payments, holds, test drives and price drops add theirs. */
export const notificationKinds = [
  'offer_received',
  'offer_countered',
  'offer_accepted',
  'offer_declined',
  'offer_expired',
  'offer_closed',
  'test_drive_booked',
  'test_drive_cancelled',
  'test_drive_reminder',
  'booking_reserved',
  'booking_cancelled',
  'reservation_reminder',
  'car_sold',
  'price_drop',
  'refund_started',
  'listing_taken_down',
  'dealer_suspended',
  'dealer_restored',
  'saved_search_match',
] as const;

export const NotificationSchema = z.object({
  notification_id: z.number(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  offer_id: z.nullable(z.number()),
  car_id: z.nullable(z.number()),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsResponseSchema = okResponse(
  z.object({ notifications: z.array(NotificationSchema), unread_count: z.number(), pagination: PaginationSchema }),
);
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const MarkNotificationsReadBodySchema = z
  .strictObject({
    notification_ids: z.optional(
      z
        .array(idField('notification_ids', '', 'notification_ids must hold notification ids (whole numbers)'), {
          error: 'notification_ids must be a list of notification ids',
        })
        .check(z.minLength(1, 'notification_ids must not be empty'), z.maxLength(100, 'notification_ids must hold at most 100 ids')),
    ),
    all: z.optional(z.literal(true, { error: 'all must be true when given' })),
  })
  .check(
    z.refine((b) => (b.notification_ids === undefined) !== (b.all === undefined), {
      message: 'Give either notification_ids or all: true',
      path: ['notification_ids'],
    }),
  );
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;
export const MarkNotificationsReadResponseSchema = okResponse(z.object({ marked: z.number(), unread_count: z.number() }));
