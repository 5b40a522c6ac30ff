// The dealer's bookings list says how each reservation stands or ended: a live one's countdown; one the
// dealer cancelled, with the reason the buyer was told; one the buyer cancelled; one whose 3 days ran out.
import type { VendorBooking } from '@luxe/contract/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { BookingTable } from './booking-table';

const now = new Date('2026-11-26T10:00:00Z');

function booking(id: number, carName: string, change: Partial<VendorBooking>): VendorBooking {
  return {
    booking_id: id,
    car_id: id,
    car_name: carName,
    car_images: [],
    vendor_id: 4,
    vendor_name: 'Shetty Motor Works',
    created_at: '2026-11-24T08:00:00Z',
    total_car_price: 4_000_000,
    pay_amount: 80_000,
    locality: null,
    booking_type: 'direct',
    preferred_location: 'showroom',
    status: 'reserved',
    reserved_until: '2026-11-27T08:00:00Z',
    order_id: `order_${id}`,
    payment_status: 'paid',
    paid_at: '2026-11-24T08:00:00Z',
    refund_status: null,
    refund_amount: null,
    buyer: { name: 'Aditi Sharma', phone: '9000000001', email: 'aditi.sharma@example.com', city: 'Mumbai' },
    cancelled_by: null,
    cancelled_at: null,
    cancel_reason: null,
    ...change,
  };
}

const rows = [
  booking(1, 'BMW X5 xDrive40i', {}),
  booking(2, 'Audi Q7 45 TFSI', {
    status: 'cancelled',
    reserved_until: null,
    cancelled_by: 'dealer',
    cancelled_at: '2026-11-25T09:30:00Z',
    cancel_reason: 'The car failed its final inspection.',
    refund_status: 'processed',
    refund_amount: 80_000,
  }),
  booking(3, 'Volvo XC90 B6', {
    status: 'cancelled',
    reserved_until: null,
    cancelled_by: 'buyer',
    cancelled_at: '2026-11-25T11:00:00Z',
    cancel_reason: 'Cancelled by the buyer.',
    refund_status: 'pending',
  }),
  booking(4, 'Lexus ES 300h', { reserved_until: '2026-11-25T08:00:00Z' }),
];

const rowOf = (carName: string) => screen.getByText(carName).closest('tr')!;
const textOf = (carName: string) => rowOf(carName).textContent ?? '';

describe('BookingTable', () => {
  afterEach(cleanup);

  it('shows each reservation’s countdown or how it ended, and the dealer’s reason', () => {
    renderInTheme(
      <QueryClientProvider client={new QueryClient()}>
        <BookingTable bookings={rows} now={now} caption="Bookings" />
      </QueryClientProvider>,
    );
    expect(textOf('BMW X5 xDrive40i')).toContain('22 h left');
    within(rowOf('BMW X5 xDrive40i')).getByRole('button', { name: 'Cancel the reservation of the BMW X5 xDrive40i' });

    const mine = textOf('Audi Q7 45 TFSI');
    expect(mine).toContain('Cancelled by you');
    expect(mine).toContain('25 Nov, 3:00 pm');
    expect(mine).toContain('Reason: The car failed its final inspection.');
    expect(mine).toContain('Token refunded');
    expect(within(rowOf('Audi Q7 45 TFSI')).queryByRole('button')).toBeNull();

    const theirs = textOf('Volvo XC90 B6');
    expect(theirs).toContain('Cancelled by the buyer');
    // The buyer gives no reason: the stored note is ours, not theirs.
    expect(theirs).not.toContain('Reason:');
    expect(theirs).toContain('Token refund on its way');

    const lapsed = textOf('Lexus ES 300h');
    expect(lapsed).toContain('Ended without a sale');
    expect(lapsed).toContain('Its 3 days ran out on 25 Nov, 1:30 pm');
    expect(lapsed).toContain('Reservation ended');
  });
});
