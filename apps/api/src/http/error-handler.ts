// One error handler for every route (docs/product/every-call.md): clear 4xx messages naming the field, generic
// 500s with a request id that is also in the log line. No stack trace or SQL reaches the client. Errors raised
// before a route is found (a bad URL, a request the HTTP parser refuses) get the same envelope.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_TOO_SLOW } from './body-deadline';
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

/** Where a request part as a whole is at fault: its name in the `field` of the answer. */
const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', headers: 'headers', params: 'params' };

/** The field an issue names: the unknown key itself for an unknown field, the part for a fault of the whole part. */
function issueField(issue: Issue, context: string | undefined): string {
  const field = fieldName(issue);
  if (issue.keyword === 'unrecognized_keys' && issue.params?.keys?.[0])
    return field ? `${field}.${issue.params.keys[0]}` : issue.params.keys[0];
  return field || PART_NAMES[context ?? ''] || 'body';
}

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

/**
 * A query parameter given more than once that the route reads as one value: the schema's own message for
 * it ("car_id is required", "car_brand must be text") would mislead, whatever the schema's wording.
 */
function repeatedParameter(issues: Issue[], request: FastifyRequest, context: string | undefined): string | undefined {
  if (context !== 'querystring') return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  for (const issue of issues) {
    const field = fieldName(issue);
    if (field && !field.includes('.') && Array.isArray(query?.[field])) return field;
  }
  return undefined;
}

/** Fastify's and @fastify/multipart's own client errors, by code: status and words (a field for the 400s). */
const FRAMEWORK_ERRORS: Record<string, { status?: number; message: string; field?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'Request body must not be empty', field: 'body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Request body is not valid JSON', field: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'Invalid content length', field: 'content-length' },
  FST_ERR_BAD_URL: { message: 'The URL is not valid: it has a malformed %-escape or a character a URL cannot hold.', field: 'url' },
  // @fastify/multipart 10's codes (its index.js); the call that takes a file answers 415 for anything else.
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Please send the file as multipart/form-data.' },
  FST_REQ_FILE_TOO_LARGE: { message: 'The file is too large: at most 5 MB.' },
  FST_FILES_LIMIT: { message: 'Please send one file only.' },
  FST_PARTS_LIMIT: { message: 'Too many parts in the upload.' },
  FST_FIELDS_LIMIT: { message: 'Too many fields in the upload.' },
  FST_PROTO_VIOLATION: { message: 'A form field may not be named __proto__, constructor or prototype.', field: 'body' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field sent as application/json is not valid JSON.', field: 'body' },
};

/** Whether the route takes multipart/form-data (an upload) rather than JSON. */
function takesFiles(request: FastifyRequest): boolean {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data') ?? false;
}

/** Whether the client went away before its request was read: nobody is left to answer, and it is no fault of ours. */
function clientGone(request: FastifyRequest, error: FastifyError): boolean {
  return error.code === 'FST_MP_PREMATURE_CLOSE' || request.raw.aborted || (request.raw.destroyed && !request.raw.complete);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientGone(request, error)) {
      request.log.info({ code: error.code ?? error.message }, 'the client closed the connection before its request was read');
      return reply.status(400).send(failure('The request was closed before it was fully received.', { field: 'body' }));
    }
    if (error instanceof HttpError) {
      // Every 400 names its field; a refusal of the request as a whole names its body.
      const field = error.field ?? (error.statusCode === 400 ? 'body' : undefined);
      return reply.status(error.statusCode).send(failure(error.message, field ? { field } : {}));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as Issue[];
      const repeated = repeatedParameter(issues, request, error.validationContext);
      if (repeated) return reply.status(400).send(failure(`${repeated} must be given once`, { field: repeated }));
      const issue = issues[0]!;
      return reply
        .status(400)
        .send(failure(describeIssue(issue, error.validationContext), { field: issueField(issue, error.validationContext) }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(error.message || 'Too many requests. Please try again later.'));
    if (status >= 400 && status < 500) {
      const known =
        takesFiles(request) && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? FRAMEWORK_ERRORS.FST_INVALID_MULTIPART_CONTENT_TYPE
          : FRAMEWORK_ERRORS[error.code];
      const answer = known?.status ?? status;
      const field = answer === 400 ? (known?.field ?? 'body') : undefined;
      return reply.status(answer).send(failure(known?.message ?? error.message, field ? { field } : {}));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(failure(`Something went wrong on our side. Please try again. (request id ${request.id})`, { request_id: request.id }));
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a URL whose %-escapes do not decode). The
 * request's onRequest hooks have not run, so the answer gets the API's headers here.
 */
export function frameworkErrorAnswer(apiHeaders: () => Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const known = FRAMEWORK_ERRORS[error.code];
    const status = known?.status ?? error.statusCode ?? 400;
    const field = status === 400 ? (known?.field ?? 'url') : undefined;
    reply
      .headers(apiHeaders())
      .header('x-request-id', request.id)
      .status(status)
      .send(failure(known?.message ?? 'The request is not valid.', field ? { field } : {}));
  };
}

/** An error of Node's HTTP parser: its code, and the bytes it could not parse (a Buffer at run time). */
type ParserError = Error & { code?: string; rawPacket?: unknown };

/** What Node's HTTP parser refuses, by its error code: status, words and the field at fault. */
function parserRefusal(err: ParserError): { status: number; message: string; field: string } {
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: 'The URL and headers of the request are too large: at most 16 KB together.', field: 'headers' };
  if (err.code === 'HPE_INVALID_URL' || err.code === 'HPE_INVALID_METHOD' || err.code === 'HPE_INVALID_VERSION')
    return {
      status: 400,
      message: 'The request line is not valid HTTP: its URL holds a character a URL cannot (such as NUL).',
      field: 'url',
    };
  const header = headerAtFault(Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined);
  return { status: 400, message: 'A request header is not valid HTTP: it holds a character a header cannot (such as NUL).', field: header };
}

/** The name of the first header line holding a control character, from the bytes the parser refused. */
function headerAtFault(raw: Buffer | undefined): string {
  const lines = raw?.toString('latin1').split('\r\n').slice(1) ?? [];
  // eslint-disable-next-line no-control-regex
  const line = lines.find((l) => /[\x00-\x08\x0a-\x1f\x7f]/.test(l));
  const name = line?.split(':')[0]?.trim().toLowerCase();
  return name && /^[\w-]{1,64}$/.test(name) ? name : 'headers';
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (a NUL in the URL or a header, more
 * than 16 KB of them). No request exists yet, so the envelope is written on the socket by hand.
 */
export function clientErrorAnswer(apiHeaders: () => Record<string, string>) {
  return function (this: FastifyInstance, err: ParserError, socket: Socket): void {
    // A connection reset or a socket already gone: nobody is left to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const refusal = timeout ? { status: 408, message: REQUEST_TOO_SLOW, field: undefined } : parserRefusal(err);
    this.log.info({ code: err.code }, 'refused a request the HTTP parser could not read');
    const body = JSON.stringify(failure(refusal.message, refusal.field && refusal.status === 400 ? { field: refusal.field } : {}));
    const lines = [
      `HTTP/1.1 ${refusal.status} ${STATUS_TEXT[refusal.status]}`,
      ...Object.entries(apiHeaders()).map(([name, value]) => `${name}: ${value}`),
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy();
  };
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };
