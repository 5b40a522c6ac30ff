import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

export async function selectLatestBookingId(db: Db, buyerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.buyerId, buyerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return row?.id ?? null;
}
