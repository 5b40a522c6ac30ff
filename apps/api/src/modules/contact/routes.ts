// Contact messages (spec 02 section 7): validated, length-limited, rate limited (D27), stored.
import { ContactBodySchema, ContactResponseSchema, contactPaths } from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../app';
import { contactMessages } from '../../db/schema';
import { hitLimit } from '../../http/rate-limit';

const HOUR = 3600_000;

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
      const db = app.deps.database.db;
      const now = app.deps.clock.now();
      const body = request.body;
      await hitLimit(db, now, { key: `contact:ip:${request.ip}`, max: 10, windowMs: HOUR }, 'messages from your network');
      await hitLimit(
        db,
        now,
        { key: `contact:email:${body.email.toLowerCase()}`, max: 5, windowMs: HOUR },
        'messages from this e-mail address',
      );
      await db.insert(contactMessages).values({
        name: body.name,
        email: body.email.toLowerCase(),
        phoneNumber: body.phone_number.replace(/\D/g, '').slice(-10),
        description: body.description,
        clientIp: request.ip,
        createdAt: now,
      });
      return { success: true as const, message: 'Thank you for reaching out. Our team will get back to you within 2 business days.' };
    },
  );
}
