// A local stand-in for S3 (s3rver) on 127.0.0.1, a random port and a temporary folder, with one bucket.
// It refuses a request signed with any key id but its own (it does not check a V4 signature itself).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/integrations/s3-file-store';

export interface S3StandIn {
  endpoint: string;
  settings: S3Settings;
  /** The same settings as the server's environment variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed key pair (it refuses any other). */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export async function startS3StandIn(bucket = 'luxe-uploads'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'luxe-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    forcePathStyle: true,
  };
  return {
    endpoint,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
