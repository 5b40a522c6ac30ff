// Server rendering of the web app's pages (apps/web/src/entry-server.tsx, built to
// apps/web/dist-server), on a thread of its own (render-worker.ts). The renderer's API calls are
// answered here by app.inject, so a page sees exactly what the browser would. Several threads
// (RENDER_THREADS) render side by side, each with its own copy of the web app; a page waits for a free
// one. When the renderer is missing, failing or slower than the time limit (its wait included), the page
// is answered as the plain app shell and the browser renders it: a visitor always gets a page.
// NOTE: on its own thread the renderer's heap and compiled code are its own (on the API's thread it slowed
// every API request), and a render no longer holds up the API's requests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageRenderRequest, RenderedPage } from '@luxe/contract/render';
import type { AppInstance } from '../deps';
import { TOKEN_HEADER } from '../http/auth-guard';
import { SERVER_RENDER_HEADER, SERVER_RENDER_MARK } from '../http/server-render-mark';

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

/** A page not rendered within this, its wait for a thread included, is answered as the app shell. */
const RENDER_TIMEOUT_MS = 3000;
/** Pages waiting for a thread beyond this many are answered as the app shell at once. */
const MAX_QUEUED = 200;

/** The server's render threads: renders, and one render of some pages on every thread (warm-up). */
export interface PageRendererPool {
  render: RenderPage;
  /** Renders a page `times` at once (one on each free thread), so that no thread pays its first render's cost for a visitor. */
  warm(url: string, origin: string, times: number): Promise<void>;
}

interface Job {
  render: number;
  url: string;
  origin: string;
  buyerToken: string | undefined;
  /** When the page is answered as the app shell if it is not rendered by then (ms since the epoch). */
  deadline: number;
  finish: (page: RenderedPage | null) => void;
}

/** One render thread: its worker (started again after it stops), and the render it is doing. */
interface Thread {
  worker: Worker | undefined;
  ready: boolean;
  job: Job | undefined;
  /** Stops a thread whose render runs past the time limit (a render that never ends would hold it for good). */
  stuck: NodeJS.Timeout | undefined;
}

/**
 * `threads` render threads, each with its own copy of the web app, taking pages in the order they come:
 * a page waits for a free thread (up to the time limit) rather than being answered as the app shell
 * because the threads are busy.
 */
export async function loadPageRenderer(app: AppInstance, webDist: string, threads: number): Promise<PageRendererPool | undefined> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn(`No server renderer at ${file}: pages are rendered in the browser only.`);
    return undefined;
  }
  /** Renders under way or waiting, by id: the token each one's API calls carry stays on this thread. */
  const jobs = new Map<number, Job>();
  const queue: Job[] = [];
  const pool: Thread[] = Array.from({ length: threads }, () => ({ worker: undefined, ready: false, job: undefined, stuck: undefined }));
  /** When each render was handed to its thread. */
  const startedAt = new Map<number, number>();
  let lastRender = 0;
  let closing = false;
  /** A render's usual time (a moving average): a page whose time left is shorter is not started. */
  let usualMs = 100;

  const answerCall = async (target: Worker, message: ApiCall) => {
    const headers = { ...message.headers };
    const buyerToken = jobs.get(message.render)?.buyerToken;
    if (buyerToken) headers[TOKEN_HEADER] = buyerToken;
    headers[SERVER_RENDER_HEADER] = SERVER_RENDER_MARK;
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

  const release = (thread: Thread) => {
    clearTimeout(thread.stuck);
    thread.stuck = undefined;
    thread.job = undefined;
  };

  /** Starts a thread's worker: when the server starts, and again for the next page after it stopped. */
  const start = (thread: Thread): Worker => {
    const started = new Worker(WORKER_BOOT, { eval: true, workerData: { file } });
    thread.worker = started;
    thread.ready = false;
    started.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        thread.ready = true;
        pump();
        return;
      }
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
      const job = jobs.get(message.render);
      if (thread.job?.render === message.render) {
        usualMs = usualMs * 0.8 + (Date.now() - startedAt.get(message.render)!) * 0.2;
        release(thread);
      }
      startedAt.delete(message.render);
      job?.finish(message.page);
      pump();
    });
    // An uncaught error is followed by 'exit': the thread is let go (and its render answered) once, there.
    started.on('error', (error) => app.log.error({ err: error }, 'the server renderer failed'));
    started.on('exit', (code) => {
      if (thread.worker !== started) return;
      thread.worker = undefined;
      thread.ready = false;
      const job = thread.job;
      release(thread);
      job?.finish(null);
      if (closing) return;
      app.log.error(`a server render thread stopped (exit code ${code}); it starts again for the next page`);
      pump();
    });
    return started;
  };

  /** Hands waiting pages to free threads, oldest first; a page whose time is (nearly) up is answered as the shell. */
  function pump(): void {
    if (closing) return;
    while (queue.length > 0) {
      const thread = pool.find((t) => t.ready && !t.job);
      if (!thread) {
        // A stopped thread starts again when a page waits for it.
        for (const t of pool) if (!t.worker) start(t);
        return;
      }
      const job = queue.shift()!;
      const left = job.deadline - Date.now();
      if (left < usualMs) {
        job.finish(null);
        continue;
      }
      thread.job = job;
      startedAt.set(job.render, Date.now());
      thread.stuck = setTimeout(() => {
        app.log.error(`a server render of ${job.url} ran past ${RENDER_TIMEOUT_MS} ms; its thread is stopped`);
        void thread.worker?.terminate();
      }, RENDER_TIMEOUT_MS);
      const message: RenderRequest = {
        type: 'render',
        render: job.render,
        url: job.url,
        origin: job.origin,
        signedIn: job.buyerToken !== undefined,
        giveUpMs: left,
      };
      thread.worker!.postMessage(message);
    }
  }

  app.addHook('onClose', async () => {
    closing = true;
    for (const job of queue.splice(0)) job.finish(null);
    await Promise.all(pool.map((thread) => thread.worker?.terminate()));
  });
  // The built renderer loads on every thread before the server takes its first request (a broken build stops the start).
  await Promise.all(
    pool.map(
      (thread) =>
        new Promise<void>((resolve, reject) => {
          const worker = start(thread);
          const onReady = (message: WorkerMessage) => {
            if (message.type !== 'ready') return;
            worker.off('message', onReady);
            resolve();
          };
          worker.on('message', onReady);
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`the server renderer exited with code ${code} while loading ${file}`)));
        }),
    ),
  );

  const render: RenderPage = async (url, origin, buyerToken) => {
    if (queue.length >= MAX_QUEUED) return null;
    const id = ++lastRender;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<RenderedPage | null>((finish) => {
        const job: Job = { render: id, url, origin, buyerToken, deadline: Date.now() + RENDER_TIMEOUT_MS, finish };
        jobs.set(id, job);
        timer = setTimeout(() => finish(null), RENDER_TIMEOUT_MS);
        queue.push(job);
        pump();
      });
    } finally {
      clearTimeout(timer);
      jobs.delete(id);
      const waiting = queue.findIndex((job) => job.render === id);
      if (waiting >= 0) queue.splice(waiting, 1);
    }
  };

  const warm = async (url: string, origin: string, times: number) => {
    await Promise.all(Array.from({ length: times }, () => render(url, origin)));
  };
  return { render, warm };
}
