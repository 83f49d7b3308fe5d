import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { contentTypeOfExtension, type FileStore } from '../lib/file-store';
import { createLocalFileStore } from '../lib/local-file-store';

/**
 * The app's file store (`put`, `get`, `delete` by key), with the public-file helpers avatars and
 * job photos use: `save` stores under a new random name and answers the file's public path
 * (`/uploads/<folder>/<name>`), `remove` takes such a path back.
 */
export interface Storage extends FileStore {
  save(folder: PublicFolder, extension: string, content: Buffer): Promise<string>;
  /** Removes a file saved earlier, by its public path; anything else is ignored. */
  remove(publicPath: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const PUBLIC_PREFIX = '/uploads/';
/** The only folders `/uploads` serves to anyone; every other folder (chat files) is private. */
const PUBLIC_FOLDERS = ['avatars', 'job-photos', 'blog-covers', 'logbook-photos'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];

const PUBLIC_NAME = /^[0-9a-f-]{36}\.(webp|jpg|png)$/;

/** The key of a public file from its public path; null for anything `/uploads` does not serve. */
function publicKeyOf(folder: string, name: string): string | null {
  if (!(PUBLIC_FOLDERS as readonly string[]).includes(folder) || !PUBLIC_NAME.test(name)) {
    return null;
  }
  return `${folder}/${name}`;
}

async function storeFor(
  config: Pick<AppConfig, 's3' | 'uploadsDir'>,
): Promise<FileStore & { destroy?(): void }> {
  if (!config.s3) return createLocalFileStore(config.uploadsDir);
  // The AWS SDK is loaded only when a bucket is configured (docs/decisions/045-start-up.md).
  const { createS3FileStore } = await import('../lib/s3-file-store');
  return createS3FileStore(config.s3);
}

/**
 * Uploaded files in the data folder, or in an S3-compatible bucket when `S3_BUCKET` is set, so
 * several instances serve the same files. Public files are served from `/uploads` with long
 * caching (names never repeat); a store that fails answers 503, a missing file 404.
 */
export async function registerStorage(
  app: FastifyInstance,
  config: Pick<AppConfig, 's3' | 'uploadsDir'>,
) {
  const store = await storeFor(config);
  if (store.destroy) app.addHook('onClose', async () => store.destroy?.());

  app.decorate('storage', {
    put: store.put,
    get: store.get,
    delete: store.delete,
    check: store.check,
    async save(folder, extension, content) {
      const name = `${randomUUID()}.${extension}`;
      const contentType = contentTypeOfExtension[extension] ?? 'application/octet-stream';
      await store.put(`${folder}/${name}`, content, contentType);
      return `${PUBLIC_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(PUBLIC_PREFIX)) return;
      const [folder = '', name = '', ...rest] = publicPath.slice(PUBLIC_PREFIX.length).split('/');
      const key = rest.length === 0 ? publicKeyOf(folder, name) : null;
      if (key) await store.delete(key);
    },
  } satisfies Storage);

  // Outside the API (and its document): the files themselves, as an <img> asks for them.
  app.get<{ Params: { folder: string; name: string } }>(
    `${PUBLIC_PREFIX}:folder/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = publicKeyOf(request.params.folder, request.params.name);
      const file = key ? await store.get(key) : null;
      if (!file) return reply.callNotFound();
      const etag = `"${request.params.name}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .type(file.contentType);
      if (request.headers['if-none-match'] === etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
}
