// The car list's item and answer (docs/product/catalogue.md), apart from the rest of the catalogue's schemas:
// the web app checks a filter change's answer with this module alone (apps/web/src/lib/car-list-schema.ts).
import { z } from 'zod/mini';
import { carStatuses } from './constants';
import { okResponse } from './envelope';
import { FairPriceSchema, PriceDropSchema } from './pricing';

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
  /** Ours: when the car's live reservation ends (ISO instant); null unless it is reserved. */
  reserved_until: z.nullable(z.string()),
  /** Ours: the car's market value and band (docs/product/fair-price.md); null for a sold car. */
  fair_price: z.nullable(FairPriceSchema),
  /** Ours: the price before a drop within the last 7 days, else null. */
  price_drop: z.nullable(PriceDropSchema),
  /** Ours: the score of the dealer's inspection report (0-100); null when it has none. */
  inspection_score: z.nullable(z.number()),
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
