import type { Db, DbOrTx } from '../../db/client';
import { createUploadedFilesRepository, type UploadedFileKind } from './uploaded-files.repository';

/**
 * Files people uploaded for later use (job photos, chat attachments), and who uploaded them, so a
 * job or message can only point at its own author's files.
 */
export function createUploadedFilesService({ db }: { db: Db }) {
  const repository = createUploadedFilesRepository(db);

  return {
    /** Records who uploaded a stored file, and as what. */
    async record(path: string, ownerId: string, kind: UploadedFileKind, tx: DbOrTx = db) {
      return repository.insert({ path, ownerId, kind }, tx);
    },

    /** Whether every one of these paths was uploaded by this person as this kind of file. */
    async areAllOwnedBy(
      ownerId: string,
      kind: UploadedFileKind,
      paths: string[],
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const unique = [...new Set(paths)];
      if (unique.length === 0) return true;
      return (await repository.countOwned(ownerId, kind, unique, tx)) === unique.length;
    },
  };
}

export type UploadedFilesService = ReturnType<typeof createUploadedFilesService>;
