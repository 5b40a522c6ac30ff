// Any car of the marketplace, taken down or not, and one car's whole history.
import { opsPaths } from '@luxe/contract/ops-paths';
import { OpsCarResponseSchema, OpsCarsResponseSchema } from '@luxe/contract/ops-console';
import { queryOptions } from '@tanstack/react-query';
import { opsKeys, pageOf } from './keys';
import { opsRequest } from './ops-request';

export const CAR_FILTERS = ['available', 'reserved', 'sold', 'withdrawn', 'taken_down'] as const;
export type CarFilter = (typeof CAR_FILTERS)[number];

export function carsQuery(q: string, status: CarFilter | 'all', page: number) {
  return queryOptions({
    queryKey: opsKeys.cars(q, status, page),
    queryFn: ({ signal }) =>
      opsRequest(opsPaths.cars, OpsCarsResponseSchema, {
        query: { q: q || undefined, status: status === 'all' ? undefined : status },
        page: pageOf(page),
        signal,
      }).then((r) => r.data),
  });
}

export function carQuery(carId: number) {
  return queryOptions({
    queryKey: opsKeys.car(carId),
    queryFn: ({ signal }) => opsRequest(opsPaths.car, OpsCarResponseSchema, { query: { car_id: carId }, signal }).then((r) => r.data),
  });
}
