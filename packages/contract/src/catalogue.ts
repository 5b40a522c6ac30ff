// Car list, filters, brands, header menu, car details, dealer cars, comparison (spec 01 and 02 section 7).
import { z } from 'zod';
import { okResponse } from './envelope';

export const cataloguePaths = {
  headerMenu: '/api/public/app-landing-page/cars/v1/read/get-car-header-menu',
  carList: '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter',
  filterList: '/api/public/app-landing-page/filters/v1/read/filter-list',
  brands: '/api/public/app-landing-page/cars/v1/read/get-all-car-brands',
  carDetails: '/api/public/app-landing-page/cars/v1/read/car-view-details',
  vendorCars: '/api/auth/cars/v1/read/get-vendor-cars',
  compareCars: '/api/auth/cars/v1/read/get-cars',
} as const;

/** D26 and D29. */
export const MAX_PAGE_LIMIT = 50;
export const DEFAULT_PAGE_LIMIT = 9;
/** Spec 01 section 9: kilometre bands of the header menu and the filter. */
export const KILOMETER_BANDS = [10_000, 30_000, 50_000, 75_000, 100_000, 125_000] as const;
export const HOT_CITIES = ['Delhi', 'Mumbai', 'Gurugram', 'Bangalore', 'Lucknow'] as const;
export const PRICE_SLIDER_MAX = 100_000_000;

export const carStatuses = ['available', 'reserved', 'sold'] as const;

export const CarListItemSchema = z.object({
  id: z.number(),
  car_name: z.string(),
  car_brand: z.string(),
  car_model: z.string(),
  manufacturing_year: z.number(),
  engine_capacity: z.string(),
  images: z.array(z.string()),
  location: z.string(),
  odometer_reading: z.number(),
  listing_price: z.number(),
  car_type: z.string(),
  transmission: z.string(),
  seats: z.number(),
  fuel_type: z.string(),
  /** 1 when the signed-in caller has bookmarked the car, otherwise 0. */
  wishlist_status: z.union([z.literal(0), z.literal(1)]),
  /** Reserved or sold cars are marked, not dropped. */
  status: z.enum(carStatuses),
  listed_at: z.string(),
});
export type CarListItem = z.infer<typeof CarListItemSchema>;

export const PaginationSchema = z.object({
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  total_pages: z.number(),
  current_page: z.number(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const CarListResponseSchema = okResponse(
  z.object({ filteredCars: z.object({ cars: z.array(CarListItemSchema), pagination: PaginationSchema }) }),
);
export type CarListResponse = z.infer<typeof CarListResponseSchema>;

const csvList = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(500, `${field} is too long`)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    )
    .optional();

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} must be a number` })
    .trim()
    .transform((v) => v.replaceAll(',', ''))
    .refine((v) => /^\d+$/.test(v), `${field} must be a whole number`)
    .transform(Number)
    .refine((v) => v >= min && v <= max, `${field} must be between ${min} and ${max}`)
    .optional();

/** D28: the filters of the car list; D11: search overrides them; D12: sort. */
export const CarListQuerySchema = z
  .object({
    car_brand: csvList('car_brand'),
    car_type: csvList('car_type'),
    fuel_type: csvList('fuel_type'),
    color: csvList('color'),
    transmission: csvList('transmission'),
    location: z.string().trim().max(60, 'location is too long').optional(),
    year: wholeNumber('year', 1900, 2100),
    kilometers: wholeNumber('kilometers', 0, 10_000_000),
    min_price: wholeNumber('min_price', 0, 10_000_000_000),
    max_price: wholeNumber('max_price', 0, 10_000_000_000),
    price_sorting: z
      .enum(['low_to_high', 'high_to_low', 'featured', ''], { error: 'price_sorting must be low_to_high, high_to_low or featured' })
      .optional(),
    search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
    // NOTE: a larger x-limit is capped to MAX_PAGE_LIMIT by the server (D26), not refused.
    'x-limit': wholeNumber('x-limit', 1, 1_000_000),
    'x-offset': wholeNumber('x-offset', 0, 100_000_000),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'min_price must not be above max_price',
    path: ['min_price'],
  });
export type CarListQuery = z.infer<typeof CarListQuerySchema>;

export const PagingHeadersSchema = z.object({
  'x-limit': wholeNumber('x-limit', 1, 1_000_000),
  'x-offset': wholeNumber('x-offset', 0, 100_000_000),
});
