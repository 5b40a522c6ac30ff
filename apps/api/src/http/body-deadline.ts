// A JSON body must arrive within its own deadline, shorter than the whole request's limit that uploads
// need: a body that stops short of its Content-Length is answered 408 in the envelope and its connection
// closed, instead of waiting out the upload-sized limit (see docs/scaling.md).
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const REQUEST_TOO_SLOW = 'The request took too long to arrive.';

/** Fastify's preParsing hook: the body is read through a stream that fails with a 408 once `ms` pass. */
export function bodyDeadline(ms: number) {
  return async function (request: FastifyRequest, reply: FastifyReply, payload: Readable): Promise<Readable> {
    // Uploads are read by the multipart plugin straight from the connection, under the whole request's limit.
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return payload;
    const guarded = new PassThrough();
    const timer = setTimeout(() => {
      reply.header('connection', 'close');
      guarded.destroy(new HttpError(408, REQUEST_TOO_SLOW));
    }, ms);
    const settle = () => clearTimeout(timer);
    payload
      .on('end', settle)
      .on('close', settle)
      .on('error', (err) => guarded.destroy(err));
    guarded.on('close', settle);
    payload.pipe(guarded);
    return guarded;
  };
}
