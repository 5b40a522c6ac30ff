// The demo catalogue's reserved cars. A car reads reserved only while a paid booking holds it, so
// each car the generator draws as reserved is written for sale and then booked by a demo buyer, as their
// checkout through the test gateway would have left it: the dealer then sees who holds it, until when,
// and their phone, on Bookings and Today, and the car frees itself when the 3 days run out.
import { RESERVATION_DAYS, tokenFor } from '@luxe/contract';
import { inArray } from 'drizzle-orm';
import { cars } from '../db/schema';
import { timeRange } from '../lib/time';
import { insertBooking, reserveBooking, selectBooking, tellCarReserved } from '../modules/bookings';
import { demoBuyerIds, paidAtTestGateway, type Tx } from './drives';

const HOUR_MS = 3600_000;
/** Each reservation was paid this long before the seed, so a little under 3 days of it are left. */
const PAID_BEFORE_MS = 5 * HOUR_MS;
const PAID_AFTER_MS = 4 * 60_000;

/**
 * Books each of `carIds` (cars for sale) as a demo buyer's paid reservation, in the seed's transaction.
 * The payments are the test gateway's: call it only when the server's provider is the test gateway.
 */
export async function seedDemoReservations(tx: Tx, carIds: readonly number[], now: Date): Promise<number> {
  if (carIds.length === 0) return 0;
  const people = await demoBuyerIds(tx, now);
  const rows = await tx
    .select({ id: cars.id, vendorId: cars.vendorId, price: cars.listingPrice })
    .from(cars)
    .where(inArray(cars.id, [...carIds]));
  for (const [k, car] of rows.sort((a, b) => a.id - b.id).entries()) {
    const buyerId = people[k % people.length]!.id;
    const paidAt = new Date(now.getTime() - PAID_BEFORE_MS);
    const orderedAt = new Date(paidAt.getTime() - PAID_AFTER_MS);
    const until = new Date(paidAt.getTime() + RESERVATION_DAYS * 24 * HOUR_MS);
    const token = tokenFor(car.price);
    const booking = await insertBooking(tx, {
      buyerId,
      carId: car.id,
      vendorId: car.vendorId,
      bookingType: 'direct',
      totalCarPrice: car.price,
      payAmount: token,
      preferredLocation: 'showroom',
      hold: timeRange(orderedAt, new Date(orderedAt.getTime() + 15 * 60_000)),
      createdAt: orderedAt,
      updatedAt: orderedAt,
    });
    await paidAtTestGateway(tx, {
      subject: { bookingId: booking.id },
      buyerId,
      amount: token,
      receipt: `booking-${booking.id}`,
      notes: { booking_id: String(booking.id), car_id: String(car.id), booking_type: 'direct', car_price: String(car.price) },
      orderedAt,
      paidAt,
    });
    await reserveBooking(tx, booking.id, paidAt, until);
    // The texts went when it was paid: the notices are written, no SMS is sent now.
    await tellCarReserved(tx, (await selectBooking(tx, booking.id))!, until, paidAt, false);
  }
  return rows.length;
}
