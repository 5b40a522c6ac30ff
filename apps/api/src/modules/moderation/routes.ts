// A buyer's report of a listing; the operators' queue of reports, closing one, and taking a car down.
import {
  CloseReportBodySchema,
  ErrorResponseSchema,
  ListingReportBodySchema,
  ListingReportResponseSchema,
  OpsReportResponseSchema,
  OpsReportsQuerySchema,
  OpsReportsResponseSchema,
  PagingHeadersSchema,
  TakeDownBodySchema,
  TakeDownResponseSchema,
  opsPaths,
  reportPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, operatorId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { pageOf, pagination } from '../../http/paging';
import { selectReports } from './queries';
import { closeReportWithoutAction, reportListing, takeDownListing } from './service';

export async function moderationRoutes(app: AppInstance): Promise<void> {
  await app.register(async (scope) => {
    const buyer = scope.withTypeProvider<ZodTypeProvider>();
    buyer.addHook('onRequest', requirePrincipal(app, 'buyer'));
    buyer.post(
      reportPaths.createListingReport,
      {
        schema: {
          tags: ['reports'],
          summary: 'Report a listing (one open report per buyer and car)',
          security: [{ accessToken: [] }],
          body: ListingReportBodySchema,
          response: { 200: ListingReportResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => ok('Thank you: we will look into this listing', await reportListing(app.deps, buyerId(request), request.body)),
    );
  });

  await app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requirePrincipal(app, 'operator'));
    const tags = ['operators'];
    const security = [{ accessToken: [] }];
    ops.get(
      opsPaths.reports,
      {
        schema: {
          tags,
          summary: 'Reports of listings, open ones oldest first, closed ones newest first; paged by x-limit and x-offset',
          security,
          querystring: OpsReportsQuerySchema,
          headers: PagingHeadersSchema,
          response: { 200: OpsReportsResponseSchema },
        },
      },
      async (request) => {
        const { limit, offset } = pageOf(request.headers);
        const { reports, total } = await selectReports(app.deps.database.db, request.query.status ?? 'open', limit, offset);
        return ok('Reports fetched successfully', { reports, pagination: pagination(total, limit, offset) });
      },
    );
    ops.patch(
      opsPaths.closeReport,
      {
        schema: {
          tags,
          summary: 'Close a report without taking the car down',
          security,
          body: CloseReportBodySchema,
          response: { 200: OpsReportResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) =>
        ok(
          'Report closed',
          await closeReportWithoutAction(app.deps, operatorId(request), request.body.report_id, request.body.reason, request.ip),
        ),
    );
    ops.patch(
      opsPaths.takeDown,
      {
        schema: {
          tags,
          summary: 'Take a car down: off sale for good, its dealer told why, its open reports closed',
          security,
          body: TakeDownBodySchema,
          response: { 200: TakeDownResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) =>
        ok('Car taken down', await takeDownListing(app.deps, operatorId(request), request.body.car_id, request.body.reason, request.ip)),
    );
  });
}
