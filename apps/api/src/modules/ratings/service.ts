// A buyer rates a dealer once, and only after a paid booking or test drive with that dealer, so every rating is
// a real customer's (docs/product/dealers-and-operators.md).
import type { RateVendorBody, RateVendorResult, YourRating } from '@luxe/contract';
import { isUniqueViolation } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../http/errors';
import { selectDealerMeta } from '../catalogue';
import { insertRating, selectDealerRating, selectLatestPaidCar, selectRatingsOfBuyer } from './queries';

// Rounded as the catalogue rounds the dealer's rating, so this answer and every page agree.
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export async function rateVendor(deps: AppDeps, buyerId: number, body: RateVendorBody): Promise<RateVendorResult> {
  const db = deps.database.db;
  const vendorId = body.vendor_id;
  if (!(await selectDealerMeta(db, vendorId))) throw notFound('Dealer not found');
  const carId = await selectLatestPaidCar(db, buyerId, vendorId);
  if (carId === null) throw forbidden('You can rate a dealer after a paid booking or test drive with them.');
  const review = body.review ? body.review : null;
  try {
    await insertRating(db, { buyerId, vendorId, carId, rating: body.rating, review, createdAt: deps.clock.now() });
  } catch (err) {
    // The unique index on (buyer, dealer) decides, so two requests at once still leave one rating.
    if (isUniqueViolation(err)) throw conflict('You have already rated this dealer.');
    throw err;
  }
  const { average, count } = await selectDealerRating(db, vendorId);
  return { vendor_id: vendorId, rating: body.rating, review, rating_average: oneDecimal(average ?? body.rating), rating_count: count };
}

/** The dealer's page for this buyer: the stars they gave, or whether 'Rate DEALER' is offered (paid with them, not rated). */
export async function yourRating(deps: AppDeps, buyerId: number, vendorId: number): Promise<YourRating> {
  const db = deps.database.db;
  if (!(await selectDealerMeta(db, vendorId))) throw notFound('Dealer not found');
  const given = (await selectRatingsOfBuyer(db, buyerId)).get(vendorId);
  if (given) return { vendor_id: vendorId, may_rate: false, ...given };
  return { vendor_id: vendorId, may_rate: (await selectLatestPaidCar(db, buyerId, vendorId)) !== null, rating: null, review: null };
}
