// The operators' sign-in, their enrolment's confirmation, who they are, and sign-out.
import {
  AuditEventsResponseSchema,
  ConfirmTotpBodySchema,
  ConfirmTotpResponseSchema,
  LogoutResponseSchema,
  OperatorResponseSchema,
  OpsVerifyOtpBodySchema,
  OpsVerifyOtpResponseSchema,
  PagingHeadersSchema,
  SendOtpBodySchema,
  SendOtpResponseSchema,
  opsPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { operatorId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOf, pagination } from '../../http/paging';
import { codeSentAnswer, limitSignInStep } from '../sessions';
import { selectOperator } from './queries';
import { readAudit } from './audit';
import { confirmTotp, operatorOf, sendOperatorCode, signInOperator, signOutOperator } from './service';

const tags = ['operators'];

export async function operatorRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    opsPaths.sendOtp,
    {
      schema: {
        tags,
        summary: "Send a one-time sign-in code to an operator's phone",
        body: SendOtpBodySchema,
        response: { 200: SendOtpResponseSchema },
      },
    },
    async (request) => {
      await limitSignInStep(app.deps, 'sendOtp', request.ip);
      return codeSentAnswer(await sendOperatorCode(app.deps, request.body.phone, request.ip, request.log));
    },
  );

  app.post(
    opsPaths.verifyOtp,
    {
      schema: {
        tags,
        summary: "Sign an operator in with the phone's code and, once enrolled, the authenticator's code",
        body: OpsVerifyOtpBodySchema,
        response: { 200: OpsVerifyOtpResponseSchema },
      },
    },
    async (request) => {
      await limitSignInStep(app.deps, 'verifyOtp', request.ip);
      const answer = await signInOperator(app.deps, request.body, request.ip);
      return ok(
        answer.totp_enrolment ? 'Add the secret to your authenticator app, then confirm its code' : 'Logged in successfully',
        answer,
      );
    },
  );

  await app.register(async (inner) => {
    const enrolling = inner.withTypeProvider<ZodTypeProvider>();
    enrolling.addHook('onRequest', requirePrincipal(app, 'operator', 'totp_enrolment'));
    enrolling.post(
      opsPaths.confirmTotp,
      {
        schema: {
          tags,
          summary: "Confirm a new authenticator with its first code (the enrolment token's only call)",
          security: [{ accessToken: [] }],
          body: ConfirmTotpBodySchema,
          response: { 200: ConfirmTotpResponseSchema },
        },
      },
      async (request) =>
        ok(
          'Authenticator confirmed. You are logged in',
          await confirmTotp(app.deps, operatorId(request), request.principal!.sessionId, request.body.code, request.ip),
        ),
    );
  });

  await app.register(async (inner) => {
    const signedIn = inner.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', requirePrincipal(app, 'operator'));
    signedIn.get(
      opsPaths.me,
      { schema: { tags, summary: 'The signed-in operator', security: [{ accessToken: [] }], response: { 200: OperatorResponseSchema } } },
      async (request) => {
        const operator = await selectOperator(app.deps.database.db, operatorId(request));
        if (!operator) throw notFound('Operator not found');
        return ok('Operator fetched successfully', operatorOf(operator));
      },
    );
    signedIn.post(
      opsPaths.logout,
      {
        schema: {
          tags,
          summary: 'Sign the operator out: revokes the access token',
          security: [{ accessToken: [] }],
          response: { 200: LogoutResponseSchema },
        },
      },
      async (request) => {
        await signOutOperator(app.deps, operatorId(request), request.principal!.sessionId, request.ip);
        return { success: true as const, message: 'Logged out successfully' };
      },
    );
    signedIn.get(
      opsPaths.auditEvents,
      {
        schema: {
          tags,
          summary: "The audit log of operators' actions, newest first; paged by x-limit (at most 50) and x-offset",
          security: [{ accessToken: [] }],
          headers: PagingHeadersSchema,
          response: { 200: AuditEventsResponseSchema },
        },
      },
      async (request) => {
        const { limit, offset } = pageOf(request.headers);
        const { events, total } = await readAudit(app.deps.database.db, limit, offset);
        return ok('Audit events fetched successfully', { events, pagination: pagination(total, limit, offset) });
      },
    );
  });
}
