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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppInstance } from '../../deps';
import { requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { CAR_ID_TEXT, readCarPhotos } from '../../http/car-photos';
import { badRequest } from '../../http/errors';
import { addInspectionPhoto, checklist, dealerInspection, saveInspection } from './service';

const INSPECTION_PHOTO = {
  field: 'photo',
  tooMany: 'Please send one photo at a time.',
  tooLarge: () => 'The photo is too large: at most 5 MB.',
};
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
          const { carId, files } = await readCarPhotos(request, INSPECTION_PHOTO);
          if (files.length === 0) throw badRequest('Please choose a photo to upload.', 'photo');
          return ok('Photo added successfully', await addInspectionPhoto(app.deps, vendorId(request), carId, files[0]!));
        },
      );
    });
  });
}
