import { ContactBodySchema, ContactResponseSchema, contactPaths } from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { receiveContactMessage } from './service';

export async function contactRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    contactPaths.create,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: ContactBodySchema,
        response: { 200: ContactResponseSchema },
      },
    },
    async (request) => {
      await receiveContactMessage(app.deps, request.body, request.ip);
      return { success: true as const, message: 'Thank you for reaching out. Our team will get back to you within 2 business days.' };
    },
  );
}
