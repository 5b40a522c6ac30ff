// The buyer's bid (mack-an-offer, spec 02 section 7): the first offer on a car, or a counter to the
// dealer's counter on the same car (D31). The answer is the negotiation as it now stands.
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
