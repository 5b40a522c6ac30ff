// The vendors table: dealer accounts.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cars, vendors } from '../../db/schema';

export type Dealer = typeof vendors.$inferSelect;
export type NewDealer = typeof vendors.$inferInsert;

export async function selectDealer(db: Db | Tx, vendorId: number): Promise<Dealer | undefined> {
  const [dealer] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return dealer;
}

export async function insertDealer(db: Db | Tx, dealer: NewDealer): Promise<Dealer> {
  const [row] = await db.insert(vendors).values(dealer).returning();
  return row!;
}

/** Every dealer with how many cars it lists, by id: the operator's view. */
export function selectDealersWithCarCounts(db: Db) {
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      city: vendors.city,
      phone: vendors.phone,
      cars: sql<number>`(select count(*)::int from cars c where c.vendor_id = ${vendors}.id)`,
    })
    .from(vendors)
    .orderBy(asc(vendors.id));
}

export async function selectDealerByPhone(db: Db | Tx, phone: string): Promise<Dealer | undefined> {
  const [dealer] = await db.select().from(vendors).where(eq(vendors.phone, phone)).limit(1);
  return dealer;
}

/** The dealer that lists a car, or undefined when there is no such car. */
export async function selectDealerOfCar(db: Db, carId: number): Promise<{ carId: number; carName: string; dealer: Dealer } | undefined> {
  const [row] = await db
    .select({ carId: cars.id, carName: cars.carName, dealer: vendors })
    .from(cars)
    .innerJoin(vendors, eq(vendors.id, cars.vendorId))
    .where(eq(cars.id, carId))
    .limit(1);
  return row;
}

export async function updateDealer(db: Db | Tx, vendorId: number, changes: Partial<NewDealer>): Promise<Dealer | undefined> {
  const [dealer] = await db.update(vendors).set(changes).where(eq(vendors.id, vendorId)).returning();
  return dealer;
}
