// An offer's status badge (the contract's words) in a quiet colour by what it means for the buyer:
// the accent stays for the primary action.
import type { OfferStatus } from '@luxe/contract/constants';
import { Tag } from '../tag';
import { statusLabel, statusTone, type StatusTone } from '../../lib/offers/offer-rules';

const toneSx: Record<StatusTone, object> = {
  waiting: { bgcolor: 'navy.fill', color: 'text.primary' },
  yourTurn: { bgcolor: '#fbeedd', color: '#7c4310' },
  agreed: { bgcolor: '#e4f0e8', color: '#2a6446' },
  closed: { bgcolor: 'navy.fill', color: 'text.secondary' },
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Tag sx={toneSx[statusTone(status)]}>{statusLabel(status)}</Tag>;
}
