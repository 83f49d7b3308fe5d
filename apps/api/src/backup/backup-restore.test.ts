import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { packTar } from 'modern-tar/fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAttachmentParts } from '@trademate/shared/constants/chat-attachments';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { findFreePort } from '../../test/free-port';
import { runOperatorCli } from '../../test/operator-cli';
import { DEMO_PASSWORD } from '../demo/demo-sign-ins';
import { loadConfig } from '../config/env';
import { newestKnownMigration } from '../db/database-roles';
import { writeBackupArchive } from './backup-archive';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from './backup-manifest';
import { restoreBackup } from './restore-backup';

/** A server of the test's own on the API, as a browser would call it (same origin, a token). */
function client(port: number) {
  const base = `http://127.0.0.1:${port}`;
  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body instanceof FormData || body === undefined
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, bytes, json: () => JSON.parse(bytes.toString()) };
  }
  return {
    call,
    async signIn(email: string): Promise<string> {
      const answer = await call('POST', '/api/user/login', undefined, {
        email,
        password: DEMO_PASSWORD,
      });
      expect(answer.status, email).toBe(200);
      return answer.json().data.token as string;
    },
    /** Every item of a cursor-paged list. */
    async all<T>(path: string, token: string): Promise<T[]> {
      const items: T[] = [];
      let cursor: string | null = null;
      do {
        const joiner = path.includes('?') ? '&' : '?';
        const page = await call(
          'GET',
          `${path}${joiner}limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          token,
        );
        expect(page.status, path).toBe(200);
        items.push(...page.json().data.items);
        cursor = page.json().data.nextCursor;
      } while (cursor);
      return items;
    },
  };
}

interface Write {
  n: number;
  kind: 'message' | 'bio';
  /** Acknowledged (201/200) by the server before the backup command was started. */
  beforeBackup: boolean;
  acknowledged: boolean;
}

/**
 * `npm run backup` while the server on the embedded database serves and is written to, then
 * `npm run restore` into a new folder and a server started on it: the same accounts, jobs, chats
 * and files (decision 067).
 */
describe('a backup of the embedded database taken while the server writes', () => {
  const root = mkdtempSync(join(tmpdir(), 'trademate-backup-'));
  const env = (dataDir: string) => ({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(root, 'no-web-app'),
    LOGINS_PER_15_MINUTES: '1000',
  });
  let source: ApiProcess | undefined;
  let restored: ApiProcess | undefined;
  let sourcePort: number;

  beforeAll(async () => {
    sourcePort = await findFreePort();
    source = await startApiProcess({
      ...env(join(root, 'data')),
      PORT: String(sourcePort),
      HOST: '127.0.0.1',
    });
  }, 180_000);
  afterAll(async () => {
    await source?.stop();
    await restored?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores the accounts, jobs, chats and files the server had acknowledged', async () => {
    const emails = [...new Set(source!.output().match(/[a-z.]+@demo\.trademate\.com\.au/g))];
    expect(emails.length).toBeGreaterThan(5);
    const api = client(sourcePort);
    const clientEmail = emails[0]!;
    const token = await api.signIn(clientEmail);
    const jobs = await api.all<{ _id: string }>('/api/job/mine', token);
    const conversations = await api.all<{ _id: string }>('/api/chat', token);
    expect(jobs.length).toBeGreaterThan(0);
    const conversationId = conversations[0]!._id;

    // A file of the chat's, as the server stores it (a photo is re-encoded).
    const photo = await sharp({
      create: { width: 48, height: 32, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(chatAttachmentParts.conversation, conversationId);
    form.append(chatAttachmentParts.file, new Blob([photo], { type: 'image/png' }), 'tiles.png');
    const sent = await api.call('POST', '/api/upload/chatAttachment', token, form);
    expect(sent.status).toBe(201);
    const attachmentUrl = sent.json().data.attachment.url as string;
    const stored = await api.call('GET', attachmentUrl, token);
    expect(stored.status).toBe(200);

    // The writer: chat messages while the account may send them, and its bio every round.
    const writes: Write[] = [];
    let backupStarted = false;
    let stop = false;
    let firstWrite = () => {};
    const firstWritten = new Promise<void>((resolve) => (firstWrite = resolve));
    const writer = (async () => {
      let messagesAllowed = true;
      for (let n = 1; !stop; n += 1) {
        if (messagesAllowed) {
          const write: Write = { n, kind: 'message', beforeBackup: false, acknowledged: false };
          writes.push(write);
          const answer = await api.call('POST', `/api/chat/${conversationId}/messages`, token, {
            body: `Backup check ${n}`,
          });
          if (answer.status === 429) messagesAllowed = false;
          else expect(answer.status).toBe(201);
          write.acknowledged = answer.status === 201;
          write.beforeBackup = write.acknowledged && !backupStarted;
        }
        const write: Write = { n, kind: 'bio', beforeBackup: false, acknowledged: false };
        writes.push(write);
        const answer = await api.call('PATCH', '/api/user/updateProfile', token, {
          bio: `Backup check ${n}`,
        });
        expect(answer.status).toBe(200);
        write.acknowledged = true;
        write.beforeBackup = !backupStarted;
        if (n === 3) firstWrite();
      }
    })();

    await firstWritten;
    backupStarted = true;
    const backupFile = join(root, 'nightly.tar.gz');
    const backup = await runOperatorCli('backup', ['--out', backupFile], env(join(root, 'data')));
    const writtenDuringBackup = writes.filter((write) => !write.beforeBackup).length;
    stop = true;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${backupFile}`);
    expect(backup.stdout).toContain('taken by the running server');
    // The photo and its thumbnail.
    expect(backup.stdout).toContain('2 uploaded files (from the data folder)');
    expect(writtenDuringBackup).toBeGreaterThan(0);
    await source!.stop();

    const restoredDir = join(root, 'restored');
    const restore = await runOperatorCli('restore', [backupFile], env(restoredDir));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into the data folder ${restoredDir}`);

    const restoredPort = await findFreePort();
    restored = await startApiProcess({
      ...env(restoredDir),
      PORT: String(restoredPort),
      HOST: '127.0.0.1',
    });
    // A restored folder is not a new one: no second demo.
    expect(restored.output()).not.toContain('Demo accounts');
    const after = client(restoredPort);
    for (const email of emails.slice(0, 5)) await after.signIn(email);
    const tokenAfter = await after.signIn(clientEmail);
    expect(await after.all('/api/job/mine', tokenAfter)).toEqual(jobs);
    expect(
      (await after.all<{ _id: string }>('/api/chat', tokenAfter)).map(({ _id }) => _id).sort(),
    ).toEqual(conversations.map(({ _id }) => _id).sort());

    const bodies = new Set(
      (await after.all<{ body: string }>(`/api/chat/${conversationId}/messages`, tokenAfter)).map(
        ({ body }) => body,
      ),
    );
    const numbered = (kind: Write['kind'], only: (write: Write) => boolean) =>
      writes.filter((write) => write.kind === kind && only(write)).map(({ n }) => n);
    for (const n of numbered('message', (write) => write.beforeBackup)) {
      expect(bodies.has(`Backup check ${n}`), `message ${n}`).toBe(true);
    }
    const attempted = new Set(numbered('message', () => true));
    for (const body of bodies) {
      const n = /^Backup check (\d+)$/.exec(body)?.[1];
      if (n) expect(attempted.has(Number(n)), body).toBe(true);
    }
    // The bio is the last one written before the backup, or one written while it was taken.
    const me = await after.call('GET', '/api/user/me', tokenAfter);
    const bio = Number(/^Backup check (\d+)$/.exec(me.json().data.bio as string)?.[1]);
    expect(bio).toBeGreaterThanOrEqual(Math.max(...numbered('bio', (write) => write.beforeBackup)));
    expect(bio).toBeLessThanOrEqual(Math.max(...numbered('bio', () => true)));

    const file = await after.call('GET', attachmentUrl, tokenAfter);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(stored.bytes)).toBe(true);
  });
});

describe('restoring a backup', () => {
  const root = mkdtempSync(join(tmpdir(), 'trademate-restore-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const configFor = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });

  it('refuses a data folder that is not empty, in words the operator can act on', async () => {
    const full = join(root, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'jwt-secret'), 'kept');
    const notBackup = join(root, 'notes.tar.gz');
    writeFileSync(notBackup, 'not a backup');
    const intoFull = await runOperatorCli('restore', [notBackup], {
      NODE_ENV: 'test',
      DATA_DIR: full,
    });
    expect(intoFull.code).toBe(1);
    expect(intoFull.stderr).toContain(
      `The data folder ${full} is not empty: a backup is restored only into an empty one`,
    );
    expect(readdirSync(full)).toEqual(['jwt-secret']);
  });

  it('refuses a file that is not a backup, or is damaged, and leaves the folder empty', async () => {
    const empty = join(root, 'empty');
    const notBackup = join(root, 'notes.tar.gz');
    writeFileSync(notBackup, 'not a backup');
    await expect(restoreBackup(configFor(empty), notBackup)).rejects.toThrow(
      'could not be read as a TradeMate backup',
    );
    expect(readdirSync(empty)).toEqual([]);
    await expect(restoreBackup(configFor(empty), join(root, 'missing.tar.gz'))).rejects.toThrow(
      'There is no backup file at',
    );

    // Backups made here: one whose file does not match its manifest, one of another kind, one
    // from a newer version.
    const staging = join(root, 'staging');
    mkdirSync(join(staging, 'database'), { recursive: true });
    writeFileSync(join(staging, 'database', 'pgdata.tar'), 'the database');
    const described = (
      kind: 'embedded' | 'postgres',
      newest: number,
    ): Omit<BackupManifest, 'checksums'> => ({
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, engineVersion: '0', migrations: { applied: 1, newest } },
      files: { from: 'data-folder', count: 0 },
      secrets: [],
    });
    const manifest = await writeBackupArchive(
      staging,
      described('embedded', 1),
      join(root, 'good.tar.gz'),
    );
    const damaged = join(root, 'damaged.tar.gz');
    await pipeline(
      packTar([
        { type: 'content', target: 'manifest.json', content: JSON.stringify(manifest) },
        { type: 'content', target: 'database/pgdata.tar', content: 'another database' },
      ]),
      createGzip(),
      createWriteStream(damaged),
    );
    await expect(restoreBackup(configFor(empty), damaged)).rejects.toThrow(
      `${damaged} is damaged: database/pgdata.tar is not what was backed up`,
    );
    const postgres = join(root, 'postgres.tar.gz');
    await writeBackupArchive(staging, described('postgres', 1), postgres);
    await expect(restoreBackup(configFor(empty), postgres)).rejects.toThrow(
      'holds a PostgreSQL database: set DATABASE_URL',
    );
    const newer = join(root, 'newer.tar.gz');
    await writeBackupArchive(staging, described('embedded', newestKnownMigration() + 1), newer);
    await expect(restoreBackup(configFor(empty), newer)).rejects.toThrow(
      'was taken by a newer TradeMate',
    );
    expect(readdirSync(empty)).toEqual([]);
  });
});
