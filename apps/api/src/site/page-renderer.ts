// Server rendering of the web app's pages (apps/web/src/entry-server.tsx, built to
// apps/web/dist-server), on a thread of its own (render-worker.ts). The renderer's API calls are
// answered here by app.inject, so a page sees exactly what the browser would. When the renderer is
// missing, busy, slow or failing, the page is answered as the plain app shell and the browser renders
// it: a visitor always gets a page.
// NOTE: on its own thread the renderer's heap and compiled code are its own (on the API's thread it slowed
// every API request), and a render no longer holds up the API's requests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageRenderRequest, RenderedPage } from '@luxe/contract/render';
import type { AppInstance } from '../deps';
import { TOKEN_HEADER } from '../http/auth-guard';

/** Messages between this thread and the renderer's. */
export type RenderRequest = PageRenderRequest & { type: 'render'; render: number };
export interface ApiCall {
  type: 'api';
  render: number;
  call: number;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}
export interface ApiAnswer {
  type: 'answer';
  call: number;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}
export type WorkerMessage = ApiCall | { type: 'rendered'; render: number; page: RenderedPage | null; error?: string } | { type: 'ready' };

/** Renders a page as a guest sees it, or, given a buyer's valid access token, as that buyer sees it. */
export type RenderPage = (url: string, origin: string, buyerToken?: string) => Promise<RenderedPage | null>;

// NOTE: the server runs its TypeScript through tsx, whose loader a new thread does not inherit: the
// thread registers it before it loads render-worker.ts.
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)}); })`;

/** A render costs 50-200 ms of CPU: beyond this many at once, the browser renders instead. */
const MAX_CONCURRENT_RENDERS = 2;
const RENDER_TIMEOUT_MS = 3000;

export async function loadPageRenderer(app: AppInstance, webDist: string): Promise<RenderPage | undefined> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn(`No server renderer at ${file}: pages are rendered in the browser only.`);
    return undefined;
  }
  /** Renders under way: how to finish each, and the token its API calls carry (it stays on this thread). */
  const pending = new Map<number, { finish: (page: RenderedPage | null) => void; buyerToken: string | undefined }>();
  let lastRender = 0;
  let worker: Worker | undefined;
  let closing = false;

  const answerCall = async (target: Worker, message: ApiCall) => {
    const headers = { ...message.headers };
    const buyerToken = pending.get(message.render)?.buyerToken;
    if (buyerToken) headers[TOKEN_HEADER] = buyerToken;
    const answer = await app.inject({ method: message.method as 'GET', url: message.url, headers, payload: message.body });
    const reply: ApiAnswer = {
      type: 'answer',
      call: message.call,
      status: answer.statusCode,
      headers: Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, String(value)])),
      body: answer.rawPayload,
    };
    target.postMessage(reply);
  };

  /** The renderer's thread: started with the server, and again when a page is asked for after it stopped. */
  const renderer = (): Worker => {
    if (worker) return worker;
    const started = new Worker(WORKER_BOOT, { eval: true, workerData: { file } });
    started.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') return;
      if (message.type === 'api') {
        answerCall(started, message).catch((error: unknown) => {
          app.log.error({ err: error }, 'a server render’s API call failed');
          // The render is not left waiting: it gets a failed answer, as a browser would.
          const failed: ApiAnswer = { type: 'answer', call: message.call, status: 500, headers: {}, body: new Uint8Array() };
          started.postMessage(failed);
        });
        return;
      }
      if (message.error) app.log.error({ err: message.error }, 'server rendering failed; answering the app shell');
      pending.get(message.render)?.finish(message.page);
    });
    // An uncaught error is followed by 'exit': the thread is let go (and its renders answered) once, there.
    started.on('error', (error) => app.log.error({ err: error }, 'the server renderer failed'));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      if (!closing) app.log.error(`the server renderer stopped (exit code ${code}); pages are answered as the app shell until it restarts`);
      for (const render of pending.values()) render.finish(null);
    });
    return (worker = started);
  };
  app.addHook('onClose', async () => {
    closing = true;
    await worker?.terminate();
  });
  // The built renderer loads before the server takes its first request (a broken build stops the start).
  const first = renderer();
  await new Promise<void>((resolve, reject) => {
    const onReady = (message: WorkerMessage) => {
      if (message.type !== 'ready') return;
      first.off('message', onReady);
      resolve();
    };
    first.on('message', onReady);
    first.once('error', reject);
    first.once('exit', (code) => reject(new Error(`the server renderer exited with code ${code} while loading ${file}`)));
  });

  return async (url, origin, buyerToken) => {
    if (pending.size >= MAX_CONCURRENT_RENDERS) return null;
    const render = ++lastRender;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<RenderedPage | null>((finish) => {
        pending.set(render, { finish, buyerToken });
        timer = setTimeout(() => finish(null), RENDER_TIMEOUT_MS);
        const message: RenderRequest = {
          type: 'render',
          render,
          url,
          origin,
          signedIn: buyerToken !== undefined,
          giveUpMs: RENDER_TIMEOUT_MS,
        };
        renderer().postMessage(message);
      });
    } finally {
      clearTimeout(timer);
      pending.delete(render);
    }
  };
}
