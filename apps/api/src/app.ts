// buildApp(deps): every plugin and module of the server. main.ts and the tests both build it.
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemPaths } from '@luxe/contract';
import type { AppDeps, AppInstance } from './deps';
import { documentAnswers, documentComponents, documentRoute, methodNotAllowed, securitySchemes } from './http/api-doc';
import { bodyDeadline } from './http/body-deadline';
import { clientErrorAnswer, frameworkErrorAnswer, registerErrorHandler } from './http/error-handler';
import { TestGateway, testGatewayRoutes } from './integrations/payments';
import { parseJsonBody } from './http/json-body';
import {
  DOCUMENT_ONLY,
  helmetHeaders,
  isApiCall,
  isMedia,
  MEDIA_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
} from './http/security-headers';
import { requestValidator } from './http/validator';
import { logCacheCounts, SharedCache } from './http/shared-cache';
import { PagesVersion } from './db/pages-version';
import { accountRoutes } from './modules/accounts';
import { catalogueChanged, catalogueRoutes } from './modules/catalogue';
import { contactRoutes } from './modules/contact';
import { dealerAccountRoutes } from './modules/dealers';
import { notificationRoutes } from './modules/notifications';
import { offerRoutes } from './modules/offers';
import { pricingRoutes } from './modules/pricing';
import { bookingRoutes } from './modules/bookings';
import { testDriveRoutes } from './modules/test-drives';
import { moderationRoutes } from './modules/moderation';
import { dealerAdminRoutes } from './modules/dealer-admin';
import { settlementRoutes } from './modules/settlement';
import { opsConsoleRoutes } from './modules/ops-console';
import { operatorRoutes } from './modules/operators';
import { ratingRoutes } from './modules/ratings';
import { listingRoutes } from './modules/listings';
import { inspectionRoutes } from './modules/inspection';
import { wishlistRoutes } from './modules/wishlist';
import { savedSearchRoutes } from './modules/saved-searches';
import { registerWebApp } from './site/web-app';
import { mediaRoutes } from './modules/media';
import { systemRoutes } from './modules/system';

export interface BuildOptions {
  /** The built web app to serve (apps/web/dist); none in API-only tests. */
  webDist?: string;
  logger?: boolean | { level: string };
  /** Check every answer against its response schema (tests); off in production for speed. */
  validateResponses?: boolean;
  /**
   * How often each process reads whether the catalogue changed (tests: 0, before every use): the facets'
   * version, and the pages' version behind the shared cache (which also hears of each change at once).
   */
  facetRefreshMs?: number;
  /** A logger made before the app (main.ts shares it with the SMS sender). */
  loggerInstance?: FastifyBaseLogger;
}

/** No guest is answered a page or a catalogue read older than this (docs/page-cache.md). */
const SHARED_CACHE_MAX_AGE_MS = 5000;
/** How often a server reads the pages' version when it heard of no change (it hears of each at once). */
const PAGES_VERSION_CHECK_MS = 1000;

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts the nearest `hops` addresses (Express's meaning);
 * NOTE: Fastify 5.12 ignores a bare number (it fails closed), hence the function.
 */
function trustProxyOption(setting: number | string[] | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: deps.config.LOG_LEVEL } }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Bodies are capped; uploads have their own limit in the multipart plugin.
    bodyLimit: 64 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; request.ip is then the client's.
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // Slow and stalled clients (docs/scaling.md): Fastify's own default waits for ever on a body that stops
    // short of its Content-Length. Node looks for late requests every second here (its default: 30 s).
    connectionTimeout: deps.config.IDLE_TIMEOUT_MS,
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: deps.config.HEADERS_TIMEOUT_MS,
      requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
    // Requests refused before any route runs (a bad %-escape; a NUL or more than 16 KB in the URL or
    // headers) answer in the envelope too (see docs/product/every-call.md), not in Fastify's own shape.
    frameworkErrors: frameworkErrorAnswer(() => apiHeaders),
    clientErrorHandler: clientErrorAnswer(() => apiHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  // Before any route: every API route gets its documented error answers, and a 405 for other methods.
  const wrongMethods = methodNotAllowed();
  app.addHook('onRoute', (route) => {
    documentAnswers(route);
    wrongMethods.collect(route);
  });

  app.decorate('deps', deps);
  // A change heard of makes the facets look too: a page made again at once must not show them a second old.
  const pagesVersion = new PagesVersion(deps.database, options.facetRefreshMs ?? PAGES_VERSION_CHECK_MS, () =>
    catalogueChanged(deps.database.db),
  );
  await pagesVersion.listen((err) =>
    app.log.error({ err }, 'the shared cache stopped hearing of catalogue changes; it reads them every second'),
  );
  const sharedCache = new SharedCache(
    { maxEntries: deps.config.PAGE_CACHE_ENTRIES, maxBytes: deps.config.PAGE_CACHE_MB * 1024 * 1024, maxAgeMs: SHARED_CACHE_MAX_AGE_MS },
    () => pagesVersion.current(),
    () => deps.clock.now().getTime(),
  );
  app.decorate('sharedCache', sharedCache);
  const reportCache = logCacheCounts(app, sharedCache);
  app.addHook('onClose', async () => {
    clearInterval(reportCache);
    await pagesVersion.close();
  });
  app.setValidatorCompiler(requestValidator);
  // NOTE: checking every answer against its zod schema costs a fifth of the list's throughput (the car list
  // benchmark). The types already bind the code to the contract; tests turn the check on.
  app.setSerializerCompiler(options.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  // The API takes JSON (and multipart uploads) only; anything else is a 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  app.addHook('preParsing', bodyDeadline(deps.config.BODY_TIMEOUT_MS));
  // helmet's headers on every answer, worked out once (docs/decisions/007). The Content-Security-Policy
  // is set by registerWebApp on the HTML and assets it serves: JSON answers need none. The API's JSON
  // answers leave out the six that only a document (a page a browser opens) obeys.
  const helmetOptions = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false };
  const documentHeaders = { ...helmetHeaders(helmetOptions), 'permissions-policy': PERMISSIONS_POLICY };
  const mediaHeaders = { ...documentHeaders, 'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY };
  // No cache may keep an API answer: they carry access tokens and buyers' data (OWASP REST security), and
  // the web app keeps what it fetched itself (TanStack Query).
  const apiHeaders = {
    ...helmetHeaders({ ...helmetOptions, ...DOCUMENT_ONLY }),
    'cache-control': 'no-store',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiCall(request.url) ? apiHeaders : isMedia(request.url) ? mediaHeaders : documentHeaders;
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
  // NOTE: request bodies are small JSON (see docs/product/every-call.md) and nobody sends them compressed: no decompression step
  // on every request (and no inflating of a body before its size is known).
  await app.register(fastifyCompress, { global: true, globalDecompression: false, threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Luxe Wheels API',
        description:
          'The HTTP API of the pre-owned luxury car marketplace. Every answer carries success and message; failures also carry msg.',
        version: '1.0.0',
      },
      components: { securitySchemes },
    },
    transform: documentRoute,
    transformObject: documentComponents,
  });
  await app.register(fastifySwaggerUi, { routePrefix: systemPaths.docs, staticCSP: true });
  app.get(systemPaths.openapi, { schema: { hide: true } }, async () => app.swagger());

  await app.register(systemRoutes);
  await app.register(mediaRoutes);
  await app.register(accountRoutes);
  await app.register(dealerAccountRoutes);
  await app.register(operatorRoutes);
  await app.register(moderationRoutes);
  await app.register(dealerAdminRoutes);
  await app.register(settlementRoutes);
  await app.register(opsConsoleRoutes);
  await app.register(catalogueRoutes, { facetRefreshMs: options.facetRefreshMs });
  await app.register(pricingRoutes);
  await app.register(wishlistRoutes);
  await app.register(savedSearchRoutes);
  await app.register(contactRoutes);
  await app.register(notificationRoutes);
  await app.register(offerRoutes);
  await app.register(testDriveRoutes);
  await app.register(bookingRoutes);
  await app.register(ratingRoutes);
  await app.register(listingRoutes);
  await app.register(inspectionRoutes);
  // The test gateway's checkout page exists only when it is the provider.
  if (deps.payments instanceof TestGateway) await app.register(testGatewayRoutes, { gateway: deps.payments });
  // After every API route (a route added below would clash with its 405): the other methods of each path.
  wrongMethods.register(app);
  app.decorate('warmUpPages', await registerWebApp(app, options.webDist));
  return app;
}
