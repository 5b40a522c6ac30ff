// The buyer's rating of a dealer: once, after paying them, in the buyer's own stars and words (docs/product/dealers-and-operators.md).
import { z } from 'zod/mini';
import { okResponse } from './envelope';
import { documented, idField, idText } from './fields';

export const REVIEW_MAX_CHARACTERS = 1000;
const RATING_MESSAGE = 'rating must be a whole number from 1 to 5';
// Unicode's control characters (C0, DEL, C1) but tab and line feed; carriage returns become line feeds first.
const hasControl = (s: string) => /\p{Cc}/u.test(s.replace(/[\t\n]/g, ''));

export const RateVendorBodySchema = z.strictObject({
  vendor_id: idField('vendor_id', 'a dealer id'),
  rating: documented(
    z
      .number({ error: (issue) => (issue.input === undefined ? 'rating is required' : RATING_MESSAGE) })
      .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, RATING_MESSAGE)),
    { type: 'integer', minimum: 1, maximum: 5 },
  ),
  /** Optional; an empty (or blank) review means none. */
  review: z.optional(
    documented(
      z.string({ error: 'review must be text' }).check(
        z.overwrite((s) => s.replace(/\r\n?/g, '\n')),
        z.trim(),
        z.refine((s) => !hasControl(s), 'review must not contain control characters (line breaks and tabs are fine)'),
        // Characters as a person counts them (code points), not UTF-16 units: an emoji is one.
        z.refine((s) => [...s].length <= REVIEW_MAX_CHARACTERS, 'review must be at most 1,000 characters'),
      ),
      // For the document: no control characters but line breaks and tabs, at most 1,000 characters.
      { pattern: '^(?:[^\\p{Cc}]|[\\t\\n\\r])*$', maxLength: REVIEW_MAX_CHARACTERS },
    ),
  ),
});
export type RateVendorBody = z.infer<typeof RateVendorBodySchema>;

export const RateVendorResultSchema = z.object({
  vendor_id: z.number(),
  rating: z.number(),
  review: z.nullable(z.string()),
  /** The dealer's new average over every rating, to one decimal. */
  rating_average: z.number(),
  rating_count: z.number(),
});
export type RateVendorResult = z.infer<typeof RateVendorResultSchema>;
export const RateVendorResponseSchema = okResponse(RateVendorResultSchema);

/** GET ?vendor_id=: what the dealer's page offers this buyer: 'Rate DEALER' (may_rate), or the stars they gave. */
export const YourRatingQuerySchema = z.object({ vendor_id: idText('vendor_id', 'a dealer id') });
export const YourRatingSchema = z.object({
  vendor_id: z.number(),
  /** The buyer has paid a booking or test drive with the dealer and has not rated them yet. */
  may_rate: z.boolean(),
  rating: z.nullable(z.number()),
  review: z.nullable(z.string()),
});
export type YourRating = z.infer<typeof YourRatingSchema>;
export const YourRatingResponseSchema = okResponse(YourRatingSchema);
