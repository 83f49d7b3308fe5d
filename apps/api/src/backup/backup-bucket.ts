import { readFile, mkdir } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { contentTypeOfKey, isFileKey } from '../lib/file-store';
import { createS3Client, type S3Settings } from '../lib/s3-file-store';
import { ARCHIVE_PATHS } from './backup-manifest';

// The bucket's side of a backup, in a module of its own: the S3 client takes a fifth of a second
// to load, which an instance without S3_BUCKET should not pay at start (decision 077).

/** Copies every object of the bucket that is one of the app's files into `staging/files/`. */
export async function downloadBucket(settings: S3Settings, staging: string): Promise<number> {
  const client = createS3Client(settings);
  let count = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
      );
      for (const { Key: key } of page.Contents ?? []) {
        if (!key || !isFileKey(key)) continue;
        const object = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        const target = join(staging, ARCHIVE_PATHS.files, key);
        await mkdir(dirname(target), { recursive: true });
        await pipeline(object.Body as Readable, createWriteStream(target, { mode: 0o600 }));
        count += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return count;
}

/** Uploads the files `keys` (read from `from(key)`) to the bucket. */
export async function uploadToBucket(
  settings: S3Settings,
  keys: string[],
  from: (key: string) => string,
): Promise<void> {
  const client = createS3Client(settings);
  try {
    for (const key of keys) {
      const body = await readFile(from(key));
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentTypeOfKey(key),
          ContentLength: body.length,
        }),
      );
    }
  } finally {
    client.destroy();
  }
}
