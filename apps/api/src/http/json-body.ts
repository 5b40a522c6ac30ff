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
  const nul = text.includes('\\u0000') ? nulPath(value) : undefined;
  if (nul !== undefined) return done(badRequest('Text must not contain the NUL character (\\u0000)', nul));
  done(null, value);
}

/**
 * Where the first NUL of a parsed body is, a key or a value at any depth, as the error handler names fields
 * ('personal_data.full_name', 'notification_ids.0'); 'body' for a key at the top. A loop over nodes that
 * point to their parent: bodies may nest deeply, and a path is spelled out only for the node found.
 */
function nulPath(body: unknown): string | undefined {
  const nodes: { value: unknown; parent: number; key: string }[] = [{ value: body, parent: -1, key: '' }];
  const pathOf = (index: number): string => {
    const keys: string[] = [];
    for (let at = index; at > 0; at = nodes[at]!.parent) keys.push(nodes[at]!.key);
    const path = keys.reverse().join('.');
    return path === '' ? 'body' : path.length > 200 ? `${path.slice(0, 200)}...` : path;
  };
  for (let next = 0; next < nodes.length; next++) {
    const { value } = nodes[next]!;
    if (typeof value === 'string' && value.includes('\0')) return pathOf(next);
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return pathOf(next);
      nodes.push({ value: item, parent: next, key });
    }
  }
  return undefined;
}
