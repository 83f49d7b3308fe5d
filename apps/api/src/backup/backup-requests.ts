import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { isProcessRunning } from '../db/data-dir-lock';
import { BackupError, type BackupManifest } from './backup-manifest';

/**
 * How `npm run backup` asks a running server on the embedded database for a backup (decision
 * 067): it writes `<id>.request` into `DATA_DIR/backups/` and sends the server SIGUSR2; the server
 * writes the backup there and answers `<id>.done` (the file and its manifest) or `<id>.failed`
 * (why). Only the server's own OS user (or root) may signal it: nothing listens on the network.
 */
const SIGNAL = 'SIGUSR2';
/** Holds the pid of the server that takes backups on the signal (an older one would die of it). */
const LISTENER_FILE = 'server-takes-backups';
const REQUEST = /^([0-9a-f-]{36})\.request$/;
/** How often the command looks for the answer, and how long it waits for one. */
const ANSWER_POLL_MS = 250;
const ANSWER_DEADLINE_MS = 30 * 60_000;

export function backupsDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** `trademate-2025-07-01T09-00-00-000Z.tar.gz`: sorts by time, safe in any file system. */
export function backupFileName(at = new Date()): string {
  return `trademate-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

type Summary = Omit<BackupManifest, 'checksums'>;
interface Answer {
  file: string;
  manifest: Summary;
}

async function writeAtomically(path: string, content: string): Promise<void> {
  await writeFile(`${path}.partial`, content, { mode: 0o600 });
  await rename(`${path}.partial`, path);
}

/**
 * The server's side: takes a backup with `take` for every request in the folder each time the
 * signal comes, one at a time. Returns a function that stops listening.
 */
export function takeBackupsOnSignal(options: {
  dataDir: string;
  take: (out: string) => Promise<BackupManifest>;
  log: { info(facts: object, message: string): void; error(facts: object, message: string): void };
}): () => void {
  const folder = backupsDir(options.dataDir);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, LISTENER_FILE), String(process.pid));

  const serve = async () => {
    const names = await readdir(folder);
    for (const name of names) {
      const id = REQUEST.exec(name)?.[1];
      if (!id) continue;
      await rm(join(folder, name), { force: true });
      const out = join(folder, backupFileName());
      try {
        const { checksums: _checksums, ...manifest } = await options.take(out);
        await writeAtomically(join(folder, `${id}.done`), JSON.stringify({ file: out, manifest }));
        options.log.info({ file: out }, 'backup written');
      } catch (error) {
        options.log.error({ err: error }, 'backup failed');
        await writeAtomically(
          join(folder, `${id}.failed`),
          JSON.stringify({ message: (error as Error).message }),
        ).catch(() => undefined);
      }
    }
  };
  let serving = Promise.resolve();
  const onSignal = () => {
    serving = serving.then(serve).catch((error: unknown) => {
      options.log.error({ err: error }, 'backup requests could not be read');
    });
  };
  process.on(SIGNAL, onSignal);
  return () => {
    process.off(SIGNAL, onSignal);
    const listener = join(folder, LISTENER_FILE);
    if (existsSync(listener) && readFileSync(listener, 'utf8') === String(process.pid)) {
      rmSync(listener, { force: true });
    }
  };
}

/**
 * The command's side: asks the server `pid` for a backup and waits for its answer. Fails with a
 * message the operator can act on when the server cannot take one, stops, or says why it failed.
 */
export async function requestBackupFromServer(dataDir: string, pid: number): Promise<Answer> {
  const folder = backupsDir(dataDir);
  const listener = join(folder, LISTENER_FILE);
  if (!existsSync(listener) || readFileSync(listener, 'utf8').trim() !== String(pid)) {
    throw new BackupError(
      `The server using ${dataDir} (pid ${pid}) was started by a version that cannot take ` +
        'backups while it runs: restart it with this version, or stop it and run this again.',
    );
  }
  const id = randomUUID();
  const done = join(folder, `${id}.done`);
  const failed = join(folder, `${id}.failed`);
  writeFileSync(join(folder, `${id}.request`), '', { mode: 0o600 });
  try {
    process.kill(pid, SIGNAL);
  } catch (error) {
    rmSync(join(folder, `${id}.request`), { force: true });
    throw new BackupError(
      (error as NodeJS.ErrnoException).code === 'EPERM'
        ? `The server (pid ${pid}) runs as another user: run the backup as that user.`
        : `The server (pid ${pid}) could not be reached: ${(error as Error).message}`,
    );
  }
  const deadline = Date.now() + ANSWER_DEADLINE_MS;
  for (;;) {
    if (existsSync(done)) {
      const answer = JSON.parse(await readFile(done, 'utf8')) as Answer;
      await rm(done, { force: true });
      return answer;
    }
    if (existsSync(failed)) {
      const { message } = JSON.parse(await readFile(failed, 'utf8')) as { message: string };
      await rm(failed, { force: true });
      throw new BackupError(`The server could not write the backup: ${message}`);
    }
    if (!isProcessRunning(pid)) {
      throw new BackupError(`The server (pid ${pid}) stopped before the backup was written.`);
    }
    if (Date.now() > deadline) {
      rmSync(join(folder, `${id}.request`), { force: true });
      throw new BackupError(
        `The server (pid ${pid}) wrote no backup in ${ANSWER_DEADLINE_MS / 60_000} minutes; see its log.`,
      );
    }
    await delay(ANSWER_POLL_MS);
  }
}
