// Stored files, in two areas behind one interface: public uploads (profile pictures, car photos) served
// at /media/uploads/, and private documents (dealers' trade certificates) that only operators read,
// through the API. Each area lives on the local disk (the embedded default, one server) or in an S3
// bucket shared by every server (s3-file-store.ts), chosen in main.ts.
import { mkdir, open, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where an area's files are named and kept: their URL's prefix, their key prefix in a bucket, the extensions allowed. */
export interface StoreArea {
  urlPrefix: string;
  keyPrefix: string;
  names: RegExp;
  /** How long a cache in front of a bucket may keep a file. */
  cacheControl: string;
}

export const UPLOADS_URL_PREFIX = '/media/uploads/';
// Names the server chooses: no dots but the extension's, no slashes, so never a path out of the store.
export const PUBLIC_UPLOADS: StoreArea = {
  urlPrefix: UPLOADS_URL_PREFIX,
  keyPrefix: 'uploads/',
  names: /^[\w-]{8,80}\.(webp|png|jpg)$/,
  // Names are never reused, so a CDN in front of the bucket may keep them for ever.
  cacheControl: 'public, max-age=31536000, immutable',
};
/** Never served by URL: the "URL" is only a handle for deleteByUrl. */
export const PRIVATE_DOCUMENTS: StoreArea = {
  urlPrefix: 'private:',
  keyPrefix: 'documents/',
  names: /^[\w-]{8,80}\.(pdf|webp|png|jpg)$/,
  cacheControl: 'private, no-store',
};

/** A stored file as served: its bytes as a stream, their count and their media type. */
export interface StoredFile {
  body: Readable;
  length: number;
  type: string;
}

export interface FileStore {
  /** Stores the bytes under a server-chosen name and answers its URL; throws for an unsafe name. */
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

export const isSafeName = (name: string, area: StoreArea = PUBLIC_UPLOADS): boolean => area.names.test(name);

export function assertSafeName(name: string, area: StoreArea = PUBLIC_UPLOADS): void {
  if (!isSafeName(name, area)) throw new Error(`unsafe file name ${JSON.stringify(name)}`);
}

const TYPES: Readonly<Record<string, string>> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** The media type of a safe name, by its extension. */
export const typeOfName = (name: string): string => TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The file name in a URL put() answered, or null for any other URL. */
export function nameFromUrl(url: string, area: StoreArea = PUBLIC_UPLOADS): string | null {
  if (!url.startsWith(area.urlPrefix)) return null;
  const name = url.slice(area.urlPrefix.length);
  return isSafeName(name, area) ? name : null;
}

export class LocalFileStore implements FileStore {
  constructor(
    readonly directory: string,
    readonly area: StoreArea = PUBLIC_UPLOADS,
  ) {}

  async put(name: string, bytes: Buffer): Promise<string> {
    assertSafeName(name, this.area);
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, name), bytes, { flag: 'wx' });
    return `${this.area.urlPrefix}${name}`;
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!isSafeName(name, this.area)) return null;
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
    if (!isSafeName(name, this.area)) return;
    await rm(path.join(this.directory, name), { force: true });
  }

  async deleteByUrl(url: string): Promise<void> {
    const name = nameFromUrl(url, this.area);
    if (name) await this.delete(name);
  }

  async list(): Promise<string[]> {
    try {
      return (await readdir(this.directory)).filter((name) => isSafeName(name, this.area)).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
}
