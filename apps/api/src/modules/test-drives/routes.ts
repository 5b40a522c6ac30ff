// The test drive calls of spec 02 section 7 (paths to the letter, D2), and our cancel call.
import {
  CancelBodySchema,
  CancelResponseSchema,
  OrderResponseSchema,
  TestDriveOrderBodySchema,
  TestDrivesHeadersSchema,
  TestDrivesResponseSchema,
  VerifyPaymentBodySchema,
  VerifyPaymentResponseSchema,
  bookingPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { cancelTestDriveByBuyer, createTestDriveOrder, testDrivesOfBuyer, verifyTestDrivePayment } from './service';

export async function testDriveRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePrincipal(app, 'buyer'));
  const security = [{ accessToken: [] }];
  const tags = ['test drives'];

  app.post(
    bookingPaths.testDriveCreateOrder,
    {
      schema: {
        tags,
        summary: 'Book a test drive: holds the slot 15 minutes and opens the order for the 10,000 rupee fee (D14, D24, D33)',
        security,
        body: TestDriveOrderBodySchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (request) => ok('Order created successfully', await createTestDriveOrder(app.deps, buyerId(request), request.body)),
  );

  app.post(
    bookingPaths.testDriveVerifyPayment,
    {
      schema: {
        tags,
        summary: "Confirm a test drive's payment: by its signature, or with order_id alone by asking the provider (D32)",
        security,
        body: VerifyPaymentBodySchema,
        response: { 200: VerifyPaymentResponseSchema },
      },
    },
    async (request) => {
      const order = await verifyTestDrivePayment(app.deps, buyerId(request), request.body);
      return ok('Payment Successful!', {
        order_id: order.providerOrderId,
        status: order.status,
        booking_id: null,
        test_drive_id: order.testDriveId,
        reserved_until: null,
      });
    },
  );

  app.get(
    bookingPaths.testDrives,
    {
      schema: {
        tags,
        summary: "The buyer's test drives, newest first, or one by x-test-drive-id",
        security,
        headers: TestDrivesHeadersSchema,
        response: { 200: TestDrivesResponseSchema },
      },
    },
    async (request) =>
      ok('Test drives fetched successfully', {
        test_drive_data: await testDrivesOfBuyer(app.deps, buyerId(request), request.headers['x-test-drive-id']),
      }),
  );

  app.patch(
    bookingPaths.cancelTestDrive,
    {
      schema: {
        tags,
        summary: 'Cancel a booked test drive: refunded in full 24 hours or more before its slot, not after (spec 02 section 9)',
        security,
        body: CancelBodySchema,
        response: { 200: CancelResponseSchema },
      },
    },
    async (request) => {
      const id = request.body.test_drive_id;
      if (id === undefined) throw badRequest('test_drive_id is required', 'test_drive_id');
      const result = await cancelTestDriveByBuyer(app.deps, buyerId(request), id);
      const message =
        result.refund_amount > 0 ? 'Test drive cancelled. Your fee will be refunded in 7 to 10 working days.' : 'Test drive cancelled.';
      return ok(message, result);
    },
  );
}
