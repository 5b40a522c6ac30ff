// Uploaded files (profile pictures), served at /media/uploads/ (issue 27 item 4, D4). Two stores behind
// one interface: the local disk under DATA_DIR/uploads (the embedded default, one server) and an S3
// bucket shared by every server (s3-file-store.ts), chosen in main.ts by createFileStore.
import { mkdir, open, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export const UPLOADS_URL_PREFIX = '/media/uploads/';

/** A stored file as served: its bytes as a stream, their count and their media type. */
export interface StoredFile {
  body: Readable;
  length: number;
  type: string;
}

export interface FileStore {
  /** Stores the bytes under a server-chosen name and answers the public URL; throws for an unsafe name. */
  put(name: string, bytes: Buffer): Promise<string>;
  /** The file of that name, or null when there is none (or the name is not one put() accepts). */
  get(name: string): Promise<StoredFile | null>;
  /** Deletes a file by name; unknown and unsafe names are ignored. */
  delete(name: string): Promise<void>;
  /** Deletes a file by the URL put() answered; unknown URLs are ignored. */
  deleteByUrl(url: string): Promise<void>;
  /** The names of every stored file (maintenance and tests; a bucket lists by pages). */
  list(): Promise<string[]>;
}

/** Names the server chooses: no dots but the extension's, no slashes, so never a path out of the store. */
const SAFE_NAME = /^[\w-]{8,80}\.(webp|png|jpg)$/;

export const isSafeName = (name: string): boolean => SAFE_NAME.test(name);

export function assertSafeName(name: string): void {
  if (!isSafeName(name)) throw new Error(`unsafe file name ${JSON.stringify(name)}`);
}

const TYPES: Readonly<Record<string, string>> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** The media type of a safe name, by its extension. */
export const typeOfName = (name: string): string => TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The file name in a URL put() answered, or null for any other URL. */
export function nameFromUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return isSafeName(name) ? name : null;
}

export class LocalFileStore implements FileStore {
  constructor(readonly directory: string) {}

  async put(name: string, bytes: Buffer): Promise<string> {
    assertSafeName(name);
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, name), bytes, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!isSafeName(name)) return null;
    let handle;
    try {
      handle = await open(path.join(this.directory, name), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    // Opened first, measured and read through the same handle: a delete in between cannot split them.
    try {
      const stat = await handle.stat();
      return { body: handle.createReadStream(), length: stat.size, type: typeOfName(name) };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    if (!isSafeName(name)) return;
    await rm(path.join(this.directory, name), { force: true });
  }

  async deleteByUrl(url: string): Promise<void> {
    const name = nameFromUrl(url);
    if (name) await this.delete(name);
  }

  async list(): Promise<string[]> {
    try {
      return (await readdir(this.directory)).filter(isSafeName).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
}
