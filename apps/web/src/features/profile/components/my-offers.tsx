// My offers: a card per negotiation with its status badge, where it stands
// and the actions the negotiation allows; each opens its timeline (?offer=<id>, so a notification can link to it).
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import type { OfferItem } from '@luxe/contract';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CarImage } from '../../../components/car-image';
import { ModalDialog } from '../../../components/modal-dialog';
import { DialogHeading } from '../../../components/offers/dialog-parts';
import { Figure } from '../../../components/figure';
import { OfferActions } from '../../../components/offers/offer-actions';
import { OfferStatusBadge } from '../../../components/offers/offer-status-badge';
import { OfferTimeline } from '../../../components/offers/offer-timeline';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatIndianDateTime, formatRupees } from '../../../lib/format';
import { useOffers } from '../../../lib/offers/get-offers';
import { stateSentence } from '../../../lib/offers/offer-rules';

function OfferCard({ offer, onOpen }: { offer: OfferItem; onOpen: () => void }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px minmax(0, 1fr)' } }}
    >
      {/* Width and height both given: the photo fills its column at any card height, never wider. */}
      <CarImage src={offer.car_images[0]} alt={offer.cars_name} sx={{ width: '100%', height: { sm: '100%' } }} />
      <Box sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`/car-details/${offer.offers_car_id}`} color="inherit" underline="hover">
                {offer.cars_name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {offer.vendor_name} · {offer.cars_location}
            </Typography>
          </Box>
          <OfferStatusBadge status={offer.offers_status} />
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, my: 2 }}
        >
          <Figure label="Offer date" value={formatIndianDateTime(offer.offers_bid_time)} />
          <Figure label="Your offer" value={formatRupees(offer.buyer_last_bid)} />
          <Figure label="Counter offer" value={offer.offers_current_bid === null ? 'None yet' : formatRupees(offer.offers_current_bid)} />
          <Figure label="Listing price" value={formatRupees(offer.listing_price)} />
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {stateSentence(offer)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <OfferActions offer={offer} />
          <Button variant="text" onClick={onOpen} aria-label={`View the negotiation on ${offer.cars_name}`}>
            View negotiation
          </Button>
        </Stack>
      </Box>
    </Card>
  );
}

function TimelinePanel({ offer, onClose }: { offer: OfferItem | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog open={offer !== null} onClose={onClose} labelledBy={titleId} maxWidth={520} side>
      {offer && (
        <Box sx={{ p: { xs: 2.5, sm: 3.5 }, overflowY: 'auto', flex: 1 }}>
          <DialogHeading id={titleId} title="Negotiation" subtitle={offer.cars_name} onClose={onClose} />
          <Box sx={{ mb: 2.5 }}>
            <OfferStatusBadge status={offer.offers_status} />
          </Box>
          <OfferTimeline offer={offer} />
          <Box sx={{ mt: 3 }}>
            <OfferActions offer={offer} />
          </Box>
        </Box>
      )}
    </ModalDialog>
  );
}

function OffersSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading your offers">
      {[0, 1].map((i) => (
        <Card key={i} sx={{ p: 2.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 2.5 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
          <Box>
            <Skeleton width="60%" height={32} />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

export function MyOffers({ empty }: { empty: ReactNode }) {
  const offers = useOffers({ live: true });
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('offer'));
  const opened = offers.data?.find((offer) => offer.offers_id === openId) ?? null;

  function show(offerId: number | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (offerId === null) next.delete('offer');
        else next.set('offer', String(offerId));
        return next;
      },
      { replace: offerId === null },
    );
  }

  if (offers.isPending) return <OffersSkeleton />;
  if (offers.isError) {
    return (
      <Card sx={{ p: 4 }}>
        <Typography>{errorMessage(offers.error)}</Typography>
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void offers.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (offers.data.length === 0) return empty;
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        My offers
      </Typography>
      <Stack spacing={2}>
        {offers.data.map((offer) => (
          <OfferCard key={offer.offers_id} offer={offer} onOpen={() => show(offer.offers_id)} />
        ))}
      </Stack>
      <TimelinePanel offer={opened} onClose={() => show(null)} />
    </>
  );
}
