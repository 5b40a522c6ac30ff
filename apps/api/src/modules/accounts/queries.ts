// The buyers table.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyers } from '../../db/schema';

export type Buyer = typeof buyers.$inferSelect;

export async function insertBuyer(db: Db, buyer: Pick<Buyer, 'fullName' | 'email' | 'phone'>, now: Date): Promise<void> {
  await db.insert(buyers).values({ ...buyer, createdAt: now, updatedAt: now });
}

export async function selectBuyer(db: Db, buyerId: number): Promise<Buyer | undefined> {
  const [buyer] = await db.select().from(buyers).where(eq(buyers.id, buyerId)).limit(1);
  return buyer;
}

export async function updateBuyer(
  db: Db,
  buyerId: number,
  change: Partial<Pick<Buyer, 'fullName' | 'email' | 'gender' | 'city' | 'state' | 'profilePic'>>,
  now: Date,
): Promise<void> {
  await db
    .update(buyers)
    .set({ ...change, updatedAt: now })
    .where(eq(buyers.id, buyerId));
}
