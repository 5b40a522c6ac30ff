// What every module receives: the configuration, the database, the clock and the outside services. Its
// own file so that modules never import app.ts, which imports them.
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SharedCache } from './http/shared-cache';
import type { FileStore } from './integrations/file-store';
import type { PaymentProvider } from './integrations/payments/provider';
import type { SmsSender } from './integrations/sms';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  sms: SmsSender;
  files: FileStore;
  /** Private documents (trade certificates): read only through operators' calls, never by URL. */
  documents: FileStore;
  /** Razorpay when its keys are configured, else the built-in test gateway (docs/product/payments.md). */
  payments: PaymentProvider;
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Guests' rendered pages and public catalogue answers (http/shared-cache.ts). */
    sharedCache: SharedCache;
    /** Renders these pages on every render thread and into the shared cache (site/web-app.ts); main.ts, before listening. */
    warmUpPages(paths: string[]): Promise<void>;
  }
}
