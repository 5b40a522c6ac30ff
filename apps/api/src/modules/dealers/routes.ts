// The dealer's sign-in and sign-out: the buyer's bodies and limits at /api/vendor/... paths.
import {
  LogoutResponseSchema,
  SendOtpBodySchema,
  SendOtpResponseSchema,
  VendorVerifyOtpResponseSchema,
  VerifyOtpBodySchema,
  vendorAccountPaths,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { codeSentAnswer, endSession, limitSignInStep } from '../sessions';
import { sendDealerCode, signInDealer } from './service';

export async function dealerAccountRoutes(app: AppInstance): Promise<void> {
  const tags = ['dealer accounts'];
  app.post(
    vendorAccountPaths.sendOtp,
    {
      schema: {
        tags,
        summary: "Send a one-time sign-in code to a dealer's phone",
        body: SendOtpBodySchema,
        response: { 200: SendOtpResponseSchema },
      },
    },
    async (request) => {
      await limitSignInStep(app.deps, 'sendOtp', request.ip);
      return codeSentAnswer(await sendDealerCode(app.deps, request.body.phone, request.ip, request.log));
    },
  );

  app.post(
    vendorAccountPaths.verifyOtp,
    {
      schema: {
        tags,
        summary: 'Sign a dealer in with the one-time code',
        body: VerifyOtpBodySchema,
        response: { 200: VendorVerifyOtpResponseSchema },
      },
    },
    async (request) => {
      await limitSignInStep(app.deps, 'verifyOtp', request.ip);
      const { accessToken, expiresAt, dealer } = await signInDealer(app.deps, request.body.phone, request.body.otp, request.ip);
      return ok('Logged in successfully', {
        accessToken,
        expires_at: expiresAt.toISOString(),
        vendor: { vendor_id: dealer.id, name: dealer.name, phone: dealer.phone, email: dealer.email, city: dealer.city },
      });
    },
  );

  await app.register(async (scope) => {
    const dealer = scope.withTypeProvider<ZodTypeProvider>();
    dealer.addHook('onRequest', requirePrincipal(app, 'vendor'));
    dealer.post(
      vendorAccountPaths.logout,
      {
        schema: {
          tags,
          summary: 'Sign the dealer out: revokes the access token',
          security: [{ accessToken: [] }],
          response: { 200: LogoutResponseSchema },
        },
      },
      async (request) => {
        await endSession(app.deps, request.principal!.sessionId);
        return { success: true as const, message: 'Logged out successfully' };
      },
    );
  });
}
