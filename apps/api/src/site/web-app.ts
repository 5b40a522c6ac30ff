// Serves the built web app: hashed assets with long-lived caching, and index.html for every other
// non-API path so that deep links (/car-details/12, /cars?search=bmw) open the app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_COOKIE } from '@luxe/contract';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../deps';
import { principalOfToken } from '../modules/sessions';
import { viewCounterOf } from '../modules/catalogue';
import { failure } from '../http/envelope';
import { carriesSignIn } from '../http/guest-cache';
import { sendAnswer, type Answer } from '../http/shared-cache';
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

/**
 * Renders each page once on every render thread (one of the renders goes into the shared cache) before the
 * server listens: the first render costs several times a warm one (module loading, JIT), and no visitor
 * should wait for it (main.ts). Nothing without a built web app.
 */
export type WarmUp = (paths: string[]) => Promise<void>;

export async function registerWebApp(app: AppInstance, webDist: string | undefined): Promise<WarmUp> {
  let warmUp: WarmUp = async () => {};
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
    const template = inlineStylesheets(readFileSync(path.join(webDist, 'index.html'), 'utf8'), webDist);
    const renderer = await loadPageRenderer(app, webDist, app.deps.config.RENDER_THREADS);
    const views = viewCounterOf(app.deps.database.db);
    warmUp = async (paths) => {
      // One render of each page goes into the shared cache; the other threads render it beside it.
      for (const page of paths)
        await Promise.all([
          app.inject({ method: 'GET', url: page }),
          renderer?.warm(page, siteOrigin(app), app.deps.config.RENDER_THREADS - 1),
        ]);
    };

    /** The page at `address` as a guest sees it, or as the buyer whose token this is. */
    const pageAnswer = async (url: URL, buyerToken: string | undefined): Promise<Answer> => {
      const origin = siteOrigin(app);
      const address = `${url.pathname}${url.search}`;
      const [meta, page] = await Promise.all([
        pageMetaFor(app.deps.database.db, url.pathname, url.searchParams, origin),
        renderer?.render(address, origin, buyerToken),
      ]);
      return {
        status: page?.status ?? 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          // A page rendered for a buyer carries their data: no cache may keep it, or hand it to anyone else.
          'cache-control': buyerToken ? 'private, no-store' : 'no-cache',
          vary: 'cookie',
          'content-security-policy': csp,
          'x-page': page ? 'rendered' : 'shell',
        },
        body: Buffer.from(renderIndex(template, meta, `${origin}${address}`, page ?? undefined)),
        // The app shell stands in for a page that did not render: it is never kept for others.
        keep: page !== null && page !== undefined,
      };
    };

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = new URL(request.url, 'http://local');
      if (/^\/(api|media|assets)(\/|$)/.test(url.pathname)) return reply.callNotFound();
      // The dealer's panel and the operators' console are never rendered here, for anyone: they arrive as
      // the app shell, unindexed.
      if (isPanel(url.pathname)) {
        const meta = await pageMetaFor(app.deps.database.db, url.pathname, url.searchParams, siteOrigin(app));
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'cookie')
          .header('content-security-policy', csp)
          .header('x-robots-tag', 'noindex')
          .send(renderIndex(template, meta, `${siteOrigin(app)}${url.pathname}${url.search}`));
      }
      const car = request.method === 'GET' ? /^\/car-details\/(\d{1,9})$/.exec(url.pathname) : null;
      const counted = (answer: Answer) => {
        // A car page's view is counted here, however it was answered (the render's own call for the car does not count).
        if (car && answer.status === 200) views.record(Number(car[1]), app.deps.clock.now());
        return answer;
      };
      // A guest's page is the same for every guest: from the shared cache. One that carries a sign-in never is.
      if ((request.method === 'GET' || request.method === 'HEAD') && !carriesSignIn(request)) {
        const made = await app.sharedCache.answer(`page ${url.pathname}${url.search}`, () => pageAnswer(url, undefined));
        counted(made.answer);
        return made.entry
          ? sendAnswer(request, reply, made.entry, made.source === 'made' ? 'miss' : 'hit')
          : sendAnswer(request, reply, made.answer);
      }
      const buyerToken = await signedInBuyerToken(app, request.headers.cookie);
      return sendAnswer(request, reply, counted(await pageAnswer(url, buyerToken)));
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
  return warmUp;
}

/** Up to this size the app's stylesheet (its font faces) goes into the page: the first paint waits for no other request. */
const INLINE_CSS_BYTES = 16 * 1024;

function inlineStylesheets(template: string, webDist: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const css = readFileSync(path.join(webDist, href), 'utf8');
    return css.length <= INLINE_CSS_BYTES && !css.includes('</') ? `<style>${css}</style>` : tag;
  });
}
