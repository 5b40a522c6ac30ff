// The buyer's purchase history: one order (a car booking or a test drive) with its timeline, its
// payment and refund, and the figures a receipt needs. Ours, in the same path style as the rest.
import { z } from 'zod/mini';
import { okResponse } from './envelope';
import { idField } from './fields';

export const OrderDetailsQuerySchema = z
  .object({
    booking_id: z.optional(idField('booking_id', 'a booking id')),
    test_drive_id: z.optional(idField('test_drive_id', 'a test drive id')),
  })
  .check(
    z.refine((q) => (q.booking_id === undefined) !== (q.test_drive_id === undefined), {
      message: 'booking_id or test_drive_id is required (one of them)',
      path: ['booking_id'],
    }),
  );

/** The steps of an order that happened, oldest first; the last is where it stands. */
/** A drive's outcome (done, missed) is dated at its slot's start, when it happened. */
export const orderSteps = ['offer', 'test_drive', 'drive_done', 'drive_missed', 'token_paid', 'reserved', 'sold', 'cancelled'] as const;
export type OrderStep = (typeof orderSteps)[number];

export const OrderDetailsSchema = z.object({
  /** 'LW-B000042' for a car booking, 'LW-T000017' for a test drive. */
  order_number: z.string(),
  kind: z.enum(['booking', 'test_drive']),
  booking_id: z.nullable(z.number()),
  test_drive_id: z.nullable(z.number()),
  placed_at: z.string(),
  status: z.enum(['pending_payment', 'reserved', 'cancelled', 'sold', 'booked', 'completed', 'no_show']),
  booking_type: z.nullable(z.enum(['direct', 'post_offer', 'post_test_drive'])),
  car: z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()), location: z.string() }),
  dealer: z.object({ id: z.number(), name: z.string(), address: z.string() }),
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** The buyer's last bid, the dealer's last counter and the agreed price of the buyer's negotiation on the car. */
  your_offer: z.nullable(z.number()),
  counter_offer: z.nullable(z.number()),
  agreed_price: z.nullable(z.number()),
  /** A booking's price of the car; null for a test drive. */
  total_car_price: z.nullable(z.number()),
  /** What this order is paid for: a booking's token (2%) or a test drive's fee, in rupees. */
  amount: z.number(),
  reserved_until: z.nullable(z.string()),
  /** A test drive's slot: India's date and the slot's label. */
  drive_date: z.nullable(z.string()),
  drive_time: z.nullable(z.string()),
  timeline: z.array(z.object({ step: z.enum(orderSteps), at: z.string() })),
  payment: z.nullable(
    z.object({
      provider: z.string(),
      order_id: z.string(),
      payment_id: z.nullable(z.string()),
      amount: z.number(),
      currency: z.string(),
      status: z.enum(['created', 'paid', 'failed']),
      paid_at: z.nullable(z.string()),
      refund: z.nullable(z.object({ amount: z.number(), status: z.enum(['pending', 'processed', 'failed']), requested_at: z.string() })),
    }),
  ),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;
export const OrderDetailsResponseSchema = okResponse(OrderDetailsSchema);
