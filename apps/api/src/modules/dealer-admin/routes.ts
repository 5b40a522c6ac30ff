// Dealer onboarding (the public application and its state) and the operators' calls on dealers:
// applications, their documents and decisions, suspending and restoring a dealer.
import fastifyMultipart from '@fastify/multipart';
import {
  ApplicationStatusQuerySchema,
  ApplicationStatusResponseSchema,
  DealerApplicationCreatedSchema,
  DealerApplicationFieldsSchema,
  DealerStatusBodySchema,
  DealerStatusResponseSchema,
  DecideApplicationBodySchema,
  ErrorResponseSchema,
  OpsApplicationResponseSchema,
  OpsApplicationsQuerySchema,
  OpsApplicationsResponseSchema,
  PagingHeadersSchema,
  TRADE_CERTIFICATE_FIELD,
  TRADE_CERTIFICATE_MAX_BYTES,
  dealerApplicationPaths,
  opsPaths,
  OpsApplicationDocumentQuerySchema,
  type DealerApplicationFields,
} from '@luxe/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '../../deps';
import { operatorId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { pageOf, pagination } from '../../http/paging';
import { selectApplications } from './queries';
import { applicationDocument, applicationStatus, applyToSell, decideApplication, setDealerStatus } from './service';

const TEXT_FIELDS = Object.keys(DealerApplicationFieldsSchema.shape);

/** The application's form, for the document: its text fields and the certificate (checked by content). */
const ApplicationFormSchema = z.object({
  ...DealerApplicationFieldsSchema.shape,
  [TRADE_CERTIFICATE_FIELD]: z
    .file()
    .register(z.globalRegistry, { description: 'The trade certificate: a PDF, JPEG, PNG or WebP of at most 5 MB' }),
});

export async function dealerAdminRoutes(app: AppInstance): Promise<void> {
  await app.register(async (scope) => {
    const open = scope.withTypeProvider<ZodTypeProvider>();
    open.get(
      dealerApplicationPaths.status,
      {
        schema: {
          tags: ['dealer applications'],
          summary: 'Where an application to sell stands, for the phone it was made with',
          querystring: ApplicationStatusQuerySchema,
          response: { 200: ApplicationStatusResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request) => ok('Application found', await applicationStatus(app.deps, request.query.application_number, request.query.phone)),
    );
    // The application alone takes multipart, and only multipart.
    await scope.register(async (uploads) => {
      uploads.removeContentTypeParser('application/json');
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: TRADE_CERTIFICATE_MAX_BYTES, files: 1, fields: TEXT_FIELDS.length + 2, parts: TEXT_FIELDS.length + 3 },
      });
      uploads.withTypeProvider<ZodTypeProvider>().post(
        dealerApplicationPaths.create,
        {
          schema: {
            tags: ['dealer applications'],
            summary: `Apply to sell on Luxe Wheels: multipart fields ${TEXT_FIELDS.join(', ')} and the file ${TRADE_CERTIFICATE_FIELD}`,
            consumes: ['multipart/form-data'],
            multipartBody: ApplicationFormSchema,
            response: { 200: DealerApplicationCreatedSchema, 409: ErrorResponseSchema },
          },
        },
        async (request) => {
          const { fields, certificate } = await readApplication(request);
          return ok('Application received: we have sent its number by SMS', await applyToSell(app.deps, fields, certificate, request.ip));
        },
      );
    });
  });

  await app.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.addHook('onRequest', requirePrincipal(app, 'operator'));
    const tags = ['operators'];
    const security = [{ accessToken: [] }];
    ops.get(
      opsPaths.applications,
      {
        schema: {
          tags,
          summary:
            'Dealerships’ applications of one status (submitted by default), waiting ones oldest first; paged by x-limit and x-offset',
          security,
          querystring: OpsApplicationsQuerySchema,
          headers: PagingHeadersSchema,
          response: { 200: OpsApplicationsResponseSchema },
        },
      },
      async (request) => {
        const { limit, offset } = pageOf(request.headers);
        const { applications, total } = await selectApplications(app.deps.database.db, request.query.status ?? 'submitted', limit, offset);
        return ok('Applications fetched successfully', { applications, pagination: pagination(total, limit, offset) });
      },
    );
    // Bytes, not the JSON envelope: outside the typed provider, whose answers are envelopes.
    scope.get(
      opsPaths.applicationDocument,
      {
        schema: {
          tags,
          summary: 'An application’s trade certificate (PDF or WebP), to view inline',
          security,
          querystring: OpsApplicationDocumentQuerySchema,
          response: { 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { application_id } = request.query as { application_id: number };
        const file = await applicationDocument(app.deps, application_id);
        return (
          reply
            .type(file.type)
            .header('content-length', file.length)
            .header('cache-control', 'private, no-store')
            .header('content-disposition', `inline; filename="${file.filename}"`)
            // Shown as a document, never run as a page of this site.
            .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'")
            .send(file.body)
        );
      },
    );
    ops.patch(
      opsPaths.decideApplication,
      {
        schema: {
          tags,
          summary: 'Approve an application (the dealer account is created and told by SMS) or reject it with a reason',
          security,
          body: DecideApplicationBodySchema,
          response: { 200: OpsApplicationResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => {
        const decided = await decideApplication(app.deps, operatorId(request), request.body, request.ip);
        return ok(decided.status === 'approved' ? 'Application approved: the dealer can sign in now' : 'Application rejected', decided);
      },
    );
    ops.patch(
      opsPaths.dealerStatus,
      {
        schema: {
          tags,
          summary:
            'Suspend a dealer (signed out, cars off sale, negotiations closed, reservations and coming test drives cancelled and refunded, buyers told) or restore it',
          security,
          body: DealerStatusBodySchema,
          response: { 200: DealerStatusResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => {
        const done = await setDealerStatus(app.deps, operatorId(request), request.body, request.ip);
        return ok(done.status === 'suspended' ? 'Dealer suspended' : 'Dealer restored', done);
      },
    );
  });
}

/** The application's fields and certificate from a multipart body; each refusal a 400 naming its field. */
async function readApplication(request: FastifyRequest): Promise<{ fields: DealerApplicationFields; certificate: Buffer }> {
  const raw: Record<string, string> = {};
  let certificate: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== TRADE_CERTIFICATE_FIELD)
          throw badRequest(`The trade certificate must be sent in the field ${TRADE_CERTIFICATE_FIELD}.`, TRADE_CERTIFICATE_FIELD);
        certificate = await part.toBuffer();
      } else if (TEXT_FIELDS.includes(part.fieldname)) {
        if (part.fieldname in raw) throw badRequest(`${part.fieldname} must be given once`, part.fieldname);
        raw[part.fieldname] = String(part.value);
      } else {
        throw badRequest(
          `Unknown field ${part.fieldname}: send only ${TEXT_FIELDS.join(', ')} and ${TRADE_CERTIFICATE_FIELD}`,
          part.fieldname,
        );
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('trade_certificate is too large: at most 5 MB', TRADE_CERTIFICATE_FIELD);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one trade certificate file only.', TRADE_CERTIFICATE_FIELD);
    if (err instanceof Error && !('statusCode' in err)) throw badRequest('The application is not well-formed multipart/form-data.', 'body');
    throw err;
  }
  const parsed = DealerApplicationFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, String(issue.path[0] ?? 'body'));
  }
  if (!certificate || certificate.length === 0)
    throw badRequest('trade_certificate is required: a PDF or a photo of your trade certificate', TRADE_CERTIFICATE_FIELD);
  return { fields: parsed.data, certificate };
}
