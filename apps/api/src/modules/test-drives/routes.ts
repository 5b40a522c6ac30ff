// The test drive calls (paths as the web app has always called them), and our cancel call.
import {
  CarIdQuerySchema,
  CancelTestDriveBodySchema,
  CancelResponseSchema,
  OrderResponseSchema,
  TestDriveOrderBodySchema,
  TestDrivesHeadersSchema,
  TestDrivesResponseSchema,
  TestDriveSlotsResponseSchema,
  VerifyPaymentBodySchema,
  VerifyPaymentResponseSchema,
  PagingHeadersSchema,
  VendorTestDriveOutcomeBodySchema,
  VendorTestDriveResponseSchema,
  VendorTestDrivesResponseSchema,
  bookingPaths,
  vendorBookingPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, findPrincipal, requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { pageOf } from '../../http/paging';
import {
  cancelTestDriveByBuyer,
  createTestDriveOrder,
  recordTestDriveOutcome,
  slotsOfCar,
  testDrivesOfBuyer,
  testDrivesOfDealer,
  verifyTestDrivePayment,
} from './service';

export async function testDriveRoutes(root: AppInstance): Promise<void> {
  await root.register(buyerTestDriveRoutes);
  await root.register(dealerTestDriveRoutes);
  await root.register(publicTestDriveRoutes);
}

async function publicTestDriveRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    bookingPaths.testDriveSlots,
    {
      schema: {
        tags: ['test drives'],
        summary:
          "A car's test drive slots for the next 4 days in India, each bookable or not and why (started, booked, held by an unpaid order until held_until, sold); a buyer's token makes their own unpaid hold count as free",
        querystring: CarIdQuerySchema,
        response: { 200: TestDriveSlotsResponseSchema },
      },
    },
    async (request) => {
      const principal = await findPrincipal(app, request);
      const buyer = principal?.kind === 'buyer' ? principal.id : null;
      return ok('Slots fetched successfully', await slotsOfCar(app.deps, request.query.car_id, buyer));
    },
  );
}

async function dealerTestDriveRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePrincipal(app, 'vendor'));
  const security = [{ accessToken: [] }];
  const tags = ['dealer test drives'];

  app.get(
    vendorBookingPaths.testDrives,
    {
      schema: {
        tags,
        summary:
          "The dealer's paid test drives: today's and upcoming first, soonest first, with the buyer's contact and the address for home delivery; paged by x-limit and x-offset",
        security,
        headers: PagingHeadersSchema,
        response: { 200: VendorTestDrivesResponseSchema },
      },
    },
    async (request) => {
      const { limit, offset } = pageOf(request.headers, {}, 20);
      return ok('Test drives fetched successfully', await testDrivesOfDealer(app.deps, vendorId(request), limit, offset));
    },
  );

  app.patch(
    vendorBookingPaths.testDriveOutcome,
    {
      schema: {
        tags,
        summary: 'Mark a test drive done or a no-show, once its slot has started',
        security,
        body: VendorTestDriveOutcomeBodySchema,
        response: { 200: VendorTestDriveResponseSchema },
      },
    },
    async (request) => {
      const { test_drive_id, outcome } = request.body;
      const drive = await recordTestDriveOutcome(app.deps, vendorId(request), test_drive_id, outcome);
      return ok(outcome === 'completed' ? 'Test drive marked done' : 'Test drive marked as a no-show', drive);
    },
  );
}

async function buyerTestDriveRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePrincipal(app, 'buyer'));
  const security = [{ accessToken: [] }];
  const tags = ['test drives'];

  app.post(
    bookingPaths.testDriveCreateOrder,
    {
      schema: {
        tags,
        summary:
          'Book a test drive: holds the slot 15 minutes and opens the order for the 10,000 rupee fee, or books it at once when the fee is waived',
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
        summary: "Confirm a test drive's payment: by its signature, or with order_id alone by asking the provider",
        security,
        body: VerifyPaymentBodySchema,
        response: { 200: VerifyPaymentResponseSchema },
      },
    },
    async (request) => ok('Payment Successful!', await verifyTestDrivePayment(app.deps, buyerId(request), request.body)),
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
        summary: 'Cancel a booked test drive: refunded in full 24 hours or more before its slot, not after',
        security,
        body: CancelTestDriveBodySchema,
        response: { 200: CancelResponseSchema },
      },
    },
    async (request) => {
      const result = await cancelTestDriveByBuyer(app.deps, buyerId(request), request.body.test_drive_id);
      const message =
        result.refund_amount > 0 ? 'Test drive cancelled. Your fee will be refunded in 7 to 10 working days.' : 'Test drive cancelled.';
      return ok(message, result);
    },
  );
}
