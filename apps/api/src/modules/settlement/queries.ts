// What a day's money was: the ledger's captures and refunds by provider, and the anomalies recorded.
import type { PaymentAnomaly } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { toIso } from '../../lib/time';

export async function selectLedgerTotals(db: Db, from: Date, to: Date) {
  return queryRows<{ provider: string; captures: number; captured_paise: number; refunds: number; refunded_paise: number }>(
    db,
    sql`select provider,
          count(*) filter (where kind = 'capture')::int as captures,
          coalesce(sum(amount_paise) filter (where kind = 'capture'), 0)::bigint::float8 as captured_paise,
          count(*) filter (where kind = 'refund')::int as refunds,
          coalesce(sum(amount_paise) filter (where kind = 'refund'), 0)::bigint::float8 as refunded_paise
        from money_ledger where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
        group by provider order by provider`,
  );
}

export async function selectAnomalies(db: Db, from: Date, to: Date): Promise<PaymentAnomaly[]> {
  const rows = await queryRows<{
    id: number;
    payment_order_id: number;
    provider: string;
    provider_payment_id: string;
    expected_paise: number;
    captured_paise: number;
    refund_id: number | null;
    refund_status: 'pending' | 'processed' | 'failed' | null;
    created_at: string | Date;
  }>(
    db,
    sql`select a.id, a.payment_order_id, a.provider, a.provider_payment_id, a.expected_paise, a.captured_paise, a.refund_id,
          r.status as refund_status, a.created_at
        from payment_anomalies a left join refunds r on r.id = a.refund_id
        where a.created_at >= ${from.toISOString()} and a.created_at < ${to.toISOString()} order by a.created_at, a.id`,
  );
  return rows.map((r) => ({
    anomaly_id: r.id,
    order_id: r.payment_order_id,
    provider: r.provider,
    provider_payment_id: r.provider_payment_id,
    kind: 'amount_mismatch' as const,
    expected_paise: r.expected_paise,
    captured_paise: r.captured_paise,
    refund: r.refund_id !== null && r.refund_status !== null ? { refund_id: r.refund_id, status: r.refund_status } : null,
    at: toIso(r.created_at),
  }));
}
