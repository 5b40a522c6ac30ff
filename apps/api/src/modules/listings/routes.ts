// The dealer's listing calls, in the dealer API's path style, a dealer's token only.
import fastifyMultipart from '@fastify/multipart';
import {
  CreateListingBodySchema,
  ErrorResponseSchema,
  LISTING_PHOTOS_FIELD,
  ListingCarBodySchema,
  ListingCarQuerySchema,
  ListingCatalogueResponseSchema,
  ListingDetailsResponseSchema,
  ListingPhotosResponseSchema,
  ListingsQuerySchema,
  ListingsResponseSchema,
  MAX_PHOTOS_PER_UPLOAD,
  PagingHeadersSchema,
  PROFILE_PIC_MAX_BYTES,
  TakeOffResponseSchema,
  UpdateListingBodySchema,
  UpdatePhotosBodySchema,
  vendorListingPaths,
} from '@luxe/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppInstance } from '../../deps';
import { requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { pageOf } from '../../http/paging';
import {
  addPhotos,
  arrangeListingPhotos,
  createListing,
  editListing,
  listingCatalogue,
  listingOfDealer,
  listingsOfDealer,
  relistListing,
  takeOffListing,
} from './service';

/** The upload's car_id as readPhotos takes it: a whole number from 1, at most 9 digits beside leading zeros. */
const CAR_ID_TEXT = /^\s*0*[1-9]\d{0,8}\s*$/;

/** The upload's form, for the document: the car and its photos (checked by their content, not their names). */
const PhotosFormSchema = z.object({
  car_id: z.string().register(z.globalRegistry, { description: 'The car the photos are of (its id)', pattern: CAR_ID_TEXT.source }),
  [LISTING_PHOTOS_FIELD]: z
    .array(z.file())
    .check(z.minLength(1), z.maxLength(MAX_PHOTOS_PER_UPLOAD))
    .register(z.globalRegistry, { description: `1 to ${MAX_PHOTOS_PER_UPLOAD} JPEG, PNG or WebP images of at most 5 MB each` }),
});

export async function listingRoutes(app: AppInstance): Promise<void> {
  const tags = ['dealer listings'];
  const security = [{ accessToken: [] }];
  await app.register(async (scope) => {
    scope.addHook('onRequest', requirePrincipal(app, 'vendor'));
    const dealer = scope.withTypeProvider<ZodTypeProvider>();

    dealer.get(
      vendorListingPaths.cars,
      {
        schema: {
          tags,
          summary: "The dealer's cars, newest first, with views of the last 30 days, wishlists and offers; `status` filters",
          security,
          querystring: ListingsQuerySchema,
          headers: PagingHeadersSchema,
          response: { 200: ListingsResponseSchema },
        },
      },
      async (request) =>
        ok(
          'Cars fetched successfully',
          await listingsOfDealer(app.deps, vendorId(request), request.query, pageOf(request.headers, request.query)),
        ),
    );

    dealer.get(
      vendorListingPaths.carDetails,
      {
        schema: {
          tags,
          summary: "One of the dealer's cars: every field the form edits, its photos and its variant's specifications",
          security,
          querystring: ListingCarQuerySchema,
          response: { 200: ListingDetailsResponseSchema },
        },
      },
      async (request) => ok('Car fetched successfully', await listingOfDealer(app.deps, vendorId(request), request.query.car_id)),
    );

    dealer.get(
      vendorListingPaths.catalogue,
      {
        schema: {
          tags,
          summary: 'Brands, models and variants (with their specifications) a car is listed as, and the colours',
          security,
          response: { 200: ListingCatalogueResponseSchema },
        },
      },
      async () => ok('Catalogue fetched successfully', await listingCatalogue(app.deps)),
    );

    dealer.post(
      vendorListingPaths.createCar,
      {
        schema: {
          tags,
          summary: 'List a car: its variant, year, kilometres, price, colour, registration and location; photos follow',
          security,
          body: CreateListingBodySchema,
          response: { 200: ListingDetailsResponseSchema },
        },
      },
      async (request) => ok('Car listed successfully', await createListing(app.deps, vendorId(request), request.body)),
    );

    dealer.patch(
      vendorListingPaths.updateCar,
      {
        schema: {
          tags,
          summary: "Edit a car's fields (not its price: the price call keeps its history)",
          security,
          body: UpdateListingBodySchema,
          response: { 200: ListingDetailsResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => ok('Car updated successfully', await editListing(app.deps, vendorId(request), request.body)),
    );

    dealer.patch(
      vendorListingPaths.updatePhotos,
      {
        schema: {
          tags,
          summary: "Reorder a car's photos (`order`: those kept, first shown first) and remove some (`remove`)",
          security,
          body: UpdatePhotosBodySchema,
          response: { 200: ListingPhotosResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => ok('Photos updated successfully', await arrangeListingPhotos(app.deps, vendorId(request), request.body)),
    );

    dealer.patch(
      vendorListingPaths.takeOff,
      {
        schema: {
          tags,
          summary:
            "Take a car off: it leaves buyers' lists, search, wishlists and pages; open negotiations close and booked test drives to come are cancelled and refunded; refused while reserved or being paid for",
          security,
          body: ListingCarBodySchema,
          response: { 200: TakeOffResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => ok('Car taken off successfully', await takeOffListing(app.deps, vendorId(request), request.body.car_id)),
    );

    dealer.patch(
      vendorListingPaths.relist,
      {
        schema: {
          tags,
          summary: 'Put a car that was taken off back on sale (withdrawn to available only; its closed negotiations stay closed)',
          security,
          body: ListingCarBodySchema,
          response: { 200: ListingDetailsResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => ok('Car back on sale successfully', await relistListing(app.deps, vendorId(request), request.body.car_id)),
    );

    // The upload alone takes multipart, and only multipart (as the profile picture's).
    await scope.register(async (uploads) => {
      uploads.removeContentTypeParser('application/json');
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: PROFILE_PIC_MAX_BYTES, files: MAX_PHOTOS_PER_UPLOAD, fields: 4, parts: MAX_PHOTOS_PER_UPLOAD + 4 },
      });
      uploads.withTypeProvider<ZodTypeProvider>().post(
        vendorListingPaths.createPhotos,
        {
          schema: {
            tags,
            summary: `Add photos to a car: multipart fields car_id and ${LISTING_PHOTOS_FIELD} (one or more files), added after its others`,
            security,
            consumes: ['multipart/form-data'],
            multipartBody: PhotosFormSchema,
            response: { 200: ListingPhotosResponseSchema, 409: ErrorResponseSchema },
          },
        },
        async (request) => {
          const { carId, files } = await readPhotos(request);
          return ok('Photos added successfully', await addPhotos(app.deps, vendorId(request), carId, files));
        },
      );
    });
  });
}

/** The car id and the photos of a multipart body; each refusal a 400 naming its field. */
async function readPhotos(request: FastifyRequest): Promise<{ carId: number; files: Buffer[] }> {
  const files: Buffer[] = [];
  let carId: number | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== LISTING_PHOTOS_FIELD)
          throw badRequest(`Photos must be sent in the field ${LISTING_PHOTOS_FIELD}.`, LISTING_PHOTOS_FIELD);
        files.push(await part.toBuffer());
      } else if (part.fieldname === 'car_id') {
        const text = String(part.value);
        if (!CAR_ID_TEXT.test(text)) throw badRequest('car_id must be a car id (a whole number)', 'car_id');
        carId = Number(text.trim());
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(`Please send at most ${MAX_PHOTOS_PER_UPLOAD} photos at once.`, LISTING_PHOTOS_FIELD);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(`Photo ${files.length + 1} is too large: at most 5 MB each.`, LISTING_PHOTOS_FIELD);
    // busboy's parse errors carry no status: a body that is not well-formed multipart is the client's fault.
    if (err instanceof Error && !('statusCode' in err))
      throw badRequest('The upload is not well-formed multipart/form-data.', LISTING_PHOTOS_FIELD);
    throw err;
  }
  if (carId === undefined) throw badRequest('car_id is required', 'car_id');
  return { carId, files: files.filter((f) => f.length > 0) };
}
