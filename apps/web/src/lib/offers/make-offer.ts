// The buyer's bid (mack-an-offer): the first offer on a car, or a counter to the
// dealer's counter on the same car (see docs/product/offers.md). The answer is the negotiation as it now stands.
import { offerPaths } from '@luxe/contract/constants';
import type { MakeOfferBody } from '@luxe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { notificationKeys, offerKeys } from '../query-keys';

export function makeOffer(body: MakeOfferBody) {
  return apiRequest(offerPaths.makeOffer, (schemas) => schemas.MakeOfferResponseSchema, { method: 'POST', body });
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
