// The dealer's cars, newest listed first: photo, name, price, status, and how buyers
// respond (views of the last 30 days, wishlists, offers), filtered by status; add a car; put a car that
// was taken off back on sale.
import Add from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ListingItem } from '@luxe/contract/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CarImage } from '../../components/car-image';
import { Price } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { formatIndianNumber, formatKm } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { PAGE_SIZE } from '../api/keys';
import { listingsQuery, useRelist, type ListingFilter } from '../api/listings';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-state';
import { Pager } from '../components/pager';
import { PanelTitle } from '../components/panel-section';
import { ListingStatusTag } from '../components/status-tag';
import { formatDateTime } from '../format';

const filters: { value: ListingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'available', label: 'On sale' },
  { value: 'reserved', label: 'Reserved' },
  { value: 'sold', label: 'Sold' },
  { value: 'withdrawn', label: 'Taken off' },
];

const plural = (n: number, one: string, many = `${one}s`) => `${formatIndianNumber(n)} ${n === 1 ? one : many}`;

/** Under a car taken off: when, and the one tap that puts it back where buyers find it. */
function RelistBar({ car }: { car: ListingItem }) {
  const relist = useRelist();
  const [problem, setProblem] = useState<string | null>(null);
  const putBack = () => {
    setProblem(null);
    relist.mutateAsync(car.car_id).then(
      () => toast.success(`The ${car.car_name} is back on sale: buyers find it again.`),
      (error: unknown) => setProblem(errorMessage(error)),
    );
  };
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {car.withdrawn_at ? `Taken off ${formatDateTime(car.withdrawn_at)}` : 'Taken off'}: buyers do not see it.
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={relist.isPending}
          onClick={putBack}
          aria-label={`Put back on sale: ${car.car_name}`}
        >
          Put back on sale
        </Button>
      </Stack>
      {problem && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}

function ListingCard({ car }: { car: ListingItem }) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: '12px', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <Box
        component={RouterLink}
        to={`/vendor/listings/${car.car_id}`}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '112px 1fr', sm: '168px 1fr' },
          gap: { xs: 1.5, sm: 2 },
          p: 1.5,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover h2': { textDecoration: 'underline' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
        }}
      >
        <CarImage src={car.image ?? undefined} alt="" sx={{ borderRadius: '8px' }} />
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {car.car_name}
            </Typography>
            <ListingStatusTag status={car.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {car.registration_year} · {formatKm(car.odometer_reading)} · {car.location}
          </Typography>
          <Price rupees={car.listing_price} variant="body1" />
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {plural(car.views_30_days, 'view')} in 30 days · {plural(car.wishlists, 'wishlist')} · {plural(car.offers, 'offer')}
            {car.open_offers > 0 ? ` (${formatIndianNumber(car.open_offers)} open)` : ''}
          </Typography>
        </Stack>
      </Box>
      {car.status === 'withdrawn' && <RelistBar car={car} />}
    </Box>
  );
}

export function ListingsPage() {
  usePageTitle("Listings · Vendor's Hub");
  const [params, setParams] = useSearchParams();
  const status = (filters.find((f) => f.value === params.get('status'))?.value ?? 'all') as ListingFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const listings = useQuery({ ...listingsQuery(status, page), placeholderData: keepPreviousData });
  const show = (next: { status?: ListingFilter; page?: number }) => {
    const search = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'all') search.set('status', s);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const counts = listings.data?.counts;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PanelTitle sub="Your cars as buyers see them, with the views of the last 30 days, wishlists and offers of each.">
          Listings
        </PanelTitle>
        <Button component={RouterLink} to="/vendor/listings/new" variant="contained" startIcon={<Add />} sx={{ flexShrink: 0 }}>
          Add a car
        </Button>
      </Stack>
      <Stack component="nav" aria-label="Show cars by status" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {filters.map((f) => (
          <Button
            key={f.value}
            size="small"
            variant={status === f.value ? 'contained' : 'outlined'}
            aria-pressed={status === f.value}
            onClick={() => show({ status: f.value })}
          >
            {f.label}
            {counts ? ` (${formatIndianNumber(counts[f.value])})` : ''}
          </Button>
        ))}
      </Stack>
      {listings.isPending ? (
        <ListSkeleton label="Loading your cars" rows={4} />
      ) : listings.isError ? (
        <ListError error={listings.error} onRetry={() => void listings.refetch()} />
      ) : listings.data.cars.length === 0 ? (
        <ListEmpty>
          {status === 'all'
            ? 'No car listed yet. Add your first: buyers find it in search as soon as it is listed.'
            : 'No car with this status.'}
        </ListEmpty>
      ) : (
        <>
          <Box component="ul" aria-label="Your cars" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { lg: '1fr 1fr' } }}>
            {listings.data.cars.map((car) => (
              <ListingCard key={car.car_id} car={car} />
            ))}
          </Box>
          <Pager page={page} total={listings.data.pagination.total} pageSize={PAGE_SIZE} onPage={(p) => show({ page: p })} />
        </>
      )}
    </>
  );
}
