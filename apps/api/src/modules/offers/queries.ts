// The offers and offer_entries tables, and the car and auto prices a move needs.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { liveReservation } from '../../db/holds';
import { offerAutoPrices, offerEntries, offers } from '../../db/schema';
import type { OfferCloseReason, OfferStatus } from '@luxe/contract';
import type { BidEntry } from './machine';

type Handle = Db | Tx;

/** A negotiation with what the service shows and decides on. */
export interface OfferRow {
  id: number;
  buyerId: number;
  carId: number;
  vendorId: number;
  status: OfferStatus;
  reason: OfferCloseReason | null;
  version: number;
  agreedPrice: number | null;
  agreedAt: Date | null;
  openedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  car: {
    name: string;
    location: string;
    image: string | null;
    images: string[];
    listingPrice: number;
    status: 'available' | 'reserved' | 'sold' | 'withdrawn';
  };
  vendorName: string;
  /** An operator suspended the dealer: its negotiations close. */
  vendorSuspended: boolean;
  buyer: { fullName: string; city: string | null };
  entries: BidEntry[];
}

interface RawOffer {
  id: number;
  buyer_id: number;
  car_id: number;
  vendor_id: number;
  status: number;
  reason: OfferCloseReason | null;
  version: number;
  agreed_price: number | null;
  agreed_at: string | Date | null;
  opened_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  car_name: string;
  location: string;
  images: string[];
  listing_price: number;
  car_status: OfferRow['car']['status'];
  vendor_name: string;
  vendor_suspended: boolean;
  buyer_name: string;
  buyer_city: string | null;
}

const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const maybeDate = (v: string | Date | null) => (v === null ? null : date(v));

const offerColumns = sql`o.id, o.buyer_id, o.car_id, o.vendor_id, o.status, o.reason, o.version, o.agreed_price, o.agreed_at,
  o.opened_at, o.created_at, o.updated_at, c.car_name, c.location, c.listing_price, c.status as car_status,
  coalesce((select json_agg(i.url order by i.position) from car_images i where i.car_id = c.id), '[]'::json) as images,
  v.name as vendor_name, v.status = 'suspended' as vendor_suspended, b.full_name as buyer_name, b.city as buyer_city`;
const offerJoins = sql`from offers o join cars c on c.id = o.car_id join vendors v on v.id = o.vendor_id join buyers b on b.id = o.buyer_id`;

async function withEntries(db: Handle, rows: RawOffer[]): Promise<OfferRow[]> {
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(offerEntries)
    .where(
      inArray(
        offerEntries.offerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(offerEntries.id));
  const byOffer = new Map<number, BidEntry[]>();
  for (const e of entries) {
    const list = byOffer.get(e.offerId) ?? [];
    list.push({ id: e.id, by: e.offerBy === 1 ? 'buyer' : 'dealer', amount: e.amount, at: e.createdAt });
    byOffer.set(e.offerId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    buyerId: r.buyer_id,
    carId: r.car_id,
    vendorId: r.vendor_id,
    status: r.status as OfferStatus,
    reason: r.reason,
    version: r.version,
    agreedPrice: r.agreed_price,
    agreedAt: maybeDate(r.agreed_at),
    openedAt: maybeDate(r.opened_at),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
    car: {
      name: r.car_name,
      location: r.location,
      images: r.images,
      image: r.images[0] ?? null,
      listingPrice: r.listing_price,
      status: r.car_status,
    },
    vendorName: r.vendor_name,
    vendorSuspended: r.vendor_suspended,
    buyer: { fullName: r.buyer_name, city: r.buyer_city },
    entries: byOffer.get(r.id) ?? [],
  }));
}

export async function selectOffer(db: Handle, offerId: number): Promise<OfferRow | undefined> {
  const rows = await queryRows<RawOffer>(db, sql`select ${offerColumns} ${offerJoins} where o.id = ${offerId}`);
  return (await withEntries(db, rows))[0];
}

export async function selectOfferOfBuyerOnCar(db: Handle, buyerId: number, carId: number): Promise<OfferRow | undefined> {
  const rows = await queryRows<RawOffer>(
    db,
    sql`select ${offerColumns} ${offerJoins} where o.buyer_id = ${buyerId} and o.car_id = ${carId}`,
  );
  return (await withEntries(db, rows))[0];
}

/** The offer an entry belongs to. */
export async function selectOfferIdOfEntry(db: Handle, entryId: number): Promise<number | undefined> {
  const [row] = await db.select({ offerId: offerEntries.offerId }).from(offerEntries).where(eq(offerEntries.id, entryId)).limit(1);
  return row?.offerId;
}

/** Every negotiation of a buyer, the latest moved first. */
export async function selectOffersOfBuyer(db: Handle, buyerId: number): Promise<OfferRow[]> {
  const rows = await queryRows<RawOffer>(
    db,
    sql`select ${offerColumns} ${offerJoins} where o.buyer_id = ${buyerId} order by o.updated_at desc, o.id desc`,
  );
  return withEntries(db, rows);
}

export type DealerView = 'new' | 'action' | 'all';

const viewCondition: Record<DealerView, ReturnType<typeof sql>> = {
  new: sql`o.opened_at is null`,
  // Waiting for the dealer: the buyer's bid or counter (statuses 1 and 2).
  action: sql`o.status in (1, 2)`,
  all: sql`true`,
};

/** A page of the dealer's negotiations in one view, the latest moved first, and how many the view holds. */
export async function selectOffersOfDealer(
  db: Handle,
  vendorId: number,
  view: DealerView,
  limit: number,
  offset: number,
): Promise<{ offers: OfferRow[]; total: number }> {
  const where = sql`o.vendor_id = ${vendorId} and ${viewCondition[view]}`;
  const rows = await queryRows<RawOffer>(
    db,
    sql`select ${offerColumns} ${offerJoins} where ${where} order by o.updated_at desc, o.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from offers o where ${where}`);
  return { offers: await withEntries(db, rows), total: count?.n ?? 0 };
}

/**
 * The negotiations among `scope` due to move: a bid unanswered past `cutoff`, a car sold, or a booking
 * started whose reservation ended without a sale (no booking of it reserved now or sold).
 */
export async function selectOffersToClose(
  db: Handle,
  scope: { buyerId: number } | { vendorId: number } | { offerId: number },
  cutoff: Date,
  now: Date,
): Promise<number[]> {
  const who =
    'buyerId' in scope
      ? sql`o.buyer_id = ${scope.buyerId}`
      : 'vendorId' in scope
        ? sql`o.vendor_id = ${scope.vendorId}`
        : sql`o.id = ${scope.offerId}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select o.id from offers o join cars c on c.id = o.car_id
        where ${who} and (
          (o.status in (1, 2, 3, 4) and (select max(e.created_at) from offer_entries e where e.offer_id = o.id) <= ${cutoff.toISOString()})
          or (c.status in ('sold', 'withdrawn') and o.status in (1, 2, 3, 4, 7, 8))
          or (o.status = 9 and not exists (select 1 from bookings b where b.offer_id = o.id
                and (b.status = 'sold' or (b.status = 'reserved' and upper(b.hold) > ${now.toISOString()}::timestamptz)))))`,
  );
  return rows.map((r) => r.id);
}

export async function insertOffer(
  tx: Tx,
  offer: { buyerId: number; carId: number; vendorId: number; status: OfferStatus; agreedPrice?: number; now: Date },
): Promise<number> {
  const { now, agreedPrice, ...values } = offer;
  const agreed = agreedPrice !== undefined ? { agreedPrice, agreedAt: now } : {};
  const [row] = await tx
    .insert(offers)
    .values({ ...values, ...agreed, createdAt: now, updatedAt: now })
    .returning({ id: offers.id });
  return row!.id;
}

export interface OfferChange {
  status: OfferStatus;
  reason?: OfferCloseReason;
  agreedPrice?: number;
  agreedAt?: Date;
  firstAnsweredAt?: Date;
  now: Date;
}

/**
 * Moves a negotiation only if it is still as it was read (status and version): of two moves at once, one
 * writes and the other finds nothing to write. Answers whether it wrote.
 */
export async function moveOffer(
  tx: Tx,
  offerId: number,
  expected: { status: OfferStatus; version: number },
  change: OfferChange,
): Promise<boolean> {
  const moved = await tx
    .update(offers)
    .set({
      status: change.status,
      reason: change.reason ?? null,
      version: sql`${offers.version} + 1`,
      updatedAt: change.now,
      ...(change.agreedPrice !== undefined ? { agreedPrice: change.agreedPrice, agreedAt: change.agreedAt } : {}),
      ...(change.firstAnsweredAt
        ? { firstAnsweredAt: sql`coalesce(${offers.firstAnsweredAt}, ${change.firstAnsweredAt.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(offers.id, offerId), eq(offers.status, expected.status), eq(offers.version, expected.version)))
    .returning({ id: offers.id });
  return moved.length === 1;
}

export async function insertEntry(tx: Tx, offerId: number, by: 'buyer' | 'dealer', amount: number, now: Date): Promise<number> {
  const [row] = await tx
    .insert(offerEntries)
    .values({ offerId, amount, offerBy: by === 'buyer' ? 1 : 2, createdAt: now })
    .returning({ id: offerEntries.id });
  return row!.id;
}

export async function markOpened(db: Handle, offerId: number, now: Date): Promise<void> {
  await db.execute(sql`update offers set opened_at = ${now.toISOString()} where id = ${offerId} and opened_at is null`);
}

/** The car a buyer bids on: its dealer, price and status, the dealer's private auto prices, and its live reservation at `now` if any. */
export async function selectCarForOffer(db: Handle, carId: number, now: Date) {
  const reservation = liveReservation(sql`c.id`, sql`${now.toISOString()}`);
  const [row] = await queryRows<{
    vendor_id: number;
    listing_price: number;
    status: 'available' | 'reserved' | 'sold' | 'withdrawn';
    car_name: string;
    auto_accept_price: number | null;
    auto_decline_price: number | null;
    reserved_until: string | Date | null;
    reserved_by: number | null;
  }>(
    db,
    sql`select c.vendor_id, c.listing_price, c.status, c.car_name, a.auto_accept_price, a.auto_decline_price,
          ${reservation.until} as reserved_until, ${reservation.buyerId} as reserved_by
        from cars c left join offer_auto_prices a on a.car_id = c.id where c.id = ${carId}`,
  );
  return row;
}

export async function upsertAutoPrices(
  db: Handle,
  carId: number,
  prices: { autoAcceptPrice: number | null; autoDeclinePrice: number | null },
  now: Date,
): Promise<void> {
  await db
    .insert(offerAutoPrices)
    .values({ carId, ...prices, updatedAt: now })
    .onConflictDoUpdate({ target: offerAutoPrices.carId, set: { ...prices, updatedAt: now } });
}

/** A dealer's reply time, the median hours from a buyer's first bid to the dealer's first answer. */
export async function selectReplyHours(db: Handle, vendorId: number): Promise<number | null> {
  const [row] = await queryRows<{ hours: number | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from (first_answered_at - created_at)) / 3600)::float as hours
        from offers where vendor_id = ${vendorId} and first_answered_at is not null`,
  );
  return row?.hours ?? null;
}
