import { vendorOfferPaths } from '@luxe/contract/vendor-paths';
import type { VendorAutoPricesBody } from '@luxe/contract/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, vendorKeys } from './keys';
import { vendorRequest } from './vendor-request';

export type OfferView = 'new' | 'action' | 'all';

export function offersQuery(view: OfferView, page: number, limit = PAGE_SIZE) {
  return queryOptions({
    queryKey: [...vendorKeys.offers(view, page), limit],
    queryFn: ({ signal }) =>
      vendorRequest(vendorOfferPaths.offers, (s) => s.VendorOffersResponseSchema, {
        query: { view },
        page: { limit, offset: (page - 1) * limit },
        signal,
      }).then((r) => r.data),
  });
}

/** How many offers a view holds (its first row only is fetched). */
export function useOfferCount(view: OfferView) {
  return useQuery({
    queryKey: vendorKeys.offerCount(view),
    queryFn: ({ signal }) =>
      vendorRequest(vendorOfferPaths.offers, (s) => s.VendorOffersResponseSchema, {
        query: { view },
        page: { limit: 1, offset: 0 },
        signal,
      }).then((r) => r.data.pagination.total),
  });
}

export function offerQuery(offerId: number) {
  return queryOptions({
    queryKey: vendorKeys.offer(offerId),
    queryFn: ({ signal }) =>
      vendorRequest(vendorOfferPaths.offerDetails, (s) => s.VendorOfferDetailsResponseSchema, {
        query: { offer_id: offerId },
        signal,
      }).then((r) => r.data),
  });
}

/** After any answer the offer, the lists and their counts are read again. */
function useRefreshOffers(offerId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.offer(offerId) }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.offersAll }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.notificationsAll }),
    ]);
}

export function useCounterOffer(offerId: number) {
  const refresh = useRefreshOffers(offerId);
  return useMutation({
    mutationFn: (amount: number) =>
      vendorRequest(vendorOfferPaths.counterOffer, (s) => s.VendorOfferResponseSchema, {
        method: 'POST',
        body: { offer_id: offerId, amount },
      }),
    onSettled: refresh,
  });
}

export function useAnswerOffer(offerId: number) {
  const refresh = useRefreshOffers(offerId);
  return useMutation({
    mutationFn: (status: 'accepted' | 'rejected') =>
      vendorRequest(vendorOfferPaths.offerStatus, (s) => s.VendorOfferResponseSchema, {
        method: 'PATCH',
        body: { offer_id: offerId, status },
      }),
    onSettled: refresh,
  });
}

export function autoPricesQuery(carId: number) {
  return queryOptions({
    queryKey: vendorKeys.autoPrices(carId),
    queryFn: ({ signal }) =>
      vendorRequest(vendorOfferPaths.readAutoPrices, (s) => s.VendorAutoPricesResponseSchema, { query: { car_id: carId }, signal }).then(
        (r) => r.data,
      ),
  });
}

export function useSetAutoPrices(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<VendorAutoPricesBody, 'car_id'>) =>
      vendorRequest(vendorOfferPaths.autoPrices, (s) => s.VendorAutoPricesResponseSchema, {
        method: 'PUT',
        body: { car_id: carId, ...body },
      }),
    onSuccess: (answer) => queryClient.setQueryData(vendorKeys.autoPrices(carId), answer.data),
  });
}
