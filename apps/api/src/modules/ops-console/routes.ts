// The operators' console's reads, an operator's token only: today's queue, dealers, cars, orders and refunds.
import {
  OpsCarQuerySchema,
  OpsCarResponseSchema,
  OpsCarsQuerySchema,
  OpsCarsResponseSchema,
  OpsDealerQuerySchema,
  OpsDealerResponseSchema,
  OpsDealersQuerySchema,
  OpsDealersResponseSchema,
  OpsOrderQuerySchema,
  OpsOrderResponseSchema,
  OpsOrdersQuerySchema,
  OpsOrdersResponseSchema,
  OpsRefundsQuerySchema,
  OpsRefundsResponseSchema,
  OpsTodayResponseSchema,
  PagingHeadersSchema,
  opsPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { pageOf, pagination } from '../../http/paging';
import { selectCars } from './car-queries';
import { selectDealers } from './dealer-queries';
import { selectOrders, selectRefunds } from './money-queries';
import { carPage, dealerPage, orderPage } from './service';
import { selectToday } from './today-queries';

/** What the console's reads share: their tag and the operator's token, in the document. */
const tags = ['operators'];
const security = [{ accessToken: [] }];
const one = <Q, R>(summary: string, querystring: Q, response: R) => ({
  schema: { tags, summary, security, querystring, response: { 200: response } },
});
const paged = <Q, R>(summary: string, querystring: Q, response: R) => ({
  schema: { tags, summary, security, querystring, headers: PagingHeadersSchema, response: { 200: response } },
});

/** A page from the x-limit and x-offset headers, and the pagination block of its answer. */
async function pageFrom<T>(
  headers: Parameters<typeof pageOf>[0],
  fetch: (limit: number, offset: number) => Promise<{ rows: T[]; total: number }>,
) {
  const { limit, offset } = pageOf(headers);
  const { rows, total } = await fetch(limit, offset);
  return { rows, pagination: pagination(total, limit, offset) };
}

export async function opsConsoleRoutes(app: AppInstance): Promise<void> {
  await app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requirePrincipal(app, 'operator'));
    const db = () => app.deps.database.db;
    const now = () => app.deps.clock.now();

    ops.get(
      opsPaths.today,
      {
        schema: {
          tags,
          summary: "Today's queue: applications and reports waiting, refunds failed or late, reservations ending today (India's day)",
          security,
          response: { 200: OpsTodayResponseSchema },
        },
      },
      async () => ok("Today's queue fetched successfully", await selectToday(db(), now())),
    );

    ops.get(
      opsPaths.dealers,
      paged(
        'Dealers by name, phone, city or id, newest first; paged by x-limit and x-offset',
        OpsDealersQuerySchema,
        OpsDealersResponseSchema,
      ),
      async (request) => {
        const { rows, pagination } = await pageFrom(request.headers, (limit, offset) => selectDealers(db(), request.query, limit, offset));
        return ok('Dealers fetched successfully', { dealers: rows, pagination });
      },
    );
    ops.get(
      opsPaths.dealer,
      one(
        'One dealer: its cars, recent offers and bookings, ratings, reply time, sign-ins and application',
        OpsDealerQuerySchema,
        OpsDealerResponseSchema,
      ),
      async (request) => ok('Dealer fetched successfully', await dealerPage(app.deps, request.query.vendor_id)),
    );

    ops.get(
      opsPaths.cars,
      paged(
        'Any car, on sale or not, by id, name, registration number or dealer, newest first; paged by x-limit and x-offset',
        OpsCarsQuerySchema,
        OpsCarsResponseSchema,
      ),
      async (request) => {
        const { rows, pagination } = await pageFrom(request.headers, (limit, offset) =>
          selectCars(db(), request.query, now(), limit, offset),
        );
        return ok('Cars fetched successfully', { cars: rows, pagination });
      },
    );
    ops.get(
      opsPaths.car,
      one('One car: its prices, what happened to it (oldest first) and its reports', OpsCarQuerySchema, OpsCarResponseSchema),
      async (request) => ok('Car fetched successfully', await carPage(app.deps, request.query.car_id)),
    );

    ops.get(
      opsPaths.orders,
      paged(
        "Payment orders by status, purpose, day created (India's time) or id, provider id or buyer's phone, newest first; paged by x-limit and x-offset",
        OpsOrdersQuerySchema,
        OpsOrdersResponseSchema,
      ),
      async (request) => {
        const { rows, pagination } = await pageFrom(request.headers, (limit, offset) => selectOrders(db(), request.query, limit, offset));
        return ok('Orders fetched successfully', { orders: rows, pagination });
      },
    );
    ops.get(
      opsPaths.order,
      one(
        "One order's story: what it paid for, its payment, refunds and events, oldest first",
        OpsOrderQuerySchema,
        OpsOrderResponseSchema,
      ),
      async (request) => ok('Order fetched successfully', await orderPage(app.deps, request.query.order_id)),
    );
    ops.get(
      opsPaths.refunds,
      paged('Refunds, newest first; paged by x-limit and x-offset', OpsRefundsQuerySchema, OpsRefundsResponseSchema),
      async (request) => {
        const { rows, pagination } = await pageFrom(request.headers, (limit, offset) =>
          selectRefunds(db(), request.query.status, limit, offset),
        );
        return ok('Refunds fetched successfully', { refunds: rows, pagination });
      },
    );
  });
}
