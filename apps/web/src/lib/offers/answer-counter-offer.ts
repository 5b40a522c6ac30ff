// Accepting or declining the dealer's newest counter (offer-status-update; see docs/product/offers.md):
// an older counter answers 409, so the buyer always answers what they see.
import { offerPaths } from '@luxe/contract/constants';
import type { OfferStatusUpdateBody } from '@luxe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { notificationKeys, offerKeys } from '../query-keys';

export function answerCounterOffer(body: OfferStatusUpdateBody) {
  return apiRequest(offerPaths.offerStatusUpdate, (schemas) => schemas.OfferStatusUpdateResponseSchema, { method: 'PATCH', body });
}

export function useAnswerCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCounterOffer,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
