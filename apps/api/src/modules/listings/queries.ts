// The dealer's cars: their list with views, wishlists and offers, one car, the
// catalogue's brands, models and variants, and the writes of a listing and its photos.
import type { ListingCounts, ListingStatus, VariantSummary } from '@luxe/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { carStatusAt } from '../../db/holds';
import { toIso } from '../../lib/time';

type Handle = Db | Tx;

/** A car's status as its dealer sees it now: 'reserved' while a paid booking's hold lasts. */
const statusNow = (now: Date) => carStatusAt(sql`c.id`, sql`c.status`, sql`${now.toISOString()}`);
/** Negotiations still open (awaiting a side, or agreed and holding the price). */
const OPEN_OFFER = sql`o.status in (1, 2, 3, 4, 7, 8)`;

interface ListingRow {
  car_id: number;
  car_name: string;
  car_brand: string;
  car_model: string;
  car_variant: string;
  manufacturing_year: number;
  registration_year: number;
  odometer_reading: number;
  listing_price: number;
  location: string;
  image: string | null;
  status: ListingStatus;
  listed_at: string | Date;
  withdrawn_at: string | Date | null;
  views_30_days: number;
  wishlists: number;
  offers: number;
  open_offers: number;
}

/** The list's columns of car `c` (with model `m` and variant `v`); views counted from India day `since`. */
const listingColumns = (now: Date, since: string) => sql`c.id as car_id, c.car_name, c.brand_name as car_brand,
    m.name as car_model, v.name as car_variant, c.manufacturing_year, c.registration_year, c.odometer_reading, c.listing_price, c.location,
    (select i.url from car_images i where i.car_id = c.id order by i.position limit 1) as image,
    ${statusNow(now)} as status, c.listed_at, c.withdrawn_at,
    coalesce((select sum(cv.views) from car_views cv where cv.car_id = c.id and cv.day >= ${since}::date), 0)::int as views_30_days,
    (select count(*) from wishlists w where w.car_id = c.id)::int as wishlists,
    (select count(*) from offers o where o.car_id = c.id)::int as offers,
    (select count(*) from offers o where o.car_id = c.id and ${OPEN_OFFER})::int as open_offers`;

const listingJoins = sql`from cars c join car_models m on m.id = c.model_id join car_variants v on v.id = c.variant_id`;

export const listingOf = (r: ListingRow) => ({
  car_id: r.car_id,
  car_name: r.car_name,
  car_brand: r.car_brand,
  car_model: r.car_model,
  car_variant: r.car_variant,
  manufacturing_year: r.manufacturing_year,
  registration_year: r.registration_year,
  odometer_reading: r.odometer_reading,
  listing_price: r.listing_price,
  location: r.location,
  image: r.image,
  status: r.status,
  listed_at: toIso(r.listed_at),
  withdrawn_at: r.withdrawn_at === null ? null : toIso(r.withdrawn_at),
  views_30_days: r.views_30_days,
  wishlists: r.wishlists,
  offers: r.offers,
  open_offers: r.open_offers,
});

/** A page of the dealer's cars, newest listed first, of one status (or all). */
export async function selectListings(
  db: Db,
  vendorId: number,
  status: ListingStatus | 'all',
  page: { limit: number; offset: number },
  now: Date,
  since: string,
): Promise<ListingRow[]> {
  // NOTE: a dealer holds tens to a few thousand cars: their rows come by cars_vendor_idx, and the status
  // (reserved is worked out at `now`) is filtered over them.
  const filter = status === 'all' ? sql`true` : sql`l.status = ${status}`;
  return queryRows<ListingRow>(
    db,
    sql`select l.* from (select ${listingColumns(now, since)} ${listingJoins} where c.vendor_id = ${vendorId}) l
        where ${filter} order by l.listed_at desc, l.car_id desc limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many of the dealer's cars are in each status now. */
export async function countListings(db: Db, vendorId: number, now: Date): Promise<ListingCounts> {
  const rows = await queryRows<{ status: ListingStatus; n: number }>(
    db,
    sql`select s.status, count(*)::int as n from (select ${statusNow(now)} as status from cars c where c.vendor_id = ${vendorId}) s group by 1`,
  );
  const counts: ListingCounts = { all: 0, available: 0, reserved: 0, sold: 0, withdrawn: 0 };
  for (const r of rows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return counts;
}

interface DetailsRow extends ListingRow {
  brand_id: number;
  model_id: number;
  variant_id: number;
  car_type: string;
  registration_year: number;
  registration_state: string;
  registration_number: string;
  no_of_owners: number;
  color: string;
  description: string | null;
  vendor_id: number;
}

/** One car with every field its form edits; undefined when no such car (whoever's it is: the caller checks the dealer). */
export async function selectListing(db: Handle, carId: number, now: Date, since: string) {
  const [row] = await queryRows<DetailsRow>(
    db,
    sql`select ${listingColumns(now, since)}, c.brand_id, c.model_id, c.variant_id, c.car_type, c.registration_year,
          c.registration_state, c.registration_number, c.no_of_owners, c.color, c.description, c.vendor_id
        ${listingJoins} where c.id = ${carId}`,
  );
  return row;
}

export async function selectPhotos(db: Handle, carId: number): Promise<{ photo_id: number; url: string }[]> {
  return queryRows(db, sql`select id as photo_id, url from car_images where car_id = ${carId} order by position`);
}

interface VariantRow {
  brand_id: number;
  brand: string;
  model_id: number;
  model: string;
  body_type: string;
  variant_id: number;
  name: string;
  fuel_type: string;
  transmission: string;
  engine: string;
  power_bhp: number;
  torque_nm: number;
  drive: string;
  seats: number;
  doors: number;
}

const variantColumns = sql`b.id as brand_id, b.name as brand, m.id as model_id, m.name as model, m.body_type,
  v.id as variant_id, v.name, v.fuel_type, v.transmission, v.engine, v.power_figure as power_bhp, v.torque_figure as torque_nm,
  v.drive, v.seats, v.doors`;
const variantJoins = sql`from car_variants v join car_models m on m.id = v.model_id join brands b on b.id = m.brand_id`;

export const variantSummary = (r: VariantRow): VariantSummary => ({
  variant_id: r.variant_id,
  name: r.name,
  fuel_type: r.fuel_type,
  transmission: r.transmission,
  engine: r.engine,
  power_bhp: r.power_bhp,
  torque_nm: r.torque_nm,
  drive: r.drive,
  seats: r.seats,
  doors: r.doors,
});

/** Every variant with its model and brand, by brand, model and variant name. */
export function selectCatalogueVariants(db: Db): Promise<VariantRow[]> {
  return queryRows<VariantRow>(db, sql`select ${variantColumns} ${variantJoins} order by b.name, m.name, v.name`);
}

export async function selectVariant(db: Handle, variantId: number): Promise<VariantRow | undefined> {
  const [row] = await queryRows<VariantRow>(db, sql`select ${variantColumns} ${variantJoins} where v.id = ${variantId}`);
  return row;
}

/** The car row locked for a write by its dealer: undefined when there is no such car or it is another dealer's. */
interface LockedCar {
  status: ListingStatus;
  manufacturing_year: number;
  registration_year: number;
  variant_id: number;
  car_name: string;
  taken_down_at: string | Date | null;
}

export async function lockDealerCar(tx: Tx, vendorId: number, carId: number): Promise<LockedCar | undefined> {
  const [row] = await queryRows<LockedCar>(
    tx,
    sql`select status, manufacturing_year, registration_year, variant_id, car_name, taken_down_at
        from cars where id = ${carId} and vendor_id = ${vendorId} for update`,
  );
  return row;
}

/** The car's dealer, to lock it as that dealer's (an operator names the car alone). */
export async function selectCarDealer(tx: Db | Tx, carId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ vendor_id: number }>(tx, sql`select vendor_id from cars where id = ${carId}`);
  return row?.vendor_id;
}

/** Marks the car taken down, once: false when it was already. */
export async function markTakenDown(tx: Tx, carId: number, reason: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update cars set taken_down_at = ${now.toISOString()}, taken_down_reason = ${reason}, updated_at = ${now.toISOString()}
        where id = ${carId} and taken_down_at is null returning id`,
  );
  return rows.length === 1;
}

/** The end of a live hold on the car (a paid reservation or an order being paid), or null. */
export async function selectLiveHold(tx: Tx, carId: number, now: Date): Promise<{ status: string; until: Date } | null> {
  const [row] = await queryRows<{ status: string; until: string | Date }>(
    tx,
    sql`select status, upper(hold) as until from bookings
        where car_id = ${carId} and status in ('reserved', 'pending_payment') and upper(hold) > ${now.toISOString()}::timestamptz
        order by status desc limit 1`,
  );
  return row ? { status: row.status, until: new Date(row.until) } : null;
}

/** The end of a live hold of a test drive of the car being paid for, or null. */
export async function selectLiveDriveHold(tx: Tx, carId: number, now: Date): Promise<Date | null> {
  const [row] = await queryRows<{ until: string | Date }>(
    tx,
    sql`select max(upper(slot_hold)) as until from test_drives
        where car_id = ${carId} and status = 'pending_payment' and upper(slot_hold) > ${now.toISOString()}::timestamptz`,
  );
  return row?.until ? new Date(row.until) : null;
}

export async function countOpenOffers(tx: Tx, carId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from offers o where o.car_id = ${carId} and ${OPEN_OFFER}`,
  );
  return row?.n ?? 0;
}

export interface CarWrite {
  variant: VariantRow;
  manufacturingYear: number;
  registrationYear: number;
  registrationState: string;
  registrationNumber: string;
  odometerReading: number;
  noOfOwners: number;
  color: string;
  colorHex: string;
  location: string;
  description: string | null;
}

/** The name a car of a variant carries (the demo seed's rule), and what search reads of it. */
function naming(v: VariantRow): { carName: string; searchText: string } {
  const carName = v.name.startsWith(v.model) ? `${v.brand} ${v.name}` : `${v.brand} ${v.model} ${v.name}`;
  return { carName, searchText: `${v.brand} ${v.model} ${v.name} ${carName}`.toLowerCase() };
}

const columnsOf = (w: CarWrite) => ({
  ...naming(w.variant),
  brandId: w.variant.brand_id,
  modelId: w.variant.model_id,
  variantId: w.variant.variant_id,
  brandName: w.variant.brand,
  carType: w.variant.body_type,
  fuelType: w.variant.fuel_type,
  transmission: w.variant.transmission,
});

/** A car's drawing (its body type in its colour), shown until the dealer's first photo arrives. */
export const drawingUrl = (bodyType: string, hex: string) => `/media/cars/${bodyType.toLowerCase()}/${hex}/front-quarter.svg`;
const DRAWING = sql`url like '/media/cars/%'`;

export async function insertListing(tx: Tx, vendorId: number, w: CarWrite, listingPrice: number, now: Date): Promise<number> {
  const c = columnsOf(w);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into cars (vendor_id, brand_id, model_id, variant_id, car_name, brand_name, car_type, fuel_type, transmission,
          color, color_hex, manufacturing_year, registration_year, registration_state, registration_number, odometer_reading,
          no_of_owners, listing_price, location, description, status, listed_at, search_text, name_is_custom, created_at, updated_at)
        values (${vendorId}, ${c.brandId}, ${c.modelId}, ${c.variantId}, ${c.carName}, ${c.brandName}, ${c.carType}, ${c.fuelType},
          ${c.transmission}, ${w.color}, ${w.colorHex}, ${w.manufacturingYear}, ${w.registrationYear}, ${w.registrationState},
          ${w.registrationNumber}, ${w.odometerReading}, ${w.noOfOwners}, ${listingPrice}, ${w.location}, ${w.description},
          'available', ${now.toISOString()}, ${c.searchText}, false, ${now.toISOString()}, ${now.toISOString()})
        returning id`,
  );
  const id = row!.id;
  await tx.execute(sql`insert into car_images (car_id, position, url) values (${id}, 0, ${drawingUrl(w.variant.body_type, w.colorHex)})`);
  return id;
}

export async function updateListing(tx: Tx, carId: number, w: CarWrite, now: Date): Promise<void> {
  const c = columnsOf(w);
  await tx.execute(sql`update cars set brand_id = ${c.brandId}, model_id = ${c.modelId}, variant_id = ${c.variantId},
      car_name = ${c.carName}, brand_name = ${c.brandName}, car_type = ${c.carType}, fuel_type = ${c.fuelType},
      transmission = ${c.transmission}, color = ${w.color}, color_hex = ${w.colorHex}, manufacturing_year = ${w.manufacturingYear},
      registration_year = ${w.registrationYear}, registration_state = ${w.registrationState},
      registration_number = ${w.registrationNumber}, odometer_reading = ${w.odometerReading}, no_of_owners = ${w.noOfOwners},
      location = ${w.location}, description = ${w.description}, search_text = ${c.searchText}, name_is_custom = false,
      updated_at = ${now.toISOString()}
    where id = ${carId}`);
  // A car still without photos shows its drawing: in its new body type and colour.
  await tx.execute(sql`update car_images set url = ${drawingUrl(w.variant.body_type, w.colorHex)} where car_id = ${carId} and ${DRAWING}`);
}

/** The car's current fields as a CarWrite's, to merge an edit into. */
export async function selectCarWrite(tx: Tx, carId: number): Promise<Omit<CarWrite, 'variant'> & { variantId: number }> {
  const [row] = await queryRows<Omit<CarWrite, 'variant'> & { variantId: number }>(
    tx,
    sql`select variant_id as "variantId", manufacturing_year as "manufacturingYear", registration_year as "registrationYear",
          registration_state as "registrationState", registration_number as "registrationNumber", odometer_reading as "odometerReading",
          no_of_owners as "noOfOwners", color, color_hex as "colorHex", location, description
        from cars where id = ${carId}`,
  );
  return row!;
}

export async function markWithdrawn(tx: Tx, carId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update cars set status = 'withdrawn', withdrawn_at = ${now.toISOString()}, updated_at = ${now.toISOString()} where id = ${carId}`,
  );
}

/** withdrawn -> available, and nothing else: false when the car was not withdrawn. */
export async function markRelisted(tx: Tx, carId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update cars set status = 'available', withdrawn_at = null, updated_at = ${now.toISOString()}
        where id = ${carId} and status = 'withdrawn' returning id`,
  );
  return rows.length === 1;
}

/** Adds photos after the car's last, first dropping its drawing (a car shows photos or its drawing, never both). */
export async function appendPhotos(tx: Tx, carId: number, urls: string[]): Promise<void> {
  await tx.execute(sql`delete from car_images where car_id = ${carId} and ${DRAWING}`);
  const [row] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(position) + 1, 0)::int as next from car_images where car_id = ${carId}`,
  );
  const first = row?.next ?? 0;
  const values: SQL[] = urls.map((url, i) => sql`(${carId}, ${first + i}, ${url})`);
  await tx.execute(sql`insert into car_images (car_id, position, url) values ${sql.join(values, sql`, `)}`);
}

/** Deletes `remove`, then numbers `order` 0, 1, ... (moved out of the way first: positions are unique per car). */
export async function arrangePhotos(tx: Tx, carId: number, order: number[], remove: number[]): Promise<void> {
  if (remove.length) await tx.execute(sql`delete from car_images where car_id = ${carId} and id = any(${sql.param(remove)}::int[])`);
  await tx.execute(sql`update car_images set position = position + 10000 where car_id = ${carId}`);
  await tx.execute(sql`update car_images i set position = o.n - 1
    from unnest(${sql.param(order)}::int[]) with ordinality as o(id, n) where i.car_id = ${carId} and i.id = o.id`);
}
