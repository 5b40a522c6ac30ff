// What every page of the flow reads from its address: the car (?car_id=) and the flow (?flow=), and
// the car itself; a bad or unknown car id or flow gets a clear message instead of a broken page.
import { cataloguePaths } from '@luxe/contract/constants';
import type { CarDetails } from '@luxe/contract';
import { Button, Container } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageMessage } from '../../components/page-message';
import { Skeleton } from '../../components/skeleton';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { parseCarId, parseFlow, type BookingFlow } from '../../lib/booking/flow';
import { orNotFound } from '../../lib/page-status';
import { carKeys } from '../../lib/query-keys';

/** The car page's own query (same key), so coming from it costs no second request. */
function useCar(carId: number | null) {
  const { session } = useAuth();
  return useQuery({
    queryKey: [...carKeys.all, 'details', carId, { session }],
    queryFn: ({ signal }) =>
      orNotFound(
        apiRequest(cataloguePaths.carDetails, (schemas) => schemas.CarDetailsResponseSchema, { query: { car_id: carId! }, signal }).then(
          (response) => response.data.carDetails,
        ),
      ),
    enabled: carId !== null,
  });
}

export interface BookingPageContext {
  car: CarDetails;
  flow: BookingFlow;
  search: URLSearchParams;
}

/** Renders `children` with the car and flow of the address, or the message that explains why not. */
export function WithBookingCar({ children }: { children: (context: BookingPageContext) => ReactNode }) {
  const [search] = useSearchParams();
  const carId = parseCarId(search.get('car_id'));
  const flow = parseFlow(search.get('flow'));
  const car = useCar(carId);
  if (carId === null)
    return (
      <PageMessage
        title="Choose a car first"
        text="This page books a test drive or a car named in its address, and the address names none. Pick a car and press Book Now."
      />
    );
  if (flow === null)
    return (
      <PageMessage
        title="This booking link is not valid"
        text="The link names a kind of booking we do not know. Open the car and press Book Now again."
        action={
          <Button component={RouterLink} to={`/car-details/${carId}`} variant="contained" color="secondary">
            Open the car
          </Button>
        }
      />
    );
  if (car.isPending)
    return (
      <Container maxWidth="lg" sx={{ py: 5 }} aria-busy="true" aria-label="Loading the car">
        <Skeleton width="50%" height={48} />
        <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
      </Container>
    );
  if (car.isError) return <PageMessage title="We could not load the car" text={errorMessage(car.error)} />;
  if (car.data === null)
    return (
      <PageMessage notFound title="Car not found" text="The car in this link is not on Luxe Wheels. Browse the list to find another." />
    );
  return <>{children({ car: car.data, flow, search })}</>;
}
