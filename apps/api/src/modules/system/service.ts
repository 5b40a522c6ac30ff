import type { HealthResponse } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';

/** Whether the database answers, and how fast (GET /api/health). */
export async function checkHealth(deps: AppDeps, log: { error(obj: object, msg: string): void }): Promise<HealthResponse['data']> {
  const started = performance.now();
  let dbOk = true;
  try {
    await deps.database.db.execute(sql`select 1`);
  } catch (err) {
    log.error({ err }, 'health check: database did not answer');
    dbOk = false;
  }
  return {
    status: dbOk ? 'ok' : 'unavailable',
    database: { kind: deps.database.kind, ok: dbOk, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
    uptime_s: Math.round(process.uptime()),
  };
}
