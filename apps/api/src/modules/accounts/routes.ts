import fastifyMultipart from '@fastify/multipart';
import {
  accountPaths,
  GetProfileResponseSchema,
  LogoutResponseSchema,
  PROFILE_PIC_FIELD,
  PROFILE_PIC_MAX_BYTES,
  SendOtpBodySchema,
  SendOtpResponseSchema,
  SignUpBodySchema,
  SignUpResponseSchema,
  UpdateProfileBodySchema,
  UpdateProfilePicResponseSchema,
  UpdateProfileResponseSchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
} from '@luxe/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppInstance } from '../../deps';
import { buyerId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { badRequest, type HttpError } from '../../http/errors';
import { getProfile, updateProfile, updateProfilePicture } from './profile-service';
import { codeSentAnswer, endSession, limitSignInStep, type SignInStep } from '../sessions';
import { sendBuyerCode, signInBuyer, signUp } from './service';

/** The upload's form, for the document: the file in one field (checked by its content, not its name). */
const UpdateProfilePicFormSchema = z.object({
  [PROFILE_PIC_FIELD]: z.file().register(z.globalRegistry, { description: 'A JPEG, PNG or WebP image of at most 5 MB' }),
});

export async function accountRoutes(app: AppInstance): Promise<void> {
  const limitIp = (step: SignInStep, ip: string) => limitSignInStep(app.deps, step, ip);

  app.post(
    accountPaths.signUp,
    { schema: { tags: ['accounts'], summary: 'Create a buyer account', body: SignUpBodySchema, response: { 200: SignUpResponseSchema } } },
    async (request) => {
      await limitIp('signUp', request.ip);
      await signUp(app.deps, request.body);
      return { success: true as const, message: 'Account created successfully. Please log in with your phone number.' };
    },
  );

  app.post(
    accountPaths.sendOtp,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a one-time sign-in code',
        body: SendOtpBodySchema,
        response: { 200: SendOtpResponseSchema },
      },
    },
    async (request) => {
      await limitIp('sendOtp', request.ip);
      return codeSentAnswer(await sendBuyerCode(app.deps, request.body.phone, request.ip, request.log));
    },
  );

  app.post(
    accountPaths.verifyOtp,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with the one-time code',
        body: VerifyOtpBodySchema,
        response: { 200: VerifyOtpResponseSchema },
      },
    },
    async (request) => {
      await limitIp('verifyOtp', request.ip);
      const signedIn = await signInBuyer(app.deps, request.body.phone, request.body.otp, request.ip);
      return ok('Logged in successfully', {
        accessToken: signedIn.accessToken,
        expires_at: signedIn.expiresAt.toISOString(),
        user: { full_name: signedIn.buyer.fullName, phone: signedIn.buyer.phone, email: signedIn.buyer.email },
      });
    },
  );

  await app.register(async (scope) => {
    const auth = scope.withTypeProvider<ZodTypeProvider>();
    auth.addHook('onRequest', requirePrincipal(app, 'buyer'));
    const security = [{ accessToken: [] }];

    auth.post(
      accountPaths.logout,
      { schema: { tags: ['accounts'], summary: 'Sign out: revokes the access token', security, response: { 200: LogoutResponseSchema } } },
      async (request) => {
        await endSession(app.deps, request.principal!.sessionId);
        return { success: true as const, message: 'Logged out successfully' };
      },
    );

    auth.get(
      accountPaths.getProfile,
      { schema: { tags: ['profile'], summary: "The signed-in buyer's profile", security, response: { 200: GetProfileResponseSchema } } },
      async (request) => ok('Profile fetched successfully', await getProfile(app.deps, buyerId(request))),
    );

    auth.patch(
      accountPaths.updateProfile,
      {
        schema: {
          tags: ['profile'],
          summary: 'Edit name, e-mail, gender, city and state',
          security,
          body: UpdateProfileBodySchema,
          response: { 200: UpdateProfileResponseSchema },
        },
      },
      async (request) => ok('Profile updated successfully', await updateProfile(app.deps, buyerId(request), request.body)),
    );

    // The upload alone takes multipart, and only multipart: a JSON body here, or multipart on any other
    // call, has no parser in its scope and answers 415.
    await auth.register(async (uploads) => {
      uploads.removeContentTypeParser('application/json');
      await uploads.register(fastifyMultipart, { limits: { fileSize: PROFILE_PIC_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
      uploads.withTypeProvider<ZodTypeProvider>().patch(
        accountPaths.updateProfilePic,
        {
          schema: {
            tags: ['profile'],
            summary: `Change the profile picture: multipart field ${PROFILE_PIC_FIELD}, a JPEG, PNG or WebP of at most 5 MB`,
            security,
            consumes: ['multipart/form-data'],
            multipartBody: UpdateProfilePicFormSchema,
            response: { 200: UpdateProfilePicResponseSchema },
          },
        },
        async (request) => {
          const id = buyerId(request);
          const bytes = await readPicture(request);
          if (!bytes || bytes.length === 0) throw badRequest('Please choose a picture to upload.', PROFILE_PIC_FIELD);
          const url = await updateProfilePicture(app.deps, id, bytes);
          return ok('Profile picture updated successfully', { user_profile_pic: url });
        },
      );
    });
  });
}

/** The picture's bytes from a multipart body; a body the parser cannot read is the client's fault (400), not ours. */
async function readPicture(request: FastifyRequest): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PROFILE_PIC_FIELD)
        throw badRequest(`The picture must be sent in the field ${PROFILE_PIC_FIELD}.`, PROFILE_PIC_FIELD);
      bytes = await part.toBuffer();
    }
  } catch (err) {
    // The plugin's own errors (limits, a closed connection) and ours carry a status; busboy's parse errors do not.
    if (err instanceof Error && !('statusCode' in err)) throw malformedUpload(err);
    throw err;
  }
  return bytes;
}

function malformedUpload(err: Error): HttpError {
  const message = /boundary not found/i.test(err.message)
    ? 'The upload has no multipart boundary: send it as multipart/form-data with the boundary in its Content-Type.'
    : 'The upload is not well-formed multipart/form-data: it ended before its closing boundary, or its parts do not match the boundary.';
  return badRequest(message, PROFILE_PIC_FIELD);
}
