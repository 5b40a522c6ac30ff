// Creating the order (create-order or create-booking) for what the buyer chose, kept as a draft first so
// a failed or dismissed payment loses nothing; then the Pay Now dialog shows the server's order.
import type { Order } from '@luxe/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useCreateOrder } from '../../lib/booking/api';
import { orderBody, saveDraft, type BookingDraft, type BookingFlow } from '../../lib/booking/flow';
import { toast } from '../../lib/toast';

/** Spec 02 section 8: the server's message, or 'Order creation failed'. */
export const ORDER_FAILED = 'Order creation failed';

export function useStartPayment(flow: BookingFlow, carId: number) {
  const create = useCreateOrder(flow);
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);

  function start(draft: BookingDraft) {
    saveDraft(flow, carId, draft);
    setError(null);
    create.mutate(orderBody(flow, carId, draft), {
      onSuccess: setOrder,
      onError: (failure) => {
        const message = failure instanceof ApiError && failure.status !== 0 && failure.message ? failure.message : ORDER_FAILED;
        setError(message);
        toast.error(message);
      },
    });
  }

  return { start, order, error, pending: create.isPending, close: () => setOrder(null) };
}
