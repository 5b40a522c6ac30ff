// The file store on S3's API: one bucket that every server reads and writes, so a
// picture uploaded through one server is served by all. AWS S3, Cloudflare R2, MinIO and other
// S3-compatible stores, through @aws-sdk/client-s3; s3rver stands in for them in the tests.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import {
  assertSafeName,
  isSafeName,
  nameFromUrl,
  PUBLIC_UPLOADS,
  typeOfName,
  type FileStore,
  type StoreArea,
  type StoredFile,
} from './file-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  endpoint?: string;
  /** Both or neither; without them the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (endpoint/bucket/key) rather than the host name: MinIO and most stand-ins. */
  forcePathStyle?: boolean;
}

/** The S3 settings of the configuration, or undefined when S3_BUCKET is not set (the local disk then). */
export function s3SettingsOf(config: Config): S3Settings | undefined {
  if (!config.S3_BUCKET || !config.S3_REGION) return undefined;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

const isMissing = (err: unknown): boolean =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404 && err.name !== 'NoSuchBucket');

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(
    settings: S3Settings,
    readonly area: StoreArea = PUBLIC_UPLOADS,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle ?? false,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // NOTE: checksums only where the API demands them: R2, MinIO and older S3-compatible services refuse
      // or mishandle the CRC headers the SDK otherwise adds to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer must not hold a request for ever (the SDK waits without end by default).
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
      maxAttempts: 3,
    });
  }

  async put(name: string, bytes: Buffer): Promise<string> {
    assertSafeName(name, this.area);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.area.keyPrefix + name,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: typeOfName(name),
        CacheControl: this.area.cacheControl,
      }),
    );
    return `${this.area.urlPrefix}${name}`;
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!isSafeName(name, this.area)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.area.keyPrefix + name }));
      if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) throw new Error(`S3 answered no body for ${name}`);
      return { body: answer.Body, length: answer.ContentLength, type: answer.ContentType ?? typeOfName(name) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    if (!isSafeName(name, this.area)) return;
    // Deleting a key that is not there succeeds on S3 (204), as rm({ force: true }) does on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.area.keyPrefix + name }));
  }

  async deleteByUrl(url: string): Promise<void> {
    const name = nameFromUrl(url, this.area);
    if (name) await this.delete(name);
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.area.keyPrefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.area.keyPrefix.length);
        if (name && isSafeName(name, this.area)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  close(): void {
    this.client.destroy();
  }
}
