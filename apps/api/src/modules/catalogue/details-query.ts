// Car details, dealer data and compared cars (docs/product/catalogue.md).
import type { CarDetails, ComparedCar, DealLabel, FairPrice, FairPriceBasis, PriceHistoryEntry, Vendor } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { queryPrepared, queryRows, writtenOnce, type Db } from '../../db/client';
import type { VariantSpecs } from '../../db/schema';
import { LISTED } from './list-query';
import { inspectionJson, inspectionOf, type InspectionRow } from './inspection';
import { toIso } from '../../lib/time';
import { carStatusAt } from '../../db/holds';
import { BUYER, NOW, carImagesJson, engineCapacity, isoText, reservedUntilText, whileDropped } from './list-query';

interface DetailRow {
  id: number;
  car_name: string;
  images: string[];
  status: CarDetails['status'];
  vendor_id: number;
  vendor_name: string;
  vendor_profile_pic: string | null;
  vendor_address: string;
  vendor_city: string;
  vendor_pincode: string;
  vendor_flat_no: string | null;
  vendor_landmark: string | null;
  vendor_country: string;
  vendor_state: string;
  vendor_license: string;
  member_since: string | Date;
  vendor_created_at: string | Date;
  registration_year: number;
  registration_state: string;
  brand_name: string;
  model_name: string;
  variant_name: string;
  mileage: number;
  fuel_type: string;
  listing_price: number;
  odometer_reading: number;
  engine: string;
  engine_displacement: number;
  location: string;
  transmission: string;
  no_of_owners: number;
  color: string;
  drive: string;
  seats: number;
  doors: number;
  manufacturing_year: number;
  peak_power: string;
  peak_torque: string;
  power_figure: number;
  torque_figure: number;
  acceleration_0_100kmph: number;
  top_speed: number;
  fuel_consumption: number;
  avg_fuel_consumption: number;
  emission_std: string;
  car_type: string;
  description: string | null;
  listed_at: string | Date;
  specs: VariantSpecs;
  wishlist_count: number;
  wished: boolean;
  rating: number | null;
  rating_count: number;
  reserved_until: string | null;
  my_booking: CarDetails['my_booking'];
  fair_value: number | null;
  fair_low: number | null;
  fair_high: number | null;
  fair_label: DealLabel | null;
  fair_comparables: number;
  fair_basis: FairPriceBasis | null;
  price_drop_from: number | null;
  price_dropped_at: string | null;
  price_history: PriceHistoryEntry[] | null;
  inspection: InspectionRow | null;
}

/** Car `c`'s listing prices, oldest first, as JSON (null before its first change). */
const priceHistoryJson = sql`(select json_agg(json_build_object('price', h.price, 'changed_at', ${isoText(sql`h.changed_at`)})
    order by h.changed_at, h.id) from price_history h where h.car_id = c.id)`;

type FairColumn = 'fair_value' | 'fair_low' | 'fair_high' | 'fair_label' | 'fair_comparables' | 'fair_basis';

/** A car's stored estimate; null while it is not for sale. */
function fairPriceOfRow(status: string, r: Pick<DetailRow, FairColumn>): FairPrice | null {
  if (status !== 'available' && status !== 'reserved') return null;
  return {
    value: r.fair_value,
    low: r.fair_low,
    high: r.fair_high,
    label: r.fair_label,
    comparables: r.fair_comparables,
    basis: r.fair_basis,
  };
}

const dateOnly = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const round1 = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** The buyer's own live reservation of car `c`, and what cancelling it now refunds (the whole token, once paid). */
const myBooking = sql`(select json_build_object('booking_id', b.id, 'status', b.status, 'reserved_until', ${isoText(sql`upper(b.hold)`)},
    'refund_if_cancelled', case when exists (select 1 from payment_orders p where p.booking_id = b.id and p.status = 'paid')
      then b.pay_amount else 0 end,
    'booking_type', b.booking_type, 'total_car_price', b.total_car_price, 'pay_amount', b.pay_amount)
  from bookings b where b.car_id = c.id and b.buyer_id = ${BUYER} and b.status = 'reserved' and upper(b.hold) > ${NOW}::timestamptz
  limit 1)`;

const detailsStatement = (withBuyer: boolean) =>
  writtenOnce(
    `car details ${withBuyer}`,
    () => sql`
    select c.id, c.car_name, ${carStatusAt(sql`c.id`, sql`c.status`, NOW)} as status, c.listed_at, c.description,
      ${carImagesJson} as images,
      d.id as vendor_id, d.name as vendor_name, d.profile_pic as vendor_profile_pic, d.address as vendor_address,
      d.city as vendor_city, d.pincode as vendor_pincode, d.flat_no as vendor_flat_no, d.landmark as vendor_landmark,
      d.country as vendor_country, d.state as vendor_state, d.license_no as vendor_license, d.member_since, d.created_at as vendor_created_at,
      c.registration_year, c.registration_state, c.brand_name, m.name as model_name, v.name as variant_name,
      v.mileage, c.fuel_type, c.listing_price, c.odometer_reading, v.engine, v.engine_displacement, c.location,
      c.transmission, c.no_of_owners, c.color, v.drive, v.seats, v.doors, c.manufacturing_year, v.peak_power,
      v.peak_torque, v.power_figure, v.torque_figure, v.acceleration_0_100kmph, v.top_speed, v.fuel_consumption,
      v.avg_fuel_consumption, v.emission_std, c.car_type, v.specs,
      (select count(*)::int from wishlists w where w.car_id = c.id) as wishlist_count,
      ${withBuyer ? sql`exists (select 1 from wishlists w where w.car_id = c.id and w.buyer_id = ${BUYER})` : sql`false`} as wished,
      (select avg(rt.rating)::float from ratings rt where rt.vendor_id = d.id) as rating,
      (select count(*)::int from ratings rt where rt.vendor_id = d.id) as rating_count,
      ${reservedUntilText(NOW)} as reserved_until,
      ${withBuyer ? myBooking : sql`null`} as my_booking,
      c.fair_value, c.fair_low, c.fair_high, c.fair_label, c.fair_comparables, c.fair_basis,
      ${whileDropped(NOW, sql`c.price_drop_from`)} as price_drop_from, ${whileDropped(NOW, isoText(sql`c.price_dropped_at`))} as price_dropped_at,
      ${priceHistoryJson} as price_history, ${inspectionJson} as inspection
    from cars c
    join car_models m on m.id = c.model_id
    join car_variants v on v.id = c.variant_id
    join vendors d on d.id = c.vendor_id
    where c.id = ${sql.placeholder('car')} and ${LISTED}`,
  );

export async function selectCarDetails(db: Db, carId: number, buyerId: number | null, now: Date): Promise<CarDetails | null> {
  const [r] = await queryPrepared<DetailRow>(db, detailsStatement(buyerId !== null), {
    car: carId,
    buyer: buyerId,
    now: now.toISOString(),
  });
  if (!r) return null;
  // NOTE: the contract's car details carry the equipment fields flat beside the named ones; TypeScript cannot
  // express "named fields plus an index signature of another type", hence the cast. The object is filled
  // in place: spreading some 120 fields into a new literal cost a fifth of a details call (CPU profile).
  const details: Record<string, unknown> = {};
  for (const section of Object.values(r.specs ?? {})) Object.assign(details, section);
  return Object.assign(details, {
    id: r.id,
    car_name: r.car_name,
    car_images: r.images,
    status: r.status,
    vendor_id: r.vendor_id,
    vendor_name: r.vendor_name,
    vendor_profile_pic: r.vendor_profile_pic,
    vendor_address: r.vendor_address,
    vendor_city: r.vendor_city,
    vendor_pincode: r.vendor_pincode,
    vendor_flat_no: r.vendor_flat_no,
    vendor_landmark: r.vendor_landmark,
    vendor_country: r.vendor_country,
    vendor_state: r.vendor_state,
    vendor_license: r.vendor_license,
    vendor_rating: round1(r.rating),
    vendor_rating_count: r.rating_count,
    member_since: dateOnly(r.member_since),
    vendor_created_at: toIso(r.vendor_created_at),
    registration_year: r.registration_year,
    registration_state: r.registration_state,
    brand: r.brand_name,
    car_model: r.model_name,
    car_brand_name: r.brand_name,
    car_model_name: r.model_name,
    car_variant_name: r.variant_name,
    mileage: r.mileage,
    fuel_type: r.fuel_type,
    listing_price: r.listing_price,
    odometer_reading: r.odometer_reading,
    engine: r.engine,
    engine_displacement: r.engine_displacement,
    engine_capacity: engineCapacity(r.engine_displacement),
    location: r.location,
    transmission: r.transmission,
    no_of_owners: r.no_of_owners,
    color: r.color,
    drive: r.drive,
    seats: r.seats,
    doors: r.doors,
    manufacturing_year: r.manufacturing_year,
    peak_power: r.peak_power,
    peak_torque: r.peak_torque,
    power_figure: r.power_figure,
    torque_figure: r.torque_figure,
    acceleration_0_100kmph: r.acceleration_0_100kmph,
    top_speed: r.top_speed,
    fuel_consumption: r.fuel_consumption,
    avg_fuel_consumption: r.avg_fuel_consumption,
    emission_std: r.emission_std,
    car_type_name: r.car_type,
    description: r.description,
    listed_at: toIso(r.listed_at),
    wishlist_count: r.wishlist_count,
    wishlist_status: r.wished ? 1 : 0,
    specifications: r.specs ?? {},
    reserved_until: r.reserved_until,
    my_booking: r.my_booking,
    fair_price: fairPriceOfRow(r.status, r),
    price_drop: r.price_drop_from === null ? null : { previous_price: r.price_drop_from, dropped_at: r.price_dropped_at ?? '' },
    // Before its first change a car's history is the price it was listed at.
    price_history: r.price_history ?? [{ price: r.listing_price, changed_at: toIso(r.listed_at) }],
    inspection: inspectionOf(r.inspection),
  }) as unknown as CarDetails;
}

interface VendorRow {
  id: number;
  name: string;
  profile_pic: string | null;
  address: string;
  flat_no: string | null;
  landmark: string | null;
  city: string;
  state: string;
  country: string;
  pincode: string;
  license_no: string;
  vendor_code: string;
  member_since: string | Date;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  rating_count: number;
  car_count: number;
}

const vendorColumns = sql`d.id, d.name, d.profile_pic, d.address, d.flat_no, d.landmark, d.city, d.state, d.country, d.pincode,
  d.license_no, d.vendor_code, d.member_since, d.latitude, d.longitude,
  (select avg(rt.rating)::float from ratings rt where rt.vendor_id = d.id) as rating,
  (select count(*)::int from ratings rt where rt.vendor_id = d.id) as rating_count,
  (select count(*)::int from cars c where c.vendor_id = d.id and ${LISTED}) as car_count`;

function toVendor(r: VendorRow): Vendor {
  return {
    vendor_id: r.id,
    vendor_name: r.name,
    vendor_profile_pic: r.profile_pic,
    vendor_address: r.address,
    vendor_flat_no: r.flat_no,
    vendor_landmark: r.landmark,
    vendor_city: r.city,
    vendor_state: r.state,
    vendor_country: r.country,
    vendor_pincode: r.pincode,
    vendor_license: r.license_no,
    vendor_code: r.vendor_code,
    member_since: dateOnly(r.member_since),
    latitude: r.latitude,
    longitude: r.longitude,
    rating: round1(r.rating),
    rating_count: r.rating_count,
    car_count: r.car_count,
  };
}

export async function selectVendor(db: Db, vendorId: number): Promise<Vendor | null> {
  const [row] = await queryRows<VendorRow>(
    db,
    sql`select ${vendorColumns} from vendors d where d.id = ${vendorId} and d.status = 'active'`,
  );
  return row ? toVendor(row) : null;
}

/** Other dealers in the same city, best rated first (the dealer page's 'Other dealers near you'). */
export async function selectNearbyVendors(db: Db, vendor: Vendor, limit: number): Promise<Vendor[]> {
  const rows = await queryRows<VendorRow>(
    db,
    sql`select ${vendorColumns} from vendors d where d.city = ${vendor.vendor_city} and d.id <> ${vendor.vendor_id} and d.status = 'active'
        order by rating desc nulls last, d.member_since asc, d.id limit ${limit}`,
  );
  return rows.map(toVendor);
}

interface ComparedRow {
  id: number;
  car_name: string;
  images: string[];
  registration_year: number;
  no_of_owners: number;
  listing_price: number;
  model_name: string;
  brand_name: string;
  mileage: number;
  engine_displacement: number;
  fuel_type: string;
  transmission: string;
  car_type: string;
  manufacturing_year: number;
  odometer_reading: number;
  seats: number;
  drive: string;
  power_figure: number;
  torque_figure: number;
  acceleration_0_100kmph: number;
  top_speed: number;
  color: string;
  location: string;
  status: ComparedCar['status'];
}

export async function selectComparedCars(db: Db, ids: number[], now: Date): Promise<ComparedCar[]> {
  const rows = await queryRows<ComparedRow>(
    db,
    sql`select c.id, c.car_name, c.registration_year, c.no_of_owners, c.listing_price, m.name as model_name, c.brand_name,
          v.mileage, v.engine_displacement, c.fuel_type, c.transmission, c.car_type, c.manufacturing_year, c.odometer_reading,
          v.seats, v.drive, v.power_figure, v.torque_figure, v.acceleration_0_100kmph, v.top_speed, c.color, c.location,
          ${carStatusAt(sql`c.id`, sql`c.status`, sql`${now.toISOString()}`)} as status,
          ${carImagesJson} as images
        from cars c join car_models m on m.id = c.model_id join car_variants v on v.id = c.variant_id
        where c.id = any(${sql.param(ids)}::int[]) and ${LISTED}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        car_id: r.id,
        car_name: r.car_name,
        car_images: r.images,
        registration_year: r.registration_year,
        no_of_owners: r.no_of_owners,
        car_listing_price: r.listing_price,
        car_model: r.model_name,
        car_brand: r.brand_name,
        mileage: r.mileage,
        engine_capacity: engineCapacity(r.engine_displacement),
        fuel_type: r.fuel_type,
        transmission: r.transmission,
        car_type: r.car_type,
        manufacturing_year: r.manufacturing_year,
        odometer_reading: r.odometer_reading,
        seats: r.seats,
        drive: r.drive,
        power_figure: r.power_figure,
        torque_figure: r.torque_figure,
        acceleration_0_100kmph: r.acceleration_0_100kmph,
        top_speed: r.top_speed,
        color: r.color,
        location: r.location,
        status: r.status,
      },
    ];
  });
}

/** A car's listing prices, oldest first, starting with the price it was listed at; [] for no such car. */
export async function selectPriceHistory(db: Db, carId: number): Promise<PriceHistoryEntry[]> {
  const [r] = await queryRows<{ listing_price: number; listed_at: string | Date; price_history: PriceHistoryEntry[] | null }>(
    db,
    sql`select c.listing_price, c.listed_at, ${priceHistoryJson} as price_history from cars c where c.id = ${carId}`,
  );
  if (!r) return [];
  return r.price_history ?? [{ price: r.listing_price, changed_at: toIso(r.listed_at) }];
}

/** A car's stored fair-price estimate at `now`; null while it is not for sale, undefined for no such car (or one taken off). */
export async function fairPriceOfCar(db: Db, carId: number, now: Date): Promise<FairPrice | null | undefined> {
  const [r] = await queryRows<Pick<DetailRow, 'status' | FairColumn>>(
    db,
    sql`select ${carStatusAt(sql`c.id`, sql`c.status`, sql`${now.toISOString()}`)} as status, c.fair_value, c.fair_low, c.fair_high,
          c.fair_label, c.fair_comparables, c.fair_basis from cars c where c.id = ${carId} and c.status <> 'withdrawn'`,
  );
  return r ? fairPriceOfRow(r.status, r) : undefined;
}
