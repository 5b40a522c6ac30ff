// Where the buyer's negotiation on this car stands, in place of 'Make an Offer': the state in
// one sentence, the last bids of both sides, offers left, and the actions the negotiation allows now.
import { Box, Link, Stack, Typography } from '@mui/material';
import type { OfferItem } from '@luxe/contract';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/figure';
import { OfferActions } from '../../../components/offers/offer-actions';
import { OfferStatusBadge } from '../../../components/offers/offer-status-badge';
import { formatRupees } from '../../../lib/format';
import { offerTimelineHref, stateSentence } from '../../../lib/offers/offer-rules';

export function NegotiationStatus({ offer }: { offer: OfferItem }) {
  return (
    <Box
      component="section"
      aria-labelledby="negotiation-title"
      sx={{ p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="negotiation-title" variant="h4" component="h2">
          Your offer
        </Typography>
        <OfferStatusBadge status={offer.offers_status} />
      </Stack>
      <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{stateSentence(offer)}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, my: 2 }}>
        <Figure label="Your last offer" value={formatRupees(offer.buyer_last_bid)} />
        <Figure
          label="Dealer’s last offer"
          value={offer.offers_current_bid === null ? 'None yet' : formatRupees(offer.offers_current_bid)}
        />
        <Figure label="Offers left" value={String(offer.offers_left)} />
      </Box>
      <OfferActions offer={offer} />
      <Link component={RouterLink} to={offerTimelineHref(offer.offers_id)} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
        See every bid of this negotiation
      </Link>
    </Box>
  );
}
