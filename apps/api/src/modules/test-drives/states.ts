// A test drive's states and every move between them.
import type { StateTable } from '../../lib/state-table';
import type { testDrives } from '../../db/schema';

export type DriveState = (typeof testDrives.$inferSelect)['status'];

export const driveMoves = {
  /** The fee is paid (or waived): the slot is the buyer's. */
  book: { from: ['pending_payment'], to: 'booked', by: 'provider' },
  /** The payment came after the car left sale or the slot was taken: refunded. */
  paidTooLate: { from: ['pending_payment'], to: 'cancelled', by: 'system' },
  /** The buyer cancels a booked drive before it starts (refunded in full 24 hours or more ahead). */
  buyerCancels: { from: ['booked'], to: 'cancelled', by: 'buyer' },
  /** The car left sale (taken off, taken down, its dealer suspended) before the drive: refunded in full. */
  carLeftSale: { from: ['booked'], to: 'cancelled', by: 'system' },
  /** The dealer records how the drive went. */
  completed: { from: ['booked'], to: 'completed', by: 'dealer' },
  noShow: { from: ['booked'], to: 'no_show', by: 'dealer' },
} as const satisfies StateTable<DriveState>;

export type DriveMove = keyof typeof driveMoves;
export type DriveCancel = { [M in DriveMove]: (typeof driveMoves)[M]['to'] extends 'cancelled' ? M : never }[DriveMove];
