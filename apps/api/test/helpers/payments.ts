// Paying through the test gateway's checkout page, as a buyer's browser does.
import { bookingPaths } from '@luxe/contract';
import { expect } from 'vitest';
import type { TestApp } from './app';

export const SUCCESS_CARD = { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123' };

/** POSTs the checkout form of `orderId` and answers the redirect's query (signature, or the error). */
export async function payAtCheckout(t: TestApp, orderId: string, fields: Record<string, string> = SUCCESS_CARD) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/test-gateway/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, callback_url: '/done' }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return Object.fromEntries(new URL(res.headers.location as string, 'http://x').searchParams);
}

/** A direct booking of `carId` by the buyer of `token`, paid: the car is then reserved 3 days. Answers the booking id. */
export async function reserveCar(t: TestApp, token: string, carId: number): Promise<{ bookingId: number; orderId: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: bookingPaths.directCreateOrder,
    headers: { 'x-access-token': token },
    payload: { car_id: carId, preferred_location: 'showroom' },
  });
  expect(created.statusCode).toBe(200);
  const order = created.json().data as { rzp_order_id: string; booking_id: number };
  await payAtCheckout(t, order.rzp_order_id);
  const verified = await t.app.inject({
    method: 'POST',
    url: bookingPaths.directVerifyPayment,
    headers: { 'x-access-token': token },
    payload: { order_id: order.rzp_order_id },
  });
  expect(verified.json().data.status).toBe('paid');
  return { bookingId: order.booking_id, orderId: order.rzp_order_id };
}
