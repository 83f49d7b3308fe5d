import type { Readable } from 'node:stream';
import * as messages from '@trademate/shared/messages';
import { AppError } from './app-error';

/** A stored file on its way out: its bytes as a stream, read as they are sent. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows them before sending. */
  size: number | undefined;
}

/**
 * Where uploaded files live: the data folder, or an S3-compatible object store shared by every
 * instance. Keys are `<folder>/<name>` paths made by the app (never by a user). A store that
 * cannot do what is asked throws `StorageUnavailableError` (503), never a bare error.
 */
export interface FileStore {
  /** Stores `body` under `key`, replacing nothing a reader could see half-written. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, streamed; null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Resolves when the store can take files now (the bucket answers, the folder is writable);
   * rejects otherwise, within a few seconds. The readiness check asks it (decision 069).
   */
  check(): Promise<void>;
}

/** The file store failed (disk error, the object store down or refusing): nothing was changed. */
export class StorageUnavailableError extends AppError {
  override name = 'StorageUnavailableError';

  constructor(
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super('STORAGE_UNAVAILABLE', messages.outage.storage);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** A folder, a slash and a file name of letters, digits, dots and hyphens: nothing else is a key. */
const KEY = /^[a-z0-9-]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${key}`);
}

/** The type a file is served with, from the extension the app gave it. */
export const contentTypeOfExtension: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return contentTypeOfExtension[extension] ?? 'application/octet-stream';
}
