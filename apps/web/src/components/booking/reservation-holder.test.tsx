// Cancelling a reservation refetches the car, whose answer no longer holds the reservation: the holder
// leaves the page while the other refetches run. The buyer must still be told the cancel went through.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api-client';
import { bookingKeys } from '../../lib/booking/api';
import { carKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { withModalDialogs } from '../../test/dialog';
import { renderInTheme } from '../../test/render';
import { ReservationHolder } from './reservation-holder';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
withModalDialogs();

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setApiTransport((url, init) => fetch(url, init));
});

const booking = {
  booking_id: 41,
  status: 'reserved' as const,
  reserved_until: '2026-11-30T10:00:00Z',
  refund_if_cancelled: 80_000,
  booking_type: 'direct' as const,
  total_car_price: 4_000_000,
  pay_amount: 80_000,
};

it('says the reservation is cancelled even when the car, refetched first, has taken the holder off the page', async () => {
  const message = 'Reservation cancelled. Your token will be refunded in 7 to 10 working days.';
  setApiTransport(async () =>
    Response.json({ success: true, message, data: { status: 'cancelled', refund_amount: 80_000, refund_status: 'pending' } }),
  );
  let reserved = true;
  let finishBookings: () => void = () => undefined;
  function CarPage() {
    const car = useQuery({ queryKey: [...carKeys.all, 'details', 7], queryFn: () => ({ reserved }) });
    // The buyer's bookings answer after the car does.
    useQuery({
      queryKey: [...bookingKeys.all, 'mine'],
      queryFn: () => new Promise<number>((resolve) => (finishBookings = () => resolve(1))),
      staleTime: Infinity,
    });
    return car.data?.reserved ? <ReservationHolder booking={booking} /> : <p>Available</p>;
  }
  const client = new QueryClient();
  client.setQueryData([...bookingKeys.all, 'mine'], 0);
  renderInTheme(
    <QueryClientProvider client={client}>
      <CarPage />
    </QueryClientProvider>,
  );

  fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your reservation?' });
  reserved = false;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
  await screen.findByText('Available');
  await act(async () => finishBookings());

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(message));
  expect(toast.error).not.toHaveBeenCalled();
});
