// Status badges in quiet colours (the accent stays for the primary action): the contract's
// words for an offer, plain words for bookings and test drives.
import type { OfferCloseReason, OfferStatus } from '@luxe/contract/constants';
import { offerState, offerStatusLabels } from '@luxe/contract/offer-states';
import { Tag } from '../../components/tag';

type Tone = 'waiting' | 'good' | 'closed' | 'neutral';

const tones: Record<Tone, object> = {
  waiting: { bgcolor: '#fbf1dc', color: '#6f5423' },
  good: { bgcolor: '#e3f1e8', color: '#22583c' },
  closed: { bgcolor: 'navy.fill', color: 'text.secondary' },
  neutral: { bgcolor: 'navy.fill', color: 'text.primary' },
};

export function StatusTag({ tone, children }: { tone: Tone; children: string }) {
  return <Tag sx={tones[tone]}>{children}</Tag>;
}

const reasonLabels: Record<OfferCloseReason, string> = { expired: 'Expired', sold: 'Car sold', dealer_suspended: 'Closed by Luxe Wheels' };

export function OfferStatusTag({ status, reason }: { status: OfferStatus; reason: OfferCloseReason | null }) {
  const label = reason ? reasonLabels[reason] : offerStatusLabels[status];
  const tone: Tone =
    status === offerState.buyerBid || status === offerState.buyerCountered
      ? 'waiting'
      : status === offerState.buyerAccepted || status === offerState.dealerAccepted || status === offerState.bookingStarted
        ? 'good'
        : status === offerState.buyerDeclined || status === offerState.dealerDeclined
          ? 'closed'
          : 'neutral';
  return <StatusTag tone={tone}>{label}</StatusTag>;
}

const bookingLabels = { pending_payment: 'Awaiting payment', reserved: 'Reserved', cancelled: 'Cancelled', sold: 'Sold' } as const;
export function BookingStatusTag({ status, live }: { status: keyof typeof bookingLabels; live: boolean }) {
  if (status === 'reserved' && !live) return <StatusTag tone="closed">Reservation ended</StatusTag>;
  return <StatusTag tone={status === 'reserved' ? 'waiting' : status === 'sold' ? 'good' : 'closed'}>{bookingLabels[status]}</StatusTag>;
}

const driveLabels = {
  pending_payment: 'Awaiting payment',
  booked: 'Booked',
  cancelled: 'Cancelled',
  completed: 'Done',
  no_show: 'No-show',
} as const;
export function TestDriveStatusTag({ status }: { status: keyof typeof driveLabels }) {
  return <StatusTag tone={status === 'booked' ? 'waiting' : status === 'completed' ? 'good' : 'closed'}>{driveLabels[status]}</StatusTag>;
}

const listingLabels = { available: 'On sale', reserved: 'Reserved', sold: 'Sold', withdrawn: 'Taken off' } as const;
export function ListingStatusTag({ status }: { status: keyof typeof listingLabels }) {
  const tone: Tone = status === 'available' ? 'good' : status === 'reserved' ? 'waiting' : 'closed';
  return <StatusTag tone={tone}>{listingLabels[status]}</StatusTag>;
}
