// The inspection calls: the checklist for everyone; a car's report and its photos for its dealer.
import fastifyMultipart from '@fastify/multipart';
import { ErrorResponseSchema, PROFILE_PIC_MAX_BYTES, vendorListingPaths } from '@luxe/contract';
import {
  ChecklistResponseSchema,
  InspectionCarQuerySchema,
  InspectionPhotoResponseSchema,
  inspectionPaths,
  UpdateInspectionBodySchema,
  VendorInspectionResponseSchema,
} from '@luxe/contract/inspection';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppInstance } from '../../deps';
import { requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { addInspectionPhoto, checklist, dealerInspection, saveInspection } from './service';

const CAR_ID_TEXT = /^\s*0*[1-9]\d{0,8}\s*$/;
const PhotoFormSchema = z.object({
  car_id: z
    .string()
    .register(z.globalRegistry, { description: 'The car whose report the photo is for (its id)', pattern: CAR_ID_TEXT.source }),
  photo: z.file().register(z.globalRegistry, { description: 'One JPEG, PNG or WebP image of at most 5 MB' }),
});

export async function inspectionRoutes(app: AppInstance): Promise<void> {
  const security = [{ accessToken: [] }];
  const answer = checklist();
  app.withTypeProvider<ZodTypeProvider>().get(
    inspectionPaths.checklist,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The dealer inspection checklist: its groups and their points',
        response: { 200: ChecklistResponseSchema },
      },
    },
    async () => ok('Checklist fetched successfully', answer),
  );

  await app.register(async (scope) => {
    scope.addHook('onRequest', requirePrincipal(app, 'vendor'));
    const dealer = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['dealer listings'];
    dealer.get(
      vendorListingPaths.inspection,
      {
        schema: {
          tags,
          summary: "One of the dealer's cars' inspection report, every point, or null before the first",
          security,
          querystring: InspectionCarQuerySchema,
          response: { 200: VendorInspectionResponseSchema },
        },
      },
      async (request) => ok('Report fetched successfully', await dealerInspection(app.deps, vendorId(request), request.query.car_id)),
    );
    dealer.put(
      vendorListingPaths.updateInspection,
      {
        schema: {
          tags,
          summary: 'Save the car’s inspection report: every point of the checklist once, a note for each that is not a pass',
          security,
          body: UpdateInspectionBodySchema,
          response: { 200: VendorInspectionResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => ok('Report saved successfully', await saveInspection(app.deps, vendorId(request), request.body)),
    );

    await scope.register(async (uploads) => {
      uploads.removeContentTypeParser('application/json');
      await uploads.register(fastifyMultipart, { limits: { fileSize: PROFILE_PIC_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
      uploads.withTypeProvider<ZodTypeProvider>().post(
        vendorListingPaths.createInspectionPhoto,
        {
          schema: {
            tags,
            summary: 'Upload a photo for a point of the car’s inspection report; the report names it by the address answered',
            security,
            consumes: ['multipart/form-data'],
            multipartBody: PhotoFormSchema,
            response: { 200: InspectionPhotoResponseSchema, 409: ErrorResponseSchema },
          },
        },
        async (request) => {
          const { carId, file } = await readPhoto(request);
          return ok('Photo added successfully', await addInspectionPhoto(app.deps, vendorId(request), carId, file));
        },
      );
    });
  });
}

/** The car id and the one photo of a multipart body; each refusal a 400 naming its field. */
async function readPhoto(request: FastifyRequest): Promise<{ carId: number; file: Buffer }> {
  let file: Buffer | undefined;
  let carId: number | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') throw badRequest('The photo must be sent in the field photo.', 'photo');
        file = await part.toBuffer();
      } else if (part.fieldname === 'car_id') {
        const text = String(part.value);
        if (!CAR_ID_TEXT.test(text)) throw badRequest('car_id must be a car id (a whole number)', 'car_id');
        carId = Number(text.trim());
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('Please send one photo at a time.', 'photo');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('The photo is too large: at most 5 MB.', 'photo');
    if (err instanceof Error && !('statusCode' in err)) throw badRequest('The upload is not well-formed multipart/form-data.', 'photo');
    throw err;
  }
  if (carId === undefined) throw badRequest('car_id is required', 'car_id');
  if (!file || file.length === 0) throw badRequest('Please choose a photo to upload.', 'photo');
  return { carId, file };
}
