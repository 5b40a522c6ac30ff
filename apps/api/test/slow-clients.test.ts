// Slow and stalled clients on the real listening server: a few hundred connections whose bodies stop
// short of their Content-Length hold nothing up (the health check answers meanwhile), and each is
// answered 408 once the server's time limits pass. The limits are short here, set through the
// configuration as an operator would; nothing is timed but "eventually, within the bounded poll".
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { accountPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const STALLED = 300;
const TRICKLING = 20;

interface Client {
  answer: string;
  closed: boolean;
}

const sockets: net.Socket[] = [];

describe('slow and stalled clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { HEADERS_TIMEOUT_MS: '2000', BODY_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '4000', IDLE_TIMEOUT_MS: '3000' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  // A test that failed half way leaves its connections to be ended here, before the server is closed.
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await t.close();
  });

  /** A raw connection that writes `head` at once, then `drip` one byte every 200 ms until it is closed. */
  function connect(head: string, drip = ''): Promise<Client> {
    return new Promise((resolve, reject) => {
      const client: Client = { answer: '', closed: false };
      let timer: NodeJS.Timeout | undefined;
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(head);
        let next = 0;
        if (drip) timer = setInterval(() => socket.write(drip[next++ % drip.length]!), 200);
        resolve(client);
      });
      sockets.push(socket);
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => (client.answer += chunk));
      socket.on('close', () => {
        clearInterval(timer);
        client.closed = true;
      });
      socket.on('error', (err) => (client.closed ? undefined : reject(err)));
    });
  }

  const post = (contentLength: number) =>
    `POST ${accountPaths.sendOtp} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;
  const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
  const status = (c: Client) => Number(c.answer.split(' ')[1]);

  it('keeps answering while hundreds of requests hang, and ends each once its time limit passes', async () => {
    // Bodies that stop short of their Content-Length, then silence.
    const stalled = await Promise.all(Array.from({ length: STALLED }, () => connect(`${post(100)}{"phone":`)));
    // Bodies that never stop moving and never end: only the whole request's limit ends them.
    const tricklingBodies = await Promise.all(Array.from({ length: TRICKLING }, () => connect(post(60_000), ' ')));
    // Headers that never end.
    const tricklingHeaders = await Promise.all(
      Array.from({ length: TRICKLING }, () => connect(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: `, 'a')),
    );

    expect(await health()).toBe(200);
    const hanging = [...stalled, ...tricklingBodies, ...tricklingHeaders].filter((c) => !c.closed).length;
    expect(hanging).toBe(STALLED + 2 * TRICKLING);

    const poll = { timeout: 20_000, interval: 100 };
    const all = [...stalled, ...tricklingBodies, ...tricklingHeaders];
    await expect.poll(() => all.filter((c) => c.closed).length, poll).toBe(all.length);
    // Every one answered, a stalled body included: its own deadline comes before the silence closes it.
    for (const client of all) {
      expect(status(client)).toBe(408);
      expect(JSON.parse(client.answer.slice(client.answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        success: false,
        message: 'The request took too long to arrive.',
      });
    }
    expect(await health()).toBe(200);
  }, 40_000);
});
