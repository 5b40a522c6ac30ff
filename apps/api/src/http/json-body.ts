// JSON bodies parsed without prototype poisoning, with a message that tells the client which fault it
// made (Fastify's own parser says "invalid JSON" for both).
import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { badRequest } from './errors';

export function parseJsonBody(_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void): void {
  const text = body.toString();
  if (text.trim() === '') return done(badRequest('Request body must not be empty'));
  try {
    done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
  } catch (err) {
    const poisoned = err instanceof SyntaxError && /prototype|constructor/.test(err.message) && !/JSON/.test(err.message);
    done(
      badRequest(
        poisoned ? 'Request body contains a forbidden property name (__proto__ or constructor).' : 'Request body is not valid JSON',
      ),
    );
  }
}
