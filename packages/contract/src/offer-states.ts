// A negotiation's status codes by name, and the badge of each (docs/product/offers.md): apart from the
// constants every buyer's first page loads, since only the offer views and the dealer's panel need them.
import type { OfferStatus } from './constants';

/** The status codes by name: the server's state table and the web app's views both read them here. */
export const offerState = {
  buyerBid: 1,
  buyerCountered: 2,
  dealerCountered: 3,
  /** The dealer countered the buyer's last allowed bid: the buyer may only accept or decline. */
  dealerFinalCounter: 4,
  buyerDeclined: 5,
  dealerDeclined: 6,
  buyerAccepted: 7,
  dealerAccepted: 8,
  bookingStarted: 9,
} as const satisfies Record<string, OfferStatus>;

/** The badge of each status; the web app shows 'Booking Started' for any other value. */
export const offerStatusLabels: Record<OfferStatus, string> = {
  1: 'Offer created',
  2: 'User Counter Offer',
  3: 'Vendor Counter offer',
  4: 'Counter Offer Sent',
  5: 'User Rejected offer',
  6: 'Dealer rejected',
  7: 'Offer Accepted by user',
  8: 'Offer Accepted by dealer',
  9: 'Booking Started',
};
