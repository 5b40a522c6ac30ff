// The negotiation timeline, told as a conversation: where it stands in
// one sentence, then every bid of both sides in order, who made it, when, and how far below the listing
// price it was, ending with the agreed price or how it closed.
import { offerState } from '@luxe/contract/offer-states';
import { Box, Button, Stack, Typography } from '@mui/material';
import { OFFER_BY_BUYER } from '@luxe/contract/constants';
import type { OfferItem } from '@luxe/contract';
import { errorMessage } from '../../lib/api-client';
import { formatIndianDateTime, formatRupees } from '../../lib/format';
import { useOfferBids } from '../../lib/offers/get-offer-bids';
import { gapToListing, stateSentence } from '../../lib/offers/offer-rules';
import { Skeleton } from '../skeleton';

function Bid({ mine, who, amount, at, listingPrice }: { mine: boolean; who: string; amount: number; at: string; listingPrice: number }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '85%',
          px: 2,
          py: 1.5,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'navy.fill' : 'background.paper',
          border: 1,
          borderColor: mine ? 'transparent' : 'divider',
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {who} · <time dateTime={at}>{formatIndianDateTime(at)}</time>
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>{formatRupees(amount)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {gapToListing(amount, listingPrice)}
        </Typography>
      </Box>
    </Box>
  );
}

function Outcome({ offer }: { offer: OfferItem }) {
  if (offer.agreed_price !== null) {
    return (
      <Box component="li" sx={{ textAlign: 'center', py: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Agreed price
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'secondary.main', fontVariantNumeric: 'tabular-nums' }}>
          {formatRupees(offer.agreed_price)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {gapToListing(offer.agreed_price, offer.listing_price)}
        </Typography>
      </Box>
    );
  }
  if (offer.offers_status === offerState.buyerDeclined || offer.offers_status === offerState.dealerDeclined) {
    return (
      <Box component="li" sx={{ textAlign: 'center', py: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {offer.offers_status === offerState.buyerDeclined ? 'You closed this negotiation.' : 'The dealer closed this negotiation.'}
        </Typography>
      </Box>
    );
  }
  return null;
}

export function OfferTimeline({ offer }: { offer: OfferItem }) {
  const bids = useOfferBids(offer.offers_id);
  return (
    <Stack spacing={2.5}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.5 }}>{stateSentence(offer)}</Typography>
      <Typography variant="body2" color="text.secondary">
        Listed at {formatRupees(offer.listing_price)} by {offer.vendor_name}
      </Typography>
      {bids.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading the bids">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={76} sx={{ width: '70%', alignSelf: i ? 'flex-end' : 'flex-start' }} />
          ))}
        </Stack>
      ) : bids.isError ? (
        <Box>
          <Typography>{errorMessage(bids.error)}</Typography>
          <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => void bids.refetch()}>
            Try again
          </Button>
        </Box>
      ) : (
        <Stack component="ol" spacing={1.5} aria-label="Bids, oldest first" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {[...bids.data.counter_offer_data].reverse().map((entry) => (
            <Bid
              key={entry.counter_offer_id}
              mine={entry.offer_by === OFFER_BY_BUYER}
              who={entry.offer_by === OFFER_BY_BUYER ? 'You offered' : `${offer.vendor_name} countered`}
              amount={entry.counter_offer_amount}
              at={entry.created_at}
              listingPrice={offer.listing_price}
            />
          ))}
          <Outcome offer={offer} />
        </Stack>
      )}
    </Stack>
  );
}
