// The server renderer's own thread (page-renderer.ts starts it): it loads apps/web's built
// entry-server and renders the pages it is sent. Its API calls go back to the main thread, which
// answers them with app.inject (and adds the buyer's token, which never comes here).
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@luxe/contract/render';
import type { ApiAnswer, ApiCall, RenderRequest, WorkerMessage } from './page-renderer';

const port = parentPort!;
const renderer = (await import(pathToFileURL((workerData as { file: string }).file).href)) as PageRenderer;

const waiting = new Map<number, (answer: ApiAnswer) => void>();
let lastCall = 0;

function apiFor(render: number) {
  return (url: string, init: RequestInit): Promise<Response> =>
    new Promise((resolve) => {
      const call = ++lastCall;
      waiting.set(call, (answer) =>
        resolve(new Response(answer.body.byteLength ? answer.body : null, { status: answer.status, headers: answer.headers })),
      );
      const message: ApiCall = {
        type: 'api',
        render,
        call,
        url,
        method: init.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: typeof init.body === 'string' ? init.body : undefined,
      };
      port.postMessage(message);
    });
}

async function render(request: RenderRequest): Promise<void> {
  let reply: WorkerMessage;
  try {
    const { render: id, type: _type, ...page } = request;
    reply = { type: 'rendered', render: id, page: await renderer.renderPage({ ...page, api: apiFor(id) }) };
  } catch (error) {
    reply = {
      type: 'rendered',
      render: request.render,
      page: null,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(reply);
}

port.on('message', (message: RenderRequest | ApiAnswer) => {
  if (message.type === 'answer') {
    waiting.get(message.call)?.(message);
    waiting.delete(message.call);
  } else {
    void render(message);
  }
});
const ready: WorkerMessage = { type: 'ready' };
port.postMessage(ready);
