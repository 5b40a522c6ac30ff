// Both file stores through the same cases: the local disk and S3's API, the latter on
// a local stand-in (s3rver). Then what only the S3 store has: credentials, a missing bucket, settings.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../src/config';
import { LocalFileStore, type FileStore } from '../src/integrations/file-store';
import { S3FileStore } from '../src/integrations/s3-file-store';
import { startS3StandIn, type S3StandIn } from './helpers/s3';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let standIn: S3StandIn;
const folder = mkdtempSync(path.join(tmpdir(), 'luxe-files-'));
beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(async () => {
  await standIn.close();
  rmSync(folder, { recursive: true, force: true });
});

let made = 0;
const stores: [string, () => { store: FileStore; close(): void }][] = [
  ['the local disk', () => ({ store: new LocalFileStore(path.join(folder, `store-${++made}`)), close: () => {} })],
  [
    'S3 (s3rver)',
    () => {
      // One bucket for every case: each starts by emptying the store it is given.
      const store = new S3FileStore(standIn.settings);
      return { store, close: () => store.close() };
    },
  ],
];

const name = (n: number, ext = 'webp') => `${String(n).padStart(2, '0')}${'ab12cd34ef56'.repeat(2)}.${ext}`;

describe.each(stores)('the file store on %s', (_where, make) => {
  let store: FileStore;
  let close: () => void;
  beforeAll(() => {
    ({ store, close } = make());
  });
  afterAll(() => close());
  const empty = async () => {
    for (const n of await store.list()) await store.delete(n);
    expect(await store.list()).toEqual([]);
  };

  it('puts, gets, lists and deletes a file', async () => {
    await empty();
    const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 a picture, as far as the store cares');
    const url = await store.put(name(1), bytes);
    expect(url).toBe(`/media/uploads/${name(1)}`);
    const got = await store.get(name(1));
    expect(got).not.toBeNull();
    expect(got!.length).toBe(bytes.length);
    expect(got!.type).toBe('image/webp');
    expect(await bytesOf(got!.body)).toEqual(bytes);
    expect(await store.list()).toEqual([name(1)]);

    await store.delete(name(1));
    expect(await store.get(name(1))).toBeNull();
    expect(await store.list()).toEqual([]);
  });

  it('names the type of a PNG and a JPEG by their extension', async () => {
    await empty();
    await store.put(name(2, 'png'), Buffer.from('png bytes'));
    await store.put(name(3, 'jpg'), Buffer.from('jpeg bytes'));
    const png = await store.get(name(2, 'png'));
    const jpg = await store.get(name(3, 'jpg'));
    expect(png?.type).toBe('image/png');
    expect(jpg?.type).toBe('image/jpeg');
    expect((await bytesOf(jpg!.body)).toString()).toBe('jpeg bytes');
    await bytesOf(png!.body);
    expect(await store.list()).toEqual([name(2, 'png'), name(3, 'jpg')]);
  });

  it('deletes by the URL put() answered, and ignores any other URL', async () => {
    await empty();
    const url = await store.put(name(4), Buffer.from('four'));
    await store.put(name(5), Buffer.from('five'));
    for (const other of [
      `https://elsewhere.example/media/uploads/${name(5)}`,
      `/media/uploads/../uploads/${name(5)}`,
      `/media/cars/${name(5)}`,
      '/media/uploads/',
      '',
    ]) {
      await store.deleteByUrl(other);
    }
    expect(await store.list()).toEqual([name(4), name(5)]);
    await store.deleteByUrl(url);
    expect(await store.list()).toEqual([name(5)]);
  });

  it('answers null for an unknown name, and deleting one is no error', async () => {
    await empty();
    expect(await store.get(name(6))).toBeNull();
    await expect(store.delete(name(6))).resolves.toBeUndefined();
    await expect(store.deleteByUrl(`/media/uploads/${name(6)}`)).resolves.toBeUndefined();
  });

  it.each([
    ['a path out of the store', '../outside-the-store.webp'],
    ['a folder', 'nested/abcdefgh1234.webp'],
    ['a name too short', 'abc.webp'],
    ['an SVG', 'abcdefgh1234.svg'],
    ['two extensions', 'abcdefgh1234.webp.html'],
    ['a hidden file', '.abcdefgh1234.webp'],
    ['a line break', 'abcdefgh1234.webp\n'],
    ['spaces', 'abcd efgh 1234.webp'],
    ['nothing', ''],
  ])('refuses to put %s, never reads it and never deletes by it', async (_what, unsafe) => {
    await empty();
    await expect(store.put(unsafe, Buffer.from('x'))).rejects.toThrow(/unsafe file name/);
    expect(await store.list()).toEqual([]);
    expect(await store.get(unsafe)).toBeNull();
    await expect(store.delete(unsafe)).resolves.toBeUndefined();
  });
});

describe('the local store', () => {
  it('never reads a file beside its folder by an unsafe name', async () => {
    const store = new LocalFileStore(path.join(folder, 'guarded'));
    await store.put(name(7), Buffer.from('inside'));
    writeFileSync(path.join(folder, 'outside-the-store.webp'), 'secret');
    expect(await store.get('../outside-the-store.webp')).toBeNull();
    await store.delete('../outside-the-store.webp');
    expect(await store.list()).toEqual([name(7)]);
  });
});

describe('the S3 store', () => {
  it('signs its requests with the configured key (an unknown key id is refused)', async () => {
    // NOTE: s3rver checks a V4 signature's key id, not the signature itself.
    const wrong = new S3FileStore({ ...standIn.settings, accessKeyId: 'AKIANOTKNOWN' });
    await expect(wrong.put(name(8), Buffer.from('x'))).rejects.toThrow(/Access Key Id/i);
    wrong.close();
    const right = new S3FileStore(standIn.settings);
    expect(await right.get(name(8))).toBeNull();
    right.close();
  });

  it('tells a missing bucket from a missing file: an error, not null', async () => {
    const lost = new S3FileStore({ ...standIn.settings, bucket: 'no-such-bucket' });
    await expect(lost.get(name(9))).rejects.toThrow(/bucket/i);
    await expect(lost.put(name(9), Buffer.from('x'))).rejects.toThrow(/bucket/i);
    lost.close();
  });

  it('keeps its files under uploads/ in the bucket, each with its type and a cache for ever', async () => {
    const store = new S3FileStore(standIn.settings);
    await store.put(name(10), Buffer.from('ten'));
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const head = await store.client.send(new HeadObjectCommand({ Bucket: standIn.settings.bucket, Key: `uploads/${name(10)}` }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    await store.delete(name(10));
    store.close();
  });
});

describe('the S3 settings', () => {
  const full = {
    S3_BUCKET: 'luxe-uploads',
    S3_REGION: 'ap-south-1',
    S3_ENDPOINT: 'https://example.r2.cloudflarestorage.com',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-of-the-key',
  };
  const refusal = (env: Record<string, string>) => {
    try {
      parseEnv(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
    throw new Error('accepted');
  };

  it('accepts a full set, and none at all', () => {
    expect(parseEnv({ ...full, S3_FORCE_PATH_STYLE: '1' })).toMatchObject({ ...full, S3_FORCE_PATH_STYLE: true });
    expect(parseEnv({ S3_BUCKET: 'luxe', S3_REGION: 'auto' })).toMatchObject({ S3_BUCKET: 'luxe', S3_FORCE_PATH_STYLE: false });
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
  });

  it.each([
    ['a bucket without a region', { S3_BUCKET: 'luxe' }, 'S3_REGION: is required with S3_BUCKET'],
    ['settings without a bucket', { S3_REGION: 'ap-south-1' }, 'S3_BUCKET: is required with S3_REGION'],
    ['a key without its secret', { ...full, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID'],
    ['a secret without its key', { ...full, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY'],
    ['a bucket name with capitals', { ...full, S3_BUCKET: 'Luxe_Uploads' }, 'S3_BUCKET: must be a bucket name'],
    ['an endpoint that is no URL', { ...full, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL'],
    ['an ftp endpoint', { ...full, S3_ENDPOINT: 'ftp://minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL'],
    ['a path style that is not a boolean', { ...full, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
  ])('refuses %s with a message naming the variable', (_what, env, message) => {
    expect(refusal(env)).toContain(message);
  });
});
