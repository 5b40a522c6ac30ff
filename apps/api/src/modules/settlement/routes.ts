// The provider's webhook, and the operators' reconciliation: run it now, and read a day's money.
import {
  OkMessageSchema,
  ReconcileResponseSchema,
  ReconciliationQuerySchema,
  ReconciliationResponseSchema,
  opsPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { operatorId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { keepRawJsonBody } from '../../http/raw-body';
import { WEBHOOK_PATH } from '../../integrations/payments';
import { handleWebhook } from '../payments';
import { confirmFor, reconcileNow, reconciliationOf } from './service';

export async function settlementRoutes(app: AppInstance): Promise<void> {
  await app.register(async (scope) => {
    keepRawJsonBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: "The payment provider's events (X-Razorpay-Signature over the raw body): each event once, payments forward only",
          response: { 200: OkMessageSchema },
        },
      },
      async (request) => {
        const outcome = await handleWebhook(app.deps, request.rawBody!, request.headers, confirmFor);
        return { success: true as const, message: outcome === 'duplicate' ? 'Event already handled' : `Event ${outcome}` };
      },
    );
  });

  await app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requirePrincipal(app, 'operator'));
    const tags = ['operators'];
    const security = [{ accessToken: [] }];
    ops.post(
      opsPaths.reconcile,
      {
        schema: {
          tags,
          summary: 'Ask the provider about every order still waiting for its payment after a minute, and settle the paid ones',
          security,
          response: { 200: ReconcileResponseSchema },
        },
      },
      async (request) => ok('Reconciliation done', await reconcileNow(app.deps, operatorId(request), request.ip)),
    );
    ops.get(
      opsPaths.reconciliation,
      {
        schema: {
          tags,
          summary: "A day's money (India's time) by provider from the ledger, and its anomalies",
          security,
          querystring: ReconciliationQuerySchema,
          response: { 200: ReconciliationResponseSchema },
        },
      },
      async (request) => ok('Reconciliation fetched successfully', await reconciliationOf(app.deps, request.query.date)),
    );
  });
}
