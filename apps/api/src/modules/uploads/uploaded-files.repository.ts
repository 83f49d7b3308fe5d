import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { uploadedFiles } from '../../db/schema/jobs';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type UploadedFileKind = UploadedFileRow['kind'];

export function createUploadedFilesRepository(db: Db) {
  return {
    async insert(
      values: { path: string; ownerId: string; kind: UploadedFileKind },
      tx: DbOrTx = db,
    ): Promise<UploadedFileRow> {
      const [row] = await tx.insert(uploadedFiles).values(values).returning();
      if (!row) throw new Error('Recording an uploaded file returned no row');
      return row;
    },

    /** How many of these paths the owner uploaded as this kind of file. */
    async countOwned(
      ownerId: string,
      kind: UploadedFileKind,
      paths: string[],
      tx: DbOrTx = db,
    ): Promise<number> {
      if (paths.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.ownerId, ownerId),
            eq(uploadedFiles.kind, kind),
            inArray(uploadedFiles.path, paths),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type UploadedFilesRepository = ReturnType<typeof createUploadedFilesRepository>;
