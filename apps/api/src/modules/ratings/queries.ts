// The ratings table, and the paid bookings and test drives that entitle a buyer to rate.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { ratings } from '../../db/schema';

/** The car of the buyer's latest paid booking or test drive with the dealer; null when none was paid. */
export async function selectLatestPaidCar(db: Db, buyerId: number, vendorId: number): Promise<number | null> {
  const [row] = await queryRows<{ car_id: number }>(
    db,
    sql`select car_id from (
          select car_id, paid_at from bookings where buyer_id = ${buyerId} and vendor_id = ${vendorId} and paid_at is not null
          union all
          select car_id, paid_at from test_drives where buyer_id = ${buyerId} and vendor_id = ${vendorId} and paid_at is not null
        ) paid
        order by paid_at desc, car_id desc
        limit 1`,
  );
  return row ? row.car_id : null;
}

export interface NewRating {
  buyerId: number;
  vendorId: number;
  carId: number;
  rating: number;
  review: string | null;
  createdAt: Date;
}

/** Inserts the rating; throws a unique violation when the buyer has rated this dealer already. */
export async function insertRating(db: Db, rating: NewRating): Promise<void> {
  await db.insert(ratings).values(rating);
}

/** The dealer's average rating (unrounded; null when none) and how many there are. */
export async function selectDealerRating(db: Db, vendorId: number): Promise<{ average: number | null; count: number }> {
  const [row] = await queryRows<{ average: number | null; count: number }>(
    db,
    sql`select avg(rating)::float as average, count(*)::int as count from ratings where vendor_id = ${vendorId}`,
  );
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}

/** Whether the buyer has rated the dealer (once per buyer and dealer), so the rating is not offered again. */
export async function hasRatedDealer(db: Db, buyerId: number, vendorId: number): Promise<boolean> {
  const [row] = await queryRows<{ rated: boolean }>(
    db,
    sql`select exists (select 1 from ratings where buyer_id = ${buyerId} and vendor_id = ${vendorId}) as rated`,
  );
  return row?.rated === true;
}

/** The buyer's rating of each dealer they rated, by dealer id. */
export async function selectRatingsOfBuyer(db: Db, buyerId: number): Promise<Map<number, { rating: number; review: string | null }>> {
  const rows = await queryRows<{ vendor_id: number; rating: number; review: string | null }>(
    db,
    sql`select vendor_id, rating, review from ratings where buyer_id = ${buyerId}`,
  );
  return new Map(rows.map((r) => [r.vendor_id, { rating: r.rating, review: r.review }]));
}
