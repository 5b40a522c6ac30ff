// Car list, filters, brands, header menu, car details, dealer cars, comparison (docs/product/catalogue.md).
import { z } from 'zod/mini';
import { carStatuses, dealLabels } from './constants';
import { okResponse } from './envelope';
import { documented, ID_DIGITS } from './fields';
import { CarListItemSchema, PaginationSchema } from './car-list';
import { FairPriceSchema, PriceDropSchema, PriceHistoryEntrySchema } from './pricing';
import { InspectionSchema } from './inspection';

export * from './car-list';

/** Text the database can hold: PostgreSQL refuses the NUL character, so the request is refused first. */
const withoutNul = (field: string) => z.refine<string>((v) => !v.includes('\0'), `${field} must not contain the NUL character`);

const csvList = (field: string) =>
  z.optional(
    z.pipe(
      z.string({ error: `${field} must be text` }).check(z.maxLength(500, `${field} is too long`), withoutNul(field)),
      z.transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ),
  );

/** A whole number in a query string or header; `digits` is what the document tells (digits only, within the range). */
const wholeNumber = (field: string, min: number, max: number, digits: string) =>
  z.optional(
    documented(
      z
        .pipe(
          z
            .pipe(
              z.string({ error: `${field} must be a number` }).check(z.trim()),
              z.transform((v) => v.replaceAll(',', '')),
            )
            .check(
              z.refine((v) => !/^-\d+$/.test(v), { error: `${field} must be ${min} or more`, abort: true }),
              z.refine((v) => /^\d+$/.test(v), `${field} must be a whole number`),
            ),
          z.transform(Number),
        )
        .check(
          z.refine((v) => v >= min, { error: `${field} must be ${min} or more`, abort: true }),
          z.refine((v) => v <= max, `${field} must be at most ${max}`),
        ),
      { pattern: digits },
    ),
  );

/** The document's words for wholeNumber's ranges (commas and spaces, which the server also takes, left out). */
const UP_TO = (digits: number) => `^\\d{1,${digits}}$`;

/** Fair-price deal labels, comma-joined; a car matches any. */
const dealList = z.optional(
  documented(
    z.pipe(
      z.string({ error: 'deal must be text' }).check(
        z.maxLength(100, 'deal is too long'),
        z.refine(
          (v) => v.split(',').every((s) => s.trim() === '' || (dealLabels as readonly string[]).includes(s.trim())),
          `deal must be a comma-joined list of ${dealLabels.join(', ')}`,
        ),
      ),
      z.transform((v) => [...new Set(v.split(',').map((s) => s.trim()))].filter((s) => s !== '') as (typeof dealLabels)[number][]),
    ),
    { maxLength: 100, pattern: `^\\s*(${dealLabels.join('|')})?(\\s*,\\s*(${dealLabels.join('|')})?)*\\s*$` },
  ),
);
const LIMIT_DIGITS = '^0*[1-9]\\d{0,5}$';

/** The car list's filters, search (which overrides them), sort and paging: docs/product/catalogue.md. */
export const CarListQuerySchema = z
  .object({
    car_brand: csvList('car_brand'),
    car_type: csvList('car_type'),
    fuel_type: csvList('fuel_type'),
    color: csvList('color'),
    transmission: csvList('transmission'),
    location: z.optional(z.string().check(z.trim(), z.maxLength(60, 'location is too long'), withoutNul('location'))),
    year: wholeNumber('year', 1900, 2100, '^(19\\d\\d|20\\d\\d|2100)$'),
    kilometers: wholeNumber('kilometers', 0, 10_000_000, UP_TO(7)),
    min_price: wholeNumber('min_price', 0, 10_000_000_000, UP_TO(10)),
    max_price: wholeNumber('max_price', 0, 10_000_000_000, UP_TO(10)),
    price_sorting: z.optional(
      z.enum(['low_to_high', 'high_to_low', 'featured', 'best_deal', ''], {
        error: 'price_sorting must be low_to_high, high_to_low, featured or best_deal',
      }),
    ),
    deal: dealList,
    /** true: only cars whose dealer has filled an inspection report. */
    inspected: z.optional(z.enum(['true', 'false', ''], { error: 'inspected must be true or false' })),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search must be at most 100 characters'), withoutNul('search'))),
    // NOTE: a larger x-limit is capped to MAX_PAGE_LIMIT by the server, not refused.
    'x-limit': wholeNumber('x-limit', 1, 1_000_000, LIMIT_DIGITS),
    'x-offset': wholeNumber('x-offset', 0, 100_000_000, UP_TO(8)),
  })
  .check(
    z.refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
      message: 'min_price must not be above max_price',
      path: ['min_price'],
    }),
  );
export type CarListQuery = z.infer<typeof CarListQuerySchema>;

export const PagingHeadersSchema = z.object({
  'x-limit': wholeNumber('x-limit', 1, 1_000_000, LIMIT_DIGITS),
  'x-offset': wholeNumber('x-offset', 0, 100_000_000, UP_TO(8)),
});

export const FilterListSchema = z.object({
  carPrice: z.array(z.object({ min_price: z.number(), max_price: z.number() })),
  carLocations: z.array(z.object({ car_location: z.string() })),
  carBrands: z.array(z.object({ car_brand_name: z.string() })),
  /** One item per year, newest first: the year filter means "made in that year or later". */
  carManufacturingYear: z.array(z.object({ min_manufacturing_year: z.number() })),
  carTypes: z.array(z.object({ car_type_name: z.string() })),
  carFuelTypes: z.array(z.object({ car_fuel_type: z.string() })),
  carColours: z.array(z.object({ car_colour: z.string() })),
  carTransmissions: z.array(z.object({ transmission_name: z.string() })),
});
export type FilterList = z.infer<typeof FilterListSchema>;
export const FilterListResponseSchema = okResponse(FilterListSchema);

const menuLimit = (field: string) =>
  z.optional(
    documented(
      z
        .pipe(z.string().check(z.regex(/^\d{1,3}$/, `${field} must be a whole number`)), z.transform(Number))
        .check(z.refine((n) => n >= 1 && n <= 50, `${field} must be between 1 and 50`)),
      { pattern: '^(?=\\d{1,3}$)0*([1-9]|[1-4]\\d|50)$' },
    ),
  );

export const HeaderMenuQuerySchema = z.object({
  cities_limit: menuLimit('cities_limit'),
  car_brands_limit: menuLimit('car_brands_limit'),
  distance_limit: menuLimit('distance_limit'),
  categories_limit: menuLimit('categories_limit'),
});

export const HeaderMenuSchema = z.object({
  payload: z.object({
    cities: z.array(z.object({ name: z.string(), car_count: z.number() })),
    car_brands: z.array(z.object({ id: z.number(), name: z.string(), image: z.string(), car_count: z.number() })),
    distance: z.array(z.object({ label: z.string(), kilometers: z.number() })),
    categories: z.array(z.object({ name: z.string(), car_count: z.number() })),
  }),
});
export const HeaderMenuResponseSchema = okResponse(HeaderMenuSchema);

export const BrandSchema = z.object({ id: z.number(), name: z.string(), image: z.string() });
export type Brand = z.infer<typeof BrandSchema>;
export const BrandsResponseSchema = okResponse(z.object({ results: z.array(BrandSchema), total: z.number() }));

export const CarIdQuerySchema = z.object({
  car_id: z.pipe(
    z.string({ error: 'car_id is required' }).check(z.regex(/^\d{1,9}$/, 'car_id must be a car id (a whole number)')),
    z.transform(Number),
  ),
});

/** The signed-in buyer's live reservation of a car, with what cancelling it now gives back (the whole token). */
export const MyBookingSchema = z.object({
  booking_id: z.number(),
  status: z.literal('reserved'),
  reserved_until: z.string(),
  refund_if_cancelled: z.number(),
  booking_type: z.enum(['direct', 'post_offer', 'post_test_drive']),
  /** The price this booking is at: the agreed price after an offer, else the listing price when booked. */
  total_car_price: z.number(),
  /** The token paid for the hold. */
  pay_amount: z.number(),
});
export type MyBooking = z.infer<typeof MyBookingSchema>;

const spec = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const CarDetailsSchema = z.catchall(
  z.object({
    id: z.number(),
    car_name: z.string(),
    car_images: z.array(z.string()),
    status: z.enum(carStatuses),
    vendor_id: z.number(),
    vendor_name: z.string(),
    vendor_profile_pic: z.nullable(z.string()),
    vendor_address: z.string(),
    vendor_city: z.string(),
    vendor_pincode: z.string(),
    vendor_flat_no: z.nullable(z.string()),
    vendor_landmark: z.nullable(z.string()),
    vendor_country: z.string(),
    vendor_state: z.string(),
    vendor_license: z.string(),
    vendor_rating: z.nullable(z.number()),
    vendor_rating_count: z.number(),
    member_since: z.string(),
    vendor_created_at: z.string(),
    registration_year: z.number(),
    registration_state: z.string(),
    brand: z.string(),
    car_model: z.string(),
    car_brand_name: z.string(),
    car_model_name: z.string(),
    car_variant_name: z.string(),
    mileage: z.number(),
    fuel_type: z.string(),
    listing_price: z.number(),
    odometer_reading: z.number(),
    engine: z.string(),
    engine_displacement: z.number(),
    engine_capacity: z.string(),
    location: z.string(),
    transmission: z.string(),
    no_of_owners: z.number(),
    color: z.string(),
    drive: z.string(),
    seats: z.number(),
    doors: z.number(),
    manufacturing_year: z.number(),
    peak_power: z.string(),
    peak_torque: z.string(),
    power_figure: z.number(),
    torque_figure: z.number(),
    acceleration_0_100kmph: z.number(),
    top_speed: z.number(),
    fuel_consumption: z.number(),
    avg_fuel_consumption: z.number(),
    emission_std: z.string(),
    car_type_name: z.string(),
    description: z.nullable(z.string()),
    listed_at: z.string(),
    /** How many buyers have this car in their wishlist (the page's "N people wishlisted"). */
    wishlist_count: z.number(),
    wishlist_status: z.union([z.literal(0), z.literal(1)]),
    /** The 13 'Full Specifications' sections, by section key; the same fields also appear flat. */
    specifications: z.record(z.string(), z.record(z.string(), spec)),
    /** Ours: when the car's live reservation ends (ISO instant); null unless it is reserved. */
    reserved_until: z.nullable(z.string()),
    /** Ours: the signed-in buyer's own live reservation of this car; null for anyone else and for guests. */
    my_booking: z.nullable(MyBookingSchema),
    /** Ours: the car's market value and band (docs/product/fair-price.md); null for a sold car. */
    fair_price: z.nullable(FairPriceSchema),
    /** Ours: the price before a drop within the last 7 days, else null. */
    price_drop: z.nullable(PriceDropSchema),
    /** Ours: the dealer's inspection report (docs/product/catalogue.md), or null when it has none. */
    inspection: z.nullable(InspectionSchema),
    /** Ours: every listing price of the car, oldest first, starting with the price it was listed at. */
    price_history: z.array(PriceHistoryEntrySchema),
  }),
  spec,
);
export type CarDetails = z.infer<typeof CarDetailsSchema>;

/** The cars a car's fair-price estimate rests on (at most 20, nearest first), with the estimate itself. */
export const FairPriceComparablesResponseSchema = okResponse(
  z.object({ fair_price: z.nullable(FairPriceSchema), comparables: z.array(CarListItemSchema) }),
);
export type FairPriceComparablesResponse = z.infer<typeof FairPriceComparablesResponseSchema>;
export const CarDetailsResponseSchema = okResponse(z.object({ carDetails: CarDetailsSchema }));

export const VendorSchema = z.object({
  vendor_id: z.number(),
  vendor_name: z.string(),
  vendor_profile_pic: z.nullable(z.string()),
  vendor_address: z.string(),
  vendor_flat_no: z.nullable(z.string()),
  vendor_landmark: z.nullable(z.string()),
  vendor_city: z.string(),
  vendor_state: z.string(),
  vendor_country: z.string(),
  vendor_pincode: z.string(),
  vendor_license: z.string(),
  vendor_code: z.string(),
  member_since: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** Average of real ratings, null when none (the screens say 'New'). */
  rating: z.nullable(z.number()),
  rating_count: z.number(),
  car_count: z.number(),
});
export type Vendor = z.infer<typeof VendorSchema>;

export const VendorCarsHeadersSchema = z.object({
  vendor_id: z.pipe(
    z.string({ error: 'vendor_id is required' }).check(z.regex(/^\d{1,9}$/, 'vendor_id must be a dealer id (a whole number)')),
    z.transform(Number),
  ),
  offset: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'offset must be a whole number')), z.transform(Number))),
  limit: z.optional(
    documented(
      z
        .pipe(z.string().check(z.regex(/^\d{1,9}$/, 'limit must be a whole number')), z.transform(Number))
        .check(z.refine((n) => n >= 1, 'limit must be at least 1')),
      { pattern: ID_DIGITS },
    ),
  ),
});
export const VendorCarsResponseSchema = okResponse(
  z.object({
    vendor: z.extend(VendorSchema, {
      /** The median hours from a buyer's first bid to the dealer's first answer; null before any answer. */
      reply_time_hours: z.nullable(z.number()),
    }),
    cars: z.array(CarListItemSchema),
    pagination: PaginationSchema,
    nearby_dealers: z.array(VendorSchema),
  }),
);
export type VendorCarsResponse = z.infer<typeof VendorCarsResponseSchema>;

export const CompareHeadersSchema = z.object({
  'x-car-ids': z
    .pipe(
      // The document tells the count too (2 or 3 ids): a regular expression cannot tell that they must differ.
      documented(
        z
          .string({ error: 'x-car-ids is required' })
          .check(z.regex(/^\s*\d{1,9}(\s*,\s*\d{1,9})*\s*$/, 'x-car-ids must be comma-joined car ids')),
        { pattern: '^\\s*\\d{1,9}(\\s*,\\s*\\d{1,9}){1,2}\\s*$' },
      ),
      z.transform((v) => [...new Set(v.split(',').map((s) => Number(s.trim())))]),
    )
    .check(z.refine((ids) => ids.length >= 2 && ids.length <= 3, 'Please select 2 to 3 different cars to compare')),
});

export const ComparedCarSchema = z.object({
  car_id: z.number(),
  car_name: z.string(),
  car_images: z.array(z.string()),
  registration_year: z.number(),
  no_of_owners: z.number(),
  car_listing_price: z.number(),
  car_model: z.string(),
  car_brand: z.string(),
  mileage: z.number(),
  engine_capacity: z.string(),
  fuel_type: z.string(),
  transmission: z.string(),
  car_type: z.string(),
  manufacturing_year: z.number(),
  odometer_reading: z.number(),
  seats: z.number(),
  drive: z.string(),
  power_figure: z.number(),
  torque_figure: z.number(),
  acceleration_0_100kmph: z.number(),
  top_speed: z.number(),
  color: z.string(),
  location: z.string(),
  status: z.enum(carStatuses),
});
export type ComparedCar = z.infer<typeof ComparedCarSchema>;
export const CompareResponseSchema = okResponse(z.object({ car_details: z.array(ComparedCarSchema) }));
