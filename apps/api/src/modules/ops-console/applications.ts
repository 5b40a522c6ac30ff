// Dealerships' applications as operators read them: one mapping from the table's row, shared by every read.
import type { OpsApplication } from '@luxe/contract';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerApplications, operators } from '../../db/schema';

export type ApplicationRow = typeof dealerApplications.$inferSelect;

/** The number an applicant is given and quotes: LW-A- and the id in at least 6 digits. */
export function applicationNumber(id: number): string {
  return `LW-A-${String(id).padStart(6, '0')}`;
}

/** An application row as the console shows it; `decidedByName`: the name of the operator who decided it, if one did. */
export function applicationOf(row: ApplicationRow, decidedByName: string | null): OpsApplication {
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
    decided_at: row.decidedAt === null ? null : row.decidedAt.toISOString(),
    decided_by: row.decidedBy === null ? null : { operator_id: row.decidedBy, name: decidedByName ?? '' },
  };
}

/** Applications matching `where`, oldest first, each with the name of the operator who decided it. */
export async function selectApplications(db: Db, where: SQL | undefined, limit: number): Promise<OpsApplication[]> {
  const rows = await db
    .select({ application: dealerApplications, decidedByName: operators.name })
    .from(dealerApplications)
    .leftJoin(operators, eq(operators.id, dealerApplications.decidedBy))
    .where(where)
    .orderBy(asc(dealerApplications.createdAt), asc(dealerApplications.id))
    .limit(limit);
  return rows.map((r) => applicationOf(r.application, r.decidedByName));
}
