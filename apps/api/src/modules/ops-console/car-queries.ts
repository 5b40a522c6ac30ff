// Any car as operators read it, on sale or not: the searchable list, and one car's prices, history and reports.
import type { DealerStatus, OpsCarPage, OpsCarRow } from '@luxe/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { carStatusAt } from '../../db/holds';
import { containing, escapeLike, wordsMatch } from '../../db/like';
import { inr } from '../../lib/money';
import { toIso } from '../../lib/time';
import { selectPriceHistory } from '../catalogue';
import { selectReportsOfCar } from '../moderation';
import { bookingEvents, bookingFactsColumns, oldestFirst, type BookingFacts, type ConsoleEvent } from './events';

type Moment = string | Date;
/** The registration number as letters and digits, upper case: what the plate index holds (schema.ts). */
const PLATE = sql`upper(replace(c.registration_number, ' ', ''))`;
export type CarStatusFilter = 'available' | 'reserved' | 'sold' | 'withdrawn' | 'taken_down';

interface CarRowSql {
  car_id: number;
  name: string;
  registration: string | null;
  price: number;
  status: string;
  taken_down_at: Moment | null;
  vendor_id: number;
  vendor_name: string;
  vendor_status: DealerStatus;
  open_reports: number;
  created_at: Moment;
}

const carColumns = (now: Date) => sql`c.id as car_id, c.car_name as name, nullif(c.registration_number, '') as registration,
  c.listing_price as price, ${carStatusAt(sql`c.id`, sql`c.status`, sql`${now.toISOString()}`)} as status, c.taken_down_at,
  v.id as vendor_id, v.name as vendor_name, v.status as vendor_status,
  (select count(*)::int from listing_reports r where r.car_id = c.id and r.status = 'open') as open_reports, c.created_at`;

const carRowOf = (r: CarRowSql): OpsCarRow => ({
  car_id: r.car_id,
  name: r.name,
  registration: r.registration,
  price: r.price,
  status: r.status,
  taken_down: r.taken_down_at !== null,
  vendor: { vendor_id: r.vendor_id, name: r.vendor_name, status: r.vendor_status },
  open_reports: r.open_reports,
  created_at: toIso(r.created_at),
});

/** A registration number as letters and digits only, so 'MH 12 KT 4821', 'mh12kt4821' and 'MH-12-KT-4821' are one. */
const plate = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A car matches by id, by the words of its brand, model, variant and name (as the catalogue's search), by
 * the start of its registration number (spacing aside) or by its dealer's name. Each way reads an index:
 * cars on sale and sold by their variant (found first, a few hundred rows) or their own name's trigrams,
 * cars taken off by the small index of cars off sale, dealers first by name, then their cars.
 */
async function carSearch(db: Db, q: string): Promise<SQL> {
  const variants = await queryRows<{ id: number }>(db, sql`select id from car_variants where ${wordsMatch(sql`search_text`, q)}`);
  const dealers = await queryRows<{ id: number }>(db, sql`select id from vendors where name ilike ${containing(q)}`);
  const words = wordsMatch(sql`c.search_text`, q);
  const parts = [sql`(c.name_is_custom and c.status <> 'withdrawn' and ${words})`, sql`(c.status = 'withdrawn' and ${words})`];
  if (variants.length) parts.push(sql`(c.status <> 'withdrawn' and c.variant_id = any(${sql.param(variants.map((v) => v.id))}::int[]))`);
  if (dealers.length) parts.push(sql`c.vendor_id = any(${sql.param(dealers.map((d) => d.id))}::int[])`);
  // Four characters at least: a registration starts with its state and district (MH 12).
  if (plate(q).length >= 4) parts.push(sql`${PLATE} like ${`${escapeLike(plate(q))}%`}`);
  if (/^\d{1,9}$/.test(q)) parts.push(sql`c.id = ${Number(q)}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Cars with a paid reservation live at `now` (nothing flips their stored status: the booking's hold decides). */
const reservedNow = (now: Date) =>
  sql`c.id in (select b.car_id from bookings b where b.status = 'reserved' and upper(b.hold) > ${now.toISOString()}::timestamptz)`;

function statusCondition(status: CarStatusFilter, now: Date): SQL {
  switch (status) {
    case 'available':
      return sql`c.status = 'available' and not ${reservedNow(now)}`;
    case 'reserved':
      return sql`c.status in ('available', 'reserved') and ${reservedNow(now)}`;
    case 'sold':
      return sql`c.status = 'sold'`;
    // A car taken down is off sale as a dealer's take-off is: the mark tells the two apart.
    case 'withdrawn':
      return sql`c.status = 'withdrawn' and c.taken_down_at is null`;
    case 'taken_down':
      return sql`c.status = 'withdrawn' and c.taken_down_at is not null`;
  }
}

/** A page of cars, newest first. */
export async function selectCars(db: Db, filter: { q?: string; status?: CarStatusFilter }, now: Date, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(await carSearch(db, filter.q));
  if (filter.status) conditions.push(statusCondition(filter.status, now));
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const rows = await queryRows<CarRowSql>(
    db,
    sql`select ${carColumns(now)} from cars c join vendors v on v.id = c.vendor_id
        where ${where} order by c.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cars c where ${where}`);
  return { rows: rows.map(carRowOf), total: count?.n ?? 0 };
}

/** One car's page, or undefined for no such car. */
export async function selectCarPage(db: Db, carId: number, now: Date): Promise<OpsCarPage | undefined> {
  const [car] = await queryRows<CarRowSql & { taken_down_reason: string | null; withdrawn_at: Moment | null }>(
    db,
    sql`select ${carColumns(now)}, c.taken_down_reason, c.withdrawn_at from cars c join vendors v on v.id = c.vendor_id where c.id = ${carId}`,
  );
  if (!car) return undefined;
  const [prices, bookings, reports] = await Promise.all([
    selectPriceHistory(db, carId),
    // Paid bookings only: a checkout left unpaid never held the car.
    queryRows<BookingFacts>(
      db,
      sql`select ${bookingFactsColumns} from bookings b join buyers u on u.id = b.buyer_id
          where b.car_id = ${carId} and b.paid_at is not null order by b.id`,
    ),
    selectReportsOfCar(db, carId),
  ]);
  const events: ConsoleEvent[] = [
    { at: toIso(car.created_at), what: 'listed', detail: `Listed at ${inr(prices[0]?.price ?? car.price)} by ${car.vendor_name}` },
    ...bookings.flatMap((b) => bookingEvents(b, now)),
  ];
  // A car put back on sale forgets when it was taken off: only a car off sale now tells when it left. A
  // take-down takes the car off at the same moment, so only a dealer's earlier take-off is told apart.
  if (car.withdrawn_at !== null && (car.taken_down_at === null || toIso(car.withdrawn_at) < toIso(car.taken_down_at)))
    events.push({ at: toIso(car.withdrawn_at), what: 'withdrawn', detail: 'Taken off sale by its dealer' });
  if (car.taken_down_at !== null) events.push({ at: toIso(car.taken_down_at), what: 'taken_down', detail: car.taken_down_reason });
  return {
    car: {
      ...carRowOf(car),
      taken_down_at: car.taken_down_at === null ? null : toIso(car.taken_down_at),
      taken_down_reason: car.taken_down_reason,
    },
    prices: prices.map((p) => ({ price: p.price, at: p.changed_at })),
    events: oldestFirst(events),
    reports,
  };
}
