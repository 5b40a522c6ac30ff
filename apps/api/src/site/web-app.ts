// Serves the built web app: hashed assets with long-lived caching, and index.html for every other
// non-API path so that deep links (/car-details/12, /cars?search=bmw) open the app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_COOKIE } from '@luxe/contract';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../deps';
import { principalOfToken } from '../modules/sessions';
import { failure } from '../http/envelope';
import { isPanel, pageMetaFor, renderIndex } from './page-meta';
import { loadPageRenderer } from './page-renderer';
import { registerSitemap } from './sitemap';
import { siteOrigin } from './origin';

/**
 * MUI's emotion injects style elements at run time, hence 'unsafe-inline' for styles only. Frames may show
 * blob: URLs the page made itself: the operators' console shows a PDF it fetched with its token. With Razorpay
 * as the provider (its keys configured), its checkout.js runs on our page and opens its window in a frame of
 * api.razorpay.com, reporting to lumberjack.razorpay.com: those origins, and only then.
 */
export function contentSecurityPolicy(razorpay: boolean): string {
  const checkout = (...origins: string[]) => (razorpay ? ` ${origins.join(' ')}` : '');
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    `script-src 'self'${checkout('https://checkout.razorpay.com')}`,
    `connect-src 'self'${checkout('https://api.razorpay.com', 'https://lumberjack.razorpay.com')}`,
    "font-src 'self' data:",
    `frame-src 'self' blob:${checkout('https://api.razorpay.com', 'https://checkout.razorpay.com')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The access token of the cookie the web app mirrors it in (lib/auth.ts), when it is a buyer's valid one. */
async function signedInBuyerToken(app: AppInstance, cookieHeader: string | undefined): Promise<string | undefined> {
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const entry = cookieHeader?.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (!entry) return undefined;
  // NOTE: a valid token is base64url, which a cookie carries as is: nothing to decode.
  const token = entry.slice(prefix.length);
  const principal = await principalOfToken(app.deps, token).catch(() => null);
  return principal?.kind === 'buyer' ? token : undefined;
}

export async function registerWebApp(app: AppInstance, webDist: string | undefined): Promise<void> {
  const hasApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  const csp = contentSecurityPolicy(app.deps.payments.name === 'razorpay');
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text assets (vite.config.ts, precompressAssets).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must be revalidated so a deploy is seen at once.
        const cache = filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('index.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        res.header('cache-control', cache);
        res.header('content-security-policy', csp);
      },
    });
    // NOTE: with wildcard off, @fastify/static registers one route per built file at start; every
    // other GET that is not an API or media path is a client-side route and gets index.html.
    const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const renderPage = await loadPageRenderer(app, webDist);
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = new URL(request.url, 'http://local');
      if (/^\/(api|media|assets)(\/|$)/.test(url.pathname)) return reply.callNotFound();
      const origin = siteOrigin(app);
      // The dealer's panel and the operators' console are never rendered here, for anyone: they arrive as
      // the app shell, unindexed.
      const panel = isPanel(url.pathname);
      const buyerToken = panel ? undefined : await signedInBuyerToken(app, request.headers.cookie);
      const [meta, page] = await Promise.all([
        pageMetaFor(app.deps.database.db, url.pathname, url.searchParams, origin),
        panel ? null : renderPage?.(`${url.pathname}${url.search}`, origin, buyerToken),
      ]);
      if (panel) reply.header('x-robots-tag', 'noindex');
      return (
        reply
          .status(page?.status ?? 200)
          .type('text/html; charset=utf-8')
          // A page rendered for a buyer carries their data: no cache may keep it, or hand it to anyone else.
          .header('cache-control', buyerToken ? 'private, no-store' : 'no-cache')
          .header('vary', 'cookie')
          .header('content-security-policy', csp)
          .send(renderIndex(template, meta, `${origin}${url.pathname}${url.search}`, page ?? undefined))
      );
    });

    registerSitemap(app);
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
