import { HealthResponseSchema, systemPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app';

export async function systemRoutes(app: AppInstance): Promise<void> {
  app.get(
    systemPaths.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let dbOk = true;
      try {
        await app.deps.database.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ err }, 'health check: database did not answer');
        dbOk = false;
      }
      const data = {
        status: dbOk ? ('ok' as const) : ('unavailable' as const),
        database: { kind: app.deps.database.kind, ok: dbOk, latency_ms: Math.round((performance.now() - started) * 100) / 100 },
        uptime_s: Math.round(process.uptime()),
      };
      if (dbOk) return { success: true, message: 'OK', data };
      const message = 'The database is not answering';
      return reply.status(503).send({ success: false, message, msg: message, data });
    },
  );
}
