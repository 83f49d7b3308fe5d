import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@trademate/shared/paths';
import { createTestDatabase, type TestDatabase } from '../../test/build-test-app';
import { migrationsFolder, runMigrations } from './migrate';
import { notifications } from './schema/notifications';
import { users } from './schema/users';

/** The migration under test: every one before it is applied first, then rows are written. */
const TAG = '0023_notification_subjects';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A copy of the migrations folder that ends just before `tag`. */
function migrationsBefore(tag: string, root: string): string {
  const folder = join(root, 'migrations');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, stop);
  for (const entry of entries)
    copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

describe(`migration ${TAG}`, () => {
  const root = mkdtempSync(join(tmpdir(), 'trademate-migration-'));
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ empty: true });
    await runMigrations(test.database, migrationsBefore(TAG, root));
    // PGlite runs every migration in WebAssembly on this thread: slow on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await test?.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives the notifications written before it the job, conversation or ticket their link names', async () => {
    const { db } = test.database;
    const [user] = await db
      .insert(users)
      .values({
        email: `before-0023-${randomUUID().slice(0, 8)}@example.com.au`,
        passwordHash: 'not a hash',
        userType: 'client',
        firstName: 'Sam',
        lastName: 'Nguyen',
        contactNumber: '0412345678',
        state: 'NSW',
        city: 'Sydney',
      })
      .returning({ id: users.id });
    const job = randomUUID();
    const conversation = randomUUID();
    const ticket = randomUUID();
    const links = [
      paths.chat.href(conversation),
      paths.myJob.href(job),
      paths.jobHistoryEntry.href(job),
      paths.jobRequest.href(job),
      paths.myTicket.href(ticket),
      paths.professionalDetail.href(randomUUID()),
      paths.notifications.href(),
      paths.chat.href('not-a-conversation'),
    ];
    // Written as the code before the migration wrote them: a link and no subject columns.
    for (const [index, link] of links.entries())
      await db.execute(
        sql`insert into notifications (user_id, kind, title, body, link, created_at)
            values (${user!.id}, 'message_received', 'Title', 'Body', ${link},
                    ${new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()}::timestamptz)`,
      );

    await runMigrations(test.database);

    const rows = await db
      .select({
        link: notifications.link,
        job: notifications.subjectJobId,
        conversation: notifications.subjectConversationId,
        ticket: notifications.subjectTicketId,
      })
      .from(notifications)
      .orderBy(asc(notifications.createdAt));
    const none = { job: null, conversation: null, ticket: null };
    expect(rows).toEqual([
      { ...none, link: links[0], conversation },
      { ...none, link: links[1], job },
      { ...none, link: links[2], job },
      { ...none, link: links[3], job },
      { ...none, link: links[4], ticket },
      { ...none, link: links[5] },
      { ...none, link: links[6] },
      { ...none, link: links[7] },
    ]);
  });
});
