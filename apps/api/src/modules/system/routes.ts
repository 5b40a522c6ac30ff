import { HealthResponseSchema, systemPaths } from '@luxe/contract';
import type { AppInstance } from '../../deps';
import { checkHealth } from './service';

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
    async (request, reply) => {
      const data = await checkHealth(app.deps, request.log);
      if (data.status === 'ok') return { success: true, message: 'OK', data };
      const message = 'The database is not answering';
      return reply.status(503).send({ success: false, message, msg: message, data });
    },
  );
}
