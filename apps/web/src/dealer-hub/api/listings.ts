// The dealer's listings: their cars, one car, the catalogue's brands, models and
// variants, and the writes: list a car, edit it, its photos, its price (pricing's call), take it off,
// put it back on sale.
import { pricingPaths, LISTING_PHOTOS_FIELD, type ListingStatus } from '@luxe/contract/constants';
import { vendorListingPaths } from '@luxe/contract/vendor-paths';
import type { CreateListingBody, UpdateListingBody, UpdatePhotosBody } from '@luxe/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, vendorKeys } from './keys';
import { vendorRequest } from './vendor-request';

export type ListingFilter = ListingStatus | 'all';

export function listingsQuery(status: ListingFilter, page: number, limit = PAGE_SIZE) {
  return queryOptions({
    queryKey: [...vendorKeys.listings(status, page), limit],
    queryFn: ({ signal }) =>
      vendorRequest(vendorListingPaths.cars, (s) => s.ListingsResponseSchema, {
        query: { status },
        page: { limit, offset: (page - 1) * limit },
        signal,
      }).then((r) => r.data),
  });
}

export function listingQuery(carId: number) {
  return queryOptions({
    queryKey: vendorKeys.listing(carId),
    queryFn: ({ signal }) =>
      vendorRequest(vendorListingPaths.carDetails, (s) => s.ListingDetailsResponseSchema, { query: { car_id: carId }, signal }).then(
        (r) => r.data,
      ),
  });
}

export function listingCatalogueQuery() {
  return queryOptions({
    queryKey: vendorKeys.listingCatalogue,
    queryFn: ({ signal }) =>
      vendorRequest(vendorListingPaths.catalogue, (s) => s.ListingCatalogueResponseSchema, { signal }).then((r) => r.data),
    // The catalogue's brands and variants change with a release, not while a dealer types.
    staleTime: 10 * 60_000,
  });
}

/** After any write: the dealer's lists and that car afresh (and Today's counts, which read the same cars). */
function useRefreshListings() {
  const queryClient = useQueryClient();
  return (carId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.listingsAll }),
      carId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: vendorKeys.listing(carId) }),
    ]);
}

export function useCreateListing() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (body: CreateListingBody) =>
      vendorRequest(vendorListingPaths.createCar, (s) => s.ListingDetailsResponseSchema, { method: 'POST', body }).then((r) => r.data),
    onSuccess: () => refresh(),
  });
}

export function useUpdateListing() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (body: UpdateListingBody) =>
      vendorRequest(vendorListingPaths.updateCar, (s) => s.ListingDetailsResponseSchema, { method: 'PATCH', body }).then((r) => r.data),
    onSettled: (_data, _error, body) => refresh(body.car_id),
  });
}

export function useAddPhotos() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: ({ carId, files }: { carId: number; files: File[] }) => {
      const form = new FormData();
      form.append('car_id', String(carId));
      for (const file of files) form.append(LISTING_PHOTOS_FIELD, file, file.name);
      return vendorRequest(vendorListingPaths.createPhotos, (s) => s.ListingPhotosResponseSchema, { method: 'POST', form }).then(
        (r) => r.data,
      );
    },
    onSettled: (_data, _error, { carId }) => refresh(carId),
  });
}

export function useArrangePhotos() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (body: UpdatePhotosBody) =>
      vendorRequest(vendorListingPaths.updatePhotos, (s) => s.ListingPhotosResponseSchema, { method: 'PATCH', body }).then((r) => r.data),
    onSettled: (_data, _error, body) => refresh(body.car_id),
  });
}

export function useChangePrice() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (body: { car_id: number; listing_price: number }) =>
      vendorRequest(pricingPaths.changePrice, (s) => s.ChangePriceResponseSchema, { method: 'PATCH', body }).then((r) => r.data),
    onSettled: (_data, _error, body) => refresh(body.car_id),
  });
}

export function useTakeOff() {
  const refresh = useRefreshListings();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) =>
      vendorRequest(vendorListingPaths.takeOff, (s) => s.TakeOffResponseSchema, { method: 'PATCH', body: { car_id: carId } }).then(
        (r) => r.data,
      ),
    onSettled: (_data, _error, carId) =>
      // Its negotiations close: the offer lists follow.
      Promise.all([refresh(carId), queryClient.invalidateQueries({ queryKey: vendorKeys.offersAll })]),
  });
}

/** A car taken off goes back on sale: the lists and the car follow (its closed offers stay closed). */
export function useRelist() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (carId: number) =>
      vendorRequest(vendorListingPaths.relist, (s) => s.ListingDetailsResponseSchema, { method: 'PATCH', body: { car_id: carId } }).then(
        (r) => r.data,
      ),
    onSettled: (_data, _error, carId) => refresh(carId),
  });
}
