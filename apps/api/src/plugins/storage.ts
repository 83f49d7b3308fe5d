import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface Storage {
  /** Saves a file under a new random name and returns its public path (`/uploads/...`). */
  save(folder: string, extension: string, content: Buffer): Promise<string>;
  /** Removes a file saved earlier, by its public path; unknown paths are ignored. */
  remove(publicPath: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const PUBLIC_PREFIX = '/uploads/';

/** Uploaded files on local disk, served from /uploads with long caching (names never repeat). */
export async function registerStorage(app: FastifyInstance, uploadsDir: string) {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: PUBLIC_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.decorate('storage', {
    async save(folder, extension, content) {
      const name = `${randomUUID()}.${extension}`;
      await mkdir(join(uploadsDir, folder), { recursive: true });
      await writeFile(join(uploadsDir, folder, name), content);
      return `${PUBLIC_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(PUBLIC_PREFIX)) return;
      const relative = normalize(publicPath.slice(PUBLIC_PREFIX.length));
      if (relative.startsWith('..')) return;
      await rm(join(uploadsDir, relative), { force: true });
    },
  } satisfies Storage);
}
