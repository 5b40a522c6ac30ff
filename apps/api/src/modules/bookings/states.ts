// A booking's states and every move between them. A paid reservation that runs out stays 'reserved'
// (its hold's end says it is over), so no move is needed for it.
import type { StateTable } from '../../lib/state-table';
import type { bookings } from '../../db/schema';

export type BookingState = (typeof bookings.$inferSelect)['status'];

export const bookingMoves = {
  /** The token is paid: the car is held 3 days. */
  reserve: { from: ['pending_payment'], to: 'reserved', by: 'provider' },
  /** The payment came after the car was taken off sale or reserved by another buyer: refunded. */
  paidTooLate: { from: ['pending_payment'], to: 'cancelled', by: 'system' },
  /** The buyer stops paying, or cancels within the reservation (the token refunded). */
  buyerCancels: { from: ['pending_payment', 'reserved'], to: 'cancelled', by: 'buyer' },
  /** The dealer cancels a reservation with a reason (the token refunded). */
  dealerCancels: { from: ['reserved'], to: 'cancelled', by: 'dealer' },
  /** An operator suspended the dealer: every open booking of its cars ends (a paid token refunded). */
  dealerSuspended: { from: ['pending_payment', 'reserved'], to: 'cancelled', by: 'operator' },
  /** The dealer records the sale. */
  sell: { from: ['reserved'], to: 'sold', by: 'dealer' },
} as const satisfies StateTable<BookingState>;

export type BookingMove = keyof typeof bookingMoves;
export type BookingCancel = { [M in BookingMove]: (typeof bookingMoves)[M]['to'] extends 'cancelled' ? M : never }[BookingMove];
