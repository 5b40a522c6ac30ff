// Test drives, car bookings and their payments, field names as the web app has always sent them
// (docs/product/test-drives-and-bookings.md, docs/product/payments.md).
import { z } from 'zod/mini';
import { DRIVE_SLOTS } from './constants';
import { DRIVE_FEE_WAIVERS } from './drive-fee';
import { okResponse } from './envelope';
import { idField } from './fields';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max, `${field} must be at most ${max} characters`));

/** The booking order's fields; the address is required for home delivery, the showroom is the dealer's own. */
const orderFields = {
  car_id: idField('car_id', 'a car id'),
  preferred_location: z.enum(['home', 'showroom'], { error: "preferred_location must be 'home' or 'showroom'" }),
  street_address: z.optional(text('street_address', 200)),
  locality: z.optional(text('locality', 100)),
  city: z.optional(text('city', 60)),
  state: z.optional(text('state', 60)),
  zip_code: z.optional(
    z.string({ error: 'zip_code must be text' }).check(z.trim(), z.regex(/^[1-9]\d{5}$/, 'zip_code must be a 6-digit PIN code')),
  ),
};

const ADDRESS = ['street_address', 'locality', 'city', 'state', 'zip_code'] as const;
const homeNeedsAddress = z.superRefine((body: { preferred_location: string } & Partial<Record<(typeof ADDRESS)[number], string>>, ctx) => {
  if (body.preferred_location !== 'home') return;
  for (const field of ADDRESS)
    if (!body[field]) ctx.issues.push({ code: 'custom', input: body, path: [field], message: `${field} is required for home delivery` });
});

export const DirectOrderBodySchema = z
  .strictObject({
    ...orderFields,
    booking_type: z._default(z.literal('direct', { error: "booking_type must be 'direct' here" }), 'direct'),
  })
  .check(homeNeedsAddress);
export type DirectOrderBody = z.infer<typeof DirectOrderBodySchema>;

export const TestDriveOrderBodySchema = z
  .strictObject({
    ...orderFields,
    booking_type: z._default(z.literal('test_drive', { error: "booking_type must be 'test_drive' here" }), 'test_drive'),
    drive_date: z
      .string({ error: (issue) => (issue.input === undefined ? 'drive_date is required' : 'drive_date must be text') })
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'drive_date must be a date as YYYY-MM-DD')),
    drive_time: z.enum(DRIVE_SLOTS, { error: `drive_time must be one of ${DRIVE_SLOTS.join(', ')}` }),
  })
  .check(homeNeedsAddress);
export type TestDriveOrderBody = z.infer<typeof TestDriveOrderBodySchema>;

/** Post-offer and post-test-drive bookings name the car; the delivery choice is optional (showroom). */
export const CarBookingBodySchema = z
  .strictObject({ ...orderFields, preferred_location: z._default(orderFields.preferred_location, 'showroom') })
  .check(homeNeedsAddress);
export type CarBookingBody = z.infer<typeof CarBookingBodySchema>;

/** What a checkout needs; the amount is the server's, in paise. */
export const OrderSchema = z.object({
  /** null for a test drive whose fee is waived: it is booked at once, with nothing to pay. */
  rzp_order_id: z.nullable(z.string()),
  provider: z.enum(['razorpay', 'test']),
  key_id: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  /** Whole rupees, as the Pay Now dialog shows them. */
  amount_rupees: z.number(),
  /** A car booking's price (the agreed price after an offer), of which the token is paid now; null for a test drive. */
  car_price: z.nullable(z.number()),
  booking_id: z.nullable(z.number()),
  test_drive_id: z.nullable(z.number()),
  /** When the hold on the car or slot ends unless paid; null when there is nothing to pay. */
  hold_expires_at: z.nullable(z.string()),
  /** The test gateway's checkout page; null with Razorpay (its checkout.js opens instead). */
  checkout_url: z.nullable(z.string()),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderResponseSchema = okResponse(OrderSchema);

export const VerifyPaymentBodySchema = z.strictObject({
  order_id: z
    .string({ error: (issue) => (issue.input === undefined ? 'order_id is required' : 'order_id must be text') })
    .check(z.trim(), z.regex(/^order_[A-Za-z0-9]{6,40}$/, 'order_id must be an order id (order_...)')),
  razorpay_payment_id: z.optional(
    z
      .string({ error: 'razorpay_payment_id must be text' })
      .check(z.regex(/^pay_[A-Za-z0-9]{6,40}$/, 'razorpay_payment_id must be a payment id (pay_...)')),
  ),
  razorpay_signature: z.optional(
    z
      .string({ error: 'razorpay_signature must be text' })
      .check(z.regex(/^[0-9a-f]{64}$/, 'razorpay_signature must be 64 hexadecimal characters')),
  ),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

export const PaymentStateSchema = z.object({
  order_id: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  booking_id: z.nullable(z.number()),
  test_drive_id: z.nullable(z.number()),
  /** A car booking's reservation end (3 days from the payment). */
  reserved_until: z.nullable(z.string()),
  /** The buyer has rated this dealer already (a buyer rates a dealer once), so the rating is not offered again. */
  dealer_rated: z.boolean(),
});
export const VerifyPaymentResponseSchema = okResponse(PaymentStateSchema);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** The buyer's cancel calls: each names its own booking or test drive (a reason may be given, and is not kept). */
const cancelReason = { reason: z.optional(text('reason', 500)) };
export const CancelBookingBodySchema = z.strictObject({ booking_id: idField('booking_id', 'a booking id'), ...cancelReason });
export type CancelBookingBody = z.infer<typeof CancelBookingBodySchema>;
export const CancelTestDriveBodySchema = z.strictObject({ test_drive_id: idField('test_drive_id', 'a test drive id'), ...cancelReason });
export type CancelTestDriveBody = z.infer<typeof CancelTestDriveBodySchema>;

/** Why a slot cannot be booked: it has started, it is paid for, an unpaid order holds it (15 minutes), the car is sold. */
export const SLOT_UNAVAILABLE_REASONS = ['started', 'booked', 'held', 'sold'] as const;
export const TestDriveSlotSchema = z.object({
  drive_time: z.enum(DRIVE_SLOTS),
  available: z.boolean(),
  reason: z.nullable(z.enum(SLOT_UNAVAILABLE_REASONS)),
  /** While an unpaid order holds the slot: when the hold ends and the slot frees. */
  held_until: z.nullable(z.string()),
});
export type TestDriveSlot = z.infer<typeof TestDriveSlotSchema>;
/** The next 4 days in India, today first, each with its 8 slots; a signed-in buyer's own unpaid hold counts as free to them. */
export const TestDriveSlotsSchema = z.object({
  car_id: z.number(),
  time_zone: z.literal('Asia/Kolkata'),
  /** What a drive of this car costs the signed-in buyer now: the fee, or 0 when waived (and why). */
  fee: z.number(),
  fee_waiver: z.nullable(z.enum(DRIVE_FEE_WAIVERS)),
  days: z.array(z.object({ date: z.string(), slots: z.array(TestDriveSlotSchema) })),
});
export type TestDriveSlots = z.infer<typeof TestDriveSlotsSchema>;
export const TestDriveSlotsResponseSchema = okResponse(TestDriveSlotsSchema);

/** The stars this buyer gave the order's dealer; null until they rate, while the profile offers 'Rate DEALER'. */
const yourDealerRating = { your_dealer_rating: z.nullable(z.number()) };

/** One test drive: our own field names (the web app named none of the server's). */
const TestDriveBaseSchema = z.object({
  id: z.number(),
  car_id: z.number(),
  car_name: z.string(),
  car_image: z.nullable(z.string()),
  vendor_id: z.number(),
  vendor_name: z.string(),
  preferred_location: z.enum(['home', 'showroom']),
  /** Where the drive starts: the buyer's address (home) or the dealer's showroom. */
  location: z.string(),
  drive_date: z.string(),
  drive_time: z.enum(DRIVE_SLOTS),
  /** When the slot starts, as an instant. */
  starts_at: z.string(),
  fee: z.number(),
  status: z.enum(['pending_payment', 'booked', 'cancelled', 'completed', 'no_show']),
  order_id: z.nullable(z.string()),
  payment_status: z.nullable(z.enum(['created', 'paid', 'failed'])),
  refund_status: z.nullable(z.enum(['pending', 'processed', 'failed'])),
  /** What cancelling now gives back: the whole fee 24 hours or more before the slot, else 0; null once it cannot be cancelled. */
  refund_if_cancelled: z.nullable(z.number()),
  created_at: z.string(),
});
export type TestDriveBase = z.infer<typeof TestDriveBaseSchema>;
export const TestDriveItemSchema = z.extend(TestDriveBaseSchema, yourDealerRating);
export type TestDriveItem = z.infer<typeof TestDriveItemSchema>;
export const TestDrivesHeadersSchema = z.object({
  'x-test-drive-id': z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^0*[1-9]\d{0,8}$/, 'x-test-drive-id must be a test drive id (a whole number)')),
      z.transform(Number),
    ),
  ),
});
export const TestDrivesResponseSchema = okResponse(z.object({ test_drive_data: z.array(TestDriveItemSchema) }));
export const CancelResponseSchema = okResponse(
  z.object({
    status: z.literal('cancelled'),
    refund_amount: z.number(),
    refund_status: z.nullable(z.enum(['pending', 'processed', 'failed'])),
  }),
);

/** The original "Booking list item", then ours: status, the reservation's end, payment and refund. */
const BookingBaseSchema = z.object({
  booking_id: z.number(),
  car_id: z.number(),
  car_name: z.string(),
  car_images: z.array(z.string()),
  vendor_id: z.number(),
  vendor_name: z.string(),
  created_at: z.string(),
  total_car_price: z.number(),
  pay_amount: z.number(),
  locality: z.nullable(z.string()),
  booking_type: z.enum(['direct', 'post_offer', 'post_test_drive']),
  preferred_location: z.nullable(z.enum(['home', 'showroom'])),
  status: z.enum(['pending_payment', 'reserved', 'cancelled', 'sold']),
  /** While reserved: when the 3 days end. */
  reserved_until: z.nullable(z.string()),
  order_id: z.nullable(z.string()),
  payment_status: z.nullable(z.enum(['created', 'paid', 'failed'])),
  paid_at: z.nullable(z.string()),
  refund_status: z.nullable(z.enum(['pending', 'processed', 'failed'])),
  refund_amount: z.nullable(z.number()),
});
export type BookingBase = z.infer<typeof BookingBaseSchema>;
export const BookingItemSchema = z.extend(BookingBaseSchema, yourDealerRating);
export type BookingItem = z.infer<typeof BookingItemSchema>;
export const BookingListResponseSchema = okResponse(
  z.object({ booking_list: z.object({ result: z.array(BookingItemSchema), total: z.number(), limit: z.number(), offset: z.number() }) }),
);

// ---- The dealer's side ----

/** The buyer as the dealer sees them once a booking or test drive is paid (their contact, to arrange it). */
const BookedBuyerSchema = z.object({ name: z.string(), phone: z.string(), email: z.string(), city: z.nullable(z.string()) });

export const VendorBookingSchema = z.extend(BookingBaseSchema, {
  buyer: BookedBuyerSchema,
  /** A cancelled reservation: who cancelled it, when, and the reason (the dealer's own words, told to the buyer). */
  cancelled_by: z.nullable(z.enum(['buyer', 'dealer'])),
  cancelled_at: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
});
export type VendorBooking = z.infer<typeof VendorBookingSchema>;
export const VendorBookingsResponseSchema = okResponse(
  z.object({ bookings: z.array(VendorBookingSchema), total: z.number(), limit: z.number(), offset: z.number() }),
);

export const VendorTestDriveSchema = z.extend(TestDriveBaseSchema, { buyer: BookedBuyerSchema });
export type VendorTestDrive = z.infer<typeof VendorTestDriveSchema>;
export const VendorTestDrivesResponseSchema = okResponse(
  z.object({ test_drives: z.array(VendorTestDriveSchema), total: z.number(), limit: z.number(), offset: z.number() }),
);

export const VendorCancelBookingBodySchema = z.strictObject({
  booking_id: idField('booking_id', 'a booking id'),
  reason: text('reason', 500),
});
export const VendorBookingIdBodySchema = z.strictObject({ booking_id: idField('booking_id', 'a booking id') });
export const VendorTestDriveOutcomeBodySchema = z.strictObject({
  test_drive_id: idField('test_drive_id', 'a test drive id'),
  outcome: z.enum(['completed', 'no_show'], { error: "outcome must be 'completed' or 'no_show'" }),
});
export const VendorBookingResponseSchema = okResponse(VendorBookingSchema);
export const VendorTestDriveResponseSchema = okResponse(VendorTestDriveSchema);
