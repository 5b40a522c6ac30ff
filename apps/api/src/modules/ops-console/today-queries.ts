// What waits for an operator today: how many of each, and the oldest few to open from the first screen.
import type { OpsToday } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { addDays, indiaDate, indiaHourStart, toIso } from '../../lib/time';
import { selectReports } from '../moderation';
import { selectApplications } from '../dealer-admin';
import { selectAnomalies } from '../settlement';
import { countRefunds, selectRefundRows } from './money-queries';

/** How many of each the first screen shows. */
export const FIRST_FEW = 5;
/** A refund still pending this long after it was asked for needs a look (the provider settles most within minutes). */
const REFUND_OVERDUE_MS = 3600_000;

export async function selectToday(db: Db, now: Date): Promise<OpsToday> {
  const overdue = new Date(now.getTime() - REFUND_OVERDUE_MS).toISOString();
  const failed = sql`r.status = 'failed'`;
  const late = sql`r.status = 'pending' and r.created_at <= ${overdue}::timestamptz`;
  const today = indiaDate(now);
  const dayStart = indiaHourStart(today, 0).toISOString();
  const dayEnd = indiaHourStart(addDays(today, 1), 0).toISOString();
  // Paid reservations whose 3 days end between India's midnights today, whether they ended already or not.
  const endingToday = sql`b.status = 'reserved' and b.paid_at is not null
    and upper(b.hold) >= ${dayStart}::timestamptz and upper(b.hold) < ${dayEnd}::timestamptz`;

  const applications = await selectApplications(db, 'submitted', FIRST_FEW, 0);
  const anomalies = await selectAnomalies(db, new Date(dayStart), new Date(dayEnd));
  const reports = await selectReports(db, 'open', FIRST_FEW, 0);
  const [reservationCount] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bookings b where ${endingToday}`);
  const reservations = await queryRows<{
    booking_id: number;
    car_id: number;
    car_name: string;
    buyer_name: string;
    dealer_name: string;
    ends_at: string | Date;
  }>(
    db,
    sql`select b.id as booking_id, c.id as car_id, c.car_name, u.full_name as buyer_name, v.name as dealer_name, upper(b.hold) as ends_at
        from bookings b join cars c on c.id = b.car_id join buyers u on u.id = b.buyer_id join vendors v on v.id = b.vendor_id
        where ${endingToday} order by upper(b.hold), b.id limit ${FIRST_FEW}`,
  );
  return {
    applications_waiting: applications.total,
    reports_waiting: reports.total,
    payment_anomalies: anomalies.length,
    refunds_failed: await countRefunds(db, failed),
    refunds_pending_over_an_hour: await countRefunds(db, late),
    reservations_ending_today: reservationCount?.n ?? 0,
    first: {
      applications: applications.applications,
      reports: reports.reports,
      anomalies: anomalies.slice(0, FIRST_FEW),
      refunds: await selectRefundRows(db, sql`(${failed}) or (${late})`, sql`r.created_at, r.id`, { limit: FIRST_FEW, offset: 0 }),
      reservations: reservations.map((r) => ({ ...r, ends_at: toIso(r.ends_at) })),
    },
  };
}
