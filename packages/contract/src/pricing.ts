// Fair price, price history and price drops (docs/product/fair-price.md): the fields the car list and the
// car details gain beside their original ones, and the dealer's price change. The comparables' answer, which
// carries list items, is in catalogue.ts beside the list item's schema.
import { z } from 'zod/mini';
import { dealLabels, fairPriceBases, LISTING_MIN_PRICE, MAX_LISTING_PRICE } from './constants';
import { okResponse } from './envelope';
import { documented, idField } from './fields';

/**
 * A car's market value and band in whole rupees, from the catalogue's comparable listings. `basis` says what
 * they rest on and `comparables` how many cars: `model`, the model's own cars near its year (at least
 * FAIR_PRICE_MIN_COMPARABLES); with fewer, `brand`, the brand's cars of the body type, or `segment`, the
 * catalogue's cars of the body type, the band then wider. Value, low, high, label and basis are null only in a
 * catalogue too small to pool (`comparables` then the model's).
 */
export const FairPriceSchema = z.object({
  value: z.nullable(z.number()),
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  label: z.nullable(z.enum(dealLabels)),
  comparables: z.number(),
  basis: z.nullable(z.enum(fairPriceBases)),
});
export type FairPrice = z.infer<typeof FairPriceSchema>;

/** Set while the listing price dropped within the last PRICE_DROP_DAYS days: the price before it and when (ISO instant). */
export const PriceDropSchema = z.object({ previous_price: z.number(), dropped_at: z.string() });
export type PriceDrop = z.infer<typeof PriceDropSchema>;

/** One listing price of a car and since when (ISO instant); a car's history starts with the price it was listed at. */
export const PriceHistoryEntrySchema = z.object({ price: z.number(), changed_at: z.string() });
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntrySchema>;

/** A listing price in whole rupees: a number or its digits, in the range a new listing takes (a token under a rupee cannot be paid). */
const listingPriceField = () =>
  z
    .pipe(
      z.union(
        [
          documented(z.number(), { type: 'integer', minimum: LISTING_MIN_PRICE, maximum: MAX_LISTING_PRICE }),
          documented(z.string(), { pattern: '^0*[1-9]\\d{5,8}$' }).check(
            z.trim(),
            // NOTE: no `abort` here: an aborted branch makes the union answer its own message instead.
            z.refine((v) => /^-?\d+(\.\d+)?$/.test(v), 'listing_price must be a number'),
          ),
        ],
        {
          error: (issue) =>
            issue.input === undefined || issue.input === null ? 'listing_price is required' : 'listing_price must be a number',
        },
      ),
      z.transform(Number),
    )
    .check(
      z.refine((n) => Number.isInteger(n), { error: 'listing_price must be in whole rupees', abort: true }),
      z.refine(
        (n) => n >= LISTING_MIN_PRICE && n <= MAX_LISTING_PRICE,
        `listing_price must be from ${LISTING_MIN_PRICE} to ${MAX_LISTING_PRICE} rupees`,
      ),
    );

/** PATCH pricingPaths.changePrice: the dealer's new listing price of one of their cars. */
export const ChangePriceBodySchema = z.strictObject({ car_id: idField('car_id', 'a car id'), listing_price: listingPriceField() });
export type ChangePriceBody = z.infer<typeof ChangePriceBodySchema>;

export const ChangePriceSchema = z.object({
  car_id: z.number(),
  listing_price: z.number(),
  price_history: z.array(PriceHistoryEntrySchema),
  fair_price: z.nullable(FairPriceSchema),
});
export type ChangePrice = z.infer<typeof ChangePriceSchema>;
export const ChangePriceResponseSchema = okResponse(ChangePriceSchema);
