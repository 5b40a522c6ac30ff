// The demo's operator: a fresh demo database has one, to sign in at /ops without the command line.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

export const DEMO_OPERATOR = { phone: '9000000009', name: 'Demo Operator' } as const;

export async function ensureDemoOperator(tx: Tx, now: Date): Promise<void> {
  await tx.execute(
    sql`insert into operators (phone, name, created_at) values (${DEMO_OPERATOR.phone}, ${DEMO_OPERATOR.name}, ${now.toISOString()})
        on conflict (phone) do nothing`,
  );
}
