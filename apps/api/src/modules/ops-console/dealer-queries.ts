// Dealers as operators read them: the searchable list, and one dealer with its cars, negotiations,
// bookings, ratings, reply time and sign-ins.
import type { DealerStatus, OpsDealerPage, OpsDealerRow } from '@luxe/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { carStatusAt } from '../../db/holds';
import { containing } from '../../db/like';
import { toIso } from '../../lib/time';
import { selectOpsApplication } from '../dealer-admin';
import { bookingStatusNow } from './events';

type Moment = string | Date;

/** What the dealer's own page lists of each kind: the newest this many. */
const DEALER_PAGE_LIMITS = { cars: 100, offers: 20, bookings: 20, ratings: 20, signIns: 10 } as const;
/** The window of the dealer's reply time. */
const REPLY_WINDOW_DAYS = 90;

// A dealer's row as the console lists it, straight from the query; counts per dealer through the foreign
// keys' indexes (cars by vendor, ratings by vendor).
const dealerColumns = sql`v.id as vendor_id, v.name, v.phone, v.email, v.city, v.status, v.member_since::text as member_since,
  (select count(*)::int from cars c where c.vendor_id = v.id and c.status in ('available', 'reserved') and c.taken_down_at is null) as cars_on_sale,
  (select count(*)::int from cars c where c.vendor_id = v.id) as cars_total,
  (select round(avg(r.rating)::numeric, 1)::float from ratings r where r.vendor_id = v.id) as rating,
  (select count(*)::int from ratings r where r.vendor_id = v.id) as ratings_count`;

/** A dealer matches by name or city (any part, any case), by phone (any run of its digits) or by id. */
function dealerSearch(q: string): SQL {
  const parts = [sql`v.name ilike ${containing(q)}`, sql`v.city ilike ${containing(q)}`];
  const digits = q.replace(/\D/g, '');
  // A phone may be typed with +91, spaces or dashes: its last 10 digits are the number.
  if (/^[\d\s+()-]+$/.test(q) && digits.length >= 3) parts.push(sql`v.phone like ${containing(digits.slice(-10))}`);
  if (/^\d{1,9}$/.test(q)) parts.push(sql`v.id = ${Number(q)}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** A page of dealers, newest account first (the dealer whose id was typed before all). */
export async function selectDealers(db: Db, filter: { q?: string; status?: DealerStatus }, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(dealerSearch(filter.q));
  if (filter.status) conditions.push(sql`v.status = ${filter.status}`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  // A number typed is most likely the dealer's id: that dealer first, before the phones that contain it.
  const exact = filter.q && /^\d{1,9}$/.test(filter.q) ? sql`v.id = ${Number(filter.q)} desc,` : sql``;
  const rows = await queryRows<OpsDealerRow>(
    db,
    sql`select ${dealerColumns} from vendors v where ${where} order by ${exact} v.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from vendors v where ${where}`);
  return { rows, total: count?.n ?? 0 };
}

/**
 * The median of the dealer's reply times over the last 90 days, in hours: from each bid of a buyer to the
 * dealer's next entry in that negotiation (a counter). A first bid answered by accepting or declining it
 * has no entry: its answer is the negotiation's first answer, which the offer keeps. Null with no answers.
 */
async function selectReplyHours(db: Db, vendorId: number, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000);
  const [row] = await queryRows<{ hours: number | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from (answered_at - asked_at)) / 3600)::float as hours
        from (
          select e.created_at as asked_at,
            coalesce(
              (select min(a.created_at) from offer_entries a where a.offer_id = e.offer_id and a.offer_by = 2 and a.id > e.id),
              case when not exists (select 1 from offer_entries p where p.offer_id = e.offer_id and p.id < e.id) then o.first_answered_at end
            ) as answered_at
          from offers o join offer_entries e on e.offer_id = o.id
          where o.vendor_id = ${vendorId} and e.offer_by = 1 and e.created_at >= ${since.toISOString()}::timestamptz
        ) bids
        where answered_at is not null`,
  );
  return row?.hours == null ? null : Math.round(row.hours * 10) / 10;
}

interface DealerDetailSql extends OpsDealerRow {
  address: string;
  state: string;
  pincode: string;
  license_no: string;
  suspended_at: Moment | null;
  suspension_reason: string | null;
}

/** One dealer's page, or undefined for no such dealer. */
export async function selectDealerPage(db: Db, vendorId: number, now: Date): Promise<OpsDealerPage | undefined> {
  const [d] = await queryRows<DealerDetailSql>(
    db,
    sql`select ${dealerColumns}, v.address, v.state, v.pincode, v.license_no, v.suspended_at, v.suspension_reason
        from vendors v where v.id = ${vendorId}`,
  );
  if (!d) return undefined;
  const limits = DEALER_PAGE_LIMITS;
  const [cars, offers, bookings, ratings, signIns, application, replyHours] = await Promise.all([
    queryRows<{ car_id: number; name: string; price: number; status: string; taken_down_at: Moment | null; created_at: Moment }>(
      db,
      sql`select c.id as car_id, c.car_name as name, c.listing_price as price,
            ${carStatusAt(sql`c.id`, sql`c.status`, sql`${now.toISOString()}`)} as status, c.taken_down_at, c.created_at
          from cars c where c.vendor_id = ${vendorId} order by c.listed_at desc, c.id desc limit ${limits.cars}`,
    ),
    queryRows<{ offer_id: number; car_id: number; car_name: string; buyer_name: string; status: number; updated_at: Moment }>(
      db,
      sql`select o.id as offer_id, o.car_id, c.car_name, u.full_name as buyer_name, o.status, o.updated_at
          from offers o join cars c on c.id = o.car_id join buyers u on u.id = o.buyer_id
          where o.vendor_id = ${vendorId} order by o.updated_at desc, o.id desc limit ${limits.offers}`,
    ),
    queryRows<{ booking_id: number; car_id: number; car_name: string; buyer_name: string; status: string; created_at: Moment }>(
      db,
      sql`select b.id as booking_id, b.car_id, c.car_name, u.full_name as buyer_name, ${bookingStatusNow(now)} as status, b.created_at
          from bookings b join cars c on c.id = b.car_id join buyers u on u.id = b.buyer_id
          where b.vendor_id = ${vendorId} order by b.created_at desc, b.id desc limit ${limits.bookings}`,
    ),
    queryRows<{ stars: number; review: string | null; buyer_name: string; created_at: Moment }>(
      db,
      sql`select r.rating as stars, r.review, u.full_name as buyer_name, r.created_at
          from ratings r join buyers u on u.id = r.buyer_id
          where r.vendor_id = ${vendorId} order by r.created_at desc, r.id desc limit ${limits.ratings}`,
    ),
    queryRows<{ created_at: Moment; expires_at: Moment; revoked_at: Moment | null }>(
      db,
      sql`select created_at, expires_at, revoked_at from sessions
          where vendor_id = ${vendorId} order by created_at desc, id desc limit ${limits.signIns}`,
    ),
    selectOpsApplication(db, { vendorId }),
    selectReplyHours(db, vendorId, now),
  ]);
  const { address, state, pincode, license_no, suspended_at, suspension_reason, ...row } = d;
  return {
    dealer: {
      ...row,
      address,
      state,
      pincode,
      license_no,
      suspended_at: suspended_at === null ? null : toIso(suspended_at),
      suspension_reason,
      reply_hours: replyHours,
    },
    cars: cars.map(({ taken_down_at, created_at, ...c }) => ({ ...c, taken_down: taken_down_at !== null, created_at: toIso(created_at) })),
    offers: offers.map((o) => ({ ...o, updated_at: toIso(o.updated_at) })),
    bookings: bookings.map((b) => ({ ...b, created_at: toIso(b.created_at) })),
    ratings: ratings.map((r) => ({ ...r, created_at: toIso(r.created_at) })),
    sign_ins: signIns.map((s) => ({
      at: toIso(s.created_at),
      expires_at: toIso(s.expires_at),
      revoked_at: s.revoked_at === null ? null : toIso(s.revoked_at),
    })),
    application: application ?? null,
  };
}
