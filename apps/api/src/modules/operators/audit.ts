// The audit log of operator actions: written in the action's own transaction (an action that rolls back
// leaves no line), read newest first. The table refuses every change to what is written (a trigger).
import type { AuditEvent } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { toIso } from '../../lib/time';

export interface AuditEntry {
  operatorId: number;
  action: string;
  subject?: { kind: string; id: number };
  before?: unknown;
  after?: unknown;
  reason?: string;
  ip: string;
  now: Date;
}

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    operatorId: entry.operatorId,
    action: entry.action,
    subjectKind: entry.subject?.kind ?? null,
    subjectId: entry.subject?.id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip,
    createdAt: entry.now,
  });
}

/** A page of the log, newest first, and how many lines it holds. */
export async function readAudit(db: Db, limit: number, offset: number): Promise<{ events: AuditEvent[]; total: number }> {
  const rows = await queryRows<{
    id: number;
    operator_id: number;
    name: string;
    action: string;
    subject_kind: string | null;
    subject_id: number | null;
    before: unknown;
    after: unknown;
    reason: string | null;
    ip: string;
    created_at: string | Date;
  }>(
    db,
    sql`select a.id, a.operator_id, o.name, a.action, a.subject_kind, a.subject_id, a.before, a.after, a.reason, a.ip, a.created_at
        from audit_events a join operators o on o.id = a.operator_id
        order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_events`);
  return {
    total: count?.n ?? 0,
    events: rows.map((r) => ({
      event_id: r.id,
      operator: { operator_id: r.operator_id, name: r.name },
      action: r.action,
      subject: r.subject_kind !== null && r.subject_id !== null ? { kind: r.subject_kind, id: r.subject_id } : null,
      before: r.before,
      after: r.after,
      reason: r.reason,
      ip: r.ip,
      at: toIso(r.created_at),
    })),
  };
}
