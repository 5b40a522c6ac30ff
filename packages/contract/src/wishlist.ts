import { z } from 'zod/mini';
import { carStatuses } from './constants';
import { okResponse, OkMessageSchema } from './envelope';
import { documented, ID_DIGITS, ID_NUMBER } from './fields';

const NOT_A_CAR_ID = 'car_id must be a car id (a whole number)';
/** A car id as a number or its digits: at most 9 digits, as everywhere else a car id is read. */
export const WishlistBodySchema = z.strictObject({
  car_id: z
    .pipe(
      z.union(
        [documented(z.number(), ID_NUMBER), documented(z.string().check(z.regex(/^\d{1,9}$/, NOT_A_CAR_ID)), { pattern: ID_DIGITS })],
        {
          error: NOT_A_CAR_ID,
        },
      ),
      z.transform(Number),
    )
    .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 999_999_999, NOT_A_CAR_ID)),
});
export const WishlistChangeResponseSchema = z.extend(OkMessageSchema, { data: z.object({ car_id: z.number(), in_wishlist: z.boolean() }) });

export const WishlistItemSchema = z.object({
  car_id: z.number(),
  car_name: z.string(),
  car_images: z.array(z.string()),
  listing_price: z.number(),
  /** Count of ratings, 0 when none. */
  car_review: z.number(),
  /** Average rating, 0 when none. */
  car_star: z.number(),
  manufacturing_year: z.number(),
  fuel_type: z.string(),
  transmission: z.string(),
  odometer_reading: z.number(),
  location: z.string(),
  status: z.enum(carStatuses),
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const WishlistResponseSchema = okResponse(z.object({ wishlist: z.array(WishlistItemSchema) }));
