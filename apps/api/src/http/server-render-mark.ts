// The server renderer's own API calls (site/page-renderer.ts) carry a header whose value only this
// process knows: a car page's view is counted once, by the page it was asked for (site/web-app.ts),
// not again by the render's call for its data (which may be a background refresh nobody asked for).
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const SERVER_RENDER_HEADER = 'x-server-render';
export const SERVER_RENDER_MARK = randomUUID();

export const byServerRender = (request: FastifyRequest): boolean => request.headers[SERVER_RENDER_HEADER] === SERVER_RENDER_MARK;
