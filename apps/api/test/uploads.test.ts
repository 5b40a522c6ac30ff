// Profile pictures through the app on both file stores: GET /media/uploads/:file serves
// from the configured store with the same headers, and replacing a picture leaves no orphan file, even
// when four uploads for one buyer race.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { LocalFileStore, type FileStore } from '../src/integrations/file-store';
import { S3FileStore } from '../src/integrations/s3-file-store';
import { createTestApp, type TestApp } from './helpers/app';
import { multipart, signInBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';
import { startS3StandIn, type S3StandIn } from './helpers/s3';

const PIC = '/api/auth/profile/v1/update/update-profile-pic';
const GET = '/api/auth/profile/v1/read/get-profile';

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(() => standIn.close());

/** Each store: made by the test (S3), or by createTestApp under its own folder (the disk). */
const stores: [string, () => FileStore | undefined][] = [
  ['the local disk', () => undefined],
  ['S3 (s3rver)', () => new S3FileStore(standIn.settings)],
];

describe.each(stores)(`uploads on %s (${onPostgres ? 'PostgreSQL' : 'embedded'})`, (_where, make) => {
  let t: TestApp;
  let files: FileStore;
  beforeAll(async () => {
    const own = make();
    t = await createTestApp(own ? { files: own } : {});
    files = t.app.deps.files;
    expect(files).toBeInstanceOf(own ? S3FileStore : LocalFileStore);
    for (const name of await files.list()) await files.delete(name);
  });
  afterAll(async () => {
    if (files instanceof S3FileStore) files.close();
    await t?.close();
  });

  const upload = (token: string, bytes: Buffer) => {
    const body = multipart('image_url', 'me.png', 'image/png', bytes);
    return t.app.inject({ method: 'PATCH', url: PIC, payload: body.payload, headers: { ...body.headers, 'x-access-token': token } });
  };
  const pictureOf = async (token: string): Promise<string | null> =>
    (await t.app.inject({ method: 'GET', url: GET, headers: { 'x-access-token': token } })).json().data.user_personal_data.user_profile_pic;
  const nameOf = (url: string) => url.slice('/media/uploads/'.length);

  it('serves an upload from the store, with its type, length and a cache for ever', async () => {
    const { token } = await signInBuyer(t);
    const res = await upload(token, await photo('#204060'));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.user_profile_pic;
    expect(await files.list()).toContain(nameOf(url));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    const stored = await files.get(nameOf(url));
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(served.rawPayload).toEqual(Buffer.concat(chunks));
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('serves a file another server put into the store, and answers 404 for one it does not hold', async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const name = `${'0123456789abcdef'.repeat(2)}.webp`;
    await files.put(name, bytes);
    const served = await t.app.inject({ method: 'GET', url: `/media/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    await files.delete(name);
    const gone = await t.app.inject({ method: 'GET', url: `/media/uploads/${name}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: 'No such file' });
    // A name the server never chooses is refused before any store is asked.
    const unsafe = await t.app.inject({ method: 'GET', url: '/media/uploads/..%2Fsecrets.json' });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json()).toMatchObject({ success: false, message: 'No such file' });
  });

  it('replacing a picture deletes the one it replaced', async () => {
    const { token } = await signInBuyer(t);
    const first: string = (await upload(token, await photo('#aa0000'))).json().data.user_profile_pic;
    const second: string = (await upload(token, await photo('#00aa00'))).json().data.user_profile_pic;
    expect(second).not.toBe(first);
    expect(await files.get(nameOf(first))).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('four uploads racing for one buyer end with exactly one file in the store, the one the row names', async () => {
    for (const name of await files.list()) await files.delete(name);
    const { phone, token } = await signInBuyer(t);
    const before: string = (await upload(token, await photo('#101010'))).json().data.user_profile_pic;
    const pictures = await Promise.all(['#c00000', '#00c000', '#0000c0', '#c0c000'].map(photo));
    const answers = await Promise.all(pictures.map((bytes) => upload(token, bytes)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const urls = answers.map((a) => a.json().data.user_profile_pic as string);
    expect(new Set(urls).size).toBe(4);

    const named = await pictureOf(token);
    const [row] = await queryRows<{ profile_pic: string }>(t.database.db, sql`select profile_pic from buyers where phone = ${phone}`);
    expect(row?.profile_pic).toBe(named);
    expect(urls).toContain(named);
    expect(await files.list()).toEqual([nameOf(named!)]);
    for (const url of [before, ...urls.filter((u) => u !== named)]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: named! })).statusCode).toBe(200);
  });
});
