// Car bookings (docs/product/test-drives-and-bookings.md): a 15-minute hold while the 2% token is paid, then
// the 3-day reservation; after an offer at the agreed price, after a test drive at the listing price. The
// database's exclusion constraint keeps one live hold per car, so two buyers paying at the same second cannot
// both win.
import {
  HOLD_MINUTES,
  RESERVATION_DAYS,
  tokenFor,
  type BookingBase,
  type BookingItem,
  type CarBookingBody,
  type DirectOrderBody,
  type Order,
  type VendorBooking,
  type VerifyPaymentBody,
} from '@luxe/contract';
import { sqlState, type Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { scheduleJob, type JobDefinitions } from '../../jobs/runner';
import { inr } from '../../lib/money';
import { indianDateTime, timeRange, toIso } from '../../lib/time';
import { markCarSold } from '../catalogue';
import { notify } from '../notifications';
import { agreedOfferOnCar, recordBookingEnded, recordTokenPaid } from '../offers';
import { openOrder, requestRefund, selectOrderOfSubject, verifyPayment, type Confirm, type PaymentOrder } from '../payments';
import { changeCars } from '../pricing';
import { hasRatedDealer, selectRatingsOfBuyer } from '../ratings';
import {
  hasPaidTestDrive,
  holdCarOnSale,
  lockCarOnSale,
  refundDriveFeesOnPurchase,
  requireHomeInDealerCity,
  selectCarForSale,
} from '../test-drives';
import {
  cancelBooking,
  insertBooking,
  reserveBooking,
  selectBooking,
  markBookingSold,
  selectBookingListItem,
  selectBookingsOfBuyer,
  selectBookingsOfDealer,
  selectHoldOnCar,
  selectLivePendingBooking,
  type Booking,
  type BookingListRow,
} from './queries';

const HOUR_MS = 3600_000;

type Address = Pick<DirectOrderBody, 'preferred_location' | 'street_address' | 'locality' | 'city' | 'state' | 'zip_code'>;

interface BookingRequest {
  carId: number;
  type: Booking['bookingType'];
  /** The price the server decided: the listing price, or the agreed price after an offer. */
  price: number;
  offerId?: number;
  testDriveId?: number;
  address: Address;
}

/** Why another buyer's hold keeps this buyer out, and when it ends. */
async function heldBy(deps: AppDeps, buyerId: number, carId: number, now: Date): Promise<never> {
  const hold = await selectHoldOnCar(deps.database.db, carId, now);
  if (!hold) throw conflict('This car was just booked by another buyer. Please try again in a minute.');
  const until = indianDateTime(hold.endsAt);
  if (hold.buyerId === buyerId) throw conflict(`You have already reserved this car until ${until}.`);
  if (hold.status === 'reserved')
    throw conflict(`This car is reserved until ${until}. You can book it if the reservation ends without a sale.`);
  throw conflict(`Another buyer is paying for this car. It becomes available again at ${until} if they do not complete the payment.`);
}

async function orderForBooking(deps: AppDeps, buyerId: number, request: BookingRequest): Promise<Order> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const car = await selectCarForSale(db, request.carId, now);
  if (!car) throw notFound('Car not found');
  if (car.status === 'sold' || car.status === 'withdrawn') throw conflict('This car is no longer available.');
  requireHomeInDealerCity(car, request.address);
  const pending = await selectLivePendingBooking(db, buyerId, car.id, now);
  let bookingId = pending?.id;
  let holdEnds = pending?.holdEnd ?? new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const token = tokenFor(request.price);
  if (bookingId === undefined) {
    const home = request.address.preferred_location === 'home';
    try {
      const booking = await holdCarOnSale(db, car.id, (tx) =>
        insertBooking(tx, {
          buyerId,
          carId: car.id,
          vendorId: car.vendor_id,
          offerId: request.offerId ?? null,
          testDriveId: request.testDriveId ?? null,
          bookingType: request.type,
          totalCarPrice: request.price,
          payAmount: token,
          preferredLocation: request.address.preferred_location,
          streetAddress: home ? request.address.street_address : null,
          locality: home ? request.address.locality : null,
          city: home ? request.address.city : null,
          state: home ? request.address.state : null,
          zipCode: home ? request.address.zip_code : null,
          hold: timeRange(now, holdEnds),
          createdAt: now,
          updatedAt: now,
        }),
      );
      bookingId = booking.id;
      holdEnds = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    } catch (err) {
      // The exclusion constraint refused a second live hold on the car: the database decides the race.
      if (sqlState(err) === '23P01') return heldBy(deps, buyerId, car.id, now);
      throw err;
    }
  }
  return openOrder(deps, {
    purpose: 'booking',
    subject: { bookingId },
    buyerId,
    amount: token,
    carPrice: request.price,
    receipt: `booking-${bookingId}`,
    notes: { booking_id: String(bookingId), car_id: String(car.id), booking_type: request.type, car_price: String(request.price) },
    holdExpiresAt: holdEnds,
  });
}

/** direct-booking create-order: the token of the listing price. */
export async function createDirectOrder(deps: AppDeps, buyerId: number, body: DirectOrderBody): Promise<Order> {
  const car = await selectCarForSale(deps.database.db, body.car_id, deps.clock.now());
  if (!car) throw notFound('Car not found');
  return orderForBooking(deps, buyerId, { carId: car.id, type: 'direct', price: car.listing_price, address: body });
}

/** post-offer create-booking: the token of the agreed price, while it holds (3 days from the agreement). */
export async function createPostOfferOrder(deps: AppDeps, buyerId: number, body: CarBookingBody): Promise<Order> {
  const agreed = await agreedOfferOnCar(deps, buyerId, body.car_id);
  if (!agreed)
    throw conflict('There is no agreed price on this car to book at. Make an offer first, or book the car at its listing price.');
  return orderForBooking(deps, buyerId, {
    carId: body.car_id,
    type: 'post_offer',
    price: agreed.price,
    offerId: agreed.offerId,
    address: body,
  });
}

/** post-test-drive create-booking: the token of the listing price, for a car the buyer has a paid test drive of. */
export async function createPostTestDriveOrder(deps: AppDeps, buyerId: number, body: CarBookingBody): Promise<Order> {
  const now = deps.clock.now();
  const car = await selectCarForSale(deps.database.db, body.car_id, now);
  if (!car) throw notFound('Car not found');
  const driveId = await hasPaidTestDrive(deps.database.db, buyerId, car.id);
  if (driveId === undefined) throw conflict('You have no test drive of this car. Book a test drive first, or book the car directly.');
  return orderForBooking(deps, buyerId, {
    carId: car.id,
    type: 'post_test_drive',
    price: car.listing_price,
    testDriveId: driveId,
    address: body,
  });
}

const REMINDER_JOB = 'reservation-reminder';

/** Paid: the 3-day reservation from now; a payment that arrives after another buyer took the car is refunded. */
export const confirmBooking: Confirm = async (tx: Tx, order: PaymentOrder, now: Date) => {
  const id = order.bookingId!;
  const until = new Date(now.getTime() + RESERVATION_DAYS * 24 * HOUR_MS);
  // The dealer took the car off while the buyer paid (after the 15-minute hold ran out): refunded.
  if (!(await lockCarOnSale(tx, (await selectBooking(tx, id))!.carId))) {
    await cancelBooking(tx, id, 'paidTooLate', 'The car was taken off sale before the payment arrived.', now);
    return { refundReason: 'The car was taken off sale before the payment arrived.' };
  }
  try {
    const reserved = await tx.transaction((sp) => reserveBooking(sp, id, now, until));
    if (!reserved) return { refundReason: 'The booking was no longer waiting for payment.' };
  } catch (err) {
    if (sqlState(err) !== '23P01') throw err;
    await cancelBooking(tx, id, 'paidTooLate', 'Another buyer reserved the car before the payment arrived.', now);
    return { refundReason: 'Another buyer reserved the car before the payment arrived.' };
  }
  const booking = (await selectBooking(tx, id))!;
  if (booking.offerId) await recordTokenPaid(tx, booking.offerId, now);
  await tellCarReserved(tx, booking, until, now, true);
  // A reminder 2 hours into the reservation and 12 hours before it ends, so the buyer does not lose the car unawares.
  for (const [which, at] of [
    ['started', new Date(now.getTime() + 2 * HOUR_MS)],
    ['ending', new Date(until.getTime() - 12 * HOUR_MS)],
  ] as const)
    await scheduleJob(tx, bookingJobs, {
      name: REMINDER_JOB,
      key: `${REMINDER_JOB}:${id}:${which}`,
      runAt: at,
      payload: { bookingId: id, which },
    });
  return {};
};

/**
 * Tells the buyer and the dealer that a car is reserved until `until`, each by SMS too. `sms` false for a reservation
 * recorded after the fact (the demo seed's): its texts would have gone when it was paid.
 */
export async function tellCarReserved(tx: Tx, booking: Booking, until: Date, now: Date, sms: boolean): Promise<void> {
  const car = (await selectCarForSale(tx, booking.carId, now))!;
  const about = { carId: booking.carId, now, sms };
  const untilText = indianDateTime(until);
  await notify(tx, {
    to: { kind: 'buyer', id: booking.buyerId },
    kind: 'booking_reserved',
    title: 'Car reserved',
    body: `Your token of ${inr(booking.payAmount)} is paid: the ${car.car_name} is reserved for you until ${untilText}.`,
    ...about,
  });
  await notify(tx, {
    to: { kind: 'vendor', id: booking.vendorId },
    kind: 'booking_reserved',
    title: 'Car reserved',
    body: `A buyer paid the token for your ${car.car_name} at ${inr(booking.totalCarPrice)}: it is reserved until ${untilText}.`,
    ...about,
  });
}

/** verify-payment of any car booking (direct, post-offer, post-test-drive). */
export async function verifyBookingPayment(deps: AppDeps, buyerId: number, body: VerifyPaymentBody) {
  const order = await verifyPayment(deps, buyerId, 'booking', body, confirmBooking);
  const booking = await selectBooking(deps.database.db, order.bookingId!);
  return {
    order_id: order.providerOrderId,
    status: order.status,
    booking_id: order.bookingId,
    test_drive_id: null,
    reserved_until: booking?.reservedUntil ? booking.reservedUntil.toISOString() : null,
    dealer_rated: booking ? await hasRatedDealer(deps.database.db, buyerId, booking.vendorId) : false,
  };
}

function toItem(r: BookingListRow): BookingBase {
  return {
    booking_id: r.id,
    car_id: r.car_id,
    car_name: r.car_name,
    car_images: r.images,
    vendor_id: r.vendor_id,
    vendor_name: r.vendor_name,
    created_at: toIso(r.created_at),
    total_car_price: r.total_car_price,
    pay_amount: r.pay_amount,
    locality: r.locality,
    booking_type: r.booking_type,
    preferred_location: r.preferred_location,
    status: r.status,
    reserved_until: r.status === 'reserved' ? toIso(r.hold_end) : null,
    order_id: r.order_id,
    payment_status: r.payment_status,
    paid_at: r.paid_at ? toIso(r.paid_at) : null,
    refund_status: r.refund_status,
    refund_amount: r.refund_amount,
  };
}

/** get-booking-list: a page of the buyer's bookings, newest first. */
export async function bookingsOfBuyer(deps: AppDeps, buyerId: number, limit: number, offset: number) {
  const { rows, total } = await selectBookingsOfBuyer(deps.database.db, buyerId, limit, offset);
  const rated = await selectRatingsOfBuyer(deps.database.db, buyerId);
  const result: BookingItem[] = rows.map((r) => ({ ...toItem(r), your_dealer_rating: rated.get(r.vendor_id)?.rating ?? null }));
  return { result, total, limit, offset };
}

/** The buyer cancels: an unpaid booking frees the car; a reservation inside its 3 days is cancelled and the token refunded in full. */
export async function cancelBookingByBuyer(deps: AppDeps, buyerId: number, bookingId: number) {
  const now = deps.clock.now();
  const booking = await selectBooking(deps.database.db, bookingId);
  if (!booking || booking.buyerId !== buyerId) throw notFound('Booking not found');
  const live = booking.status === 'reserved' && booking.reservedUntil !== null && booking.reservedUntil > now;
  if (booking.status !== 'pending_payment' && !live)
    throw conflict('Only a booking awaiting payment or a live reservation can be cancelled.');
  return deps.database.db.transaction(async (tx) => {
    if (!(await cancelBooking(tx, bookingId, 'buyerCancels', 'Cancelled by the buyer.', now, booking.status)))
      throw conflict('This booking changed meanwhile. Please look at it again.');
    const order = await selectOrderOfSubject(tx, { bookingId });
    const refund = live && order?.status === 'paid' ? booking.payAmount : 0;
    if (refund > 0)
      await requestRefund(tx, order!, refund, 'Reservation cancelled by the buyer within its hold.', `booking-cancel-${bookingId}`, now);
    if (live && booking.offerId) await recordBookingEnded(tx, booking.offerId, now);
    if (live) {
      const car = (await selectCarForSale(tx, booking.carId, now))!.car_name;
      const about = { kind: 'booking_cancelled' as const, carId: booking.carId, now };
      await notify(tx, {
        to: { kind: 'buyer', id: booking.buyerId },
        title: 'Reservation cancelled',
        body:
          refund > 0
            ? `You cancelled your reservation of the ${car}. Your token of ${inr(refund)} will be refunded in 7 to 10 working days.`
            : `You cancelled your reservation of the ${car}.`,
        ...about,
      });
      await notify(tx, {
        to: { kind: 'vendor', id: booking.vendorId },
        title: 'Reservation cancelled',
        body: `The buyer cancelled the reservation of your ${car} at ${inr(booking.totalCarPrice)}; the token of ${inr(booking.payAmount)} is refunded to them and the car is available again.`,
        ...about,
      });
    }
    return { status: 'cancelled' as const, refund_amount: refund, refund_status: refund > 0 ? ('pending' as const) : null };
  });
}

export const bookingJobs: JobDefinitions = {
  [REMINDER_JOB]: {
    priority: 'reminders',
    async run(deps, job) {
      const { bookingId, which } = job.payload as { bookingId: number; which: 'started' | 'ending' };
      const now = deps.clock.now();
      const booking = await selectBooking(deps.database.db, bookingId);
      if (!booking?.reservedUntil || booking.status !== 'reserved' || booking.reservedUntil <= now) return;
      const until = indianDateTime(booking.reservedUntil);
      const car = (await selectCarForSale(deps.database.db, booking.carId, now))!.car_name;
      const balance = inr(booking.totalCarPrice - booking.payAmount);
      const body =
        which === 'started'
          ? `Your reservation holds the ${car} until ${until}. Visit the dealer to pay the balance of ${balance} and complete the purchase.`
          : `Your reservation of the ${car} ends at ${until}, in about 12 hours. Pay the balance of ${balance} at the dealer before then.`;
      await deps.database.db.transaction((tx) =>
        notify(tx, {
          to: { kind: 'buyer', id: booking.buyerId },
          kind: 'reservation_reminder',
          title: 'Your reservation',
          body,
          carId: booking.carId,
          now,
        }),
      );
    },
  },
};

// ---------------------------------------------------------------- the dealer's side

function toVendorBooking(row: BookingListRow): VendorBooking {
  return {
    ...toItem(row),
    buyer: { name: row.buyer_name, phone: row.buyer_phone, email: row.buyer_email, city: row.buyer_city },
    cancelled_by: row.cancelled_by,
    cancelled_at: row.cancelled_at ? toIso(row.cancelled_at) : null,
    cancel_reason: row.cancel_reason,
  };
}

/** The dealer's paid bookings: live reservations first, the soonest to end first. */
export async function bookingsOfDealer(deps: AppDeps, vendorId: number, limit: number, offset: number) {
  const { rows, total } = await selectBookingsOfDealer(deps.database.db, vendorId, deps.clock.now(), limit, offset);
  return { bookings: rows.map(toVendorBooking), total, limit, offset };
}

async function requireDealersBooking(deps: AppDeps, vendorId: number, bookingId: number) {
  const booking = await selectBooking(deps.database.db, bookingId);
  if (!booking || booking.vendorId !== vendorId || booking.paidAt === null) throw notFound('Booking not found');
  const live = booking.status === 'reserved' && booking.reservedUntil !== null && booking.reservedUntil > deps.clock.now();
  if (!live) throw conflict('Only a live reservation can be cancelled or sold.');
  return booking;
}

/** The dealer cancels a reservation with a reason: the buyer is told why and refunded the token in full. */
export async function cancelBookingByDealer(deps: AppDeps, vendorId: number, bookingId: number, reason: string): Promise<VendorBooking> {
  const booking = await requireDealersBooking(deps, vendorId, bookingId);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    if (!(await cancelBooking(tx, bookingId, 'dealerCancels', reason, now)))
      throw conflict('This booking changed meanwhile. Please look at it again.');
    const order = await selectOrderOfSubject(tx, { bookingId });
    if (order?.status === 'paid')
      await requestRefund(tx, order, booking.payAmount, `Cancelled by the dealer: ${reason}`, `booking-dealer-cancel-${bookingId}`, now);
    if (booking.offerId) await recordBookingEnded(tx, booking.offerId, now);
    await notify(tx, {
      to: { kind: 'buyer', id: booking.buyerId },
      kind: 'booking_cancelled',
      title: 'Reservation cancelled by the dealer',
      body: `The dealer cancelled your reservation of the ${(await selectCarForSale(tx, booking.carId, now))!.car_name}: ${reason} Your token of ${inr(booking.payAmount)} will be refunded in 7 to 10 working days.`,
      carId: booking.carId,
      now,
    });
  });
  return toVendorBooking((await selectBookingListItem(deps.database.db, bookingId))!);
}

/** The dealer marks a reserved car sold: the booking ends as a sale and the car leaves sale for good. */
export async function markBookingSoldByDealer(deps: AppDeps, vendorId: number, bookingId: number): Promise<VendorBooking> {
  const booking = await requireDealersBooking(deps, vendorId, bookingId);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    if (!(await markBookingSold(tx, bookingId, now))) throw conflict('This booking changed meanwhile. Please look at it again.');
    // A sold car leaves its comparables' fair prices.
    await changeCars(tx, [booking.carId], now, () => markCarSold(tx, booking.carId, now));
    const car = (await selectCarForSale(tx, booking.carId, now))!;
    await refundDriveFeesOnPurchase(tx, booking.buyerId, { id: car.id, name: car.car_name }, now);
    await notify(tx, {
      to: { kind: 'buyer', id: booking.buyerId },
      kind: 'car_sold',
      title: 'Purchase complete',
      body: `The dealer recorded your purchase of the ${car.car_name} at ${inr(booking.totalCarPrice)}. Congratulations on your car!`,
      carId: booking.carId,
      now,
    });
  });
  return toVendorBooking((await selectBookingListItem(deps.database.db, bookingId))!);
}
