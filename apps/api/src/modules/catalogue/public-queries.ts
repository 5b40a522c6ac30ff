// Reads of the catalogue that other parts of the server need (wishlist cards, page meta, the sitemap):
// they ask here rather than writing their own SQL over the catalogue's tables.
import type { WishlistItem } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { toIso } from '../../lib/time';
import { LISTED, carImagesJson } from './list-query';

/** A car as a card shows it outside the list (the wishlist). */
export type CarSummary = Omit<WishlistItem, 'added_at'>;

interface SummaryRow {
  car_id: number;
  car_name: string;
  images: string[];
  listing_price: number;
  reviews: number;
  stars: number | null;
  manufacturing_year: number;
  fuel_type: string;
  transmission: string;
  odometer_reading: number;
  location: string;
  status: WishlistItem['status'];
}

/** The summaries of the cars `ids`, in the order given; unknown ids are left out. */
export async function selectCarSummaries(db: Db, ids: readonly number[]): Promise<CarSummary[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select c.id as car_id, c.car_name, c.listing_price, c.manufacturing_year, c.fuel_type, c.transmission,
          c.odometer_reading, c.location, c.status, ${carImagesJson} as images,
          (select count(*)::int from ratings r where r.car_id = c.id) as reviews,
          (select avg(r.rating)::float from ratings r where r.car_id = c.id) as stars
        from cars c where ${LISTED} and c.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((r) => [r.car_id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        car_id: r.car_id,
        car_name: r.car_name,
        car_images: r.images,
        listing_price: r.listing_price,
        car_review: r.reviews,
        car_star: r.stars === null ? 0 : Math.round(r.stars * 10) / 10,
        manufacturing_year: r.manufacturing_year,
        fuel_type: r.fuel_type,
        transmission: r.transmission,
        odometer_reading: r.odometer_reading,
        location: r.location,
        status: r.status,
      },
    ];
  });
}

export async function carExists(db: Db, carId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from cars c where c.id = ${carId} and ${LISTED}`);
  return rows.length > 0;
}

/** What a car's page says of it in its head (title, share card, JSON-LD). */
export interface CarMeta {
  car_name: string;
  brand_name: string;
  model: string;
  manufacturing_year: number;
  registration_year: number;
  listing_price: number;
  odometer_reading: number;
  fuel_type: string;
  transmission: string;
  location: string;
  color: string;
  car_type: string;
  status: string;
  image: string | null;
  vendor_name: string;
}

export async function selectCarMeta(db: Db, carId: number): Promise<CarMeta | null> {
  const [car] = await queryRows<CarMeta>(
    db,
    sql`select c.car_name, c.brand_name, m.name as model, c.manufacturing_year, c.registration_year, c.listing_price,
          c.odometer_reading, c.fuel_type, c.transmission, c.location, c.color, c.car_type, c.status, d.name as vendor_name,
          (select i.url from car_images i where i.car_id = c.id order by i.position limit 1) as image
        from cars c join car_models m on m.id = c.model_id join vendors d on d.id = c.vendor_id where c.id = ${carId} and ${LISTED}`,
  );
  return car ?? null;
}

export async function selectDealerMeta(db: Db, vendorId: number): Promise<{ name: string; city: string } | null> {
  const [dealer] = await queryRows<{ name: string; city: string }>(db, sql`select name, city from vendors where id = ${vendorId}`);
  return dealer ?? null;
}

/** The newest cars still on offer, with when each last changed, for the sitemap. */
export async function selectSitemapCars(db: Db, limit: number): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await queryRows<{ id: number; updated_at: string | Date }>(
    db,
    sql`select id, updated_at from cars where status not in ('sold', 'withdrawn') order by listed_at desc nulls last, id desc nulls last limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, updatedAt: toIso(r.updated_at) }));
}

export async function selectBrandName(db: Db, slug: string): Promise<string | null> {
  const [brand] = await queryRows<{ name: string }>(db, sql`select name from brands where slug = ${slug}`);
  return brand?.name ?? null;
}

/** A reserved car is bought: it leaves sale for good (its open negotiations close as they are read). */
export async function markCarSold(db: Db | Tx, carId: number, now: Date): Promise<void> {
  await db.execute(sql`update cars set status = 'sold', updated_at = ${now.toISOString()} where id = ${carId}`);
}
