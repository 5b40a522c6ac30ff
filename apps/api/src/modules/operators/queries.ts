// The operators table: the people who run the marketplace, and their authenticators.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;
type Handle = Db | Tx;

export async function selectOperator(db: Handle, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export async function insertOperator(db: Db, operator: { phone: string; name: string; createdAt: Date }): Promise<OperatorRow> {
  const [row] = await db.insert(operators).values(operator).returning();
  return row!;
}

export function selectOperators(db: Db) {
  return db
    .select({ id: operators.id, name: operators.name, phone: operators.phone, enrolledAt: operators.totpEnrolledAt })
    .from(operators)
    .orderBy(asc(operators.id));
}

/** A new authenticator secret, not yet confirmed (a sign-in before confirming replaces it). */
export async function setPendingSecret(tx: Tx, id: number, sealed: string): Promise<void> {
  await tx.update(operators).set({ totpSecretSealed: sealed, totpEnrolledAt: null, totpLastStep: null }).where(eq(operators.id, id));
}

/** Records the time step of a code just taken (so it is never taken again) and, first time, the enrolment. */
export async function useTotpStep(tx: Tx, id: number, step: number, enrolledAt?: Date): Promise<void> {
  await tx
    .update(operators)
    .set({ totpLastStep: step, ...(enrolledAt ? { totpEnrolledAt: enrolledAt } : {}) })
    .where(eq(operators.id, id));
}
