// One offer: the car, the buyer's first name and city, the state in one sentence,
// the whole exchange as a timeline, and the dealer's answer: Counter (the bid rules, docs/product/offers.md, shown before
// sending), Accept and Decline (each asked once: neither can be undone), each showing the server's
// message when it refuses; read again as the buyer moves. Below, the car's private auto prices.
import { offerState } from '@luxe/contract/offer-states';
import { AGREED_PRICE_HOLD_DAYS, OFFER_EXPIRY_HOURS, TOKEN_PERCENT, tokenFor } from '@luxe/contract/constants';
import type { CounterOfferEntry, VendorOffer } from '@luxe/contract/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { CarImage } from '../../components/car-image';
import { InputField } from '../../components/input-field';
import { errorMessage } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { toast } from '../../lib/toast';
import { liveRefresh } from '../../lib/query-keys';
import { usePageTitle } from '../../lib/use-page-title';
import { offerQuery, useAnswerOffer, useCounterOffer } from '../api/offers';
import { AutoPrices } from '../components/auto-prices';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListError, ListSkeleton } from '../components/list-state';
import { PanelSection } from '../components/panel-section';
import { OfferStatusTag } from '../components/status-tag';
import { formatDateTime, timeLeft } from '../format';
import { useNow } from '../use-now';

/** The state in one sentence, as a person would say it. */
function stateSentence(offer: VendorOffer, now: Date): string {
  const name = offer.buyer.first_name;
  const left = offer.expires_at ? timeLeft(offer.expires_at, now) : null;
  const by = offer.expires_at ? ` Answer by ${formatDateTime(offer.expires_at)}${left ? ` (${left})` : ''}.` : '';
  const bidsLeft =
    offer.offers_left === 0
      ? ' This was their last bid: a counter from you is final, they can only accept or decline it.'
      : ` They have ${offer.offers_left} ${offer.offers_left === 1 ? 'bid' : 'bids'} left.`;
  switch (offer.status) {
    case offerState.buyerBid:
      return `${name} offered ${formatRupees(offer.buyer_last_bid)}.${by}${bidsLeft}`;
    case offerState.buyerCountered:
      return `${name} countered at ${formatRupees(offer.buyer_last_bid)}.${by}${bidsLeft}`;
    case offerState.dealerCountered:
      return `You countered at ${formatRupees(offer.dealer_last_bid ?? 0)}. Waiting for ${name}, who has ${offer.offers_left} ${offer.offers_left === 1 ? 'bid' : 'bids'} left.`;
    case offerState.dealerFinalCounter:
      return `You made a final counter at ${formatRupees(offer.dealer_last_bid ?? 0)}. Waiting for ${name} to accept or decline.`;
    case offerState.buyerDeclined:
      return `${name} declined.`;
    case offerState.dealerDeclined:
      return offer.reason === 'expired'
        ? `The bid expired unanswered after ${OFFER_EXPIRY_HOURS} hours.`
        : offer.reason === 'sold'
          ? 'Closed: the car was sold.'
          : 'You declined this offer.';
    case offerState.buyerAccepted:
    case offerState.dealerAccepted: {
      const who = offer.status === offerState.buyerAccepted ? `${name} accepted your counter` : `You accepted ${name}'s bid`;
      const until = offer.agreed_until ? ` The price holds for ${name}'s booking until ${formatDateTime(offer.agreed_until)}.` : '';
      return `${who} at ${formatRupees(offer.agreed_price ?? 0)}.${until}`;
    }
    case offerState.bookingStarted:
      return `${name} paid the token at ${formatRupees(offer.agreed_price ?? 0)}: the booking has started.`;
  }
}

function gapToListing(amount: number, listing: number): string {
  const gap = listing - amount;
  if (gap <= 0) return 'at the listing price';
  return `${formatRupees(gap)} (${((gap / listing) * 100).toFixed(1)}%) below listing`;
}

function Timeline({ entries, offer }: { entries: CounterOfferEntry[]; offer: VendorOffer }) {
  // The server lists them newest first; a conversation reads oldest first.
  const ordered = [...entries].reverse();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {ordered.map((entry) => {
        const dealer = entry.offer_by === '2';
        return (
          <Box
            component="li"
            key={entry.counter_offer_id}
            sx={{
              justifySelf: dealer ? 'end' : 'start',
              maxWidth: { xs: '92%', sm: '75%' },
              p: 1.5,
              borderRadius: '12px',
              border: 1,
              borderColor: dealer ? 'primary.main' : 'divider',
              bgcolor: dealer ? 'navy.fill' : 'background.paper',
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {dealer ? 'You' : offer.buyer.first_name} · {formatDateTime(entry.created_at)}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: 18, fontVariantNumeric: 'tabular-nums' }}>
              {formatRupees(entry.counter_offer_amount)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {gapToListing(entry.counter_offer_amount, offer.car.listing_price)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function Answer({ offer }: { offer: VendorOffer }) {
  const counter = useCounterOffer(offer.offer_id);
  const answer = useAnswerOffer(offer.offer_id);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const floor = offer.buyer_last_bid;
  const ceiling = offer.dealer_last_bid ?? offer.car.listing_price;
  const ceilingName = offer.dealer_last_bid === null ? 'the listing price' : 'your previous counter';
  const room = ceiling - floor > 1;
  const busy = counter.isPending || answer.isPending;

  function sendCounter(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount.replace(/[,\s₹]/g, ''));
    if (amount.trim() === '' || !Number.isInteger(value) || value <= 0) {
      setProblem('Please enter the counter in whole rupees.');
      return;
    }
    if (value <= floor) {
      setProblem(`Your counter must be more than the buyer's last bid of ${formatRupees(floor)}.`);
      return;
    }
    if (value >= ceiling) {
      setProblem(`Your counter must be less than ${ceilingName}, ${formatRupees(ceiling)}.`);
      return;
    }
    setProblem(null);
    // NOTE: mutateAsync, not mutate's callbacks: a successful answer takes this form off the page
    // (the offer no longer waits for the dealer), and mutate's callbacks never run once it is gone.
    counter.mutateAsync(value).then(
      (result) => toast.success(result.message),
      (error: unknown) => setProblem(errorMessage(error)),
    );
  }

  return (
    <Stack spacing={2.5}>
      {room ? (
        <Box component="form" noValidate onSubmit={sendCounter}>
          <InputField
            label="Your counter (₹)"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={problem !== null}
            helperText={`More than ${formatRupees(floor)} (their last bid) and less than ${formatRupees(ceiling)} (${ceilingName}), in whole rupees.${
              offer.offers_left === 0 ? ' Final: they can only accept or decline it.' : ''
            }`}
          />
          <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
            Send counter
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Their bid is one rupee from {ceilingName}: there is no counter between. Accept or decline it.
        </Typography>
      )}
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
      <Stack spacing={1.5}>
        <Button variant="contained" color="secondary" size="large" disabled={busy} onClick={() => setAsking('accept')}>
          Accept {formatRupees(floor)}
        </Button>
        <Button variant="outlined" size="large" disabled={busy} onClick={() => setAsking('decline')}>
          Decline
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking === 'accept'}
        onClose={() => setAsking(null)}
        title={`Accept ${formatRupees(floor)}?`}
        confirmLabel={`Accept ${formatRupees(floor)}`}
        cancelLabel="Not yet"
        onConfirm={async () => toast.success((await answer.mutateAsync('accepted')).message)}
      >
        The price of the {offer.car.car_name} is agreed at {formatRupees(floor)}: no more counters. {offer.buyer.first_name} is told and
        asked to pay the token of {formatRupees(tokenFor(floor))} ({TOKEN_PERCENT}% of the price) to reserve the car; the price holds for
        their booking for {AGREED_PRICE_HOLD_DAYS} days.
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'decline'}
        onClose={() => setAsking(null)}
        title="Decline this offer?"
        confirmLabel="Decline offer"
        onConfirm={async () => toast.success((await answer.mutateAsync('rejected')).message)}
      >
        {offer.buyer.first_name}&apos;s negotiation on the {offer.car.car_name} ends; they are told you declined.
      </ConfirmDialog>
    </Stack>
  );
}

export function OfferPage() {
  const { offerId } = useParams();
  const id = Number(offerId);
  const valid = Number.isInteger(id) && id > 0;
  const now = useNow();
  const details = useQuery({ ...offerQuery(valid ? id : 0), enabled: valid, ...liveRefresh });
  const offer = details.data?.offer;
  usePageTitle(offer ? `Offer on the ${offer.car.car_name} · Vendor's Hub` : "Offer · Vendor's Hub");

  const back = (
    <Button component={RouterLink} to="/vendor/offers" startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
      Offers
    </Button>
  );
  if (!valid)
    return (
      <>
        {back}
        <Typography role="alert">There is no such offer.</Typography>
      </>
    );
  if (details.isPending)
    return (
      <>
        {back}
        <ListSkeleton label="Loading the offer" rows={2} />
      </>
    );
  if (details.isError)
    return (
      <>
        {back}
        <ListError error={details.error} onRetry={() => void details.refetch()} />
      </>
    );
  const { counter_offer_data: entries } = details.data;
  const o = details.data.offer;

  return (
    <>
      {back}
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
        <div>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <CarImage
              src={o.car.car_image ?? undefined}
              alt=""
              eager
              sx={{ width: { xs: 112, sm: 160 }, flexShrink: 0, borderRadius: '10px' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.25rem', md: '1.75rem' } }}>
                {o.car.car_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Listed at {formatRupees(o.car.listing_price)} · {o.car.location}
                {o.car.status !== 'available' ? ` · ${o.car.status}` : ''}
              </Typography>
              <Link component={RouterLink} to={`/car-details/${o.car.car_id}`} variant="body2">
                The car&apos;s page
              </Link>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <OfferStatusTag status={o.status} reason={o.reason} />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {o.buyer.first_name}
              {o.buyer.city ? `, ${o.buyer.city}` : ''}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 600, mb: 3 }}>{stateSentence(o, now)}</Typography>
          <PanelSection id="offer-timeline" title="The exchange">
            <Timeline entries={entries} offer={o} />
          </PanelSection>
        </div>
        <Stack spacing={2}>
          {o.awaiting === 'dealer' && (
            <Box
              component="section"
              aria-labelledby="offer-answer"
              sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: '16px' }}
            >
              <Typography id="offer-answer" variant="h3" component="h2" sx={{ mb: 2 }}>
                Your answer
              </Typography>
              <Answer key={`${o.offer_id}-${o.offers_count}`} offer={o} />
            </Box>
          )}
          <AutoPrices carId={o.car.car_id} listingPrice={o.car.listing_price} />
        </Stack>
      </Box>
    </>
  );
}
