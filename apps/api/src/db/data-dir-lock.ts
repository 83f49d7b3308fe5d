import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * PGlite is a single-process database: two servers on one data folder would corrupt it. The lock file
 * holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isProcessRunning(ownerPid)) {
        throw new DataDirInUseError(
          `Another TradeMate server (pid ${ownerPid}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR (or a DATABASE_URL).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(
    `Could not lock the data folder ${dataDir}; is another server starting?`,
  );
}

/** The pid of the running process that holds the data folder's lock, if one does. */
export function dataDirOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, 'server.lock'), 'utf8'), 10);
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid !== process.pid && isProcessRunning(pid) ? pid : null;
}

export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
