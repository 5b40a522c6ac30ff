// One of the dealer's cars: what buyers see and how they respond, its photos (add,
// order, remove), and its actions: edit, change the price, take it off, put it back on sale.
import type { ListingDetails } from '@luxe/contract/schemas';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Price } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { formatIndianNumber, formatKm } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { listingQuery, useAddPhotos, useArrangePhotos, useRelist, useTakeOff } from '../api/listings';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListError, ListSkeleton } from '../components/list-state';
import { BackToListings, PanelSection } from '../components/panel-section';
import { moved, PhotoInput, PhotoTiles } from '../components/photo-picker';
import { PriceDialog } from '../components/price-dialog';
import { ListingStatusTag } from '../components/status-tag';
import { formatDateTime } from '../format';

const isDrawing = (url: string) => url.startsWith('/media/cars/');

/** A car with no photo of the dealer's: the generated pictures buyers see of it, until the first photo replaces them. */
function Drawings({ car }: { car: ListingDetails }) {
  const drawings = car.photos.filter((p) => isDrawing(p.url));
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        No photo of yours yet: buyers see {drawings.length === 1 ? 'this picture' : 'these pictures'} of the car in its colour, drawn for
        it. Add photos to sell it faster; they replace the drawings.
      </Typography>
      {drawings.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))' }}>
          {drawings.map((p, i) => (
            <Box
              component="li"
              key={p.photo_id}
              sx={{
                listStyle: 'none',
                border: 1,
                borderColor: 'divider',
                borderRadius: '10px',
                overflow: 'hidden',
                bgcolor: 'background.paper',
              }}
            >
              <Box
                component="img"
                src={p.url}
                alt={`Drawing ${i + 1} of the ${car.car_name}`}
                sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

function Photos({ car, editable }: { car: ListingDetails; editable: boolean }) {
  const photos = car.photos.filter((p) => !isDrawing(p.url));
  const [order, setOrder] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddPhotos();
  const arrange = useArrangePhotos();
  const shown = order ? order.map((id) => photos.find((p) => p.photo_id === id)!).filter(Boolean) : photos;
  const save = async (kept: number[]) => {
    try {
      await arrange.mutateAsync({
        car_id: car.car_id,
        order: kept,
        remove: photos.map((p) => p.photo_id).filter((id) => !kept.includes(id)),
      });
      setOrder(null);
      toast.success('Photos saved.');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const pick = async (files: File[]) => {
    try {
      await add.mutateAsync({ carId: car.car_id, files });
      toast.success(files.length === 1 ? 'Photo added.' : `${files.length} photos added.`);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const busy = add.isPending || arrange.isPending;
  return (
    <PanelSection id="listing-photos" title="Photos">
      <Stack spacing={1.5}>
        {photos.length === 0 && <Drawings car={car} />}
        {shown.length > 0 && (
          <PhotoTiles
            tiles={shown.map((p, i) => ({ key: p.photo_id, src: p.url, label: `photo ${i + 1}` }))}
            disabled={!editable || busy}
            onMove={(from, to) =>
              setOrder(
                moved(
                  shown.map((p) => p.photo_id),
                  from,
                  to,
                ),
              )
            }
            onRemove={(i) => {
              if (shown.length === 1) setProblem('A car keeps at least one photo: add another before removing this one.');
              else setOrder(shown.filter((_, j) => j !== i).map((p) => p.photo_id));
            }}
          />
        )}
        {order && (
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" disabled={busy} onClick={() => void save(order)}>
              Save photo order
            </Button>
            <Button disabled={busy} onClick={() => setOrder(null)}>
              Undo changes
            </Button>
          </Stack>
        )}
        {editable && (
          <PhotoInput
            label={add.isPending ? 'Uploading…' : 'Add photos'}
            onPick={(files) => void pick(files)}
            onProblem={setProblem}
            disabled={busy}
          >
            <Typography variant="body2" color="text.secondary">
              JPEG, PNG or WebP, up to 5 MB each; several at once.
            </Typography>
          </PhotoInput>
        )}
        {problem && (
          <Typography role="alert" variant="body2" color="error">
            {problem}
          </Typography>
        )}
      </Stack>
    </PanelSection>
  );
}

function Facts({ car }: { car: ListingDetails }) {
  const rows: [string, string][] = [
    ['Variant', `${car.car_variant} (${car.car_type})`],
    ['Year', `${car.manufacturing_year}, registered ${car.registration_year}`],
    ['Kilometres', formatKm(car.odometer_reading)],
    ['Owners', String(car.no_of_owners)],
    ['Registration', `${car.registration_number}, ${car.registration_state}`],
    ['Colour', car.color],
    ['Location', car.location],
    ['Engine', `${car.specifications.engine}, ${car.specifications.power_bhp} bhp`],
    ['Fuel and gearbox', `${car.specifications.fuel_type}, ${car.specifications.transmission}`],
    ['Listed', formatDateTime(car.listed_at)],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, columnGap: 3, rowGap: 1 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function ListingPage() {
  const carId = Number(useParams().carId);
  const car = useQuery({ ...listingQuery(carId), enabled: Number.isInteger(carId) && carId > 0 });
  const takeOff = useTakeOff();
  const relist = useRelist();
  const [asking, setAsking] = useState<'price' | 'take-off' | null>(null);
  usePageTitle(`${car.data?.car_name ?? 'Car'} · Vendor's Hub`);
  if (car.isPending) return <ListSkeleton label="Loading the car" rows={3} />;
  if (car.isError) return <ListError error={car.error} onRetry={() => void car.refetch()} />;
  const c = car.data;
  const open = c.status === 'available' || c.status === 'reserved';
  return (
    <>
      <BackToListings />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {c.car_name}
            </Typography>
            <ListingStatusTag status={c.status} />
          </Stack>
          <Price rupees={c.listing_price} variant="h3" component="p" sx={{ mt: 0.5 }} />
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatIndianNumber(c.views_30_days)} views in 30 days · {formatIndianNumber(c.wishlists)} wishlisted ·{' '}
            {formatIndianNumber(c.offers)} offers ({formatIndianNumber(c.open_offers)} open)
          </Typography>
          {c.status === 'withdrawn' && c.withdrawn_at && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Taken off {formatDateTime(c.withdrawn_at)}: buyers no longer see it.
            </Typography>
          )}
        </Box>
        {!open && (
          <Box sx={{ flexShrink: 0 }}>
            <Button component={RouterLink} to={`/vendor/listings/${c.car_id}/inspection`} variant="outlined">
              Inspection report
            </Button>
          </Box>
        )}
        {c.status === 'withdrawn' && (
          <Box sx={{ flexShrink: 0 }}>
            <Button
              variant="contained"
              disabled={relist.isPending}
              onClick={() =>
                relist.mutateAsync(c.car_id).then(
                  () => toast.success('Back on sale: buyers find it again.'),
                  (error: unknown) => toast.error(errorMessage(error)),
                )
              }
            >
              Put back on sale
            </Button>
          </Box>
        )}
        {open && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'flex-start' }}>
            <Button variant="contained" onClick={() => setAsking('price')}>
              Change price
            </Button>
            {c.status === 'available' && (
              <Button component={RouterLink} to={`/vendor/listings/${c.car_id}/edit`} variant="outlined">
                Edit
              </Button>
            )}
            <Button component={RouterLink} to={`/vendor/listings/${c.car_id}/inspection`} variant="outlined">
              Inspection report
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking('take-off')}>
              Take off…
            </Button>
          </Stack>
        )}
      </Stack>
      <Photos car={c} editable={open} />
      <PanelSection id="listing-facts" title="The car">
        <Facts car={c} />
        {c.description && (
          <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {c.description}
          </Typography>
        )}
      </PanelSection>
      {open && <PriceDialog open={asking === 'price'} onClose={() => setAsking(null)} carId={c.car_id} price={c.listing_price} />}
      <ConfirmDialog
        open={asking === 'take-off'}
        onClose={() => setAsking(null)}
        title="Take this car off?"
        confirmLabel="Take it off"
        onConfirm={async () => {
          const done = await takeOff.mutateAsync(c.car_id);
          const closed = [
            done.closed_offers ? `${done.closed_offers} open offer(s) closed` : '',
            done.cancelled_test_drives ? `${done.cancelled_test_drives} test drive(s) cancelled and refunded` : '',
          ].filter(Boolean);
          toast.success(closed.length ? `Car taken off; ${closed.join('; ')}.` : 'Car taken off.');
        }}
      >
        It leaves buyers&apos; search, lists and wishlists, and its page closes. Open offers on it close and their buyers are told the car
        is no longer available; booked test drives still to come are cancelled and their fees refunded in full. A car a buyer has reserved
        cannot be taken off: cancel the booking or mark it sold first. You can put it back on sale later; the closed offers stay closed.
      </ConfirmDialog>
    </>
  );
}
