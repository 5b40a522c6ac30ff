// The cars a car's fair price rests on, nearest first, each a link to its own page: opened
// from the fair-price part of the car page, its code loaded then.
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { DealTag } from '../../../components/car-card/deal-tag';
import { CarImage } from '../../../components/car-image';
import { ModalDialog } from '../../../components/modal-dialog';
import { DialogHeading } from '../../../components/offers/dialog-parts';
import { Price } from '../../../components/price';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { carDetailsPath } from '../../../lib/cars-url';
import { formatDistance } from '../../../lib/format';
import { useComparables } from '../api/get-comparables';
import { basedOnText } from '../fair-price';

interface ComparablesDialogProps {
  carId: number;
  carName: string;
  open: boolean;
  onClose: () => void;
}

export function ComparablesDialog({ carId, carName, open, onClose }: ComparablesDialogProps) {
  const titleId = useId();
  const comparables = useComparables(carId);
  const data = comparables.data;
  const shown = data?.comparables.length ?? 0;
  const counted = data?.fair_price?.comparables ?? shown;

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} maxWidth={560} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <DialogHeading
        id={titleId}
        title="Similar cars"
        subtitle={
          data ? `${carName}: ${counted > shown ? `the nearest ${shown} of ${counted}` : basedOnText(counted).toLowerCase()}` : carName
        }
        onClose={onClose}
      />
      {comparables.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading the similar cars">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : comparables.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="alert">
          <Typography color="text.secondary">{errorMessage(comparables.error)}</Typography>
          <Button variant="outlined" onClick={() => void comparables.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : shown === 0 ? (
        <Typography color="text.secondary">No similar cars are listed just now.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Similar cars, nearest first">
          {data!.comparables.map((car) => (
            <Box
              component="li"
              key={car.id}
              sx={{ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
            >
              <CarImage src={car.images[0]} alt="" sx={{ borderRadius: 2 }} />
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={carDetailsPath(car.id)}
                  onClick={onClose}
                  sx={{ fontWeight: 700, color: 'text.primary', display: 'block', overflowWrap: 'anywhere' }}
                >
                  {car.car_name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {car.manufacturing_year} · {formatDistance(car.odometer_reading)} · {car.location}
                </Typography>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
                  <Price rupees={car.listing_price} sx={{ fontSize: '1rem' }} />
                  {car.fair_price?.label && <DealTag label={car.fair_price.label} />}
                </Stack>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </ModalDialog>
  );
}
