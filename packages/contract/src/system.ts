import { z } from 'zod/mini';

/** 200 with success true when the database answers; 503 with success false (and msg) when not. */
export const HealthResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  msg: z.optional(z.string()),
  data: z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latency_ms: z.number() }),
    uptime_s: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
