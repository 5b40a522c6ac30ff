// Uploaded files (profile pictures) on local disk under DATA_DIR/uploads, served at /media/uploads/.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/media/uploads/';

export interface FileStore {
  /** Stores the bytes under a server-chosen name and answers the public URL. */
  put(name: string, bytes: Buffer): Promise<string>;
  /** Deletes a file by the URL put() answered; unknown URLs are ignored. */
  deleteByUrl(url: string): Promise<void>;
  readonly directory: string;
}

const SAFE_NAME = /^[\w-]{8,80}\.(webp|png|jpg)$/;

export class LocalFileStore implements FileStore {
  constructor(readonly directory: string) {}

  async put(name: string, bytes: Buffer): Promise<string> {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe file name ${name}`);
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, name), bytes, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  async deleteByUrl(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
    const name = url.slice(UPLOADS_URL_PREFIX.length);
    if (!SAFE_NAME.test(name)) return;
    await rm(path.join(this.directory, name), { force: true });
  }
}
