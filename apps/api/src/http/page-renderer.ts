// Server rendering of the web app's pages (apps/web/src/entry-server.tsx, built to
// apps/web/dist-server). The renderer's API calls are answered in-process by app.inject, so a page
// sees exactly what the browser would. When the renderer is missing, busy, slow or failing, the page
// is answered as the plain app shell and the browser renders it: a visitor always gets a page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppInstance } from '../app';
import { TOKEN_HEADER } from './auth-guard';

/** The renderer's side of the bargain (apps/web/src/entry-server.tsx). */
interface RenderedPage {
  status: number;
  html: string;
  head: string;
}
interface Renderer {
  renderPage(request: {
    url: string;
    origin: string;
    api: (url: string, init: RequestInit) => Promise<Response>;
    signedIn: boolean;
    giveUpMs: number;
  }): Promise<RenderedPage | null>;
}

/** Renders a page as a guest sees it, or, given a buyer's valid access token, as that buyer sees it. */
export type RenderPage = (url: string, origin: string, buyerToken?: string) => Promise<RenderedPage | null>;

/** A render costs 50-200 ms of CPU: beyond this many at once, the browser renders instead. */
const MAX_CONCURRENT_RENDERS = 2;
const RENDER_TIMEOUT_MS = 3000;

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

export async function loadPageRenderer(app: AppInstance, webDist: string): Promise<RenderPage | undefined> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn(`No server renderer at ${file}: pages are rendered in the browser only.`);
    return undefined;
  }
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;

  /** The app's API calls for one page, made with the token of the buyer it is rendered for. */
  const apiFor =
    (buyerToken: string | undefined) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const headers = headersOf(init);
      if (buyerToken) headers[TOKEN_HEADER] = buyerToken;
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      return new Response(answer.rawPayload, { status: answer.statusCode, headers: answer.headers as Record<string, string> });
    };

  let inFlight = 0;
  return async (url, origin, buyerToken) => {
    if (inFlight >= MAX_CONCURRENT_RENDERS) return null;
    inFlight++;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      return await Promise.race([
        renderer.renderPage({ url, origin, api: apiFor(buyerToken), signedIn: buyerToken !== undefined, giveUpMs: RENDER_TIMEOUT_MS }),
        timeout,
      ]);
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; answering the app shell');
      return null;
    } finally {
      clearTimeout(timer);
      inFlight--;
    }
  };
}
