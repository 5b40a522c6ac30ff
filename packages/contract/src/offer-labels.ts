// The badge of each offer status, apart from the constants every buyer's first page loads: only the
// offer views and the dealer's panel show them.
import type { OfferStatus } from './constants';

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
