// The dealer's listings (docs/product/dealers-and-operators.md): list, read, create, edit, photos, take off, put back. The
// price is changed by pricingPaths.changePrice, which keeps the car's price history.
import { z } from 'zod/mini';
import { PaginationSchema, PagingHeadersSchema } from './catalogue';
import {
  LISTING_MAX_KILOMETERS,
  LISTING_MIN_PRICE,
  LISTING_MIN_YEAR,
  listingColours,
  listingStatuses,
  MAX_LISTING_PRICE,
  MAX_PHOTOS_PER_CAR,
} from './constants';
import { okResponse } from './envelope';
import { documented, idField, idText } from './fields';
import { hasControlCharacter, NAME_CHARACTERS, NAME_PATTERN, normalizeName } from './names';

/** The form's rules, shared with the web app's fields so that both say the same. */
export const listingMessages = {
  variant: 'Please choose the brand, model and variant.',
  yearFuture: 'manufacturing_year cannot be in the future',
  registrationBeforeMade: 'registration_year cannot be before manufacturing_year',
  registrationFuture: 'registration_year cannot be in the future',
  registrationNumber: 'registration_number must be an Indian registration number, e.g. MH 12 AB 1234 or 22 BH 1234 AA',
  price: `listing_price must be from ${LISTING_MIN_PRICE} to ${MAX_LISTING_PRICE} rupees`,
  priceHere: "listing_price is changed with Change price (PATCH /api/vendor/cars/v1/update/price), which keeps the car's price history",
  nothingToChange: 'Nothing to change: send at least one field to edit.',
} as const;

/** A whole number from `min` to `max` (a JSON number: the form sends its digits as one). */
const wholeField = (field: string, min: number, max: number) =>
  documented(
    z.number({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a whole number`) }).check(
      z.refine((n) => Number.isInteger(n), { error: `${field} must be a whole number`, abort: true }),
      z.refine((n) => n >= min && n <= max, `${field} must be from ${min} to ${max}`),
    ),
    { type: 'integer', minimum: min, maximum: max },
  );

/** A city or a state: a name in any script India writes, 2 to 60 characters. */
const placeField = (field: string) =>
  z.pipe(
    z
      .string({ error: `${field} is required` })
      .check(
        z.trim(),
        z.minLength(2, `${field} must be at least 2 characters`),
        z.maxLength(60, `${field} must be at most 60 characters`),
        z.regex(NAME_PATTERN, `${field} may contain only ${NAME_CHARACTERS}`),
      ),
    z.transform(normalizeName),
  );

const PLATE = /^([A-Z]{2} ?\d{1,2} ?[A-Z]{0,3} ?\d{4}|\d{2} ?BH ?\d{4} ?[A-Z]{1,2})$/;

export const listingFields = {
  variant_id: idField('variant_id', 'a variant id', listingMessages.variant),
  manufacturing_year: wholeField('manufacturing_year', LISTING_MIN_YEAR, 2100),
  registration_year: wholeField('registration_year', LISTING_MIN_YEAR, 2100),
  registration_state: placeField('registration_state'),
  registration_number: z.pipe(
    z
      .string({ error: 'registration_number is required' })
      .check(
        z.trim(),
        z.maxLength(16, listingMessages.registrationNumber),
        z.toUpperCase(),
        z.regex(PLATE, listingMessages.registrationNumber),
      ),
    z.transform((v) => v.replace(/\s+/g, ' ')),
  ),
  odometer_reading: wholeField('odometer_reading', 0, LISTING_MAX_KILOMETERS),
  no_of_owners: wholeField('no_of_owners', 1, 9),
  color: z.enum(Object.keys(listingColours) as [keyof typeof listingColours, ...(keyof typeof listingColours)[]], {
    error: `color must be one of ${Object.keys(listingColours).join(', ')}`,
  }),
  location: placeField('location'),
  description: z.pipe(
    z.string({ error: 'description must be text' }).check(
      z.maxLength(2000, 'description must be at most 2000 characters'),
      z.refine((v) => !hasControlCharacter(v.replace(/\r\n?/g, '\n'), true), 'description must not contain control characters'),
    ),
    z.transform((v) => v.replace(/\r\n?/g, '\n').trim()),
  ),
};

export const CreateListingBodySchema = z.strictObject({
  ...listingFields,
  description: z.optional(listingFields.description),
  listing_price: wholeField('listing_price', LISTING_MIN_PRICE, MAX_LISTING_PRICE),
});
export type CreateListingBody = z.infer<typeof CreateListingBodySchema>;

/** Every field optional but the car; the price is refused here (its own call keeps its history). */
export const UpdateListingBodySchema = z.strictObject({
  car_id: idField('car_id', 'a car id'),
  variant_id: z.optional(listingFields.variant_id),
  manufacturing_year: z.optional(listingFields.manufacturing_year),
  registration_year: z.optional(listingFields.registration_year),
  registration_state: z.optional(listingFields.registration_state),
  registration_number: z.optional(listingFields.registration_number),
  odometer_reading: z.optional(listingFields.odometer_reading),
  no_of_owners: z.optional(listingFields.no_of_owners),
  color: z.optional(listingFields.color),
  location: z.optional(listingFields.location),
  description: z.optional(listingFields.description),
  listing_price: z.optional(z.never({ error: listingMessages.priceHere })),
});
export type UpdateListingBody = z.infer<typeof UpdateListingBodySchema>;

export const ListingCarBodySchema = z.strictObject({ car_id: idField('car_id', 'a car id') });

const photoIds = (field: string, min: number) =>
  z.array(idField(field, 'a list of photo ids'), { error: `${field} must be a list of photo ids` }).check(
    z.minLength(min, min === 1 ? `${field} must keep at least one photo` : `${field} is empty`),
    z.maxLength(MAX_PHOTOS_PER_CAR, `${field} has more than ${MAX_PHOTOS_PER_CAR} photos`),
    z.refine((ids) => new Set(ids).size === ids.length, `${field} names a photo twice`),
  );

/** `order`: the photos kept, first shown first; `remove`: the photos deleted. Together they name each of the car's photos once. */
export const UpdatePhotosBodySchema = z.strictObject({
  car_id: idField('car_id', 'a car id'),
  order: photoIds('order', 1),
  remove: z.optional(photoIds('remove', 0)),
});
export type UpdatePhotosBody = z.infer<typeof UpdatePhotosBodySchema>;

export const ListingStatusFilters = ['all', ...listingStatuses] as const;
export const ListingsQuerySchema = z.extend(PagingHeadersSchema, {
  status: z._default(z.enum(ListingStatusFilters, { error: `status must be one of ${ListingStatusFilters.join(', ')}` }), 'all'),
});
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;
export const ListingCarQuerySchema = z.object({ car_id: idText('car_id', 'a car id') });

export const ListingPhotoSchema = z.object({ photo_id: z.number(), url: z.string() });
export type ListingPhoto = z.infer<typeof ListingPhotoSchema>;

/** One of the dealer's cars in their list: what it is, where it stands, and how buyers respond to it. */
export const ListingItemSchema = z.object({
  car_id: z.number(),
  car_name: z.string(),
  car_brand: z.string(),
  car_model: z.string(),
  car_variant: z.string(),
  manufacturing_year: z.number(),
  /** The year the car's page leads its name with, so the dealer's list shows the same. */
  registration_year: z.number(),
  odometer_reading: z.number(),
  listing_price: z.number(),
  location: z.string(),
  image: z.nullable(z.string()),
  status: z.enum(listingStatuses),
  listed_at: z.string(),
  withdrawn_at: z.nullable(z.string()),
  /** Views of the car's page over the last 30 India days, today included. */
  views_30_days: z.number(),
  wishlists: z.number(),
  /** Negotiations on the car: all of them, and those still open (status 1-4, 7, 8). */
  offers: z.number(),
  open_offers: z.number(),
});
export type ListingItem = z.infer<typeof ListingItemSchema>;

export const ListingCountsSchema = z.object({
  all: z.number(),
  available: z.number(),
  reserved: z.number(),
  sold: z.number(),
  withdrawn: z.number(),
});
export type ListingCounts = z.infer<typeof ListingCountsSchema>;

export const ListingsResponseSchema = okResponse(
  z.object({ cars: z.array(ListingItemSchema), counts: ListingCountsSchema, pagination: PaginationSchema }),
);
export type ListingsResponse = z.infer<typeof ListingsResponseSchema>;

/** What a car is from its variant: the specifications the dealer does not type. */
export const VariantSummarySchema = z.object({
  variant_id: z.number(),
  name: z.string(),
  fuel_type: z.string(),
  transmission: z.string(),
  engine: z.string(),
  power_bhp: z.number(),
  torque_nm: z.number(),
  drive: z.string(),
  seats: z.number(),
  doors: z.number(),
});
export type VariantSummary = z.infer<typeof VariantSummarySchema>;

export const ListingDetailsSchema = z.extend(ListingItemSchema, {
  brand_id: z.number(),
  model_id: z.number(),
  variant_id: z.number(),
  car_type: z.string(),
  registration_year: z.number(),
  registration_state: z.string(),
  registration_number: z.string(),
  no_of_owners: z.number(),
  color: z.string(),
  description: z.nullable(z.string()),
  photos: z.array(ListingPhotoSchema),
  specifications: VariantSummarySchema,
});
export type ListingDetails = z.infer<typeof ListingDetailsSchema>;
export const ListingDetailsResponseSchema = okResponse(ListingDetailsSchema);

export const ListingCatalogueSchema = z.object({
  brands: z.array(
    z.object({
      brand_id: z.number(),
      name: z.string(),
      models: z.array(z.object({ model_id: z.number(), name: z.string(), body_type: z.string(), variants: z.array(VariantSummarySchema) })),
    }),
  ),
  colours: z.array(z.object({ name: z.string(), hex: z.string() })),
});
export type ListingCatalogue = z.infer<typeof ListingCatalogueSchema>;
export const ListingCatalogueResponseSchema = okResponse(ListingCatalogueSchema);

export const ListingPhotosResponseSchema = okResponse(z.object({ car_id: z.number(), photos: z.array(ListingPhotoSchema) }));
export type ListingPhotosResponse = z.infer<typeof ListingPhotosResponseSchema>;

export const TakeOffResponseSchema = okResponse(
  z.object({
    car_id: z.number(),
    status: z.literal('withdrawn'),
    withdrawn_at: z.string(),
    closed_offers: z.number(),
    /** Booked test drives still to come, cancelled and refunded in full. */
    cancelled_test_drives: z.number(),
  }),
);
export type TakeOffResponse = z.infer<typeof TakeOffResponseSchema>;
