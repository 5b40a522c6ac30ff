// Serves the built web app: hashed assets with long-lived caching, and index.html for every other
// non-API path so that deep links (/car-details/12, /cars?search=bmw) open the app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/** MUI's emotion injects style elements at run time, hence 'unsafe-inline' for styles only. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must be revalidated so a deploy is seen at once.
        const cache = filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('index.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', cache);
        res.header('content-security-policy', CONTENT_SECURITY_POLICY);
      },
    });
    // NOTE: with wildcard off, @fastify/static registers one route per built file at start; every
    // other GET that is not an API or media path is a client-side route and gets index.html.
    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (/^\/(api|media|assets)(\/|$)/.test(urlPath)) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasApp) {
      const message = request.url.startsWith('/api')
        ? `No such API endpoint: ${request.method} ${request.url.split('?')[0]}`
        : 'The web app is not built. Run `npm run build` (npm start does it for you).';
      return reply.status(404).send(failure(message));
    }
    return reply.status(404).send(failure('Not found'));
  });
}
