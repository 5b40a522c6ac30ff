// The buyer's and the dealer's booking calls, and the buyer's cancel call. The provider's webhook, which
// settles bookings and test drives alike, is the settlement module's.
import {
  BookingListResponseSchema,
  CancelBookingBodySchema,
  CancelResponseSchema,
  CarBookingBodySchema,
  DirectOrderBodySchema,
  OrderDetailsQuerySchema,
  OrderDetailsResponseSchema,
  OrderResponseSchema,
  PagingHeadersSchema,
  VerifyPaymentBodySchema,
  VerifyPaymentResponseSchema,
  VendorBookingIdBodySchema,
  VendorBookingResponseSchema,
  VendorBookingsResponseSchema,
  VendorCancelBookingBodySchema,
  bookingPaths,
  vendorBookingPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { pageOf } from '../../http/paging';
import {
  bookingsOfBuyer,
  bookingsOfDealer,
  cancelBookingByBuyer,
  cancelBookingByDealer,
  markBookingSoldByDealer,
  createDirectOrder,
  createPostOfferOrder,
  createPostTestDriveOrder,
  verifyBookingPayment,
} from './service';
import { orderDetails } from './history-service';

export async function bookingRoutes(app: AppInstance): Promise<void> {
  await app.register(async (scope) => {
    const buyer = scope.withTypeProvider<ZodTypeProvider>();
    buyer.addHook('onRequest', requirePrincipal(app, 'buyer'));
    const security = [{ accessToken: [] }];
    const tags = ['bookings'];
    const order = { 200: OrderResponseSchema };

    buyer.post(
      bookingPaths.directCreateOrder,
      {
        schema: {
          tags,
          summary:
            'Book a car at its listing price: holds it 15 minutes and opens the order for the 2% token; 409 while another buyer holds it',
          security,
          body: DirectOrderBodySchema,
          response: order,
        },
      },
      async (request) => ok('Order created successfully', await createDirectOrder(app.deps, buyerId(request), request.body)),
    );

    buyer.post(
      bookingPaths.postOfferCreateBooking,
      {
        schema: {
          tags,
          summary: 'Book a car at the price agreed in an offer (status 7 or 8, within its 3 days): the token of the agreed price',
          security,
          body: CarBookingBodySchema,
          response: order,
        },
      },
      async (request) => ok('Order created successfully', await createPostOfferOrder(app.deps, buyerId(request), request.body)),
    );

    buyer.post(
      bookingPaths.postTestDriveCreateBooking,
      {
        schema: {
          tags,
          summary: 'Book a car the buyer has a paid test drive of, at its listing price',
          security,
          body: CarBookingBodySchema,
          response: order,
        },
      },
      async (request) => ok('Order created successfully', await createPostTestDriveOrder(app.deps, buyerId(request), request.body)),
    );

    for (const path of [bookingPaths.directVerifyPayment, bookingPaths.postOfferVerifyPayment, bookingPaths.postTestDriveVerifyPayment]) {
      buyer.post(
        path,
        {
          schema: {
            tags,
            summary:
              "Confirm a car booking's token payment: by its signature, or with order_id alone by asking the provider; the car is then reserved 3 days",
            security,
            body: VerifyPaymentBodySchema,
            response: { 200: VerifyPaymentResponseSchema },
          },
        },
        async (request) => ok('Payment Successful!', await verifyBookingPayment(app.deps, buyerId(request), request.body)),
      );
    }

    buyer.get(
      bookingPaths.bookingList,
      {
        schema: {
          tags,
          summary: "The buyer's bookings, newest first, with status, reservation end, payment and refund; paged by x-limit and x-offset",
          security,
          headers: PagingHeadersSchema,
          response: { 200: BookingListResponseSchema },
        },
      },
      async (request) => {
        const { limit, offset } = pageOf(request.headers, {}, 10);
        return ok('Bookings fetched successfully', { booking_list: await bookingsOfBuyer(app.deps, buyerId(request), limit, offset) });
      },
    );

    buyer.get(
      bookingPaths.orderDetails,
      {
        schema: {
          tags,
          summary:
            "One order of the buyer's purchase history, a car booking or a test drive: its timeline, payment, refund and receipt figures; another buyer's id answers 404",
          security,
          querystring: OrderDetailsQuerySchema,
          response: { 200: OrderDetailsResponseSchema },
        },
      },
      async (request) =>
        ok(
          'Order details fetched successfully',
          await orderDetails(app.deps, buyerId(request), { bookingId: request.query.booking_id, testDriveId: request.query.test_drive_id }),
        ),
    );

    buyer.patch(
      bookingPaths.cancelBooking,
      {
        schema: {
          tags,
          summary: 'Cancel a booking awaiting payment, or a reservation within its 3 days (the token is refunded)',
          security,
          body: CancelBookingBodySchema,
          response: { 200: CancelResponseSchema },
        },
      },
      async (request) => {
        const result = await cancelBookingByBuyer(app.deps, buyerId(request), request.body.booking_id);
        const message =
          result.refund_amount > 0 ? 'Reservation cancelled. Your token will be refunded in 7 to 10 working days.' : 'Booking cancelled.';
        return ok(message, result);
      },
    );
  });

  await app.register(async (scope) => {
    const dealer = scope.withTypeProvider<ZodTypeProvider>();
    dealer.addHook('onRequest', requirePrincipal(app, 'vendor'));
    const security = [{ accessToken: [] }];
    const tags = ['dealer bookings'];

    dealer.get(
      vendorBookingPaths.bookings,
      {
        schema: {
          tags,
          summary:
            "The dealer's paid bookings: live reservations first, the soonest to end first, with the buyer's contact; paged by x-limit and x-offset",
          security,
          headers: PagingHeadersSchema,
          response: { 200: VendorBookingsResponseSchema },
        },
      },
      async (request) => {
        const { limit, offset } = pageOf(request.headers, {}, 20);
        return ok('Bookings fetched successfully', await bookingsOfDealer(app.deps, vendorId(request), limit, offset));
      },
    );

    dealer.patch(
      vendorBookingPaths.cancelBooking,
      {
        schema: {
          tags,
          summary: 'Cancel a live reservation with a reason: the buyer is told and refunded the token in full',
          security,
          body: VendorCancelBookingBodySchema,
          response: { 200: VendorBookingResponseSchema },
        },
      },
      async (request) =>
        ok(
          'Reservation cancelled; the buyer is refunded',
          await cancelBookingByDealer(app.deps, vendorId(request), request.body.booking_id, request.body.reason),
        ),
    );

    dealer.patch(
      vendorBookingPaths.markSold,
      {
        schema: {
          tags,
          summary: 'Mark a reserved car sold: the booking ends as a sale and the car leaves sale',
          security,
          body: VendorBookingIdBodySchema,
          response: { 200: VendorBookingResponseSchema },
        },
      },
      async (request) => ok('Car marked sold', await markBookingSoldByDealer(app.deps, vendorId(request), request.body.booking_id)),
    );
  });
}
