// Buyers' reports of listings.
import type { OpsReport } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { listingReports } from '../../db/schema';
import { toIso } from '../../lib/time';

type Handle = Db | Tx;

/** The car a buyer may report: one on sale (available or reserved) and not taken down. */
export async function selectReportableCar(db: Handle, carId: number): Promise<{ id: number } | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from cars where id = ${carId} and status in ('available', 'reserved') and taken_down_at is null`,
  );
  return row;
}

export async function insertReport(
  db: Handle,
  report: { buyerId: number; carId: number; reason: string; details: string | null; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(listingReports).values(report).returning({ id: listingReports.id });
  return row!.id;
}

const reportColumns = sql`r.id, r.reason, r.details, r.status, r.outcome, r.created_at, r.closed_at,
  c.id as car_id, c.car_name, c.status as car_status, c.taken_down_at, c.vendor_id, b.id as buyer_id, b.full_name, b.phone`;
const reportJoins = sql`from listing_reports r join cars c on c.id = r.car_id join buyers b on b.id = r.buyer_id`;

interface ReportRow {
  id: number;
  reason: OpsReport['reason'];
  details: string | null;
  status: OpsReport['status'];
  outcome: OpsReport['outcome'];
  created_at: string | Date;
  closed_at: string | Date | null;
  car_id: number;
  car_name: string;
  car_status: string;
  taken_down_at: string | Date | null;
  vendor_id: number;
  buyer_id: number;
  full_name: string;
  phone: string;
}

const reportOf = (r: ReportRow): OpsReport => ({
  report_id: r.id,
  car: { id: r.car_id, name: r.car_name, status: r.car_status, taken_down: r.taken_down_at !== null, vendor_id: r.vendor_id },
  buyer: { id: r.buyer_id, name: r.full_name, phone: r.phone },
  reason: r.reason,
  details: r.details,
  status: r.status,
  outcome: r.outcome,
  created_at: toIso(r.created_at),
  closed_at: r.closed_at === null ? null : toIso(r.closed_at),
});

/** A page of the reports in that state: open ones oldest first (the queue), closed ones newest first. */
export async function selectReports(db: Db, status: 'open' | 'closed', limit: number, offset: number) {
  const order = status === 'open' ? sql`r.created_at asc, r.id asc` : sql`r.closed_at desc, r.id desc`;
  const rows = await queryRows<ReportRow>(
    db,
    sql`select ${reportColumns} ${reportJoins} where r.status = ${status} order by ${order} limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from listing_reports where status = ${status}`);
  return { reports: rows.map(reportOf), total: count?.n ?? 0 };
}

/** Every report of one car, newest first: what buyers said of it and what became of it. */
export async function selectReportsOfCar(db: Db, carId: number): Promise<OpsReport[]> {
  const rows = await queryRows<ReportRow>(
    db,
    sql`select ${reportColumns} ${reportJoins} where r.car_id = ${carId} order by r.created_at desc, r.id desc`,
  );
  return rows.map(reportOf);
}

export async function selectReport(db: Handle, id: number): Promise<OpsReport | undefined> {
  const [row] = await queryRows<ReportRow>(db, sql`select ${reportColumns} ${reportJoins} where r.id = ${id}`);
  return row ? reportOf(row) : undefined;
}

/** Closes open reports (one, or every one of a car) with their outcome; answers the ids closed. */
export async function closeReports(
  tx: Tx,
  which: { reportId: number } | { carId: number },
  outcome: 'taken_down' | 'no_action',
  operatorId: number,
  now: Date,
): Promise<number[]> {
  const where = 'reportId' in which ? sql`id = ${which.reportId}` : sql`car_id = ${which.carId}`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update listing_reports set status = 'closed', outcome = ${outcome}, closed_by = ${operatorId}, closed_at = ${now.toISOString()}
        where ${where} and status = 'open' returning id`,
  );
  return rows.map((r) => r.id);
}
