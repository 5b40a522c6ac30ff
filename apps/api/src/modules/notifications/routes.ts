// The notifications' calls (our own paths): the same pair for buyers and for dealers, each under its own
// kind of sign-in.
import {
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadResponseSchema,
  NotificationsResponseSchema,
  PagingHeadersSchema,
  notificationPaths,
  vendorNotificationPaths,
} from '@luxe/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { markNotificationsRead, readNotifications, type Recipient } from './service';

const sides = [
  { kind: 'buyer', paths: notificationPaths, tags: ['notifications'], who: 'buyer' },
  { kind: 'vendor', paths: vendorNotificationPaths, tags: ['dealer notifications'], who: 'dealer' },
] as const;

export async function notificationRoutes(app: AppInstance): Promise<void> {
  for (const side of sides) {
    await app.register(async (scope) => {
      const routes = scope.withTypeProvider<ZodTypeProvider>();
      routes.addHook('onRequest', requirePrincipal(app, side.kind));
      const security = [{ accessToken: [] }];
      const recipient = (request: FastifyRequest): Recipient => {
        const principal = request.principal;
        if (principal?.kind !== side.kind) throw unauthorized('Please log in to continue.');
        return { kind: side.kind, id: principal.id };
      };

      routes.get(
        side.paths.read,
        {
          schema: {
            tags: [...side.tags],
            summary: `The signed-in ${side.who}'s notifications, newest first, with the unread count; paged by x-limit (at most 50) and x-offset`,
            security,
            headers: PagingHeadersSchema,
            response: { 200: NotificationsResponseSchema },
          },
        },
        async (request) => ok('Notifications fetched successfully', await readNotifications(app.deps, recipient(request), request.headers)),
      );

      routes.patch(
        side.paths.markRead,
        {
          schema: {
            tags: [...side.tags],
            summary: `Mark some (notification_ids) or all (all: true) of the signed-in ${side.who}'s notifications read; others' ids are not counted`,
            security,
            body: MarkNotificationsReadBodySchema,
            response: { 200: MarkNotificationsReadResponseSchema },
          },
        },
        async (request) => {
          const result = await markNotificationsRead(app.deps, recipient(request), request.body);
          return ok(result.marked === 1 ? '1 notification marked read' : `${result.marked} notifications marked read`, result);
        },
      );
    });
  }
}
