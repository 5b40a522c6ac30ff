// The upload call refuses malformed or unexpected bodies as the client's fault, in the
// envelope and with a clear message, and takes multipart only where a file is expected.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { accountPaths } from '@luxe/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { multipart, signInBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';

const PIC = accountPaths.updateProfilePic;

/** A multipart body of the given parts, written out by hand so that it can be wrong on purpose. */
function form(boundary: string, parts: { name: string; filename?: string; bytes: string | Buffer }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/png` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe(`multipart uploads (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  let token: string;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signInBuyer(t));
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (payload: Buffer | string, contentType: string | undefined, url: string = PIC, method: 'PATCH' | 'POST' = 'PATCH') =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'x-access-token': token, ...(contentType ? { 'content-type': contentType } : {}) },
    });
  const picture = async () =>
    (await t.app.inject({ method: 'GET', url: accountPaths.getProfile, headers: { 'x-access-token': token } })).json().data
      .user_personal_data.user_profile_pic;

  it.each([
    ['no boundary', 'multipart/form-data', form('abc', [{ name: 'image_url', filename: 'a.png', bytes: 'x' }]), /no multipart boundary/],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=other',
      form('abc', [{ name: 'image_url', filename: 'a.png', bytes: 'x' }]),
      /not well-formed multipart/,
    ],
    [
      'an unterminated part',
      'multipart/form-data; boundary=abc',
      form('abc', [{ name: 'image_url', filename: 'a.png', bytes: 'x' }], false).subarray(0, 90),
      /not well-formed multipart/,
    ],
    ['an empty body', 'multipart/form-data; boundary=abc', Buffer.alloc(0), /^Please choose a picture to upload\.$/],
  ])('answers a malformed multipart body (%s) with a 400 naming the field, and keeps the picture', async (_what, type, body, message) => {
    const before = await picture();
    const res = await upload(body, type);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message), field: 'image_url' });
    expect(await picture()).toBe(before);
  });

  it('answers two files with "Please send one file only." under the code @fastify/multipart 10 raises', async () => {
    const two = form('abc', [
      { name: 'image_url', filename: 'a.png', bytes: png },
      { name: 'image_url', filename: 'b.png', bytes: png },
    ]);
    const res = await upload(two, 'multipart/form-data; boundary=abc');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Please send one file only.' });
    const fields = form(
      'abc',
      Array.from({ length: 6 }, (_, i) => ({ name: `note${i}`, bytes: 'x' })),
    );
    const many = await upload(fields, 'multipart/form-data; boundary=abc');
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toMatch(/^Too many (parts|fields) in the upload\.$/);
  });

  it('answers 415 to a JSON body, text or no content type on the upload call', async () => {
    for (const [payload, type] of [
      ['{"image_url":"http://x/y.png"}', 'application/json'],
      ['hello', 'text/plain'],
      ['', undefined],
    ] as const) {
      const res = await upload(payload, type);
      expect(res.statusCode, String(type)).toBe(415);
      expect(res.json()).toMatchObject({ success: false, message: 'Please send the file as multipart/form-data.' });
    }
  });

  it('answers 415 to multipart on every other signed-in JSON call, and changes nothing', async () => {
    const body = multipart('image_url', 'a.png', 'image/png', png);
    for (const [method, url] of [
      ['PATCH', accountPaths.updateProfile],
      ['POST', accountPaths.logout],
    ] as const) {
      const res = await upload(body.payload, body.headers['content-type'], url, method);
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toMatchObject({ success: false, message: 'Unsupported content type' });
    }
    // The logout above was refused: the token still works.
    expect((await t.app.inject({ method: 'GET', url: accountPaths.getProfile, headers: { 'x-access-token': token } })).statusCode).toBe(
      200,
    );
  });

  it('still takes a real picture', async () => {
    const body = multipart('image_url', 'me.png', 'image/png', png);
    const res = await upload(body.payload, body.headers['content-type']);
    expect(res.statusCode, res.body).toBe(200);
    expect(await picture()).toBe(res.json().data.user_profile_pic);
  });

  it('logs a client that aborts its upload at info, without a stack, and no error', async () => {
    const logged: { level: string; args: unknown[] }[] = [];
    const spies = (['error', 'warn', 'info'] as const).map((level) =>
      vi.spyOn(t.app.log, level).mockImplementation((...args: unknown[]) => void logged.push({ level, args })),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const head = form('abc', [{ name: 'image_url', filename: 'a.png', bytes: png }], false);
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            `PATCH ${PIC} HTTP/1.1\r\nHost: localhost\r\nx-access-token: ${token}\r\n` +
              `Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: ${head.length + 100_000}\r\n\r\n`,
          );
          socket.write(head);
          // The client gives up half way through.
          setTimeout(() => socket.destroy(), 150);
        });
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      await vi.waitFor(() => expect(logged.some((l) => l.level === 'info' && /closed the connection/.test(String(l.args[1])))).toBe(true), {
        timeout: 3000,
      });
      expect(logged.filter((l) => l.level === 'error').map((l) => l.args[1])).toEqual([]);
      // No error object (and so no stack) in any line about it.
      const errors = logged.flatMap((l) => l.args).filter((a) => a instanceof Error || (typeof a === 'object' && a !== null && 'err' in a));
      expect(errors).toEqual([]);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
