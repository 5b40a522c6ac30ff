// Saved searches: each with the cars that came into it since the buyer last opened it (how many, and the
// latest few), Open (the car list with its filters; what was new is then seen) and Remove.
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import type { SavedSearch, SavedSearchMatch } from '@luxe/contract';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CarImage } from '../../../components/car-image';
import { errorMessage } from '../../../lib/api-client';
import { formatIndianDateTime, formatIndianNumber, formatPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { markSearchSeen, useRemoveSavedSearch, useSavedSearches } from '../api/saved-searches';
import { LoadFailed } from './confirm-cancel';

const EVENT_WORDS: Record<SavedSearchMatch['event'], string> = {
  listed: 'New',
  relisted: 'Back on sale',
  price_cut: 'Price cut',
};

function NewCar({ car }: { car: SavedSearchMatch }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: 1.5, alignItems: 'center' }}>
      <CarImage src={car.car_image ?? undefined} alt="" sx={{ borderRadius: 1.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={`/car-details/${car.car_id}`} underline="hover" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {car.car_name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {EVENT_WORDS[car.event]} · {formatPrice(car.listing_price)} · {car.manufacturing_year} ·{' '}
          {formatIndianNumber(car.odometer_reading)} km · {car.location}
        </Typography>
      </Box>
    </Box>
  );
}

function SearchCard({
  search,
  onOpen,
  onRemove,
  removing,
}: {
  search: SavedSearch;
  onOpen: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const titleId = useId();
  const { count, cars } = search.new_matches;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Saved {formatIndianDateTime(search.created_at)}
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 700, color: count > 0 ? 'primary.main' : 'text.secondary' }}>
            {count === 0 ? 'Nothing new since your last visit' : `${count} new ${count === 1 ? 'car' : 'cars'} since your last visit`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button variant="contained" color="secondary" onClick={onOpen} aria-label={`Open ${search.name}`}>
            Open
          </Button>
          <Button variant="outlined" color="error" onClick={onRemove} disabled={removing} aria-label={`Remove ${search.name}`}>
            Remove
          </Button>
        </Stack>
      </Stack>
      {cars.length > 0 && (
        <Stack component="ul" spacing={1.5} aria-label={`New cars for ${search.name}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {cars.map((car) => (
            <NewCar key={car.car_id} car={car} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function SavedSearches({ empty }: { empty: ReactNode }) {
  const searches = useSavedSearches();
  const remove = useRemoveSavedSearch();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<number | null>(null);

  if (searches.isPending) return <Typography aria-busy="true">Loading your saved searches…</Typography>;
  if (searches.isError) return <LoadFailed error={searches.error} retry={() => void searches.refetch()} />;
  const { searches: list, max_searches } = searches.data;
  if (list.length === 0) return empty;

  // Opened: what was new is seen from now; the list shows the search's cars whatever that answers.
  const open = (search: SavedSearch) => {
    markSearchSeen(search.id).catch((failure: unknown) => toast.error(errorMessage(failure)));
    void navigate(`/cars?${search.query}`);
  };
  const removeOne = (search: SavedSearch) => {
    setRemoving(search.id);
    remove.mutate(search.id, {
      onSuccess: () => toast.success(`“${search.name}” removed`),
      onError: (failure) => toast.error(errorMessage(failure)),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <>
      <Typography variant="h3" component="h2">
        Saved searches
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {list.length} of {max_searches}. We tell you of cars that are listed, back on sale or cut in price into them.
      </Typography>
      <Stack spacing={2}>
        {list.map((search) => (
          <SearchCard
            key={search.id}
            search={search}
            onOpen={() => open(search)}
            onRemove={() => removeOne(search)}
            removing={removing === search.id}
          />
        ))}
      </Stack>
    </>
  );
}
