// A payment order's and a refund's states and the moves between them: forward only, never back from
// paid, processed or failed (a failed refund is for an operator to look at).
import type { StateTable } from '../../lib/state-table';
import type { paymentOrders, refunds } from '../../db/schema';

export const orderMoves = {
  /** A capture of the order's amount (a signature, the provider's answer, a webhook or reconciliation). */
  pay: { from: ['created', 'failed'], to: 'paid', by: 'provider' },
  /** The provider reported a failed attempt, or a capture of another amount was refunded. */
  fail: { from: ['created'], to: 'failed', by: 'provider' },
} as const satisfies StateTable<(typeof paymentOrders.$inferSelect)['status']>;

export const refundMoves = {
  processed: { from: ['pending'], to: 'processed', by: 'provider' },
  failed: { from: ['pending'], to: 'failed', by: 'provider' },
} as const satisfies StateTable<(typeof refunds.$inferSelect)['status']>;
