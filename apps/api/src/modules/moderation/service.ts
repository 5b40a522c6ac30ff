// Reported listings: a signed-in buyer reports a car (one open report per buyer and car); operators read
// the queue, close a report without action, or take the car down (off sale for good, its dealer told why,
// its reports closed). Each operator action is a line of the audit log, in its own transaction.
import type { ListingReportBody } from '@luxe/contract';
import { isUniqueViolation } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { hitLimit } from '../../http/rate-limit';
import { takeDownCar } from '../listings';
import { notify } from '../notifications';
import { recordAudit } from '../operators';
import { closeReports, insertReport, selectReport, selectReportableCar } from './queries';

/** Reports one buyer may send in a day: enough for a real buyer, not for flooding the queue. */
const REPORTS_PER_DAY = { max: 20, windowMs: 24 * 3600_000 };

export async function reportListing(deps: AppDeps, buyerId: number, body: ListingReportBody) {
  const db = deps.database.db;
  const now = deps.clock.now();
  if (!(await selectReportableCar(db, body.car_id))) throw notFound('Car not found');
  await hitLimit(db, now, { key: `listing-report:buyer:${buyerId}`, ...REPORTS_PER_DAY }, 'reports from your account');
  try {
    const id = await insertReport(db, { buyerId, carId: body.car_id, reason: body.reason, details: body.details ?? null, createdAt: now });
    return { report_id: id, status: 'open' as const };
  } catch (err) {
    // The partial unique index decides, also for two reports sent at once.
    if (isUniqueViolation(err)) throw conflict('You have reported this car already: we are looking into it.');
    throw err;
  }
}

export async function closeReportWithoutAction(deps: AppDeps, operatorId: number, reportId: number, reason: string, ip: string) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const before = await selectReport(tx, reportId);
    if (!before) throw notFound('Report not found');
    const closed = await closeReports(tx, { reportId }, 'no_action', operatorId, now);
    if (closed.length === 0) throw conflict('This report is closed already.');
    await recordAudit(tx, {
      operatorId,
      action: 'report.closed',
      subject: { kind: 'listing_report', id: reportId },
      before: { status: before.status },
      after: { status: 'closed', outcome: 'no_action' },
      reason,
      ip,
      now,
    });
  });
  return (await selectReport(db, reportId))!;
}

export function takeDownListing(deps: AppDeps, operatorId: number, carId: number, reason: string, ip: string) {
  return takeDownCar(deps, carId, reason, async (tx, car, now) => {
    const closed = await closeReports(tx, { carId }, 'taken_down', operatorId, now);
    await notify(tx, {
      to: { kind: 'vendor', id: car.vendorId },
      kind: 'listing_taken_down',
      title: 'Listing taken down',
      body: `Luxe Wheels took your ${car.name} off sale: ${reason} It cannot be put back on sale; contact us if you think this is wrong.`,
      carId,
      now,
    });
    await recordAudit(tx, {
      operatorId,
      action: 'car.taken_down',
      subject: { kind: 'car', id: carId },
      before: { status: car.status, taken_down: false },
      after: { status: 'withdrawn', taken_down: true, closed_reports: closed },
      reason,
      ip,
      now,
    });
    return closed.length;
  });
}
