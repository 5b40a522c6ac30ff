// Creating the order (create-order or create-booking) for what the buyer chose, kept as a draft first so
// a failed or dismissed payment loses nothing; then the Pay Now dialog shows the server's order.
import type { Order } from '@luxe/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { bookingKeys, createOrder } from '../../lib/booking/api';
import { orderBody, saveDraft, type BookingDraft, type BookingFlow } from '../../lib/booking/flow';
import { toast } from '../../lib/toast';

/** The server's message, or 'Order creation failed'. */
export const ORDER_FAILED = 'Order creation failed';

export function useStartPayment(flow: BookingFlow, carId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);

  function start(draft: BookingDraft) {
    saveDraft(flow, carId, draft);
    setError(null);
    setPending(true);
    createOrder(flow, orderBody(flow, carId, draft))
      .then(setOrder, (failure: unknown) => {
        const message = failure instanceof ApiError && failure.status !== 0 && failure.message ? failure.message : ORDER_FAILED;
        setError(message);
        toast.error(message);
      })
      .finally(() => {
        setPending(false);
        // The order holds a slot or the car: what others see changes. Not the return page's verify
        // call: asked again, a refused one would start over as pending and take this page (and its order) away.
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all, predicate: (query) => query.queryKey[1] !== 'verify' });
      });
  }

  return { start, order, error, pending, close: () => setOrder(null) };
}
