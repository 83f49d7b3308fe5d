import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { findFreePort } from './free-port';

/** The credentials s3rver accepts; any other secret fails the request's signature. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  /** The app's settings for this store (`S3_*`). */
  env: Record<string, string>;
  bucket: string;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Stops answering (an outage); `start` brings it back on the same port with the same files. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, its objects in a temp folder, with
 * one bucket: what the app talks to as it would to any S3-compatible store.
 */
export async function startLocalS3(bucket = 'trademate-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'trademate-s3-'));
  const port = await findFreePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();

  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });

  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    bucket,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
