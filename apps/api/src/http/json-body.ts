// JSON bodies parsed without prototype poisoning, with a message that tells the client which fault it
// made (Fastify's own parser says "invalid JSON" for both).
import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { badRequest } from './errors';

export function parseJsonBody(_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void): void {
  const text = body.toString();
  if (text.trim() === '') return done(badRequest('Request body must not be empty'));
  let value: unknown;
  try {
    value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    const poisoned = err instanceof SyntaxError && /prototype|constructor/.test(err.message) && !/JSON/.test(err.message);
    return done(
      badRequest(
        poisoned ? 'Request body contains a forbidden property name (__proto__ or constructor).' : 'Request body is not valid JSON',
      ),
    );
  }
  // PostgreSQL text cannot hold the NUL character: refused here, once for every route, as the client's fault.
  if (text.includes('\\u0000') && holdsNul(value)) return done(badRequest('Text must not contain the NUL character (\\u0000)'));
  done(null, value);
}

/** Whether any text of a parsed body, a key or a value at any depth, holds a NUL (a loop: bodies may nest deeply). */
function holdsNul(body: unknown): boolean {
  const waiting = [body];
  while (waiting.length > 0) {
    const value = waiting.pop();
    if (typeof value === 'string' && value.includes('\0')) return true;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return true;
      waiting.push(item);
    }
  }
  return false;
}
