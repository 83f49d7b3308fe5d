import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertFileKey, StorageUnavailableError, type FileStore } from './file-store';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); absent: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's usual sources (instance role, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`, as most non-AWS stores want. */
  forcePathStyle: boolean;
}

/** How long the store may take to accept a connection, and to answer once connected. */
const CONNECTION_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** How long the readiness check waits for the bucket to answer. */
const CHECK_TIMEOUT_MS = 2_000;

/** No such object (a missing bucket is a misconfiguration, not a missing file). */
function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name === 'NoSuchKey';
}

/**
 * Files in an S3-compatible bucket, one object per key: every instance of the app reads and
 * writes the same files. Checksums are sent only where S3 requires them, which every
 * S3-compatible store accepts. Any failure (unreachable, refusing, timing out) is
 * `StorageUnavailableError`; a missing object is null.
 */
export function createS3FileStore(settings: S3Settings): FileStore & { destroy(): void } {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType) {
      assertFileKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: body.length,
          }),
        );
      } catch (error) {
        throw new StorageUnavailableError('put', { cause: error });
      }
    },

    async get(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new StorageUnavailableError('get', { cause: error });
      }
    },

    async delete(key) {
      assertFileKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isNotFound(error)) return;
        throw new StorageUnavailableError('delete', { cause: error });
      }
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    },

    destroy() {
      client.destroy();
    },
  };
}

/** The S3 client the store uses, for what goes past it (a backup lists and copies the bucket). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 2,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
  });
}
