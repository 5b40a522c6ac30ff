// One error handler for every route (D25): clear 4xx messages naming the field, generic 500s with a
// request id that is also in the log line. No stack trace or SQL reaches the client.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from './envelope';
import { HttpError } from './errors';

interface Issue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: string[] };
}

/** 'body' + '/personal_data/email' -> 'personal_data.email'; a header keeps its name. */
function fieldName(issue: Issue): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** A JSON value's kind as a person would name it, for a field of the wrong kind with no message of its own. */
const KINDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
};

function describeIssue(issue: Issue, context: string | undefined): string {
  const field = fieldName(issue);
  const message = issue.message ?? 'is invalid';
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (issue.params?.keys ?? []).map((k) => (field ? `${field}.${k}` : k));
    return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
  }
  if (!field)
    return context === 'body' && issue.keyword === 'invalid_type' ? 'Request body must be a JSON object' : `Invalid request: ${message}`;
  if (issue.keyword === 'invalid_type' && /received undefined/.test(message)) return `${field} is required`;
  // A query parameter given twice (?search=a&search=b) arrives as a list.
  if (issue.keyword === 'invalid_type' && /received array/.test(message) && context !== 'body') return `${field} must be given once`;
  const expected = issue.keyword === 'invalid_type' ? /^Invalid input: expected (\w+)/.exec(message)?.[1] : undefined;
  if (expected) return `${field} must be ${KINDS[expected] ?? expected}`;
  // Schemas with our own wording ("Phone must be ...", "name is required") already name the field.
  if ((/^[A-Z]/.test(message) && !message.startsWith('Invalid input')) || message.startsWith(`${field} `)) return message;
  return `${field}: ${message}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.message, error.field ? { field: error.field } : {}));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as Issue;
      return reply.status(400).send(failure(describeIssue(issue, error.validationContext), { field: fieldName(issue) || undefined }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(error.message || 'Too many requests. Please try again later.'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: broken JSON, wrong content type, body too large, ...
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
        FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
        FST_REQ_FILE_TOO_LARGE: 'The file is too large: at most 5 MB.',
        FST_INVALID_MULTIPART_CONTENT_TYPE: 'Please send the file as multipart/form-data.',
        FST_FILES_LIMIT_REACHED: 'Please send one file only.',
        FST_PARTS_LIMIT_REACHED: 'Too many parts in the upload.',
        FST_FIELDS_LIMIT_REACHED: 'Too many fields in the upload.',
      };
      const message = messages[error.code] ?? (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ? 'Invalid content length' : undefined);
      const text = message ?? error.message;
      return reply.status(status).send(failure(text));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(failure(`Something went wrong on our side. Please try again. (request id ${request.id})`, { request_id: request.id }));
  });
}
