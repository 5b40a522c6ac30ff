// What every module receives: the configuration, the database, the clock and the outside services. Its
// own file so that modules never import app.ts, which imports them.
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
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
  }
}
