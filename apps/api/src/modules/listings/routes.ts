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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppInstance } from '../../deps';
import { requirePrincipal, vendorId } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { CAR_ID_TEXT, readCarPhotos } from '../../http/car-photos';
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

const LISTING_PHOTOS = {
  field: LISTING_PHOTOS_FIELD,
  tooMany: `Please send at most ${MAX_PHOTOS_PER_UPLOAD} photos at once.`,
  tooLarge: (photo: number) => `Photo ${photo} is too large: at most 5 MB each.`,
};

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
          const { carId, files } = await readCarPhotos(request, LISTING_PHOTOS);
          return ok('Photos added successfully', await addPhotos(app.deps, vendorId(request), carId, files));
        },
      );
    });
  });
}
