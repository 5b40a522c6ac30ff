// Dealerships' applications, and a dealer's suspension: the rows they read and the conditional writes
// that move them (an application only from 'submitted', a dealer only between 'active' and 'suspended').
import type { OpsApplication } from '@luxe/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { dealerApplications, operators, vendors } from '../../db/schema';

export type ApplicationRow = typeof dealerApplications.$inferSelect;
type NewApplication = typeof dealerApplications.$inferInsert;
type Handle = Db | Tx;

/** What the applicant is told and types back: LW-A-000123. */
export const applicationNumber = (id: number): string => `LW-A-${String(id).padStart(6, '0')}`;
export const applicationIdOfNumber = (number: string): number => Number(number.slice('LW-A-'.length));

export function toOpsApplication(row: ApplicationRow, decidedBy: { id: number; name: string } | null): OpsApplication {
  return {
    application_id: row.id,
    application_number: applicationNumber(row.id),
    business_name: row.businessName,
    contact_name: row.contactName,
    phone: row.phone,
    email: row.email,
    city: row.city,
    state: row.state,
    address: row.address,
    pincode: row.pincode,
    gstin: row.gstin,
    pan: row.pan,
    document_type: row.documentType,
    status: row.status,
    reason: row.reason,
    vendor_id: row.vendorId,
    submitted_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: decidedBy ? { operator_id: decidedBy.id, name: decidedBy.name } : null,
  };
}

const withDecider = { application: dealerApplications, deciderId: operators.id, deciderName: operators.name };
type WithDecider = { application: ApplicationRow; deciderId: number | null; deciderName: string | null };
const opsOf = (r: WithDecider) => toOpsApplication(r.application, r.deciderId ? { id: r.deciderId, name: r.deciderName! } : null);

export async function insertApplication(db: Handle, row: NewApplication): Promise<ApplicationRow> {
  const [inserted] = await db.insert(dealerApplications).values(row).returning();
  return inserted!;
}

export async function selectApplication(db: Handle, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(dealerApplications).where(eq(dealerApplications.id, id)).limit(1);
  return row;
}

export async function selectOpsApplication(db: Handle, where: { id: number } | { vendorId: number }): Promise<OpsApplication | undefined> {
  const [row] = await db
    .select(withDecider)
    .from(dealerApplications)
    .leftJoin(operators, eq(operators.id, dealerApplications.decidedBy))
    .where('id' in where ? eq(dealerApplications.id, where.id) : eq(dealerApplications.vendorId, where.vendorId))
    .limit(1);
  return row ? opsOf(row) : undefined;
}

/** Applications of one status: those waiting oldest first (the queue), decided ones newest first. */
export async function selectApplications(db: Db, status: ApplicationRow['status'], limit: number, offset: number) {
  const order = status === 'submitted' ? asc(dealerApplications.createdAt) : desc(dealerApplications.decidedAt);
  const rows = await db
    .select(withDecider)
    .from(dealerApplications)
    .leftJoin(operators, eq(operators.id, dealerApplications.decidedBy))
    .where(eq(dealerApplications.status, status))
    .orderBy(order, asc(dealerApplications.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dealerApplications)
    .where(eq(dealerApplications.status, status));
  return { applications: rows.map(opsOf), total: count!.n };
}

/** submitted -> approved or rejected, once: false when another operator decided it first. */
export async function decideApplicationRow(
  tx: Tx,
  id: number,
  change: { status: 'approved' | 'rejected'; reason: string | null; vendorId: number | null; operatorId: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dealerApplications)
    .set({ status: change.status, reason: change.reason, vendorId: change.vendorId, decidedBy: change.operatorId, decidedAt: change.now })
    .where(and(eq(dealerApplications.id, id), eq(dealerApplications.status, 'submitted')))
    .returning({ id: dealerApplications.id });
  return rows.length === 1;
}

/** active <-> suspended, once: false when the dealer was not in `from`. */
export async function updateDealerStatus(
  tx: Tx,
  vendorId: number,
  from: 'active' | 'suspended',
  change: { reason: string | null; now: Date },
): Promise<boolean> {
  const to = from === 'active' ? 'suspended' : 'active';
  const rows = await tx
    .update(vendors)
    .set({
      status: to,
      suspendedAt: to === 'suspended' ? change.now : null,
      suspensionReason: to === 'suspended' ? change.reason : null,
      updatedAt: change.now,
    })
    .where(and(eq(vendors.id, vendorId), eq(vendors.status, from)))
    .returning({ id: vendors.id });
  return rows.length === 1;
}

/** The dealer's cars that are on show (available or sold): a suspension takes them off. */
export async function selectShownCarsOfDealer(tx: Tx, vendorId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from cars where vendor_id = ${vendorId} and status <> 'withdrawn' for update`,
  );
  return rows.map((r) => r.id);
}

/** Takes the cars off, remembering each one's status for a restore. */
export async function withdrawForSuspension(tx: Tx, carIds: number[], now: Date): Promise<void> {
  if (carIds.length === 0) return;
  await tx.execute(
    sql`update cars set status_before_suspension = status, status = 'withdrawn', withdrawn_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
        where id = any(${sql.param(carIds)}::int[]) and status <> 'withdrawn'`,
  );
}

/** The cars a suspension took off, locked for their return. */
export async function selectSuspendedCarsOfDealer(tx: Tx, vendorId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from cars where vendor_id = ${vendorId} and status_before_suspension is not null for update`,
  );
  return rows.map((r) => r.id);
}

/** Puts each car back as it was before the suspension; one taken down meanwhile stays down. */
export async function returnFromSuspension(tx: Tx, carIds: number[], now: Date): Promise<void> {
  if (carIds.length === 0) return;
  await tx.execute(
    sql`update cars set status = case when taken_down_at is null then status_before_suspension else 'withdrawn' end,
          withdrawn_at = case when taken_down_at is null then null else withdrawn_at end,
          status_before_suspension = null, updated_at = ${now.toISOString()}
        where id = any(${sql.param(carIds)}::int[]) and status_before_suspension is not null`,
  );
}

/** Paid reservations still holding one of the dealer's cars, and bookings whose token is being paid. */
export function selectOpenBookingsOfDealer(tx: Tx, vendorId: number, now: Date) {
  return queryRows<{ id: number; status: 'pending_payment' | 'reserved' }>(
    tx,
    sql`select id, status from bookings where vendor_id = ${vendorId}
          and (status = 'pending_payment' or (status = 'reserved' and upper(hold) > ${now.toISOString()}::timestamptz))
        order by id for update`,
  );
}
